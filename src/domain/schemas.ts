/**
 * zod schemas: the single source of the shop's types and of input validation,
 * shared by the browser forms and the API routes.
 */
import { z } from 'zod';
import { messages } from './messages.ts';

z.config(z.locales.es());

export const roles = ['ADMIN', 'GENERAL'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const serviceIntensities = ['ligero', 'medio', 'intenso'] as const;
export const serviceIntensitySchema = z.enum(serviceIntensities);
export type ServiceIntensity = z.infer<typeof serviceIntensitySchema>;

/** 24-hex ObjectId string, as every id travels at the API. */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, { error: 'El identificador no es válido.' });

/** A text field that must be a plain string (never an object such as {"$gt": ""}). */
export const text = (max = 2000) => z.string().trim().max(max);

export const serviceFieldsSchema = z.object({
  serviceDuration: z.number().int().min(0),
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

export const publicUserSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  email: z.string(),
  tel: z.string(),
  role: roleSchema,
  profilePic: z.string(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

// --- Request bodies and queries

export const productDetailsBodySchema = z.object({ productId: objectIdSchema });

/** Optional whole number from a query string; absent or empty stays undefined. */
const queryInt = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'Debe ser un número entero.' })
    .transform(Number)
    .pipe(z.number().int().min(0).max(max))
    .optional();

export const categoryProductBodySchema = z.object({
  /** A category name, slug or id. */
  category: text(100).min(1, { error: 'Indica una categoría.' }),
});

export const searchQuerySchema = z.object({
  q: z.string().max(100, { error: messages.searchQueryTooLong }).default(''),
  description: z.enum(['true', 'false']).optional(),
});

export const productSorts = ['price-asc', 'price-desc', 'newest'] as const;
export const filterProductBodySchema = z
  .object({
    category: z.array(text(100)).max(50).optional(),
    minPrice: z.number().int().min(0).optional(),
    maxPrice: z.number().int().min(0).optional(),
    sort: z.enum(productSorts).optional(),
  })
  .refine((body) => body.minPrice === undefined || body.maxPrice === undefined || body.minPrice <= body.maxPrice, {
    error: messages.priceRangeInvalid,
  });
export type ProductFilter = z.infer<typeof filterProductBodySchema>;

/** The contact form (spec §5): name, email and message required, subject optional. */
export const contactFormSchema = z.object({
  name: z.string({ error: messages.contactNameRequired }).trim().min(1, { error: messages.contactNameRequired }).max(100),
  email: z
    .string({ error: messages.contactEmailInvalid })
    .trim()
    .max(200)
    .pipe(z.email({ error: messages.contactEmailInvalid })),
  subject: z.string().trim().max(150).optional().default(''),
  message: z
    .string({ error: messages.contactMessageRequired })
    .trim()
    .min(1, { error: messages.contactMessageRequired })
    .max(5000),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** Up to 200 comma-separated ids, for the live price and stock refresh of prebuilt pages. */
export const productPricesQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(objectIdSchema).min(1).max(200)),
});

export const livePriceSchema = productSchema.pick({ _id: true, price: true, sellingPrice: true, stock: true });
export type LivePrice = z.infer<typeof livePriceSchema>;

export const getProductQuerySchema = z.object({
  category: text(100).optional(),
  limit: queryInt(10000),
  skip: queryInt(1000000),
});
