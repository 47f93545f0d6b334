/**
 * The uses of a discount code, held with an order like its hours are (bookings/slot-holds.ts).
 *
 * - The code's limit: use documents `<codeId>|use|<n>`. A checkout first takes over a use that is
 *   free (its order ended) or whose hold expired, with one conditional update; else it makes a new
 *   one, numbered by a conditional `$inc` of the code's `used` that matches only while
 *   `used < maxUses`. So however many checkouts race, at most maxUses uses exist, each held by one order.
 * - A customer's limit: `maxUsesPerCustomer` tickets per customer, `<codeId>|customer|<who>|<i>`,
 *   each taken by an insert (the unique `_id` decides) or by taking over a free or expired one, as
 *   the hold quota does (bookings/hold-quota.ts). The customer is the account when signed in, else
 *   the guest's mailbox: a guest's typed e-mail never spends an account's uses, nor the reverse.
 *
 * A paid order keeps its uses for good; a cancelled or failed one frees them; an expired hold is
 * taken over by the next checkout, and its own capture then finds it lost and fails without charging.
 */
import { canonicalMailbox } from '../../../src/domain/shared/mailboxes.ts';
import { promotionMessages } from '../../../src/domain/promotions/messages-promotions.ts';
import { ServiceError } from '../errors.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { DiscountCodeDoc } from '../../store/documents.ts';
import { HOLD_MINUTES } from '../../../src/domain/shared/limits.ts';

const MINUTE = 60_000;
/** A use another order may take: free, or held past its hold. */
const takeable = (now: Date) => ({ $or: [{ state: 'free' }, { state: 'held', heldUntil: { $lte: now } }] });

export const customerOfUser = (userId: string) => `user:${userId}`;
/** A guest, by the mailbox their e-mail reaches (src/domain/shared/mailboxes.ts): "ana+2@…" is "ana@…". */
export const customerOfEmail = (email: string) => `email:${canonicalMailbox(email)}`;

async function takeCustomerTicket(store: Store, code: DiscountCodeDoc, id: string, orderId: string, now: Date, heldUntil: Date) {
  const uses = store.collection('discountUses');
  try {
    await uses.insertOne({ _id: id, codeId: code._id, kind: 'customer', orderId, state: 'held', heldUntil });
    return true;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  const taken = await uses.updateOne({ _id: id, ...takeable(now) }, { $set: { orderId, state: 'held', heldUntil } });
  return taken.matchedCount === 1;
}

/** One of the code's uses, taken over or made new; null when all maxUses are held or paid. */
async function takeCodeUse(store: Store, code: DiscountCodeDoc, orderId: string, now: Date, heldUntil: Date): Promise<string | null> {
  const limit = code.maxUses ?? 0;
  const uses = store.collection('discountUses');
  const reused = await uses.findOneAndUpdate(
    { codeId: code._id, kind: 'use', n: { $lte: limit }, ...takeable(now) },
    { $set: { orderId, state: 'held', heldUntil } },
  );
  if (reused) return reused._id;
  const counted = await store.collection('discountCodes').findOneAndUpdate({ _id: code._id, used: { $lt: limit } }, { $inc: { used: 1 } });
  if (!counted) return null;
  const id = `${code._id}|use|${counted.used}`;
  await uses.insertOne({ _id: id, codeId: code._id, kind: 'use', n: counted.used, orderId, state: 'held', heldUntil });
  return id;
}

/**
 * Holds what the order needs of the code's limits (one of its uses, one ticket of each customer),
 * or nothing: on a refusal (400, saying which limit) the uses already taken are freed again.
 */
export async function holdDiscountUses(
  store: Store,
  code: DiscountCodeDoc,
  orderId: string,
  customers: readonly string[],
  now: Date,
): Promise<string[]> {
  const heldUntil = new Date(now.getTime() + HOLD_MINUTES * MINUTE);
  const taken: string[] = [];
  try {
    const perCustomer = code.maxUsesPerCustomer ?? 0;
    for (const customer of perCustomer > 0 ? customers : []) {
      let got: string | null = null;
      for (let index = 0; index < perCustomer && !got; index += 1) {
        const id = `${code._id}|customer|${customer}|${index}`;
        if (await takeCustomerTicket(store, code, id, orderId, now, heldUntil)) got = id;
      }
      if (!got) throw new ServiceError(400, promotionMessages.codeUsedUpByCustomer);
      taken.push(got);
    }
    if (code.maxUses !== null) {
      const use = await takeCodeUse(store, code, orderId, now, heldUntil);
      if (!use) throw new ServiceError(400, promotionMessages.codeUsedUp);
      taken.push(use);
    }
    return taken;
  } catch (error) {
    await releaseDiscountUses(store, orderId);
    throw error;
  }
}

/** The order ended unpaid (cancelled, failed, declined): its uses are free for the next order. Safe to repeat. */
export async function releaseDiscountUses(store: Store, orderId: string) {
  await store
    .collection('discountUses')
    .updateMany({ orderId, state: 'held' }, { $set: { state: 'free', orderId: null, heldUntil: null } });
}

/**
 * At capture: the order still has every use it took (an expired hold nobody took over still
 * counts), and keeps them while the capture runs. False when one was taken over by another order.
 */
export async function reclaimDiscountUses(store: Store, orderId: string, ids: readonly string[], now: Date): Promise<boolean> {
  if (ids.length === 0) return true;
  const heldUntil = new Date(now.getTime() + HOLD_MINUTES * MINUTE);
  const uses = store.collection('discountUses');
  await uses.updateMany({ _id: { $in: [...ids] }, orderId, state: 'held' }, { $set: { heldUntil } });
  const owned = await uses.countDocuments({ _id: { $in: [...ids] }, orderId, state: { $in: ['held', 'paid'] } });
  return owned === ids.length;
}

/** The order was paid: its uses are kept for good. Safe to repeat. */
export async function keepPaidDiscountUses(store: Store, orderId: string) {
  await store.collection('discountUses').updateMany({ orderId, state: 'held' }, { $set: { state: 'paid', heldUntil: null } });
}

/** A payment still pending at the provider keeps its uses as long as its hours (never shortened). */
export async function extendDiscountUses(store: Store, orderId: string, until: Date) {
  await store.collection('discountUses').updateMany({ orderId, state: 'held' }, { $max: { heldUntil: until } });
}

/** The paid order was undone (every appointment cancelled, nothing sold): its uses are free again. Safe to repeat. */
export async function freePaidDiscountUses(store: Store, orderId: string) {
  await store
    .collection('discountUses')
    .updateMany({ orderId, state: 'paid' }, { $set: { state: 'free', orderId: null, heldUntil: null } });
}
