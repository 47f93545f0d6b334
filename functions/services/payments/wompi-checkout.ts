/**
 * Settling a Wompi payment. The browser's confirm (after Wompi's redirect) and Wompi's events
 * both end here, with only a transaction id: the transaction is read from Wompi's API, its
 * reference must be one of the shop's Wompi orders, and it goes through the same idempotent
 * capture pipeline as a PayPal capture (captureCheckout with the settled outcome), which checks
 * the currency and the exact amount. So stock, bookings, records and mail happen once, whoever
 * arrives first and however often.
 */
import * as z from 'zod';
import { PENDING_PAYMENT_HOLD_MAX_MINUTES } from '../../../src/domain/shared/limits.ts';
import { wompiTransactionIdPattern, type WompiConfirmation } from '../../../src/domain/checkout/checkout.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { paymentResultMessages } from '../../../src/domain/checkout/messages-payment-result.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { WompiUnavailableError, type WompiTransaction } from '../../integrations/wompi.ts';
import type { PaymentOrderDoc } from '../../store/documents.ts';
import { captureCheckout, gaveBackHours } from './capture.ts';
import { domainEvent } from '../../../src/domain/shared/events.ts';
import { publish } from '../events/index.ts';
import { keepPendingPaymentHolds } from './pending-payment-holds.ts';
import { isOrderOwner, type CheckoutCaller } from './checkout.ts';
import { capturedAnswer } from './payment-answers.ts';
import { isApproved, isDeclined, wompiFor, wompiOutcome } from './wompi-transactions.ts';

/**
 * - settled: the order is paid by this transaction (now or before).
 * - declined: the transaction was declined; the order's holds are released.
 * - pending: not final at Wompi yet; the holds stay.
 * - review: Wompi charged, but the order did not take it (amount, currency, hours gone…); marked for the owner.
 * - busy: another request is settling it right now.
 * - not-ours: Wompi does not know the transaction, or its reference is no Wompi order of the shop.
 */
export type WompiApplied =
  | { kind: 'settled' | 'declined' | 'pending' | 'review' | 'busy'; order: PaymentOrderDoc; transaction: WompiTransaction }
  | { kind: 'not-ours' };

const capturedIdOf = (order: PaymentOrderDoc) => order.result?.purchase_units[0]?.payments.captures[0]?.id;

/** Marks the order for the owner ('revisar') with what Wompi charged, tells the owner once, and logs it. */
async function markForReview(deps: AppDeps, order: PaymentOrderDoc, transaction: WompiTransaction, reason: string) {
  const review = {
    label: messages.paymentToReview,
    reason,
    transactionId: transaction.id,
    amountInCents: transaction.amountInCents,
    currency: transaction.currency,
    at: deps.clock(),
  };
  await deps.store.collection('paymentOrders').updateOne({ _id: order._id }, { $set: { review } });
  try {
    await publish(
      deps,
      domainEvent.paymentReviewNeeded({
        reference: order.reference,
        transactionId: transaction.id,
        reason,
        charged: { amountInCents: transaction.amountInCents, currency: transaction.currency },
        expectedCents: order.amountInCents ?? null,
      }),
    );
  } catch (error) {
    deps.log({ level: 'error', event: 'mail.queue.failed', reference: order.reference, error: String(error) });
  }
  deps.log({
    level: 'error',
    event: 'payment.wompi.review',
    reference: order.reference,
    reason,
    transaction,
    expected: { amountInCents: order.amountInCents ?? null, currency: 'COP' },
  });
}

/** What the order's state says about this transaction, once the pipeline has run (or did before). */
async function judge(deps: AppDeps, order: PaymentOrderDoc, transaction: WompiTransaction): Promise<WompiApplied> {
  const found = { order, transaction };
  if (order.status === 'CAPTURING' || order.status === 'CREATED')
    return { kind: isApproved(transaction) || isDeclined(transaction) ? 'busy' : 'pending', ...found };
  if (order.status === 'COMPLETED') {
    if (capturedIdOf(order) === transaction.id || !isApproved(transaction)) return { kind: 'settled', ...found };
    await markForReview(deps, order, transaction, 'second-payment');
    return { kind: 'review', ...found };
  }
  // DECLINED, FAILED or CANCELLED: money that Wompi nevertheless took is the owner's to look at.
  if (!isApproved(transaction)) return { kind: 'declined', ...found };
  await markForReview(deps, order, transaction, order.failure ?? order.status.toLowerCase());
  return { kind: 'review', ...found };
}

/**
 * Reads the transaction from Wompi and applies it. `waitMs`: how long to wait for another
 * request already settling the order (the browser waits; Wompi's events do not).
 * Throws WompiUnavailableError when Wompi cannot be read.
 */
