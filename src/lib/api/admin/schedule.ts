/**
 * The owner's schedule: the weekly hours (saved whole) and the closures and special days, each with
 * the bookings it leaves out. Cancelling or moving one of those is the ordinary booking change
 * (`~/lib/api/bookings.ts`).
 */
import type { z } from 'zod';
import type { ClosureView } from '../../../../functions/services/bookings/closures.ts';
import type { closureBodySchema } from '~/domain/schedule/schedule-schemas.ts';
import type { ShopSchedule } from '~/domain/schedule/shop-schedule.ts';
import { apiRequest } from '~/lib/api/core.ts';

export type { ClosureView };
export type ClosureInput = z.input<typeof closureBodySchema>;

/** GET /api/admin/schedule */
export const getSchedule = (signal?: AbortSignal) => apiRequest<'GET /admin/schedule'>('GET', 'admin/schedule', { signal });

/** PUT /api/admin/schedule: the whole week; a refused save changes nothing. */
export const saveSchedule = (schedule: ShopSchedule) => apiRequest<'PUT /admin/schedule'>('PUT', 'admin/schedule', { body: schedule });

/** GET /api/admin/closures: those not over yet, with their affected bookings. */
export const getClosures = (signal?: AbortSignal) => apiRequest<'GET /admin/closures'>('GET', 'admin/closures', { signal });

/** POST /api/admin/closures: a closure, or a special day with `hours`. */
export const createClosure = (input: ClosureInput) => apiRequest<'POST /admin/closures'>('POST', 'admin/closures', { body: input });

/** DELETE /api/admin/closures/:id */
export const deleteClosure = (id: string) => apiRequest<'DELETE /admin/closures/:id'>('DELETE', `admin/closures/${encodeURIComponent(id)}`);
