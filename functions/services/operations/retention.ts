/**
 * The retention periods of src/domain/legal/retention.ts, applied by the sweeper: contact messages are
 * deleted after contactMessageYears, and a signed-in customer's cart is emptied after
 * userCartInactiveDays without a change, and back-in-stock alerts go when their confirmation link
 * expired (restockAlertConfirmDays), once notified (they wait for nothing more), and in any case
 * restockAlertDays after they were asked for. All are idempotent: two sweepers delete each thing once.
 * A guest's cart is never on the server (it lives in the browser), so there is nothing to sweep.
 */
import { contactMessagesCutoff, inactiveCartCutoff, restockAlertsCutoff } from '../../../src/domain/legal/retention.ts';
import type { Store } from '../../store/contract.ts';

/** Deletes the contact messages past their retention; returns how many. */
export async function sweepOldContactMessages(store: Store, now: Date): Promise<number> {
  return (await store.collection('contactMessages').deleteMany({ createdAt: { $lt: contactMessagesCutoff(now) } })).deletedCount;
}

/** A line untouched since the cutoff (lines written before `updatedAt` existed count from their creation). */
const staleSince = (cutoff: Date) => ({
  $or: [{ updatedAt: { $lt: cutoff } }, { updatedAt: { $exists: false }, createdAt: { $lt: cutoff } }],
});

/**
 * Empties the carts none of whose lines changed in userCartInactiveDays; returns how many lines
 * went. A cart with one recent change keeps all its lines; each deletion is conditional on the
 * line still being stale, so a line changed meanwhile stays.
 */
export async function sweepInactiveCarts(store: Store, now: Date, limit = 500): Promise<number> {
  const carts = store.collection('carts');
  const cutoff = inactiveCartCutoff(now);
  const stale = await carts.find(staleSince(cutoff), { projection: { userId: 1 }, limit });
  let deleted = 0;
  for (const userId of new Set(stale.map((line) => line.userId))) {
    const active = await carts.findOne({ userId, updatedAt: { $gte: cutoff } }, { projection: { _id: 1 } });
    if (active) continue;
    deleted += (await carts.deleteMany({ userId, ...staleSince(cutoff) })).deletedCount;
  }
  return deleted;
}

/** Deletes the back-in-stock alerts past their retention (see above); returns how many. */
export async function sweepRestockAlerts(store: Store, now: Date): Promise<number> {
  const past = {
    $or: [{ status: 'pending', confirmExpiresAt: { $lte: now } }, { status: 'notified' }, { createdAt: { $lt: restockAlertsCutoff(now) } }],
  };
  return (await store.collection('restockAlerts').deleteMany(past)).deletedCount;
}
