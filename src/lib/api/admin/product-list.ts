/**
 * The admin's product list, one page at a time: a page of the catalogue (newest first), how many
 * products there are, and the services alone (for a phone reservation). Searches use search.ts.
 */
import type { z } from 'zod';
import type { filterProductBodySchema } from '~/domain/catalogue/catalogue-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

export interface ProductPageQuery {
  limit: number;
  skip: number;
}

/** `limit` products after the first `skip`, newest first (GET /api/get-product?limit&skip). */
export const getProductPage = (query: ProductPageQuery, signal?: AbortSignal) =>
  apiRequest<'GET /get-product'>('GET', 'get-product', { query: { limit: query.limit, skip: query.skip }, signal });

/** How many products and services the catalogue holds (GET /api/admin/product-count). */
export const getProductCount = (signal?: AbortSignal) => apiRequest<'GET /admin/product-count'>('GET', 'admin/product-count', { signal });

/** The products of some categories, newest first (POST /api/filter-product). */
export const getProductsOfCategories = (body: z.input<typeof filterProductBodySchema>, signal?: AbortSignal) =>
  apiRequest<'POST /filter-product'>('POST', 'filter-product', { body, signal });
