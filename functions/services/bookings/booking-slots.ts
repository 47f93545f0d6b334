/**
 * The hours a customer's change takes or gives back, made safe against a crash between two writes:
 * - a move's new hours are listed as pending (`slotsPending`, with the move's own owner) before each
 *   is taken; the write that makes them the line's takes them off that list, only while they are there;
 * - the hours to give back are listed (`slotsToFree`, with the slot's owner) in the same write that
 *   decides it, then freed and unlisted.
 * A process that dies in between leaves the entry, and the sweeper finishes the job after a grace
 * period. Freeing is conditional on the owner, so doing it twice never frees somebody else's booking.
 */
import { domainEvent } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import { publish } from '../events/index.ts';
import type { Store } from '../../store/contract.ts';
import type { SlotToFree, RecordLineDoc } from '../../store/documents.ts';
import { bookingHours, slotId } from './reservations.ts';
import { serviceBuffers, type ServiceBuffers } from '../../../src/domain/schedule/booking-hours.ts';

/** An entry older than this belongs to a request that died: the sweeper acts on it. */
export const SLOT_RELEASE_GRACE_MS = 2 * 60_000;

/** The appointment a record line stands for, with the length it was booked for and the owner of its hours. */
export const appointmentOf = (line: RecordLineDoc) => ({
  serviceId: line.productId,
  date: line.reservationDate ?? '',
  time: line.reservationTime ?? '',
  durationMinutes: line.serviceDuration ?? 0,
  buffers: serviceBuffers(line),
  owner: line.slotOwner,
});

export interface Appointment {
  serviceId: string;
  date: string;
  time: string;
  durationMinutes: number;
  /** The preparation and cleanup it was booked with; missing: none. */
  buffers?: ServiceBuffers | undefined;
  /** The `orderId` of its hours (the line's `slotOwner`); missing on older lines. */
  owner?: string | undefined;
}

/**
 * The booked start of an appointment: the unit its owner has; on an older line (no owner known),
 * the one at the id its service's hour had before resources, where such a booking keeps it.
 */
async function bookedStart(store: Store, appointment: Appointment, exclude: ReadonlySet<string>) {
  const { serviceId, date, time, owner } = appointment;
  const candidates = await store.collection('slots').find({ serviceId, date, time, state: 'booked' });
  const free = candidates.filter((slot) => !exclude.has(slot._id));
  if (owner) return free.find((slot) => slot.orderId === owner) ?? null;
  return free.find((slot) => slot._id === slotId(serviceId, date, time)) ?? null;
}

/**
 * Every booked hour of an appointment, with its time: its start hour first, then each other hour it
 * takes (a later hour it runs through, its preparation's and cleanup's) while the start's owner has
 * it. A booking made before bookings took all their hours has only its start: the later hours are
 * somebody else's or free, never freed here. Hours in `exclude` (already listed to free for another
 * line of the same owner) are skipped.
 */
export async function bookedHours(
  store: Store,
  appointment: Appointment,
  now: Date,
  exclude: ReadonlySet<string> = new Set(),
): Promise<{ time: string; entry: SlotToFree }[]> {
  const covered = bookingHours(
    appointment.serviceId,
    appointment.date,
    appointment.time,
    appointment.durationMinutes,
    appointment.buffers,
  ).map((hour) => hour.time);
  const first = await bookedStart(store, appointment, exclude);
  if (!first) return [];
  const hours = [{ time: appointment.time, entry: { slotId: first._id, owner: first.orderId, since: now } }];
  const times = covered.filter((time) => time !== appointment.time);
  const owned = times.length
    ? await store
        .collection('slots')
        .find({ serviceId: appointment.serviceId, date: appointment.date, time: { $in: times }, state: 'booked', orderId: first.orderId })
    : [];
  for (const time of times) {
    const slot = owned.find((candidate) => candidate.time === time && !exclude.has(candidate._id));
    if (slot) hours.push({ time, entry: { slotId: slot._id, owner: first.orderId, since: now } });
  }
  return hours;
}

/** Every booked hour of an appointment, as entries to free later (bookedHours). */
export async function bookedHourEntries(
  store: Store,
  appointment: Appointment,
  now: Date,
  exclude: ReadonlySet<string> = new Set(),
): Promise<SlotToFree[]> {
  return (await bookedHours(store, appointment, now, exclude)).map((hour) => hour.entry);
}

