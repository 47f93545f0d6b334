/**
 * The zod schemas of cash on delivery: the owner's places and release hours, the order (the
 * checkout's own body without the online provider or a discount code), the customer's confirmation
 * and the owner's amount collected.
 */
import * as z from 'zod';
import { createOrderBodySchema } from '../checkout/checkout-schemas.ts';
import { MAX_RELEASE_HOURS } from './cash-on-delivery.ts';
import { cashOnDeliveryMessages as t } from './messages-cash-on-delivery.ts';

const pesos = z
  .number({ error: t.amountFieldInvalid })
  .int({ error: t.amountFieldInvalid })
  .min(0, { error: t.amountFieldInvalid })
  .max(100_000_000, { error: t.amountFieldInvalid });

export const cashOnDeliverySettingsSchema = z.object({
  places: z
    .array(
      z.object({
        city: z.string({ error: t.cityRequired }).trim().min(1, { error: t.cityRequired }).max(100),
        neighborhood: z.string().trim().max(100).default(''),
        maxAmount: pesos.min(1, { error: t.amountFieldInvalid }),
        fee: pesos.default(0),
      }),
      { error: t.settingsInvalid },
    )
    .max(200),
  releaseHours: z
    .number({ error: t.releaseHoursInvalid })
    .int({ error: t.releaseHoursInvalid })
    .min(1, { error: t.releaseHoursInvalid })
    .max(MAX_RELEASE_HOURS, { error: t.releaseHoursInvalid }),
});

/** POST /api/cash-on-delivery/orders: the checkout's body, paid on delivery. */
export const cashOnDeliveryOrderSchema = createOrderBodySchema.omit({ provider: true, discountCode: true, keepInvoiceBuyer: true });

/** POST /api/cash-on-delivery/offer: the cart and the delivery, to know whether the option applies. */
export const cashOnDeliveryOfferSchema = createOrderBodySchema.pick({ items: true, shippingInfo: true });

export const cashOnDeliveryConfirmSchema = z.object({ token: z.string({ error: t.tokenRequired }).trim().min(20).max(200) });

export const cashOnDeliveryCollectSchema = z.object({ amountCollected: pesos.min(1, { error: t.amountInvalid }) });
