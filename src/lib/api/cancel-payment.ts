/**
 * Leaving a payment: the order's hours are released at once instead of when the hold expires.
 * Called by the cart after a failed capture and by /cancel-order when PayPal sends the buyer back.
 */
import type { cancelCheckout } from '../../../functions/services/payments/checkout.ts';
import { apiRequest, type ServiceResult } from './core.ts';

/** Only the browser or user that created the order may cancel it (POST /api/payment/cancel-payment). */
export const cancelOrder = (orderID: string) =>
  apiRequest<{ status: ServiceResult<typeof cancelCheckout> }>('POST', 'payment/cancel-payment', { body: { orderID } });
