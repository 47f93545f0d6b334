/**
 * The checkout: create (price, hold, provider order), capture (idempotent: stock, provider,
 * checks, bookings, records), cancel, and the webhook's reconciliation. The server decides every
 * amount and every status; the browser only carries ids.
 */
import { randomBytes } from 'node:crypto';
import { messages } from '../../src/domain/messages.ts';
import type { AppDeps } from '../http/context.ts';
import { HttpError } from '../http/envelope.ts';
import type { CaptureOutcome } from '../integrations/payments.ts';
import type { CaptureResult, PaymentOrderDoc, UserDoc } from '../store/documents.ts';
import { clearCart } from './cart.ts';
import { priceCheckout, type CheckoutItem } from './pricing.ts';
import { bookSlots, holdSlots, reclaimSlots, releaseSlots } from './slot-holds.ts';
import { returnStock, takeStock, type StockRequest } from './stock.ts';
import { writeRecords } from './transactions.ts';

/** A capture that started this long ago and never finished is considered abandoned. */
const STALE_CAPTURE_MS = 2 * 60_000;
const WAIT_FOR_CAPTURE_MS = 15_000;

const newReference = () => `TM-${randomBytes(6).toString('hex').toUpperCase()}`;

export async function createCheckout(deps: AppDeps, user: UserDoc | null, items: CheckoutItem[], shippingInfo: unknown) {
  const { store, payments, clock } = deps;
  const now = clock();
  const priced = await priceCheckout(store, items, shippingInfo, now);
  const reference = newReference();
  const order: Omit<PaymentOrderDoc, '_id'> = {
    reference,
    accessToken: randomBytes(24).toString('hex'),
    provider: payments.kind,
    providerOrderId: null,
    status: 'CREATED',
    userId: user?._id ?? null,
    ...priced,
    slotIds: [],
    stockTaken: false,
    captureStartedAt: null,
    result: null,
    failure: null,
    createdAt: now,
    updatedAt: now,
  };
  const { insertedId } = await store.collection('paymentOrders').insertOne(order);
  const orders = store.collection('paymentOrders');

  const slotRequests = priced.lines
    .filter((line) => line.kind === 'service')
    .map((line) => ({ serviceId: line.productId, date: line.reservationDate ?? '', time: line.reservationTime ?? '' }));
  let slotIds: string[];
  try {
    slotIds = await holdSlots(store, insertedId, slotRequests, now);
  } catch (error) {
    await orders.updateOne({ _id: insertedId }, { $set: { status: 'FAILED', failure: 'slot', updatedAt: now } });
    throw error;
  }

  let providerOrderId: string;
  try {
    const description = priced.lines.map((line) => line.productName).join(', ');
    providerOrderId = (await payments.createOrder({ reference, amountUsd: priced.amounts.totalNowUsd, description })).id;
  } catch (error) {
    await releaseSlots(store, insertedId, slotIds);
    await orders.updateOne({ _id: insertedId }, { $set: { status: 'FAILED', failure: 'provider-create', updatedAt: now } });
    deps.log({ level: 'error', event: 'payment.create.failed', reference, error: String(error) });
    throw new HttpError(502, messages.paymentCreateError);
  }
  await orders.updateOne({ _id: insertedId }, { $set: { providerOrderId, slotIds, updatedAt: clock() } });
  return {
    id: providerOrderId,
    reference,
    amount: { cop: priced.amounts.totalNow, usd: priced.amounts.totalNowUsd, usdCents: priced.amounts.totalNowUsdCents },
  };
}

