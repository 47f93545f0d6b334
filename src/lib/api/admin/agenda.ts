/**
 * The owner's agenda grid: the slots and bookings of a range of Bogotá days.
 */
import type { z } from 'zod';
import type { agendaOf } from '../../../../functions/services/owner/agenda-grid.ts';
import type { agendaQuerySchema } from '~/domain/booking-schemas.ts';
import { apiRequest, type ServiceResult } from '~/lib/api/core.ts';

export type AgendaAnswer = ServiceResult<typeof agendaOf>;
export type AgendaQuery = z.input<typeof agendaQuerySchema>;

/** GET /api/admin/agenda?from&to&serviceId (at most 31 days). */
export const getAgenda = (query: AgendaQuery, signal?: AbortSignal) =>
  apiRequest<AgendaAnswer>('GET', 'admin/agenda', { query: { ...query }, signal });
