/**
 * The listings' filter bar: a filtered page of products and the counts of each filter value
 * (POST /api/filter-product and /api/filter-product/facets).
 */
import type { z } from 'zod';
import type { filterProductBodySchema } from '~/domain/catalogue/catalogue-schemas.ts';
import { apiRequest } from './core.ts';

type FilterBody = z.input<typeof filterProductBodySchema>;

export const getFilteredProducts = (body: FilterBody, signal?: AbortSignal) =>
  apiRequest<'POST /filter-product'>('POST', 'filter-product', { body, signal });

export const getProductFacets = (body: FilterBody, signal?: AbortSignal) =>
  apiRequest<'POST /filter-product/facets'>('POST', 'filter-product/facets', { body, signal });
