/**
 * The admin's catalogue: categories, products and services. Reads use catalogue.ts.
 */
import type { z } from 'zod';
import type { categoryInputSchema, productInputSchema } from '~/domain/catalogue/product-input-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

type ProductInput = z.input<typeof productInputSchema>;

/** A new category; unique ignoring case and accents (POST /api/categories). */
export const createCategory = (body: z.input<typeof categoryInputSchema>) => apiRequest<'POST /categories'>('POST', 'categories', { body });

export const createProduct = (input: ProductInput) => apiRequest<'POST /upload-product'>('POST', 'upload-product', { body: input });

export const updateProduct = (productId: string, input: ProductInput) =>
  apiRequest<'POST /update-product'>('POST', 'update-product', { body: { ...input, _id: productId } });

export const deleteProduct = (productId: string) => apiRequest<'DELETE /product/:id'>('DELETE', `product/${encodeURIComponent(productId)}`);
