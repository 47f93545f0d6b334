/**
 * The owner's discount codes (/admin-panel/promociones): list, create, change, delete.
 */
import type { z } from 'zod';
import type { discountCodeInputSchema, discountCodeUpdateSchema } from '~/domain/promotions/promotion-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** Every code with what it gave (GET /api/admin/discount-codes). */
export const listDiscountCodes = () => apiRequest<'GET /admin/discount-codes'>('GET', 'admin/discount-codes');

/** A new code; 409 when one equal ignoring case and accents exists (POST /api/admin/discount-codes). */
export const createDiscountCode = (body: z.input<typeof discountCodeInputSchema>) =>
  apiRequest<'POST /admin/discount-codes'>('POST', 'admin/discount-codes', { body });

/** Changes some fields, e.g. `{ active: false }` (PATCH /api/admin/discount-codes/:id). */
export const updateDiscountCode = (id: string, body: z.input<typeof discountCodeUpdateSchema>) =>
  apiRequest<'PATCH /admin/discount-codes/:id'>('PATCH', `admin/discount-codes/${encodeURIComponent(id)}`, { body });

/** The code works no more (DELETE /api/admin/discount-codes/:id). */
export const deleteDiscountCode = (id: string) =>
  apiRequest<'DELETE /admin/discount-codes/:id'>('DELETE', `admin/discount-codes/${encodeURIComponent(id)}`);
