/**
 * Shipping rates: the cities the shop delivers to, with a default fee and neighbourhood fees.
 */
import type { ShippingRate } from '../../src/domain/schemas.ts';
import type { Store } from '../store/contract.ts';

export async function listShippingRates(store: Store): Promise<ShippingRate[]> {
  const docs = await store.collection('shippingRates').find({}, { sort: { position: 1, city: 1 } });
  return docs.map((doc) => ({ city: doc.city, default: doc.default, neighborhoods: doc.neighborhoods }));
}
