/**
 * The hours of a payment still PENDING at Wompi (PSE waits for the customer's bank) stay the
 * order's while Wompi says so: each confirm, event or sweeper check that reads PENDING extends the
 * hold by another HOLD_MINUTES, never past PENDING_PAYMENT_HOLD_MAX_MINUTES after the order was
 * created. The slots and the holder's tickets are extended together, by conditional updates that
 * only touch what this order still holds, so an hour another checkout took over is never taken back.
 */
import { HOLD_MINUTES, PENDING_PAYMENT_HOLD_MAX_MINUTES } from '../../../src/domain/shared/limits.ts';
import type { Store } from '../../store/contract.ts';
import type { PaymentOrderDoc } from '../../store/documents.ts';
import { extendHoldTickets } from '../slots/index.ts';
import { extendHeldSlots } from '../slots/index.ts';
import { extendDiscountUses } from '../promotions/index.ts';
import { extendPackCredits } from '../promotions/index.ts';

const MINUTE = 60_000;

/** Until when a pending payment's hours may be held now: another hold period, within the bound. */
export function pendingHoldUntil(orderCreatedAt: Date, now: Date): Date | null {
  const bound = new Date(orderCreatedAt).getTime() + PENDING_PAYMENT_HOLD_MAX_MINUTES * MINUTE;
  const until = Math.min(now.getTime() + HOLD_MINUTES * MINUTE, bound);
  return until > now.getTime() ? new Date(until) : null;
}

/**
 * Wompi says the order's payment is PENDING: remember the transaction, so the sweeper and the
 * buyer's pending page can ask Wompi again (an order without hours too), and keep its hours.
 * Past the bound nothing is extended.
 */
export async function keepPendingPaymentHolds(store: Store, order: PaymentOrderDoc, transactionId: string, now: Date): Promise<void> {
  if (order.status !== 'CREATED') return;
  await store.collection('paymentOrders').updateOne({ _id: order._id, status: 'CREATED' }, { $set: { wompiTransactionId: transactionId } });
  if (order.slotIds.length === 0 && !order.discount) return;
  const until = pendingHoldUntil(order.createdAt, now);
  if (!until) return;
  if (order.discount) await extendDiscountUses(store, order._id, until);
  await extendPackCredits(store, order._id, until);
  await extendHeldSlots(store, order._id, order.slotIds, until);
  await extendHoldTickets(store, order._id, until);
}
