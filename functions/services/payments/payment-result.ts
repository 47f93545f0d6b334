/**
 * GET /api/payment/orders/:reference: what a result page may show of a payment, for its owner
 * alone (the browser that created the order, the signed-in user who did, or the receipt token);
 * anyone else gets the same 404 as an unknown reference. The order's own state decides: a Wompi
 * payment still pending is read again from Wompi first, which settles it once Wompi approved it.
 */
import { timingSafeEqual } from 'node:crypto';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { PaidItem, PaymentResultView } from '../../../src/domain/checkout/payment-result.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { WompiUnavailableError } from '../../integrations/wompi.ts';
import type { PaymentOrderDoc } from '../../store/documents.ts';
import { requireRateSlot } from '../platform/index.ts';
import { toPublicRecord, withDefaultTaxTreatment } from '../records/index.ts';
import { gaveBackHours } from './capture.ts';
import { isOrderBrowser, isOrderOwner, type CheckoutCaller } from './checkout.ts';
import { applyWompiTransaction } from './wompi-checkout.ts';

export interface ResultReader extends CheckoutCaller {
  /** The receipt token, for a guest reading from the e-mail's link or another tab. */
  access: string | undefined;
}

function holdsToken(order: PaymentOrderDoc, access: string | undefined): boolean {
  if (!access) return false;
  const given = Buffer.from(access);
  const kept = Buffer.from(order.accessToken);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

function paidItems(order: PaymentOrderDoc): PaidItem[] {
  return order.lines.map((line) =>
    line.kind === 'service'
      ? {
          kind: 'service',
          productId: line.productId,
          reservationDate: line.reservationDate ?? '',
          reservationTime: line.reservationTime ?? '',
        }
      : { kind: 'product', productId: line.productId, ...(line.variantId ? { variantId: line.variantId } : {}), quantity: line.quantity },
  );
}

/** A Wompi payment the shop saw pending: Wompi is asked again (within the address's confirm limit). */
async function askWompiAgain(deps: AppDeps, order: PaymentOrderDoc, ip: string): Promise<PaymentOrderDoc> {
  if (order.provider !== 'wompi' || order.status !== 'CREATED' || !order.wompiTransactionId) return order;
  await requireRateSlot(deps.store, 'wompiConfirmPerAddress', ip, deps.clock(), messages.wompiConfirmRateLimited);
  try {
    await applyWompiTransaction(deps, order.wompiTransactionId, { waitMs: 0 });
  } catch (error) {
    if (!(error instanceof WompiUnavailableError)) throw error;
    // Wompi away for a moment: still pending; the page asks again later.
    deps.log({ level: 'error', event: 'payment.wompi.unreachable', reference: order.reference, error: String(error) });
  }
  return (await deps.store.collection('paymentOrders').findOne({ _id: order._id })) ?? order;
}

export async function paymentResultFor(deps: AppDeps, reference: string, reader: ResultReader): Promise<PaymentResultView> {
  const found = await deps.store.collection('paymentOrders').findOne({ reference });
  // A stranger learns nothing, not even that the reference exists.
  if (!found || !(isOrderOwner(found, reader) || holdsToken(found, reader.access))) {
    throw new ServiceError(404, messages.noTransactionDetails);
  }
  const order = await askWompiAgain(deps, found, reader.ip);
  if (order.status === 'COMPLETED') {
    const records = await deps.store.collection('transactions').find({ reference }, { sort: { kind: 1 } });
    return {
      status: 'APPROVED',
      reference,
      records: await withDefaultTaxTreatment(deps.store, records.map(toPublicRecord)),
      accessToken: order.accessToken,
      items: paidItems(order),
      fromThisBrowser: isOrderBrowser(order, reader.checkoutToken),
    };
  }
  if (order.review && !order.review.handledAt) return { status: 'REVIEW', reference };
  if (order.status === 'DECLINED' || order.status === 'FAILED' || order.status === 'CANCELLED') {
    return { status: 'DECLINED', reference, freedHours: gaveBackHours(order) };
  }
  return { status: 'PENDING', reference };
}
