/**
 * The shop's people (therapists): read and saved whole; a save answers the bookings their new hours leave out.
 */
import type { z } from 'zod';
import type { staffBodySchema } from '~/domain/staff/staff-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** GET /api/admin/staff. */
export const getStaff = () => apiRequest<'GET /admin/staff'>('GET', 'admin/staff');

/** PUT /api/admin/staff: a refused save changes nothing; answers the team with its ids and the affected bookings. */
export const saveStaff = (body: z.input<typeof staffBodySchema>) => apiRequest<'PUT /admin/staff'>('PUT', 'admin/staff', { body });