export async function applyWompiTransaction(
  deps: AppDeps,
  transactionId: string,
  options: { waitMs?: number } = {},
): Promise<WompiApplied> {
  const wompi = wompiFor(deps);
  if (!wompi) return { kind: 'not-ours' };
  const transaction = await wompi.getTransaction(transactionId);
  if (!transaction) return { kind: 'not-ours' };
  const orders = deps.store.collection('paymentOrders');
  const order = await orders.findOne({ reference: transaction.reference });
  if (!order || order.provider !== 'wompi') return { kind: 'not-ours' };
  if (transaction.status === 'PENDING' || !(isApproved(transaction) || isDeclined(transaction))) {
    if (order.status !== 'CREATED') return judge(deps, order, transaction);
    // The bank has not answered yet: the order keeps its hours (within a bound) for this payment.
    if (transaction.status === 'PENDING' && transaction.currency === 'COP' && transaction.amountInCents === order.amountInCents) {
      await keepPendingPaymentHolds(deps.store, order, transaction.id, deps.clock());
    }
    return { kind: 'pending', order, transaction };
  }

  if (order.status === 'CREATED' || order.status === 'CAPTURING') {
    // Kept for a settlement a crash interrupts: the pipeline reads this transaction again when it resumes.
    await orders.updateOne({ _id: order._id, status: 'CREATED' }, { $set: { wompiTransactionId: transaction.id } });
    try {
      await captureCheckout(
        deps,
        { ...order, wompiTransactionId: transaction.id },
        {
          settled: wompiOutcome(transaction),
          ...(options.waitMs === undefined ? {} : { waitMs: options.waitMs }),
        },
      );
    } catch (error) {
      // Declined, mismatched, hours or stock gone, or another request is on it: the order's state says which.
      if (!(error instanceof ServiceError)) throw error;
    }
  }
  const now = await orders.findOne({ _id: order._id });
  if (!now) return { kind: 'not-ours' };
  return judge(deps, now, transaction);
}

/** POST /api/payment/wompi/confirm: the browser back from Wompi. The receipt goes only to the order's owner. */
export async function confirmWompiPayment(
  deps: AppDeps,
  transactionId: string,
  caller: Pick<CheckoutCaller, 'user' | 'checkoutToken'>,
): Promise<{ data: WompiConfirmation; message: string }> {
  let applied: WompiApplied;
  try {
    applied = await applyWompiTransaction(deps, transactionId);
  } catch (error) {
    if (!(error instanceof WompiUnavailableError)) throw error;
    deps.log({ level: 'error', event: 'payment.wompi.unreachable', transactionId, error: String(error) });
    throw new ServiceError(502, messages.wompiUnavailable);
  }
  if (applied.kind === 'not-ours') throw new ServiceError(404, messages.wompiTransactionNotFound);
  const { order } = applied;
  const reference = order.reference;
  if (applied.kind === 'settled') {
    const payment = order.result && isOrderOwner(order, caller) ? capturedAnswer(order.amounts, order.result).data : undefined;
    return { data: { status: 'APPROVED', reference, ...(payment ? { payment } : {}) }, message: messages.paymentSuccess };
  }
  if (applied.kind === 'declined') {
    // The freed hours are spoken of only when the order held some and gave them back.
    const message = gaveBackHours(order) ? messages.wompiDeclined : paymentResultMessages.wompiDeclinedNoHours;
    return { data: { status: 'DECLINED', reference }, message };
  }
  if (applied.kind === 'review') return { data: { status: 'REVIEW', reference }, message: messages.wompiReviewNeeded };
  return { data: { status: 'PENDING', reference }, message: messages.wompiPending };
}

/**
 * POST /api/payment/wompi/events. unverified: the checksum is wrong or missing (401, nothing read
 * or changed). done: applied, already settled, declined, marked for review, or not ours (2xx).
 * retry: not final yet, being settled, or Wompi unreachable — Wompi sends the event again later.
 */
export async function handleWompiEvent(
  deps: AppDeps,
  event: unknown,
  headerChecksum: string | undefined,
): Promise<'unverified' | 'done' | 'retry'> {
  const wompi = wompiFor(deps);
  if (!wompi || !wompi.verifyEvent(event, headerChecksum)) return 'unverified';
  const parsed = transactionEventSchema.safeParse(event);
  if (!parsed.success) return 'done';
  try {
    const applied = await applyWompiTransaction(deps, parsed.data.data.transaction.id, { waitMs: 0 });
    return applied.kind === 'pending' || applied.kind === 'busy' ? 'retry' : 'done';
  } catch (error) {
    if (!(error instanceof WompiUnavailableError)) throw error;
    deps.log({ level: 'error', event: 'payment.wompi.event.retry', error: String(error) });
    return 'retry';
  }
}

/**
 * The sweeper's check of Wompi payments a confirm or an event saw PENDING, still within the bound:
 * each is read from Wompi again, which settles it once final or keeps its hours while PENDING.
 * Idempotent; returns how many were read.
 */
export async function checkPendingWompiPayments(deps: AppDeps, limit = 50): Promise<number> {
  if (!wompiFor(deps)) return 0;
  const since = new Date(deps.clock().getTime() - PENDING_PAYMENT_HOLD_MAX_MINUTES * 60_000);
  const pending = await deps.store
    .collection('paymentOrders')
    .find({ provider: 'wompi', status: 'CREATED', createdAt: { $gt: since }, wompiTransactionId: { $exists: true } }, { limit });
  let checked = 0;
  for (const order of pending) {
    if (!order.wompiTransactionId) continue;
    try {
      await applyWompiTransaction(deps, order.wompiTransactionId, { waitMs: 0 });
      checked += 1;
    } catch (error) {
      if (!(error instanceof WompiUnavailableError)) throw error;
      deps.log({ level: 'error', event: 'payment.wompi.pending.unreachable', reference: order.reference, error: String(error) });
    }
  }
  return checked;
}

/** The one event the shop acts on; only its transaction id is used, the rest is read from the API. */
const transactionEventSchema = z.object({
  event: z.literal('transaction.updated'),
  data: z.object({ transaction: z.object({ id: z.string().regex(wompiTransactionIdPattern) }) }),
});
