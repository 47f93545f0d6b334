/**
 * Capturing a payment exactly once, and resuming captures a crash left half-done.
 *
 * Every step is idempotent: the slots are re-claimed by the order that holds them, stock is taken
 * at most once per order (see stock.ts), the provider is asked with the same idempotency key, and
 * the records are unique per reference. So a capture that started and never finished (the process
 * died) is simply run again once it is stale — by the next capture call, by the provider's
 * webhook, or by the sweeper — and ends exactly where an uninterrupted one would have.
 */
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { CaptureOutcome } from '../../integrations/payments.ts';
import type { CaptureResult, PaymentOrderDoc } from '../../store/documents.ts';
import { removePaidCartLines } from '../catalogue/index.ts';
import { releaseHoldTickets } from '../slots/index.ts';
import { bookSlots, reclaimSlots } from '../slots/index.ts';
import { forgetStockMarks, returnStockAndAnnounce, takeStock, type StockRequest } from '../catalogue/index.ts';
import { domainEvent } from '../../../src/domain/shared/events.ts';
import { publish } from '../events/index.ts';
import { writeRecords } from '../records/index.ts';
import { readWompiOutcome } from './wompi-transactions.ts';
import { keepPaidDiscountUses, reclaimDiscountUses } from '../promotions/index.ts';
import { creditIdsOf, reclaimPackCredits, usePackCredits } from '../promotions/index.ts';
import { grantSessionPacks } from '../promotions/index.ts';
import { promotionMessages } from '../../../src/domain/promotions/messages-promotions.ts';
import { packMessages } from '../../../src/domain/promotions/messages-packs.ts';
import { releaseOrderHolds } from './order-holds.ts';

/** A capture that started this long ago and never finished is taken as abandoned, and resumed. */
export const STALE_CAPTURE_MS = 2 * 60_000;
const WAIT_FOR_CAPTURE_MS = 15_000;
const FINAL_STATUSES = new Set(['COMPLETED', 'DECLINED', 'FAILED', 'CANCELLED']);

export const isFinalOrder = (order: PaymentOrderDoc) => FINAL_STATUSES.has(order.status);

export function stockRequests(order: PaymentOrderDoc): StockRequest[] {
  return order.lines
    .filter((line) => line.kind === 'product')
    .map((line) => ({ productId: line.productId, variantId: line.variantId, quantity: line.quantity, productName: line.productName }));
}

function captureResult(order: PaymentOrderDoc, outcome: CaptureOutcome): CaptureResult {
  return {
    id: order.providerOrderId ?? '',
    status: 'COMPLETED',
    purchase_units: [
      {
        reference_id: order.reference,
        payments: {
          captures: [
            {
              id: outcome.captureId ?? '',
              status: outcome.captureStatus ?? 'COMPLETED',
              amount: { currency_code: outcome.currency ?? 'USD', value: outcome.amountValue ?? order.amounts.totalNowUsd },
            },
          ],
        },
      },
    ],
    reference: order.reference,
    accessToken: order.accessToken,
  };
}

/** What the order's own provider must have charged: PayPal the US dollars ("12.34"), Wompi the COP cents. */
function expectedCharge(order: PaymentOrderDoc): { currency: string; value: string | null } {
  if (order.nothingToPay) return { currency: 'COP', value: '0' };
  if (order.provider === 'wompi') return { currency: 'COP', value: order.amountInCents === undefined ? null : String(order.amountInCents) };
  return { currency: 'USD', value: order.amounts.totalNowUsd };
}

const isCompletedFor = (order: PaymentOrderDoc, outcome: CaptureOutcome) => {
  const expected = expectedCharge(order);
  return (
    outcome.orderStatus === 'COMPLETED' &&
    outcome.captureStatus === 'COMPLETED' &&
    outcome.currency === expected.currency &&
    expected.value !== null &&
    outcome.amountValue === expected.value
  );
};

/** The provider's outcome when no one brought it: PayPal is asked to capture, Wompi's transaction is read again. */
function fetchOutcome(deps: AppDeps, order: PaymentOrderDoc): Promise<CaptureOutcome> {
  // Nothing to pay: no provider is asked, and the order settles as one paid in full.
  if (order.nothingToPay)
    return Promise.resolve({ orderStatus: 'COMPLETED', captureStatus: 'COMPLETED', currency: 'COP', amountValue: '0', captureId: '' });
  if (order.provider === 'wompi') return readWompiOutcome(deps, order);
  return deps.payments.captureOrder({
    orderId: order.providerOrderId ?? '',
    reference: order.reference,
    expectedAmountUsd: order.amounts.totalNowUsd,
  });
}

