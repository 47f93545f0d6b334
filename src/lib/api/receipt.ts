/**
 * The result page's reads and writes: a payment's records (its receipt), and the spec's notice of
 * an approved payment.
 */
import type { z } from 'zod';
import type { transactionNoticeSchema } from '~/domain/checkout/checkout-schemas.ts';
import { apiRequest } from './core.ts';

/**
 * The records of one payment, for its owner, an admin, or a guest with `access`, its receipt
 * token (GET /api/transactions/:reference).
 */
export const getPaymentRecords = (reference: string, access: string | null, signal?: AbortSignal) =>
  apiRequest<'GET /transactions/:reference'>('GET', `transactions/${encodeURIComponent(reference)}`, {
    query: { access: access ?? undefined },
    signal,
  });

/**
 * What the result page may show of one payment, for the browser that made it, its signed-in
 * owner, or `access`, its receipt token (GET /api/payment/orders/:reference); 404 for anyone else.
 */
export const getPaymentResult = (reference: string, access: string | null, signal?: AbortSignal) =>
  apiRequest<'GET /payment/orders/:reference'>('GET', `payment/orders/${encodeURIComponent(reference)}`, {
    query: { access: access ?? undefined },
    signal,
  });

/** The spec's notice; the server believes only the reference and writes nothing (POST /api/transactions). */
export const sendPaymentNotice = (notice: z.input<typeof transactionNoticeSchema>) =>
  apiRequest<'POST /transactions'>('POST', 'transactions', { body: notice });