/**
 * Frees the listed hours (while their owners still have them) and removes them from the record; how
 * many were freed. Each hour freed here is published as `hour.freed` (a waitlist offers it on).
 */
export async function freeListedSlots(deps: AppDeps, recordId: string, entries: readonly SlotToFree[]): Promise<number> {
  const { store } = deps;
  let freed = 0;
  for (const entry of entries) {
    const mine = { _id: entry.slotId, state: 'booked' as const, orderId: entry.owner };
    const slot = await store.collection('slots').findOne(mine);
    const deleted = slot ? (await store.collection('slots').deleteOne(mine)).deletedCount : 0;
    freed += deleted;
    if (slot && deleted === 1) {
      const payload = { slotId: slot._id, serviceId: slot.serviceId, date: slot.date, time: slot.time, orderId: entry.owner };
      await publish(deps, domainEvent.hourReleased(payload));
    }
    await store
      .collection('transactions')
      .updateOne({ _id: recordId }, { $pull: { slotsToFree: { slotId: entry.slotId, owner: entry.owner } } });
  }
  return freed;
}

/** Lists a move's new hour as pending, before it is taken. */
export async function listPendingSlot(store: Store, recordId: string, entry: SlotToFree): Promise<void> {
  await store.collection('transactions').updateOne({ _id: recordId }, { $push: { slotsPending: entry } });
}

/**
 * Gives one pending hour back: to the line's own booking when it was one of its hours, else frees
 * it. A new hour is known by its hour and the move's own owner (its unit was not known when it was
 * listed); an hour the line had that went elsewhere meanwhile left the move a free unit instead.
 */
async function givePendingHourBack(store: Store, entry: SlotToFree): Promise<number> {
  const slots = store.collection('slots');
  let given = 0;
  if (entry.previousOwner) {
    const back = await slots.updateOne(
      { _id: entry.slotId, state: 'booked', orderId: entry.owner },
      { $set: { orderId: entry.previousOwner } },
    );
    given += back.modifiedCount;
  }
  if (entry.hour) given += (await slots.deleteMany({ ...entry.hour, state: 'booked', orderId: entry.owner })).deletedCount;
  else if (!entry.previousOwner)
    given += (await slots.deleteOne({ _id: entry.slotId, state: 'booked', orderId: entry.owner })).deletedCount;
  return given;
}

/**
 * Gives back the new hours of a move that its line never got: takes them off the pending list,
 * then frees them (or returns an hour the line already had to it). The owner is the move's own, so
 * this never touches anybody else's booking.
 */
export async function dropPendingSlots(store: Store, recordId: string, entries: readonly SlotToFree[]): Promise<number> {
  const owners = [...new Set(entries.map((entry) => entry.owner))];
  for (const owner of owners) await store.collection('transactions').updateOne({ _id: recordId }, { $pull: { slotsPending: { owner } } });
  let given = 0;
  for (const entry of entries) given += await givePendingHourBack(store, entry);
  return given;
}

/**
 * The sweeper's part. A pending hour past the grace period is taken off its record first (a
 * conditional pull, so a move still in flight either got there first or now fails and gives it
 * back itself), then freed; an hour listed to free is freed.
 */
export async function freeAbandonedSlots(deps: AppDeps): Promise<number> {
  const { store } = deps;
  const cutoff = new Date(deps.clock().getTime() - SLOT_RELEASE_GRACE_MS);
  const isDue = (entry: SlotToFree) => new Date(entry.since) <= cutoff;
  let freed = 0;
  for (const record of await store.collection('transactions').find({ 'slotsPending.since': { $lte: cutoff } })) {
    const due = (record.slotsPending ?? []).filter(isDue);
    // One move's hours share its owner: they are taken off together and given back together.
    for (const owner of new Set(due.map((entry) => entry.owner))) {
      const taken = await store
        .collection('transactions')
        .updateOne({ _id: record._id, 'slotsPending.owner': owner }, { $pull: { slotsPending: { owner } } });
      if (taken.matchedCount === 1)
        freed += await dropPendingSlots(
          store,
          record._id,
          due.filter((entry) => entry.owner === owner),
        );
    }
  }
  for (const record of await store.collection('transactions').find({ 'slotsToFree.since': { $lte: cutoff } })) {
    freed += await freeListedSlots(deps, record._id, (record.slotsToFree ?? []).filter(isDue));
  }
  return freed;
}
