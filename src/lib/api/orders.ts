/**
 * The signed-in customer's own reservations and purchases.
 */
import type { recordsOfUser } from '../../../functions/services/records/record-view.ts';
import { apiRequest, type ServiceResult } from './core.ts';

/** Newest first (GET /api/transactions?mine=1). */
export const getMyRecords = (signal?: AbortSignal) =>
  apiRequest<ServiceResult<typeof recordsOfUser>>('GET', 'transactions', { query: { mine: '1' }, signal });
