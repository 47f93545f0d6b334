/**
 * The owner's agenda grid: the slots and bookings of a range of Bogotá days.
 */
import type { z } from 'zod';
import type { agendaQuerySchema } from '~/domain/bookings/booking-schemas.ts';
import { apiRequest, type ApiData } from '~/lib/api/core.ts';

export type AgendaAnswer = ApiData<'GET /admin/agenda'>;
export type AgendaQuery = z.input<typeof agendaQuerySchema>;

/** GET /api/admin/agenda?from&to&serviceId (at most 31 days). */
export const getAgenda = (query: AgendaQuery, signal?: AbortSignal) =>
  apiRequest<'GET /admin/agenda'>('GET', 'admin/agenda', { query: { ...query }, signal });
