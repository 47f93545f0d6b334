/**
 * The owner's carriers: the list a sale is sent with, and its editor.
 */
import type { z } from 'zod';
import type { carriersBodySchema } from '~/domain/shipments/shipment-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** The carriers, the shop's defaults until the owner saves a list (GET /api/admin/carriers). */
export const getCarriers = () => apiRequest<'GET /admin/carriers'>('GET', 'admin/carriers');

/** The whole list replaced (PUT /api/admin/carriers). */
export const saveCarriers = (body: z.input<typeof carriersBodySchema>) =>
  apiRequest<'PUT /admin/carriers'>('PUT', 'admin/carriers', { body });
