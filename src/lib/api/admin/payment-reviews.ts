/**
 * The owner's payments to review ('revisar'): Wompi charged, but the order could not take it.
 */
import type { listPaymentReviews } from '../../../../functions/services/payments/payment-reviews.ts';
import type { PublicRecord } from '~/domain/records.ts';
import { apiRequest, type ServiceResult } from '~/lib/api/core.ts';

export type PaymentReview = ServiceResult<typeof listPaymentReviews>[number];

/** The payments still to review, newest first (GET /api/payment-reviews). */
export const getPaymentReviews = () => apiRequest<PaymentReview[]>('GET', 'payment-reviews');

/** The owner looked at it (refunded it in Wompi, or spoke with the customer): off the list (POST …/handled). */
export const markPaymentReviewHandled = (reference: string) =>
  apiRequest<undefined>('POST', `payment-reviews/${encodeURIComponent(reference)}/handled`);

/**
 * A Wompi deposit the owner gave back by hand: 'devolución pendiente' becomes done
 * (POST /api/transactions/:id/lines/:lineId/refund-done). Answers the record as it is now.
 */
export const markRefundDone = (recordId: string, lineId: string) =>
  apiRequest<PublicRecord>('POST', `transactions/${encodeURIComponent(recordId)}/lines/${encodeURIComponent(lineId)}/refund-done`);
