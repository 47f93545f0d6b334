/**
 * The hours a customer's change takes or gives back, made safe against a crash between two writes:
 * - a move's new hours are listed as pending (`slotsPending`, with the move's own owner) before each
 *   is taken; the write that makes them the line's takes them off that list, only while they are there;
 * - the hours to give back are listed (`slotsToFree`, with the slot's owner) in the same write that
 *   decides it, then freed and unlisted.
 * A process that dies in between leaves the entry, and the sweeper finishes the job after a grace
 * period. Freeing is conditional on the owner, so doing it twice never frees somebody else's booking.
 */
import type { AppDeps } from '../../deps.ts';
import type { Store } from '../../store/contract.ts';
import type { SlotToFree, RecordLineDoc } from '../../store/documents.ts';
import { bookingHours } from './reservations.ts';

/** An entry older than this belongs to a request that died: the sweeper acts on it. */
export const SLOT_RELEASE_GRACE_MS = 2 * 60_000;

/** The booked slot as an entry to free later, or null when there is no such booking (nothing to free). */
export async function bookedSlotEntry(store: Store, slotId: string, now: Date): Promise<SlotToFree | null> {
  const slot = await store.collection('slots').findOne({ _id: slotId, state: 'booked' });
  return slot ? { slotId, owner: slot.orderId, since: now } : null;
}

/** The appointment a record line stands for, with the length it was booked for. */
export const appointmentOf = (line: RecordLineDoc) => ({
  serviceId: line.productId,
  date: line.reservationDate ?? '',
  time: line.reservationTime ?? '',
  durationMinutes: line.serviceDuration ?? 0,
});

/**
 * Every booked hour of an appointment, as entries to free later: its start hour, and each later
 * hour it runs through while the start's owner has it. A booking made before bookings took all
 * their hours has only its start: the later hours are somebody else's or free, never freed here.
 */
export async function bookedHourEntries(
  store: Store,
  appointment: { serviceId: string; date: string; time: string; durationMinutes: number },
  now: Date,
): Promise<SlotToFree[]> {
  const [start, ...later] = bookingHours(appointment.serviceId, appointment.date, appointment.time, appointment.durationMinutes);
  const first = start ? await bookedSlotEntry(store, start.id, now) : null;
  if (!first) return [];
  const ids = later.map((hour) => hour.id);
  const owned = ids.length ? await store.collection('slots').find({ _id: { $in: ids }, state: 'booked', orderId: first.owner }) : [];
  return [first, ...owned.map((slot) => ({ slotId: slot._id, owner: first.owner, since: now }))];
}

/** Frees the listed hours (while their owners still have them) and removes them from the record; how many were freed. */
export async function freeListedSlots(store: Store, recordId: string, entries: readonly SlotToFree[]): Promise<number> {
  let freed = 0;
  for (const entry of entries) {
    freed += (await store.collection('slots').deleteOne({ _id: entry.slotId, state: 'booked', orderId: entry.owner })).deletedCount;
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

/** Gives one pending hour back: to the line's own booking when it was one of its hours, else frees it. */
async function givePendingHourBack(store: Store, entry: SlotToFree): Promise<number> {
  const slots = store.collection('slots');
  if (entry.previousOwner) {
    const back = await slots.updateOne(
      { _id: entry.slotId, state: 'booked', orderId: entry.owner },
      { $set: { orderId: entry.previousOwner } },
    );
    return back.modifiedCount;
  }
  return (await slots.deleteOne({ _id: entry.slotId, state: 'booked', orderId: entry.owner })).deletedCount;
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
    freed += await freeListedSlots(store, record._id, (record.slotsToFree ?? []).filter(isDue));
  }
  return freed;
}
