/**
 * Paying from the cart: the provider's configuration, then create and capture an order. The
 * server prices everything and holds the hours; the browser reads only each answer's `data`.
 * Cancelling is cancel-payment.ts, which /cancel-order calls too.
 */
import type { z } from 'zod';
import { messages } from '~/domain/shared/messages.ts';
import type { createOrderBodySchema } from '~/domain/checkout/checkout-schemas.ts';
import { ApiError, apiRequest, isEnvelope, sendRequest, type ApiOutput, type Matching, type Other } from './core.ts';

/** The two answers of POST /api/payment/create-order: Wompi's checkout fields, and PayPal's (or the sandbox's) order. */
type WompiOrder = Matching<'POST /payment/create-order', { data: { provider: 'wompi' } }>;
type ProviderOrder = Other<'POST /payment/create-order', { data: { provider: 'wompi' } }>;

/**
 * The ways to pay, in the cart's order (GET /api/payment/config): the one answer outside
 * the envelope, the spec's bare object. A failure still comes as the envelope.
 */
export async function getPaymentConfig(): Promise<ApiOutput<'GET /payment/config'>> {
  const { status, ok, payload } = await sendRequest('GET', 'payment/config');
  if (ok && typeof payload === 'object' && payload !== null && !isEnvelope(payload)) return payload as ApiOutput<'GET /payment/config'>;
  throw new ApiError(isEnvelope(payload) && payload.message ? payload.message : messages.unexpectedResponse, status);
}

/** Prices the items, holds the hours for 15 minutes and opens the provider's order (POST /api/payment/create-order). */
export const createOrder = (body: z.input<typeof createOrderBodySchema>) =>
  apiRequest<'POST /payment/create-order', ProviderOrder>('POST', 'payment/create-order', {
    body,
    fallback: messages.paymentCreateError,
  });

/** Takes the payment once; repeating it gives the same answer (POST /api/payment/capture-order). */
export const captureOrder = (orderID: string) =>
  apiRequest<'POST /payment/capture-order'>('POST', 'payment/capture-order', {
    body: { orderID },
    fallback: messages.paymentProcessingError,
  });

/** Prices the items, holds the hours and answers the fields Wompi's Web Checkout opens with (POST /api/payment/create-order). */
export const createWompiOrder = (body: Omit<z.input<typeof createOrderBodySchema>, 'provider'>) =>
  apiRequest<'POST /payment/create-order', WompiOrder>('POST', 'payment/create-order', {
    body: { ...body, provider: 'wompi' },
    fallback: messages.paymentCreateError,
  });

/** What Wompi's transaction did to the order; the server reads it from Wompi (POST /api/payment/wompi/confirm). */
export const confirmWompiPayment = (id: string) =>
  apiRequest<'POST /payment/wompi/confirm'>('POST', 'payment/wompi/confirm', { body: { id }, fallback: messages.paymentProcessingError });
