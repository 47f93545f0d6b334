/**
 * Pago contra entrega: whether it applies to the cart, placing it, and the customer's confirmation
 * (the owner's calls are in admin/cash-on-delivery.ts).
 */
import type { z } from 'zod';
import type { cashOnDeliveryOfferSchema, cashOnDeliveryOrderSchema } from '~/domain/cash-on-delivery/cash-on-delivery-schemas.ts';
import { apiRequest } from './core.ts';

/** Whether the cart and its delivery may be paid on delivery, with the fee and total (POST /api/cash-on-delivery/offer). */
export const getCashOnDeliveryOffer = (body: z.input<typeof cashOnDeliveryOfferSchema>) =>
  apiRequest<'POST /cash-on-delivery/offer'>('POST', 'cash-on-delivery/offer', { body });

/** Places the order to pay on delivery; the customer is mailed the confirmation link (POST /api/cash-on-delivery/orders). */
export const placeCashOnDelivery = (body: z.input<typeof cashOnDeliveryOrderSchema>) =>
  apiRequest<'POST /cash-on-delivery/orders'>('POST', 'cash-on-delivery/orders', { body });

/** The mail's link: confirms the order (POST /api/cash-on-delivery/confirm). */
export const confirmCashOnDelivery = (token: string) =>
  apiRequest<'POST /cash-on-delivery/confirm'>('POST', 'cash-on-delivery/confirm', { body: { token } });
