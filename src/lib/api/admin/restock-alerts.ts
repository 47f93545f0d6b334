import { apiRequest } from '../core.ts';

/** GET /api/admin/restock-alerts: how many wait for each sold-out product and variant, most awaited first. */
export const fetchWaitingAlerts = () => apiRequest<'GET /admin/restock-alerts'>('GET', 'admin/restock-alerts');
