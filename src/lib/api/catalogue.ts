/**
 * The product lists: the whole catalogue (admin lists, and listings the build left empty) and one
 * category's products. The other catalogue reads have modules of their own (categories.ts,
 * product.ts, search.ts, prices.ts) because different pages call them, and a bundle ships a whole
 * module.
 */
import type { z } from 'zod';
import type { categoryProductBodySchema } from '~/domain/catalogue/catalogue-schemas.ts';
import { apiRequest } from './core.ts';

/** Every product, newest first (GET /api/get-product). */
export const getProducts = (signal?: AbortSignal) => apiRequest<'GET /get-product'>('GET', 'get-product', { signal });

/** A category's products; `category` is its name, slug or id (POST /api/category-product). */
export const getCategoryProducts = (body: z.input<typeof categoryProductBodySchema>, signal?: AbortSignal) =>
  apiRequest<'POST /category-product'>('POST', 'category-product', { body, signal });
