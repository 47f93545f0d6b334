/**
 * The zod schemas of the owner's product form: a product or service as the admin sends it, and a new category.
 */
import * as z from 'zod';
import { serviceIntensities } from './catalogue-schemas.ts';
import { variantMessages } from './messages-variants.ts';
import { messages } from '../shared/messages.ts';
import { packFieldsShape } from '../promotions/pack-schemas.ts';
import { packIssues } from '../promotions/packs.ts';
import { resourceIdFieldSchema } from '../bookings/resources.ts';
import { bookingWindows, hourLabel } from '../schedule/schedule.ts';
import { MAX_BUFFER_MINUTES } from '../schedule/booking-hours.ts';
import { bufferMessages } from '../schedule/messages-buffers.ts';
import { objectIdSchema, requiredText } from '../shared/schema-basics.ts';
import { taxTreatmentSchema } from '../invoicing/tax-schemas.ts';
import { productOptionSchema, variantInputSchema } from './variant-schemas.ts';
import { MAX_OPTIONS, MAX_VARIANTS, variantIssues } from './variants.ts';

/** Images the shop serves itself, or Cloudinary's; never an arbitrary address. */
export const productImageUrlSchema = z
  .string()
  .regex(
    /^(\/api\/media\/[a-f0-9]{32}\.(png|jpg|gif|webp)|\/images\/[\w./-]+\.(svg|png|jpg|jpeg|webp)|https:\/\/res\.cloudinary\.com\/[\w./-]+)$/,
    {
      error: messages.imageUrlInvalid,
    },
  );

/** A service's preparation or cleanup: whole minutes from 0 to 120. */
const bufferField = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(MAX_BUFFER_MINUTES, { error: message }).optional();

const priceField = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(1_000_000_000, { error: message });

export const serviceFieldLabels = {
  serviceIncludes: 'Incluye',
  serviceRecommendations: 'Recomendaciones',
  serviceAdditionalBenefits: 'Beneficios adicionales',
  serviceRecommendedFrequency: 'Frecuencia recomendada',
  serviceDiscountsPromotions: 'Descuentos y promociones',
} as const;

const widest = bookingWindows.reservar;

const startsInvalid = messages.serviceStartsInvalid(hourLabel(widest.firstHour), hourLabel(widest.lastHour));

/** A whole hour the widest window allows (08:00 to 18:00). */
const startHourSchema = z
  .string({ error: startsInvalid })
  .regex(/^\d{2}:00$/, { error: startsInvalid })
  .refine((time) => Number(time.slice(0, 2)) >= widest.firstHour && Number(time.slice(0, 2)) <= widest.lastHour, { error: startsInvalid });

/** A service's start window as its form sends it: two whole hours of the widest window, the first not after the last. */
export const serviceStartsInputSchema = z
  .object({ from: startHourSchema, to: startHourSchema }, { error: startsInvalid })
  .refine((starts) => starts.from <= starts.to, { error: messages.serviceStartsOrder, path: ['to'] });

/** A product or service as the admin sends it; service fields are checked by category. */
export const productInputSchema = z
  .object({
    productName: requiredText(messages.productNameRequired, 150),
    brandName: requiredText(messages.brandRequired, 100),
    category: requiredText(messages.categoryRequired, 100),
    productImage: z
      .array(productImageUrlSchema, { error: messages.uploadAtLeastOneImage })
      .min(1, { error: messages.uploadAtLeastOneImage })
      .max(10),
    description: z.string().trim().max(5000).default(''),
    price: priceField(messages.priceInvalid),
    sellingPrice: priceField(messages.sellingPriceInvalid),
    /** Required without variants; with them the server keeps it as their sum. */
    stock: z
      .number({ error: messages.stockInvalid })
      .int({ error: messages.stockInvalid })
      .min(0, { error: messages.stockInvalid })
      .optional(),
    options: z
      .array(productOptionSchema, { error: variantMessages.optionsInvalid })
      .max(MAX_OPTIONS, { error: variantMessages.optionsInvalid })
      .default([]),
    variants: z
      .array(variantInputSchema(productImageUrlSchema), { error: variantMessages.variantsInvalid })
      .max(MAX_VARIANTS, { error: variantMessages.variantsInvalid })
      .default([]),
    serviceDuration: z
      .number({ error: messages.serviceDurationInvalid })
      .int({ error: messages.serviceDurationInvalid })
      .min(0, { error: messages.serviceDurationInvalid })
      .max(24 * 60, { error: messages.serviceDurationInvalid })
      .optional(),
    servicePreparation: bufferField(bufferMessages.preparationInvalid),
    serviceCleanup: bufferField(bufferMessages.cleanupInvalid),
    serviceIntensity: z.enum(serviceIntensities, { error: messages.serviceIntensityInvalid }).optional(),
    serviceStarts: serviceStartsInputSchema.optional(),
    serviceIncludes: z.string().trim().max(2000).optional(),
    serviceRecommendations: z.string().trim().max(2000).optional(),
    serviceAdditionalBenefits: z.string().trim().max(2000).optional(),
    serviceRecommendedFrequency: z.string().trim().max(500).optional(),
    serviceDiscountsPromotions: z.string().trim().max(2000).optional(),
    resourceId: resourceIdFieldSchema,
    /** Its IVA treatment; missing: a new one takes the shop's default, a saved one keeps its own. */
    taxTreatment: taxTreatmentSchema.optional(),
    /** "No admite retracto" (personal use, made to order); missing: it admits it. */
    noWithdrawal: z.boolean().optional(),
    ...packFieldsShape,
  })
  .superRefine((product, context) => {
    for (const issue of packIssues(product)) context.addIssue({ code: 'custom', ...issue });
    if (product.sellingPrice > product.price) {
      context.addIssue({ code: 'custom', path: ['sellingPrice'], message: messages.sellingPriceAbovePrice });
    }
    for (const issue of variantIssues(product, product.options, product.variants)) context.addIssue({ code: 'custom', ...issue });
    if (product.variants.length === 0 && product.stock === undefined) {
      context.addIssue({ code: 'custom', path: ['stock'], message: messages.stockInvalid });
    }
  });

export type ProductInput = z.output<typeof productInputSchema>;

/** The spec's service rule: every service field is required. Null when complete, else the message. */
export function missingServiceField(product: ProductInput): string | null {
  if (product.serviceDuration === undefined) return messages.serviceDurationInvalid;
  if (product.serviceIntensity === undefined) return messages.serviceIntensityInvalid;
  for (const [field, label] of Object.entries(serviceFieldLabels)) {
    const value = product[field as keyof typeof serviceFieldLabels];
    if (!value || value.trim() === '') return messages.serviceFieldRequired(label);
  }
  return null;
}

export const updateProductBodySchema = productInputSchema.and(z.object({ _id: objectIdSchema }));

export const categoryInputSchema = z.object({
  name: z
    .string({ error: messages.invalidNewCategory })
    .trim()
    .min(1, { error: messages.invalidNewCategory })
    .max(60, { error: messages.invalidNewCategory })
    .refine((name) => /[\p{L}\p{N}]/u.test(name), { error: messages.invalidNewCategory }),
});
