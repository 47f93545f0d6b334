/**
 * The right of withdrawal (retracto) in /orders: the customer's delivered sales, and a request.
 */
import type { z } from 'zod';
import type { withdrawalRequestBodySchema } from '~/domain/withdrawals/withdrawal-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** Each delivered sale: its last day, the lines that admit it, its request (GET /api/withdrawals/mine). */
export const getMyWithdrawals = () => apiRequest<'GET /withdrawals/mine'>('GET', 'withdrawals/mine');

/** A request of withdrawal, with its radicado (POST /api/withdrawals). */
export const requestWithdrawal = (body: z.input<typeof withdrawalRequestBodySchema>) =>
  apiRequest<'POST /withdrawals'>('POST', 'withdrawals', { body });
