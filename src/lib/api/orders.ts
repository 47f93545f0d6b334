/**
 * The signed-in customer's own reservations and purchases.
 */
import { apiRequest, type Other } from './core.ts';

/** Newest first (GET /api/transactions?mine=1). */
export const getMyRecords = (signal?: AbortSignal) =>
  apiRequest<'GET /transactions', Other<'GET /transactions', { meta: unknown }>>('GET', 'transactions', {
    query: { mine: '1' },
    signal,
  });
