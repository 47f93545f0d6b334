/**
 * The hours a customer's change gives back, made safe against a crash between two writes. Before
 * an hour is to be freed, the record lists it (`slotsToFree`, with the slot's owner) in the same
 * write that decides it; then the hour is freed and the entry removed. A process that dies in
 * between leaves the entry, and the sweeper finishes the job after a grace period. Freeing is
 * conditional on the owner, so doing it twice never frees somebody else's booking.
 */
import type { AppDeps } from '../http/context.ts';
import type { Store } from '../store/contract.ts';
import type { SlotToFree, TransactionDoc } from '../store/documents.ts';
import { writeBooking } from './booking-records.ts';

/** An entry older than this belongs to a request that died: the sweeper frees it. */
export const SLOT_RELEASE_GRACE_MS = 2 * 60_000;

/** The booked slot as an entry to free later, or null when there is no such booking (nothing to free). */
export async function bookedSlotEntry(store: Store, slotId: string, now: Date): Promise<SlotToFree | null> {
  const slot = await store.collection('slots').findOne({ _id: slotId, state: 'booked' });
  return slot ? { slotId, owner: slot.orderId, since: now } : null;
}

/** Frees the listed hours (while their owners still have them) and removes them from the record. */
export async function freeListedSlots(store: Store, recordId: string, entries: readonly SlotToFree[]): Promise<void> {
  for (const entry of entries) {
    await store.collection('slots').deleteOne({ _id: entry.slotId, state: 'booked', orderId: entry.owner });
    await store.collection('transactions').updateOne({ _id: recordId }, { $pull: { slotsToFree: { slotId: entry.slotId, owner: entry.owner } } });
  }
}

export const withoutEntry = (entries: readonly SlotToFree[] | undefined, slotId: string, owner: string) =>
  (entries ?? []).filter((entry) => entry.slotId !== slotId || entry.owner !== owner);

/**
 * The sweeper's part: entries left past the grace period are taken off their record first (a
 * conditional write, so a change still in flight loses and gives its hour back itself), then freed.
 */
export async function freeAbandonedSlots(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - SLOT_RELEASE_GRACE_MS);
  const records: TransactionDoc[] = await deps.store.collection('transactions').find({ 'slotsToFree.since': { $lte: cutoff } });
  let freed = 0;
  for (const record of records) {
    const due = (record.slotsToFree ?? []).filter((entry) => new Date(entry.since) <= cutoff);
    const left = (record.slotsToFree ?? []).filter((entry) => new Date(entry.since) > cutoff);
    const written = await writeBooking(deps.store, record, { slotsToFree: left });
    if (!written) continue; // changed meanwhile: the next sweep looks again
    for (const entry of due) {
      const { deletedCount } = await deps.store.collection('slots').deleteOne({ _id: entry.slotId, state: 'booked', orderId: entry.owner });
      freed += deletedCount;
    }
  }
  return freed;
}
