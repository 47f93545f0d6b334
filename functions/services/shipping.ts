/**
 * Shipping rates: the cities the shop delivers to, with a default fee and neighbourhood fees.
 */
import type { ShippingRate } from '../../src/domain/schemas.ts';
import type { Store } from '../store/contract.ts';

export async function listShippingRates(store: Store): Promise<ShippingRate[]> {
  const docs = await store.collection('shippingRates').find({}, { sort: { position: 1, city: 1 } });
  return docs.map((doc) => ({ city: doc.city, default: doc.default, neighborhoods: doc.neighborhoods }));
}

/**
 * Replaces the whole list, as the editor sends it: each city is written in place (by name), then
 * the cities no longer listed are removed — a failure half-way never leaves the shop with no rates.
 */
export async function replaceShippingRates(store: Store, rates: ShippingRate[]) {
  const collection = store.collection('shippingRates');
  for (const [position, rate] of rates.entries()) {
    await collection.updateOne(
      { city: rate.city },
      { $set: { default: rate.default, neighborhoods: rate.neighborhoods, position } },
      { upsert: true },
    );
  }
  await collection.deleteMany({ city: { $nin: rates.map((rate) => rate.city) } });
}
