/**
 * Slot holds: every hour a booking runs through takes one unit of its service's resource, one slot
 * document each (slot-units.ts), so the store's unique key makes booking an hour past its capacity
 * impossible. A checkout holds its units for 15 minutes; an expired hold can be taken over by the
 * next checkout; a capture turns the hold into a booking.
 */
import { messages } from '../../../src/domain/shared/messages.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../../store/contract.ts';
import { HOLD_MINUTES } from '../../../src/domain/shared/limits.ts';
import { takeUnit, type SlotRequest } from './slot-units.ts';

export type { SlotRequest } from './slot-units.ts';

async function holdOne(store: Store, orderId: string, slot: SlotRequest, now: Date, heldUntil: Date): Promise<string> {
  const id = await takeUnit(store, slot, { state: 'held', orderId, heldUntil }, now);
  if (id) return id;
  throw new ServiceError(409, messages.slotTaken);
}

/** Holds every slot or none: on a refusal the holds already made are released. */
export async function holdSlots(store: Store, orderId: string, requests: SlotRequest[], now: Date): Promise<string[]> {
  const heldUntil = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const held: string[] = [];
  try {
    for (const request of requests) held.push(await holdOne(store, orderId, request, now, heldUntil));
    return held;
  } catch (error) {
    await releaseSlots(store, orderId, held);
    throw error;
  }
}

/** Frees the slots this order holds (never someone else's, never a booking). */
export async function releaseSlots(store: Store, orderId: string, ids: string[]) {
  if (ids.length === 0) return;
  await store.collection('slots').deleteMany({ _id: { $in: ids }, orderId, state: 'held' });
}

/**
 * At capture: confirms the order still owns each slot (an expired hold nobody took over still
 * counts) and extends the hold while the capture runs.
 */
export async function reclaimSlots(store: Store, orderId: string, ids: string[], now: Date): Promise<boolean> {
  const heldUntil = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  for (const id of ids) {
    const result = await store.collection('slots').updateOne({ _id: id, orderId, state: 'held' }, { $set: { heldUntil } });
    if (result.matchedCount !== 1) {
      const booked = await store.collection('slots').findOne({ _id: id, orderId, state: 'booked' });
      if (!booked) return false;
    }
  }
  return true;
}

/**
 * Keeps the order's holds until `until` (a payment still pending at the provider). Only slots this
 * order still holds are touched, and a hold is never shortened; a slot taken over by another
 * checkout stays theirs.
 */
export async function extendHeldSlots(store: Store, orderId: string, ids: string[], until: Date) {
  if (ids.length === 0) return;
  await store.collection('slots').updateMany({ _id: { $in: ids }, orderId, state: 'held' }, { $max: { heldUntil: until } });
}

export async function bookSlots(store: Store, orderId: string, ids: string[]) {
  if (ids.length === 0) return;
  await store.collection('slots').updateMany({ _id: { $in: ids }, orderId }, { $set: { state: 'booked', heldUntil: null } });
}

/**
 * Books one free hour straight away, for an appointment being moved (services/bookings/bookings.ts),
 * a phone reservation or the migration: a free unit of the hour (slot-units.ts), so of customers
 * racing for the last one exactly one gets it. A live hold or a booking is never touched.
 */
export async function bookFreeSlot(store: Store, slot: SlotRequest, owner: string, now: Date): Promise<string | null> {
  return takeUnit(store, slot, { state: 'booked', orderId: owner, heldUntil: null }, now);
}

/**
 * A moved appointment's new hour: a free one (bookFreeSlot), or one of its own old hours (a long
 * appointment moved by less than its length), passed from its old owner to the move's by a
 * conditional update, so it is never free in between and never taken from anybody else.
 */
export async function bookHourForMove(
  store: Store,
  slot: SlotRequest,
  owner: string,
  now: Date,
  previous?: { slotId: string; owner: string },
): Promise<string | null> {
  if (!previous) return bookFreeSlot(store, slot, owner, now);
  const passed = await store
    .collection('slots')
    .updateOne({ _id: previous.slotId, state: 'booked', orderId: previous.owner }, { $set: { orderId: owner } });
  return passed.matchedCount === 1 ? previous.slotId : bookFreeSlot(store, slot, owner, now);
}

/**
 * Books every hour for the owner straight away, or none (a phone reservation, a reservation the
 * owner opens again): each one the owner already has (a repeat after a crash) or a free unit
 * (bookFreeSlot). On a refusal the hours taken here are freed again.
 */
export async function bookHours(store: Store, hours: readonly SlotRequest[], owner: string, now: Date): Promise<boolean> {
  const taken: string[] = [];
  const slots = store.collection('slots');
  for (const hour of hours) {
    const own = await slots.find({ serviceId: hour.serviceId, date: hour.date, time: hour.time, state: 'booked', orderId: owner });
    const got = own.find((slot) => !taken.includes(slot._id))?._id ?? (await bookFreeSlot(store, hour, owner, now));
    if (!got) {
      if (taken.length) await slots.deleteMany({ _id: { $in: taken }, state: 'booked', orderId: owner });
      return false;
    }
    taken.push(got);
  }
  return true;
}

/**
 * Holds one free unit of the hour for `owner` until `until` (a waitlist's offer keeps the freed
 * place for its person): the slot id, or null when every unit is taken.
 */
export async function holdFreeUnit(store: Store, slot: SlotRequest, owner: string, now: Date, until: Date): Promise<string | null> {
  return takeUnit(store, slot, { state: 'held', orderId: owner, heldUntil: until }, now);
}

/**
 * Passes a live hold from one owner to another (an offer's place to the order that books it) by one
 * conditional update: true only when `from` still held it, so nobody else's hold is ever taken.
 */
export async function passHold(store: Store, slotId: string, from: string, to: string, now: Date, until: Date): Promise<boolean> {
  const passed = await store
    .collection('slots')
    .updateOne({ _id: slotId, state: 'held', orderId: from, heldUntil: { $gt: now } }, { $set: { orderId: to, heldUntil: until } });
  return passed.matchedCount === 1;
}
