/**
 * The owner's requests of withdrawal (retracto), and their approval.
 */
import { apiRequest } from '~/lib/api/core.ts';

/** Every request, the waiting ones first (GET /api/admin/withdrawals). */
export const getWithdrawals = () => apiRequest<'GET /admin/withdrawals'>('GET', 'admin/withdrawals');

/** The product is back: refund, stock and credit note, once (POST /api/admin/withdrawals/:id/approve). */
export const approveWithdrawal = (id: string) =>
  apiRequest<'POST /admin/withdrawals/:id/approve'>('POST', `admin/withdrawals/${encodeURIComponent(id)}/approve`);

/** A Wompi payment's withdrawal given back by hand (POST /api/admin/withdrawals/:id/refund-done). */
export const markWithdrawalRefundDone = (id: string) =>
  apiRequest<'POST /admin/withdrawals/:id/refund-done'>('POST', `admin/withdrawals/${encodeURIComponent(id)}/refund-done`);
