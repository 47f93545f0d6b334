/**
 * The zod schemas of the catalogue: a product or service and a category as the API returns them, and the catalogue's queries.
 */
import * as z from 'zod';
import { messages } from '../shared/messages.ts';
import { objectIdSchema, text } from '../shared/schema-basics.ts';
import { productOptionSchema, productVariantSchema } from './variant-schemas.ts';
import { taxTreatments } from '../invoicing/tax.ts';

export const serviceIntensities = ['ligero', 'medio', 'intenso'] as const;

export const serviceIntensitySchema = z.enum(serviceIntensities);

export type ServiceIntensity = z.infer<typeof serviceIntensitySchema>;

/** A service's own start window (`serviceStarts`): its first and last start, 'HH:00'. */
export const serviceStartsSchema = z.object({ from: z.string(), to: z.string() });

export const serviceFieldsSchema = z.object({
  serviceDuration: z.number().int().min(0),
  /** Minutes its resource is kept before and after each appointment (src/domain/schedule/booking-hours.ts); missing: none. */
  servicePreparation: z.number().int().min(0).optional(),
  serviceCleanup: z.number().int().min(0).optional(),
  /** The hours the service may start at; missing: the spec's 09:00 to 13:00 (schedule.ts `serviceBookingWindow`). */
  serviceStarts: serviceStartsSchema.optional(),
  serviceIncludes: z.string(),
  serviceRecommendations: z.string(),
  serviceIntensity: serviceIntensitySchema,
  serviceAdditionalBenefits: z.string(),
  serviceRecommendedFrequency: z.string(),
  serviceDiscountsPromotions: z.string(),
});

export type ServiceFields = z.infer<typeof serviceFieldsSchema>;

/** A product or a service as the API returns it. */
export const productSchema = z
  .object({
    _id: objectIdSchema,
    productName: z.string(),
    brandName: z.string(),
    category: z.string(),
    productImage: z.array(z.string()),
    description: z.string(),
    price: z.number().int().min(0),
    sellingPrice: z.number().int().min(0),
    stock: z.number().int().min(0),
    /** A service's shared resource (src/domain/bookings/resources.ts); missing: one of its own. */
    resourceId: z.string().optional(),
    /** A garment's options (Talla, Color…) and its variants, each with its own stock; `stock` is then their sum. */
    options: z.array(productOptionSchema).optional(),
    variants: z.array(productVariantSchema).optional(),
    /** A session pack ("bono", src/domain/promotions/packs.ts): its sessions, the services they pay for and its days of validity. */
    packSessions: z.number().int().optional(),
    packServiceIds: z.array(z.string()).optional(),
    packValidityDays: z.number().int().optional(),
    /** Its IVA treatment (src/domain/invoicing/tax.ts); missing: the shop's default. */
    taxTreatment: z.enum(taxTreatments).optional(),
    /** "No admite retracto" (src/domain/withdrawals). */
    noWithdrawal: z.boolean().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .extend(serviceFieldsSchema.partial().shape);

export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  slug: z.string(),
  image: z.string(),
});

export type Category = z.infer<typeof categorySchema>;

export const productDetailsBodySchema = z.object({ productId: objectIdSchema });

/** Optional whole number from a query string; absent or empty stays undefined. */
const queryInt = (max: number) =>
  z.string().regex(/^\d+$/, { error: 'Debe ser un número entero.' }).transform(Number).pipe(z.number().int().min(0).max(max)).optional();

export const categoryProductBodySchema = z.object({
  /** A category name, slug or id. */
  category: text(100).min(1, { error: 'Indica una categoría.' }),
});

export const searchQuerySchema = z.object({
  q: z.string().max(100, { error: messages.searchQueryTooLong }).default(''),
  description: z.enum(['true', 'false']).optional(),
});

/**
 * The sorts of a listing: the spec's three (`price-asc`, `price-desc`, `newest`) and the listings' own
 * names (`relevancia` ranks search matches in the name first, `mas-vendidos` by units sold).
 */
export const productSorts = [
  'price-asc',
  'price-desc',
  'newest',
  'relevancia',
  'precio-asc',
  'precio-desc',
  'recientes',
  'mas-vendidos',
] as const;

export type ProductSort = (typeof productSorts)[number];

/** A filter's chosen values (brands, sizes, colours): plain strings, at most 50. */
const filterValues = z.array(text(60).min(1)).max(50).optional();

/**
 * The spec's filter (`category`, a price range, `sort`), extended for the listings' filter bar: every
 * field is optional and an empty body answers the whole catalogue, newest first. `minPrice`/`maxPrice`
 * are the selling price, a variant's own too; `size`/`color` are a garment's variants' `Talla`/`Color`;
 * `duration` (minutes)/`intensity` a service's; `q` the search text; `limit`/`skip` page the answer.
 */
export const filterProductBodySchema = z
  .object({
    category: z.array(text(100)).max(50).optional(),
    minPrice: z.number().int().min(0).optional(),
    maxPrice: z.number().int().min(0).optional(),
    sort: z.enum(productSorts).optional(),
    brand: filterValues,
    inStock: z.boolean().optional(),
    size: filterValues,
    color: filterValues,
    duration: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(24 * 60),
      )
      .max(50)
      .optional(),
    intensity: z.array(serviceIntensitySchema).max(serviceIntensities.length).optional(),
    q: z.string().max(100, { error: messages.searchQueryTooLong }).optional(),
    limit: z.number().int().min(1).max(500).optional(),
    skip: z.number().int().min(0).max(1_000_000).optional(),
  })
  .refine((body) => body.minPrice === undefined || body.maxPrice === undefined || body.minPrice <= body.maxPrice, {
    error: messages.priceRangeInvalid,
  });

export type ProductFilter = z.infer<typeof filterProductBodySchema>;

/** Up to 200 comma-separated ids, for the live price and stock refresh of prebuilt pages. */
export const productPricesQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(objectIdSchema).min(1).max(200)),
});

export const livePriceSchema = productSchema.pick({
  _id: true,
  price: true,
  sellingPrice: true,
  stock: true,
  options: true,
  variants: true,
});

export type LivePrice = z.infer<typeof livePriceSchema>;

export const getProductQuerySchema = z.object({
  category: text(100).optional(),
  limit: queryInt(10000),
  skip: queryInt(1000000),
});
