/**
 * A person's hour, taken atomically like a resource unit (src/domain/staff/staff.ts): one
 * `staffHours` document whose `_id` the store keeps unique, naming the resource unit (a slot
 * document) taken with it and a token both carry. The person's hour is taken exactly while that
 * unit is taken with the same token: so every path that frees a unit (a hold released or expired,
 * a cancellation, a move, the sweeper) frees the person's hour with it, without a second write, and
 * a move that passes a unit to its new owner passes the person with it.
 *
 * Taking an hour whose document names a unit no longer taken replaces it by one conditional update
 * on its token, so of many racing for it exactly one gets it. A unit held by a checkout whose hold
 * ran out is deleted first, conditionally, so its checkout can no longer reclaim it at capture.
 */
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import { staffHourId } from '../../../src/domain/staff/staff.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { StaffHourDoc } from '../../store/documents.ts';

/** A person's hour on a date. */
export interface StaffHourRequest {
  staffId: string;
  date: string;
  time: string;
}

/** Whether the unit the hour names still holds it; an expired hold is deleted (conditionally) and answers no. */
async function unitHolds(store: Store, hour: StaffHourDoc, now: Date): Promise<boolean> {
  const slots = store.collection('slots');
  for (let attempt = 0; attempt < 3; attempt++) {
    const slot = await slots.findOne({ _id: hour.slotId });
    if (!slot || slot.staffToken !== hour.token) return false;
    if (slot.state === 'booked' || (slot.heldUntil !== null && new Date(slot.heldUntil) > now)) return true;
    const dropped = await slots.deleteOne({ _id: hour.slotId, staffToken: hour.token, state: 'held', heldUntil: { $lte: now } });
    if (dropped.deletedCount === 1) return false;
  }
  return true;
}

/** Takes the person's hour for the unit `slotId` (carrying `token`): true when got, false when somebody has it. */
export async function takeStaffHour(store: Store, request: StaffHourRequest, slotId: string, token: string, now: Date): Promise<boolean> {
  const hours = store.collection('staffHours');
  const _id = staffHourId(request.staffId, request.date, request.time);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await hours.insertOne({ _id, ...request, slotId, token, createdAt: now });
      return true;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    const current = await hours.findOne({ _id });
    if (!current) continue;
    if (await unitHolds(store, current, now)) return false;
    const taken = await hours.updateOne({ _id, token: current.token }, { $set: { slotId, token, createdAt: now } });
    if (taken.matchedCount === 1) return true;
  }
  return false;
}

/** The people's hours taken on a date (their unit still taken), read only: for availability and fair assignment. */
export async function takenStaffHours(store: Store, date: string, now: Date): Promise<StaffHourRequest[]> {
  const hours = await store.collection('staffHours').find({ date });
  if (hours.length === 0) return [];
  const slots = await store.collection('slots').find({ _id: { $in: hours.map((hour) => hour.slotId) } });
  const byId = new Map(slots.map((slot) => [slot._id, slot]));
  return hours
    .filter((hour) => {
      const slot = byId.get(hour.slotId);
      return (
        slot !== undefined &&
        slot.staffToken === hour.token &&
        (slot.state === 'booked' || (slot.heldUntil !== null && new Date(slot.heldUntil) > now))
      );
    })
    .map(({ staffId, date: day, time }) => ({ staffId, date: day, time }));
}

/**
 * The sweeper's chore: drops the people's hours of past dates (Bogotá), and those whose unit is gone
 * or no longer carries their token (its hold released, expired and taken over, or its booking
 * cancelled or moved). Each deletion is conditional on the token read, so an hour taken again
 * meanwhile stays. Returns how many went.
 */
export async function sweepStaffHours(store: Store, now: Date): Promise<number> {
  const hours = store.collection('staffHours');
  const today = bogotaMoment(now).date;
  let dropped = (await hours.deleteMany({ date: { $lt: today } })).deletedCount;
  const upcoming = await hours.find({ date: { $gte: today } });
  if (upcoming.length === 0) return dropped;
  const slots = await store.collection('slots').find({ _id: { $in: upcoming.map((hour) => hour.slotId) } });
  const tokens = new Map(slots.map((slot) => [slot._id, slot.staffToken]));
  for (const hour of upcoming) {
    if (tokens.get(hour.slotId) === hour.token) continue;
    dropped += (await hours.deleteOne({ _id: hour._id, token: hour.token })).deletedCount;
  }
  return dropped;
}
