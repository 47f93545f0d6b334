/**
 * The zod schemas of the checkout and the payment endpoints: the one definition of a checkout item.
 */
import * as z from 'zod';
import { quantitySchema, variantIdSchema } from '../cart/cart-schemas.ts';
import { paymentProviderNames, wompiTransactionIdPattern } from './checkout.ts';
import { MAX_RESERVATIONS_PER_ORDER } from '../shared/limits.ts';
import { messages } from '../shared/messages.ts';
import { invoiceBuyerSchema } from '../invoicing/buyer-schemas.ts';
import { invoiceBuyerMessages } from '../invoicing/messages-invoice-buyer.ts';
import { staffMessages } from '../staff/messages-staff.ts';
import { acceptDataPolicySchema, dateSchema, objectIdSchema, timeSchema } from '../shared/schema-basics.ts';

/** "Acepto los términos" of the checkout. */
const acceptTermsSchema = z.literal(true, { error: messages.termsRequired });

export const checkoutProductItemSchema = z.object({
  productId: objectIdSchema,
  variantId: variantIdSchema.optional(),
  quantity: quantitySchema,
});

export const checkoutReservationItemSchema = z.object({
  productId: objectIdSchema,
  reservationDate: dateSchema,
  reservationTime: timeSchema,
  /** "Usar mi bono": one of the signed-in customer's pack credits pays this appointment (src/domain/promotions/packs.ts). */
  useCredit: z.literal(true, { error: messages.invalidInput }).optional(),
  /** The person chosen in the picker, or "cualquiera" (src/domain/staff/staff.ts): the server checks it again, or assigns one. */
  staffId: z.union([objectIdSchema, z.literal('cualquiera')], { error: staffMessages.unknownPerson }).optional(),
});

/** A checkout item, the one definition: a product (and its variant) with a quantity, or an appointment's slot. Never a price. */
export const checkoutItemSchema = z.union([checkoutReservationItemSchema, checkoutProductItemSchema]);
export type CheckoutItem = z.output<typeof checkoutItemSchema>;

export const createOrderBodySchema = z.object({
  items: z
    // A reservation item is tried first; anything else the browser adds (a price…) is ignored.
    .array(checkoutItemSchema, {
      error: messages.checkoutItemsInvalid,
    })
    .min(1, { error: messages.cartEmpty })
    .max(50)
    .refine((items) => items.filter((item) => 'reservationDate' in item).length <= MAX_RESERVATIONS_PER_ORDER, {
      error: messages.tooManyReservationsInOrder(MAX_RESERVATIONS_PER_ORDER),
    }),
  /** Validated again once the server knows whether products travel. */
  shippingInfo: z.record(z.string(), z.unknown(), { error: messages.shippingInfoMissing }),
  /** Which way to pay; the shop's first configured one when absent. */
  provider: z.enum(paymentProviderNames, { error: messages.paymentProviderInvalid }).optional(),
  /** A discount code (services/promotions/): the server prices it, or refuses the order saying why. */
  discountCode: z.string({ error: messages.invalidInput }).trim().max(60, { error: messages.invalidInput }).optional(),
  /** "¿Necesitas factura a nombre de una persona o empresa?": who the invoice goes to; absent, consumidor final. */
  invoiceBuyer: invoiceBuyerSchema.optional(),
  /** A signed-in buyer also keeps `invoiceBuyer` in their profile (ignored for guests). */
  keepInvoiceBuyer: z.literal(true, { error: invoiceBuyerMessages.keepInvalid }).optional(),
  acceptDataPolicy: acceptDataPolicySchema,
  acceptTerms: acceptTermsSchema,
});

/** POST /api/payment/wompi/confirm: the `id` Wompi put in the redirect's address. */
export const wompiConfirmBodySchema = z.object({
  id: z
    .string({ error: messages.wompiTransactionIdInvalid })
    .trim()
    .regex(wompiTransactionIdPattern, { error: messages.wompiTransactionIdInvalid }),
});

export const captureOrderBodySchema = z.object({ orderID: z.string().trim().min(1).max(100) });

export const cancelPaymentBodySchema = z.object({ orderID: z.string().trim().min(1).max(100) });

/** A payment's reference in an address (the owner's "Pagos por revisar"). */
export const paymentReferenceSchema = z.string().trim().min(1, messages.invalidReference).max(100, messages.invalidReference);

/** The spec's body, sent by the success page; the server believes none of it but the reference. */
export const transactionNoticeSchema = z.object({
  reference: z.string().trim().min(1).max(100),
  amountInCents: z.unknown().optional(),
  status: z.unknown().optional(),
  reservationDetails: z.unknown().optional(),
  shippingInfo: z.unknown().optional(),
  user: z.unknown().optional(),
});
