/**
 * The live price and stock of the products on a prebuilt page (nearly every page asks).
 */
import type { LivePrice } from '~/domain/catalogue-schemas.ts';
import { apiRequest } from './core.ts';

/** Up to 200 products by id (GET /api/product-prices). */
export const getLivePrices = (ids: readonly string[]) =>
  apiRequest<LivePrice[]>('GET', 'product-prices', { query: { ids: ids.join(',') } });
