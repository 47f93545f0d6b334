/**
 * The owner's payments to review ('revisar'): Wompi charged, but the order could not take it.
 */
import { apiRequest, type ApiData } from '~/lib/api/core.ts';

export type PaymentReview = ApiData<'GET /payment-reviews'>[number];

/** The payments still to review, newest first (GET /api/payment-reviews). */
export const getPaymentReviews = () => apiRequest<'GET /payment-reviews'>('GET', 'payment-reviews');

/** The owner looked at it (refunded it in Wompi, or spoke with the customer): off the list (POST …/handled). */
export const markPaymentReviewHandled = (reference: string) =>
  apiRequest<'POST /payment-reviews/:reference/handled'>('POST', `payment-reviews/${encodeURIComponent(reference)}/handled`);

/**
 * A Wompi deposit the owner gave back by hand: 'devolución pendiente' becomes done
 * (POST /api/transactions/:id/lines/:lineId/refund-done). Answers the record as it is now.
 */
export const markRefundDone = (recordId: string, lineId: string) =>
  apiRequest<'POST /transactions/:id/lines/:lineId/refund-done'>(
    'POST',
    `transactions/${encodeURIComponent(recordId)}/lines/${encodeURIComponent(lineId)}/refund-done`,
  );
