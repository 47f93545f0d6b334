/**
 * Paying from the cart: the provider's configuration, then create and capture an order. The
 * server prices everything and holds the hours; the browser reads only each answer's `data`.
 * Cancelling is cancel-payment.ts, which /cancel-order calls too.
 */
import type { z } from 'zod';
import type { CapturedPayment, CreatedPayment, PaymentConfig, WompiCheckout, WompiConfirmation } from '~/domain/checkout.ts';
import { messages } from '~/domain/messages.ts';
import type { createOrderBodySchema } from '~/domain/checkout-schemas.ts';
import { ApiError, apiRequest, isEnvelope, sendRequest } from './core.ts';

/**
 * The ways to pay, in the cart's order (GET /api/payment/config): the one answer outside
 * the envelope, the spec's bare object. A failure still comes as the envelope.
 */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  const { status, ok, payload } = await sendRequest('GET', 'payment/config');
  if (ok && typeof payload === 'object' && payload !== null && !isEnvelope(payload)) return payload as PaymentConfig;
  throw new ApiError(isEnvelope(payload) && payload.message ? payload.message : messages.unexpectedResponse, status);
}

/** Prices the items, holds the hours for 15 minutes and opens the provider's order (POST /api/payment/create-order). */
export const createOrder = (body: z.input<typeof createOrderBodySchema>) =>
  apiRequest<CreatedPayment>('POST', 'payment/create-order', { body, fallback: messages.paymentCreateError });

/** Takes the payment once; repeating it gives the same answer (POST /api/payment/capture-order). */
export const captureOrder = (orderID: string) =>
  apiRequest<CapturedPayment>('POST', 'payment/capture-order', { body: { orderID }, fallback: messages.paymentProcessingError });

/** Prices the items, holds the hours and answers the fields Wompi's Web Checkout opens with (POST /api/payment/create-order). */
export const createWompiOrder = (body: Omit<z.input<typeof createOrderBodySchema>, 'provider'>) =>
  apiRequest<WompiCheckout>('POST', 'payment/create-order', {
    body: { ...body, provider: 'wompi' },
    fallback: messages.paymentCreateError,
  });

/** What Wompi's transaction did to the order; the server reads it from Wompi (POST /api/payment/wompi/confirm). */
export const confirmWompiPayment = (id: string) =>
  apiRequest<WompiConfirmation>('POST', 'payment/wompi/confirm', { body: { id }, fallback: messages.paymentProcessingError });
