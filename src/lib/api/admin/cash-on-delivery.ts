import type { ShipmentInput } from './records.ts';
/**
 * The owner's side of pago contra entrega: the open orders, the places and release hours, and each
 * order's steps (confirm, cancel, dispatch, collect).
 */
import type { z } from 'zod';
import type { cashOnDeliverySettingsSchema } from '~/domain/cash-on-delivery/cash-on-delivery-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** The owner's open orders (GET /api/admin/cash-on-delivery). */
export const listCashOnDelivery = () => apiRequest<'GET /admin/cash-on-delivery'>('GET', 'admin/cash-on-delivery');

export const getCashOnDeliverySettings = () => apiRequest<'GET /admin/cash-on-delivery/settings'>('GET', 'admin/cash-on-delivery/settings');

export const saveCashOnDeliverySettings = (body: z.input<typeof cashOnDeliverySettingsSchema>) =>
  apiRequest<'PUT /admin/cash-on-delivery/settings'>('PUT', 'admin/cash-on-delivery/settings', { body });

export const confirmCashOnDeliveryOrder = (reference: string) =>
  apiRequest<'POST /admin/cash-on-delivery/:reference/confirm'>('POST', `admin/cash-on-delivery/${encodeURIComponent(reference)}/confirm`, {
    body: {},
  });

export const cancelCashOnDeliveryOrder = (reference: string) =>
  apiRequest<'POST /admin/cash-on-delivery/:reference/cancel'>('POST', `admin/cash-on-delivery/${encodeURIComponent(reference)}/cancel`, {
    body: {},
  });

/** Dispatched with a carrier of the owner's list and the guide (the customer is mailed the tracking link). */
export const dispatchCashOnDeliveryOrder = (reference: string, shipment: ShipmentInput) =>
  apiRequest<'POST /admin/cash-on-delivery/:reference/dispatch'>(
    'POST',
    `admin/cash-on-delivery/${encodeURIComponent(reference)}/dispatch`,
    { body: shipment },
  );

export const collectCashOnDeliveryOrder = (reference: string, amountCollected: number) =>
  apiRequest<'POST /admin/cash-on-delivery/:reference/collect'>('POST', `admin/cash-on-delivery/${encodeURIComponent(reference)}/collect`, {
    body: { amountCollected },
  });
