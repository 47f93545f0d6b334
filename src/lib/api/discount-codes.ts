/**
 * The cart's "¿Tienes un código?": what a code takes off the cart now. Create-order decides again.
 */
import type { z } from 'zod';
import type { DiscountKind, DiscountScope } from '~/domain/promotions/discounts.ts';
import type { DiscountPreview, discountCheckBodySchema } from '~/domain/promotions/promotion-schemas.ts';
import { apiRequest } from './core.ts';

export type DiscountCheck = DiscountPreview & { kind: DiscountKind; value: number; appliesTo: DiscountScope };

/** The preview, or an ApiError with the server's reason (POST /api/discount-codes/check). */
export const checkDiscountCode = (body: z.input<typeof discountCheckBodySchema>) =>
  apiRequest<'POST /discount-codes/check'>('POST', 'discount-codes/check', { body });