/** Gives back everything the order holds (stock, slots, hold tickets) and ends it as failed. Safe to repeat. */
export async function abandonOrder(deps: AppDeps, order: PaymentOrderDoc, status: 'DECLINED' | 'FAILED', failure: string) {
  const { store, clock } = deps;
  await returnStockAndAnnounce(deps, order._id, stockRequests(order));
  await releaseOrderHolds(store, order._id, order.slotIds);
  await store.collection('paymentOrders').updateOne({ _id: order._id }, { $set: { status, failure, updatedAt: clock() } });
}

/** The order held hours and its ending gave them back (a hold lost to its expiry was not given back by it). */
export function gaveBackHours(order: PaymentOrderDoc): boolean {
  const ended = order.status === 'DECLINED' || order.status === 'FAILED' || order.status === 'CANCELLED';
  return ended && order.slotIds.length > 0 && order.failure !== 'slot';
}

async function waitForFinalState(deps: AppDeps, orderId: string, waitMs: number): Promise<PaymentOrderDoc> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const order = await deps.store.collection('paymentOrders').findOne({ _id: orderId });
    if (!order) throw new ServiceError(404, messages.paymentOrderNotFound);
    if (order.status !== 'CAPTURING' || Date.now() > deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function answerFor(order: PaymentOrderDoc): CaptureResult {
  if (order.status === 'COMPLETED' && order.result) return order.result;
  if (order.status === 'CAPTURING') throw new ServiceError(409, messages.paymentInProgress);
  if (order.failure?.startsWith('stock:')) throw new ServiceError(409, messages.soldOutDuringPayment(order.failure.slice(6)));
  if (order.failure === 'slot') throw new ServiceError(409, messages.slotNoLongerHeld);
  if (order.failure === 'discount') throw new ServiceError(409, promotionMessages.codeLostDuringPayment);
  if (order.failure === 'credit') throw new ServiceError(409, packMessages.creditLostDuringPayment);
  if (order.status === 'CANCELLED') throw new ServiceError(409, messages.paymentCancelled);
  throw new ServiceError(402, messages.paymentFailed);
}

/**
 * `order.paid`: the receipt, the owner's notice, the WhatsApp confirmations and the low-stock
 * notices react to it. Stored
 * before the order is COMPLETED, so a crash before that resumes the capture and publishes again (a
 * no-op for what was stored). An event that cannot be stored is logged and never undoes a payment
 * that went through.
 */
async function publishOrderPaid(deps: AppDeps, reference: string) {
  try {
    await publish(deps, domainEvent.orderPaid(reference));
  } catch (error) {
    deps.log({ level: 'error', event: 'mail.queue.failed', reference, error: String(error) });
  }
}

/** The steps after the claim: each one idempotent, so running them again after a crash is safe. */
async function settleClaimed(deps: AppDeps, order: PaymentOrderDoc, settled: CaptureOutcome | undefined): Promise<CaptureResult> {
  const { store, clock } = deps;
  const orders = store.collection('paymentOrders');
  if (!(await reclaimSlots(store, order._id, order.slotIds, clock()))) {
    await abandonOrder(deps, order, 'FAILED', 'slot');
    throw new ServiceError(409, messages.slotNoLongerHeld);
  }
  // A discount code's use, held with the order like its hours: lost to another order once its hold expired.
  if (!(await reclaimDiscountUses(store, order._id, order.discount?.useIds ?? [], clock()))) {
    await abandonOrder(deps, order, 'FAILED', 'discount');
    throw new ServiceError(409, promotionMessages.codeLostDuringPayment);
  }
  // The pack credits paying its appointments, held the same way.
  if (!(await reclaimPackCredits(store, order._id, creditIdsOf(order.lines), clock()))) {
    await abandonOrder(deps, order, 'FAILED', 'credit');
    throw new ServiceError(409, packMessages.creditLostDuringPayment);
  }

  const short = await takeStock(store, order._id, stockRequests(order), clock());
  if (short) {
    await abandonOrder(deps, order, 'FAILED', `stock:${short.productName}`);
    throw new ServiceError(409, messages.soldOutDuringPayment(short.productName));
  }

  let outcome: CaptureOutcome;
  try {
    outcome = settled ?? (await fetchOutcome(deps, order));
  } catch (error) {
    // Nobody knows whether money moved: give the stock back and let the customer retry; the
    // provider's idempotency key makes a retried capture return the first capture's result. The
    // hours stay held until the hold expires, since the provider may in fact have charged.
    await returnStockAndAnnounce(deps, order._id, stockRequests(order));
    await orders.updateOne({ _id: order._id }, { $set: { status: 'CREATED', captureStartedAt: null, updatedAt: clock() } });
    deps.log({ level: 'error', event: 'payment.capture.unreachable', reference: order.reference, error: String(error) });
    throw new ServiceError(502, messages.paymentProcessingError);
  }

  if (!isCompletedFor(order, outcome)) {
    const declined = outcome.captureStatus === 'DECLINED' || outcome.orderStatus === 'DECLINED';
    await abandonOrder(deps, order, declined ? 'DECLINED' : 'FAILED', declined ? 'declined' : `mismatch:${outcome.amountValue ?? ''}`);
    if (!declined) deps.log({ level: 'error', event: 'payment.capture.mismatch', reference: order.reference, outcome });
    throw new ServiceError(402, declined ? messages.paymentFailed : messages.paymentProcessingError);
  }

  await bookSlots(store, order._id, order.slotIds);
  await keepPaidDiscountUses(store, order._id);
  await usePackCredits(store, order._id, clock());
  const user = order.userId ? await store.collection('users').findOne({ _id: order.userId }) : null;
  await writeRecords(store, order, outcome.captureId ?? '', user, clock());
  await grantSessionPacks(store, order, clock());
  await publishOrderPaid(deps, order.reference);
  if (user) await removePaidCartLines(store, user._id, stockRequests(order), order.createdAt);
  await releaseHoldTickets(store, order._id);
  const result = captureResult(order, outcome);
  await orders.updateOne({ _id: order._id }, { $set: { status: 'COMPLETED', result, updatedAt: clock() } });
  await forgetStockMarks(store, order._id, stockRequests(order));
  return result;
}

/**
 * Captures an order exactly once. Concurrent or repeated calls (and the webhook) all end on the
 * same stored answer; only the caller that moved the order to CAPTURING does the work, and a
 * CAPTURING order older than the stale window is claimed again and resumed.
 * `settled` is the provider's already-known outcome (the webhook's verified event); `waitMs` is how
 * long a caller that finds another capture running waits for its end (the browser waits, the
 * webhook and the sweeper do not).
 */
export async function captureCheckout(
  deps: AppDeps,
  order: PaymentOrderDoc,
  options: { settled?: CaptureOutcome; waitMs?: number } = {},
): Promise<CaptureResult> {
  const now = deps.clock();
  const staleBefore = new Date(now.getTime() - STALE_CAPTURE_MS);
  const claimed = await deps.store.collection('paymentOrders').findOneAndUpdate(
    {
      _id: order._id,
      $or: [{ status: 'CREATED' }, { status: 'CAPTURING', captureStartedAt: { $lt: staleBefore } }],
    },
    { $set: { status: 'CAPTURING', captureStartedAt: now, updatedAt: now } },
  );
  if (!claimed) return answerFor(await waitForFinalState(deps, order._id, options.waitMs ?? WAIT_FOR_CAPTURE_MS));
  return settleClaimed(deps, claimed, options.settled);
}

/** The sweeper's part: resumes every capture a crash left in CAPTURING past the stale window. */
export async function resumeStaleCaptures(deps: AppDeps, limit = 25): Promise<number> {
  const staleBefore = new Date(deps.clock().getTime() - STALE_CAPTURE_MS);
  const stuck = await deps.store
    .collection('paymentOrders')
    .find({ status: 'CAPTURING', captureStartedAt: { $lt: staleBefore } }, { limit });
  let resumed = 0;
  for (const order of stuck) {
    try {
      await captureCheckout(deps, order, { waitMs: 0 });
      resumed += 1;
    } catch (error) {
      // Settled as a failure (its stock and hours given back) or the provider is still away.
      deps.log({
        level: error instanceof ServiceError ? 'info' : 'error',
        event: 'payment.capture.resume',
        reference: order.reference,
        error: String(error),
      });
    }
  }
  return resumed;
}
