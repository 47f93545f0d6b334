/**
 * The sweeper's part (services/operations/sweeper.ts), each step idempotent:
 * - the lines of an hour that has started are dropped (their entries deleted, with any offer);
 * - offers whose time ran out lapse, and their place goes to the next one (the event of the expired
 *   hold does the same; whichever comes first does it once);
 * - an entry a dying delivery left claimed is put back in line;
 * - every line still waiting is offered any place free now: a place an owner's change freed (a
 *   capacity raised, hours added) or that a crash kept from its event.
 */
import { isPastHour, offerOwnerOf } from '../../../src/domain/waitlist/waitlist.ts';
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import type { AppDeps } from '../../deps.ts';
import { releaseSlots } from '../slots/index.ts';
import { lapseOffer, offerFreedPlace } from './waitlist-offers.ts';

/** A claim older than this belongs to a delivery that died. */
export const STALE_CLAIM_MS = 2 * 60_000;

export interface WaitlistSweep {
  dropped: number;
  lapsed: number;
  offered: number;
}

export async function sweepWaitlist(deps: AppDeps): Promise<WaitlistSweep> {
  const { store } = deps;
  const entries = store.collection('waitlist');
  const now = deps.clock();
  const today = bogotaMoment(now).date;
  const past = (await entries.find({ date: { $lte: today } })).filter((entry) => isPastHour(entry, now));
  let dropped = 0;
  for (const entry of past) {
    const removed = (await entries.deleteOne({ _id: entry._id })).deletedCount;
    if (removed && entry.offer) await releaseSlots(store, offerOwnerOf(entry._id), [entry.offer.slotId]);
    dropped += removed;
  }
  let lapsed = 0;
  for (const entry of await entries.find({ status: 'offered', 'offer.until': { $lte: now } }, { projection: { _id: 1 } }))
    if (await lapseOffer(deps, entry._id)) lapsed += 1;
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  for (const entry of await entries.find({ status: 'offering', claimedAt: { $lte: stale } })) {
    const back = await entries.updateOne(
      { _id: entry._id, status: 'offering', claimedAt: entry.claimedAt },
      { $set: { status: 'waiting' }, $unset: { claimedAt: '' } },
    );
    if (back.matchedCount === 1) await store.collection('slots').deleteMany({ orderId: offerOwnerOf(entry._id), state: 'held' });
  }
  let offered = 0;
  const waiting = await entries.find({ status: 'waiting' }, { projection: { lineKey: 1, serviceId: 1, date: 1, time: 1 } });
  const lines = new Map(waiting.map((entry) => [entry.lineKey, entry]));
  for (const line of lines.values()) if (await offerFreedPlace(deps, line)) offered += 1;
  return { dropped, lapsed, offered };
}
