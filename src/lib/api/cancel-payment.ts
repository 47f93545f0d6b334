/**
 * Leaving a payment: the order's hours are released at once instead of when the hold expires.
 * Called by the cart after a failed capture and by /cancel-order when PayPal sends the buyer back.
 */
import { apiRequest } from './core.ts';

/** Only the browser or user that created the order may cancel it (POST /api/payment/cancel-payment). */
export const cancelOrder = (orderID: string) =>
  apiRequest<'POST /payment/cancel-payment'>('POST', 'payment/cancel-payment', { body: { orderID } });
