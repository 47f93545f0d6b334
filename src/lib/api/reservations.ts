/**
 * A service's free and taken hours on a date.
 */
import { apiRequest } from './core.ts';

/** GET /api/services/:id/availability?date=YYYY-MM-DD, in Bogotá time. */
export const getAvailability = (serviceId: string, date: string, signal?: AbortSignal) =>
  apiRequest<'GET /services/:id/availability'>('GET', `services/${encodeURIComponent(serviceId)}/availability`, {
    query: { date },
    signal,
  });
