/**
 * The owner's "Pagos por revisar": Wompi payments marked 'revisar' (Wompi charged, but the order
 * could not take the money: another amount or currency, the hour or the stock gone, a second
 * payment). The owner looks at each one (refunds it in Wompi's dashboard, or contacts the
 * customer) and marks it handled; a later review of the same order replaces the mark.
 */
import { chargeText, reasonText } from '../../../src/domain/mail/payment-review-mail.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { PaymentOrderDoc } from '../../store/documents.ts';

/** One payment to review, as the admin panel shows it. */
export interface PaymentReviewView {
  reference: string;
  /** Wompi's transaction that charged. */
  transactionId: string;
  /** What Wompi charged, and what the order expected (pesos), as the owner reads them. */
  charged: string;
  expected: string | null;
  /** Why the order did not take it, in Spanish. */
  reason: string;
  /** The customer to contact. */
  customer: { name: string; email: string; phone: string };
  /** When it was marked (ISO). */
  at: string;
}

const MAX_LISTED = 100;

function toView(order: PaymentOrderDoc & { review: NonNullable<PaymentOrderDoc['review']> }): PaymentReviewView {
  const { review } = order;
  return {
    reference: order.reference,
    transactionId: review.transactionId,
    charged: chargeText(review.amountInCents, review.currency),
    expected: order.amountInCents === undefined ? null : chargeText(order.amountInCents, 'COP'),
    reason: reasonText(review.reason),
    customer: { name: order.shippingInfo.name, email: order.shippingInfo.email, phone: order.shippingInfo.phone },
    at: new Date(review.at).toISOString(),
  };
}

/** The payments still to review, newest first. */
export async function listPaymentReviews(deps: Pick<AppDeps, 'store'>): Promise<PaymentReviewView[]> {
  const orders = await deps.store
    .collection('paymentOrders')
    .find(
      { 'review.label': messages.paymentToReview, 'review.handledAt': { $exists: false } },
      { sort: { 'review.at': -1 }, limit: MAX_LISTED },
    );
  return orders.flatMap((order) => (order.review ? [toView({ ...order, review: order.review })] : []));
}

/**
 * Marks the order's review handled, once: a conditional write, so two admins (or a repeated click)
 * record it once and the second is told it is done. 404 when the reference has no review.
 */
export async function markPaymentReviewHandled(deps: Pick<AppDeps, 'store' | 'clock'>, reference: string, by: string): Promise<void> {
  const orders = deps.store.collection('paymentOrders');
  await orders.updateOne(
    { reference, 'review.label': messages.paymentToReview, 'review.handledAt': { $exists: false } },
    { $set: { 'review.handledAt': deps.clock(), 'review.handledBy': by } },
  );
  const order = await orders.findOne({ reference });
  if (!order?.review) throw new ServiceError(404, messages.paymentReviewNotFound);
}
