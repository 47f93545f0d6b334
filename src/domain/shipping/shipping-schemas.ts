/**
 * The zod schemas of shipping: the checkout's delivery details and the owner's rates by city and neighbourhood.
 */
import * as z from 'zod';
import { messages } from '../shared/messages.ts';
import { requiredText, telSchema } from '../shared/schema-basics.ts';
import { placeNameKey } from './shipping-names.ts';
import { deliveryCityRefusal, homeVisitPlaceRefusal } from './shipping.ts';

export const shippingMethods = ['delivery', 'pickup'] as const;

/**
 * Shipping and contact details. The address is needed when products are delivered or a home
 * service visits (`needsAddress`); a pickup at the shop asks only the name, e-mail and phone, and
 * keeps no address, city, neighbourhood or delivery time. A home visit (`homeVisit`) is never a
 * pickup, and with the shipping `rates` its city must be one of the list, with a neighbourhood —
 * listed or typed — when it lists some.
 */
export function shippingInfoSchema(options: { needsAddress: boolean; homeVisit?: boolean; rates?: readonly ShippingRate[] }) {
  const homeVisit = options.needsAddress && options.homeVisit === true;
  return z
    .object({
      name: requiredText(messages.shippingNameRequired, 100),
      email: z
        .string({ error: messages.shippingEmailInvalid })
        .trim()
        .max(200)
        .pipe(z.email({ error: messages.shippingEmailInvalid })),
      phone: telSchema,
      address: z.string().trim().max(200).default(''),
      deliveryTime: z.string().trim().max(100).default(''),
      shippingMethod: z.enum(shippingMethods, { error: messages.shippingMethodInvalid }),
      city: z.string().trim().max(100).default(''),
      neighborhood: z.string().trim().max(100).default(''),
      /** The unticked "Recibir avisos de mi cita por WhatsApp": kept only when ticked. */
      whatsappOptIn: z.boolean({ error: messages.invalidInput }).optional(),
    })
    .superRefine((info, context) => {
      if (options.needsAddress && (homeVisit || info.shippingMethod === 'delivery') && info.address === '') {
        const message = homeVisit ? messages.homeServiceAddressRequired : messages.shippingAddressRequired;
        context.addIssue({ code: 'custom', path: ['address'], message });
      }
      if (homeVisit && info.shippingMethod !== 'delivery') {
        context.addIssue({ code: 'custom', path: ['shippingMethod'], message: messages.homeServiceNeedsDelivery });
      }
      if (options.needsAddress && info.shippingMethod === 'delivery' && info.city === '') {
        context.addIssue({ code: 'custom', path: ['city'], message: messages.shippingCityRequired });
      }
      let refusal: { field: string; message: string } | null = null;
      if (options.needsAddress && options.rates) {
        refusal = homeVisit ? homeVisitPlaceRefusal(options.rates, info) : deliveryCityRefusal(options.rates, info);
      }
      if (refusal) context.addIssue({ code: 'custom', path: [refusal.field], message: refusal.message });
    })
    .transform(({ whatsappOptIn, ...info }) => ({
      ...(info.shippingMethod === 'pickup' ? { ...info, address: '', city: '', neighborhood: '', deliveryTime: '' } : info),
      ...(whatsappOptIn === true ? { whatsappOptIn: true as const } : {}),
    }));
}

export type ShippingInfo = z.output<ReturnType<typeof shippingInfoSchema>>;

const feeSchema = z
  .number({ error: messages.shippingFeeInvalid })
  .int({ error: messages.shippingFeeInvalid })
  .min(0, {
    error: messages.shippingFeeInvalid,
  })
  .max(10_000_000, { error: messages.shippingFeeInvalid });

const neighborhoodNameSchema = z
  .string()
  .trim()
  .min(1, { error: messages.shippingNeighborhoodNameRequired })
  .max(100, { error: messages.shippingNeighborhoodNameTooLong })
  .refine((name) => placeNameKey(name) !== '', { error: messages.shippingNeighborhoodNameRequired });

/**
 * A city's neighbourhood fees by name. Read as the object's own entries and rebuilt with
 * Object.fromEntries — not z.record, which drops a key named «__proto__» — so every name the
 * admin types («Sta. Lucía», «$Centro», «constructor»…) is kept as it is. Names are unique as
 * `placeNameKey` reads them: «Belén» and «belen» are one neighbourhood.
 */
const neighborhoodFeesSchema = z
  .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
    error: messages.shippingNeighborhoodsInvalid,
  })
  .transform((value) => Object.entries(value))
  .pipe(
    z
      .array(z.tuple([neighborhoodNameSchema, feeSchema]))
      .max(500)
      .superRefine((entries, context) => {
        const seen = new Set<string>();
        for (const [index, [name]] of entries.entries()) {
          const key = placeNameKey(name);
          if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 0], message: messages.shippingNeighborhoodDuplicate(name) });
          seen.add(key);
        }
      }),
  )
  .transform((entries): Record<string, number> => Object.fromEntries(entries));

export const shippingRatesBodySchema = z.object({
  shippingRates: z
    .array(
      z.object({
        city: z
          .string({ error: messages.shippingCityNameRequired })
          .trim()
          .max(100)
          .refine((city) => placeNameKey(city) !== '', { error: messages.shippingCityNameRequired }),
        default: feeSchema,
        neighborhoods: neighborhoodFeesSchema.default({}),
      }),
    )
    .max(200)
    .superRefine((rates, context) => {
      const seen = new Set<string>();
      for (const [index, rate] of rates.entries()) {
        const key = placeNameKey(rate.city);
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'city'], message: messages.shippingCityDuplicate(rate.city) });
        seen.add(key);
      }
    }),
});

export const shippingRateSchema = z.object({
  city: z.string(),
  default: z.number(),
  neighborhoods: z.record(z.string(), z.number()),
});

export type ShippingRate = z.infer<typeof shippingRateSchema>;
