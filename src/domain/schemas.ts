/**
 * zod schemas: the single source of the shop's types and of input validation,
 * shared by the browser forms and the API routes.
 */
import { z } from 'zod';

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

export const getProductQuerySchema = z.object({
  category: text(100).optional(),
  limit: queryInt(10000),
  skip: queryInt(1000000),
});
