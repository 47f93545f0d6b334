/**
 * One product's or service's full details, asked for by the reservation dialog when it opens.
 */
import { apiRequest } from './core.ts';

/** The product, or a 404 (POST /api/product-details). */
export const getProduct = (productId: string, signal?: AbortSignal) =>
  apiRequest<'POST /product-details'>('POST', 'product-details', { body: { productId }, signal });
