/**
 * Shipping rates: the cities the shop delivers to, with a default fee and neighbourhood fees.
 *
 * The whole list is one document, replaced by one write: a refused or failed save changes nothing,
 * and neighbourhood names are stored as values (`{ name, fee }`), so «Sta. Lucía», «$Centro» or
 * «__proto__» are names like any other. Stores written before keep one document per city; they
 * are read until the first save, which writes the list and removes them.
 */
import type { ShippingRate } from '../../../src/domain/shipping/shipping-schemas.ts';
import type { Store } from '../../store/contract.ts';
import type { LegacyCityRateDoc, ShippingRateDoc, ShippingRatesDoc, StoredCityRate } from '../../store/documents.ts';

/** The `_id` of the one document holding the list. */
export const SHIPPING_RATES_ID = 'shipping-rates';

const isList = (doc: ShippingRateDoc): doc is ShippingRatesDoc => doc._id === SHIPPING_RATES_ID && 'cities' in doc;

function toStored(rate: ShippingRate): StoredCityRate {
  return {
    city: rate.city,
    default: rate.default,
    neighborhoods: Object.entries(rate.neighborhoods).map(([name, fee]) => ({ name, fee })),
  };
}

/** The API's shape; Object.fromEntries keeps a name such as «__proto__» an ordinary key. */
function fromStored(rate: StoredCityRate): ShippingRate {
  return {
    city: rate.city,
    default: rate.default,
    neighborhoods: Object.fromEntries(rate.neighborhoods.map(({ name, fee }) => [name, fee])),
  };
}

function fromLegacy(doc: LegacyCityRateDoc): ShippingRate {
  return { city: doc.city, default: doc.default, neighborhoods: Object.fromEntries(Object.entries(doc.neighborhoods ?? {})) };
}

/** The document holding the whole list. */
export function shippingRatesDocument(rates: readonly ShippingRate[], now: Date): ShippingRatesDoc {
  return { _id: SHIPPING_RATES_ID, cities: rates.map(toStored), updatedAt: now };
}

export async function listShippingRates(store: Store): Promise<ShippingRate[]> {
  const collection = store.collection('shippingRates');
  const list = await collection.findOne({ _id: SHIPPING_RATES_ID });
  if (list && isList(list)) return list.cities.map(fromStored);
  const legacy = await collection.find({ _id: { $ne: SHIPPING_RATES_ID } }, { sort: { position: 1, city: 1 } });
  return legacy.flatMap((doc) => (isList(doc) ? [] : [fromLegacy(doc)]));
}

/**
 * Replaces the whole list, as the editor sends it, in one write. The per-city documents of an
 * older store are removed afterwards; should that fail, they stay unread and the next save
 * removes them.
 */
export async function replaceShippingRates(store: Store, rates: readonly ShippingRate[], now: Date) {
  const collection = store.collection('shippingRates');
  const { _id, ...list } = shippingRatesDocument(rates, now);
  await collection.updateOne({ _id }, { $set: list }, { upsert: true });
  await collection.deleteMany({ _id: { $ne: SHIPPING_RATES_ID } }).catch(() => undefined);
}