function stockRequests(order: PaymentOrderDoc): StockRequest[] {
  return order.lines
    .filter((line) => line.kind === 'product')
    .map((line) => ({ productId: line.productId, quantity: line.quantity, productName: line.productName }));
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

const isCompletedFor = (order: PaymentOrderDoc, outcome: CaptureOutcome) =>
  outcome.orderStatus === 'COMPLETED' &&
  outcome.captureStatus === 'COMPLETED' &&
  outcome.currency === 'USD' &&
  outcome.amountValue === order.amounts.totalNowUsd;

/** Undoes what a capture attempt took, and leaves the order in a final failed state. */
async function abandon(deps: AppDeps, order: PaymentOrderDoc, status: 'DECLINED' | 'FAILED', failure: string) {
  const { store, clock } = deps;
  if (order.stockTaken) await returnStock(store, stockRequests(order));
  await releaseSlots(store, order._id, order.slotIds);
  await store
    .collection('paymentOrders')
    .updateOne({ _id: order._id }, { $set: { status, failure, stockTaken: false, updatedAt: clock() } });
}

async function waitForFinalState(deps: AppDeps, orderId: string): Promise<PaymentOrderDoc> {
  const deadline = Date.now() + WAIT_FOR_CAPTURE_MS;
  for (;;) {
    const order = await deps.store.collection('paymentOrders').findOne({ _id: orderId });
    if (!order) throw new HttpError(404, messages.paymentOrderNotFound);
    if (order.status !== 'CAPTURING' || Date.now() > deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function answerFor(order: PaymentOrderDoc): CaptureResult {
  if (order.status === 'COMPLETED' && order.result) return order.result;
  if (order.status === 'CAPTURING') throw new HttpError(409, messages.paymentInProgress);
  if (order.failure?.startsWith('stock:')) throw new HttpError(409, messages.soldOutDuringPayment(order.failure.slice(6)));
  if (order.failure === 'slot') throw new HttpError(409, messages.slotNoLongerHeld);
  if (order.status === 'CANCELLED') throw new HttpError(409, messages.paymentCancelled);
  throw new HttpError(402, messages.paymentFailed);
}

/**
 * Captures an order exactly once. Concurrent or repeated calls (and the webhook) all end on the
 * same stored answer; only the caller that moved the order to CAPTURING does the work.
 * `settled` is the provider's already-known outcome (the webhook's verified event).
 */
export async function captureCheckout(deps: AppDeps, providerOrderId: string, settled?: CaptureOutcome): Promise<CaptureResult> {
  const { store, payments, clock } = deps;
  const orders = store.collection('paymentOrders');
  const existing = await orders.findOne({ providerOrderId });
  if (!existing) throw new HttpError(404, messages.paymentOrderNotFound);

  const now = clock();
  const staleBefore = new Date(now.getTime() - STALE_CAPTURE_MS);
  const order = await orders.findOneAndUpdate(
    {
      _id: existing._id,
      $or: [{ status: 'CREATED' }, { status: 'CAPTURING', captureStartedAt: { $lt: staleBefore } }],
    },
    { $set: { status: 'CAPTURING', captureStartedAt: now, updatedAt: now } },
  );
  if (!order) return answerFor(await waitForFinalState(deps, existing._id));

  if (!(await reclaimSlots(store, order._id, order.slotIds, now))) {
    await abandon(deps, order, 'FAILED', 'slot');
    throw new HttpError(409, messages.slotNoLongerHeld);
  }

  if (!order.stockTaken) {
    const short = await takeStock(store, stockRequests(order));
    if (short) {
      await abandon(deps, { ...order, stockTaken: false }, 'FAILED', `stock:${short.productName}`);
      throw new HttpError(409, messages.soldOutDuringPayment(short.productName));
    }
    await orders.updateOne({ _id: order._id }, { $set: { stockTaken: true } });
  }
  const withStock = { ...order, stockTaken: true };

  let outcome: CaptureOutcome;
  try {
    outcome =
      settled ?? (await payments.captureOrder({ orderId: providerOrderId, reference: order.reference, expectedAmountUsd: order.amounts.totalNowUsd }));
  } catch (error) {
    // Nobody knows whether money moved: give everything back and let the customer retry; the
    // provider's idempotency key makes a retried capture return the first capture's result.
    if (withStock.stockTaken) await returnStock(store, stockRequests(withStock));
    await orders.updateOne({ _id: order._id }, { $set: { status: 'CREATED', stockTaken: false, captureStartedAt: null, updatedAt: clock() } });
    deps.log({ level: 'error', event: 'payment.capture.unreachable', reference: order.reference, error: String(error) });
    throw new HttpError(502, messages.paymentProcessingError);
  }

  if (!isCompletedFor(order, outcome)) {
    const declined = outcome.captureStatus === 'DECLINED' || outcome.orderStatus === 'DECLINED';
    await abandon(deps, withStock, declined ? 'DECLINED' : 'FAILED', declined ? 'declined' : `mismatch:${outcome.amountValue ?? ''}`);
    if (!declined) {
      deps.log({ level: 'error', event: 'payment.capture.mismatch', reference: order.reference, outcome });
    }
    throw new HttpError(402, declined ? messages.paymentFailed : messages.paymentProcessingError);
  }

  await bookSlots(store, order._id, order.slotIds);
  const user = order.userId ? await store.collection('users').findOne({ _id: order.userId }) : null;
  await writeRecords(store, order, outcome.captureId ?? '', user, clock());
  if (user) await clearCart(store, user._id);
  const result = captureResult(order, outcome);
  await orders.updateOne({ _id: order._id }, { $set: { status: 'COMPLETED', result, updatedAt: clock() } });
  return result;
}

/** The customer left the payment: the holds are released at once. */
export async function cancelCheckout(deps: AppDeps, providerOrderId: string) {
  const { store, clock } = deps;
  const order = await store.collection('paymentOrders').findOneAndUpdate(
    { providerOrderId, status: 'CREATED' },
    { $set: { status: 'CANCELLED', updatedAt: clock() } },
  );
  if (!order) {
    const known = await store.collection('paymentOrders').findOne({ providerOrderId });
    if (!known) throw new HttpError(404, messages.paymentOrderNotFound);
    return known.status;
  }
  await releaseSlots(store, order._id, order.slotIds);
  return 'CANCELLED';
}
