/**
 * The shop's shared resources with capacity (cabins, tanning beds, therapists), read and saved whole.
 */
import type { z } from 'zod';
import type { resourcesBodySchema } from '~/domain/bookings/resources.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** GET /api/admin/resources. */
export const getResources = () => apiRequest<'GET /admin/resources'>('GET', 'admin/resources');

/** PUT /api/admin/resources: a refused save changes nothing; answers the list with the new ids. */
export const saveResources = (body: z.input<typeof resourcesBodySchema>) =>
  apiRequest<'PUT /admin/resources'>('PUT', 'admin/resources', { body });
