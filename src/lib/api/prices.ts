/**
 * The live price and stock of the products on a prebuilt page (nearly every page asks).
 */
import { apiRequest } from './core.ts';

/** Up to 200 products by id (GET /api/product-prices). */
export const getLivePrices = (ids: readonly string[]) =>
  apiRequest<'GET /product-prices'>('GET', 'product-prices', { query: { ids: ids.join(',') } });
