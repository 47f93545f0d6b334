/**
 * Hours freed by an expired hold. A checkout holds its hours for a while; if it is not paid in
 * time the hold simply runs out, and the hour is free again without any write. The sweeper asks
 * here for the holds that ran out lately and publishes `hour.freed` for each, keyed by the slot,
 * its order and the hold's end: every sweep that sees the same expiry publishes it once.
 */
import { domainEvent } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import { publish } from '../events/index.ts';

/** How far back a sweep looks for expired holds: far more than the sweeps' interval, so none is missed. */
export const EXPIRED_HOLD_LOOKBACK_MS = 24 * 60 * 60_000;

/** Publishes `hour.freed` for each hold that ran out within the lookback. Returns the events published now. */
export async function publishExpiredHolds(deps: AppDeps, limit = 200): Promise<number> {
  const now = deps.clock();
  const expired = await deps.store
    .collection('slots')
    .find(
      { state: 'held', heldUntil: { $ne: null, $lte: now, $gt: new Date(now.getTime() - EXPIRED_HOLD_LOOKBACK_MS) } },
      { sort: { heldUntil: 1 }, limit },
    );
  let published = 0;
  for (const slot of expired) {
    if (!slot.heldUntil) continue;
    const event = domainEvent.hourFreed(
      { slotId: slot._id, serviceId: slot.serviceId, date: slot.date, time: slot.time, orderId: slot.orderId },
      slot.heldUntil,
    );
    if ((await publish(deps, event)) > 0) published += 1;
  }
  return published;
}
