/**
 * One product's or service's full details, asked for by the reservation dialog when it opens.
 */
import type { Product } from '~/domain/catalogue-schemas.ts';
import { apiRequest } from './core.ts';

/** The product, or a 404 (POST /api/product-details). */
export const getProduct = (productId: string, signal?: AbortSignal) =>
  apiRequest<Product>('POST', 'product-details', { body: { productId }, signal });
