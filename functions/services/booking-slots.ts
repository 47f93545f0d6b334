/**
 * The hours a customer's change takes or gives back, made safe against a crash between two writes:
 * - a move's new hour is listed as pending (`slotsPending`, with its own owner) before it is taken;
 *   the write that makes it the line's takes it off that list, and only while it is still there;
 * - an hour to give back is listed (`slotsToFree`, with the slot's owner) in the same write that
 *   decides it, then freed and unlisted.
 * A process that dies in between leaves the entry, and the sweeper finishes the job after a grace
 * period. Freeing is conditional on the owner, so doing it twice never frees somebody else's booking.
 */
import type { AppDeps } from '../http/context.ts';
import type { Store } from '../store/contract.ts';
import type { SlotToFree } from '../store/documents.ts';

/** An entry older than this belongs to a request that died: the sweeper acts on it. */
export const SLOT_RELEASE_GRACE_MS = 2 * 60_000;

/** The booked slot as an entry to free later, or null when there is no such booking (nothing to free). */
export async function bookedSlotEntry(store: Store, slotId: string, now: Date): Promise<SlotToFree | null> {
  const slot = await store.collection('slots').findOne({ _id: slotId, state: 'booked' });
  return slot ? { slotId, owner: slot.orderId, since: now } : null;
}

/** Frees the listed hours (while their owners still have them) and removes them from the record; how many were freed. */
export async function freeListedSlots(store: Store, recordId: string, entries: readonly SlotToFree[]): Promise<number> {
  let freed = 0;
  for (const entry of entries) {
    freed += (await store.collection('slots').deleteOne({ _id: entry.slotId, state: 'booked', orderId: entry.owner })).deletedCount;
    await store.collection('transactions').updateOne({ _id: recordId }, { $pull: { slotsToFree: { slotId: entry.slotId, owner: entry.owner } } });
  }
  return freed;
}

/** Lists a move's new hour as pending, before it is taken. */
export async function listPendingSlot(store: Store, recordId: string, entry: SlotToFree): Promise<void> {
  await store.collection('transactions').updateOne({ _id: recordId }, { $push: { slotsPending: entry } });
}

/**
 * Gives back a move's new hour that its line never got: takes it off the pending list, then frees
 * it. The owner is the move's own, so this never touches anybody else's booking.
 */
export async function dropPendingSlot(store: Store, recordId: string, entry: SlotToFree): Promise<number> {
  await store.collection('transactions').updateOne({ _id: recordId }, { $pull: { slotsPending: { owner: entry.owner } } });
  return (await store.collection('slots').deleteOne({ _id: entry.slotId, state: 'booked', orderId: entry.owner })).deletedCount;
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
    for (const entry of (record.slotsPending ?? []).filter(isDue)) {
      const taken = await store.collection('transactions').updateOne(
        { _id: record._id, 'slotsPending.owner': entry.owner },
        { $pull: { slotsPending: { owner: entry.owner } } },
      );
      if (taken.matchedCount === 1) freed += await dropPendingSlot(store, record._id, entry);
    }
  }
  for (const record of await store.collection('transactions').find({ 'slotsToFree.since': { $lte: cutoff } })) {
    freed += await freeListedSlots(store, record._id, (record.slotsToFree ?? []).filter(isDue));
  }
  return freed;
}
