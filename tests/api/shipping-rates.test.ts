/**
 * Shipping rates against hostile and unusual names (items 4 and 10 of the trust issue):
 * a neighbourhood called «constructor» prices like any other name, names with a dot or a leading
 * «$» round-trip, a refused or failed save changes nothing, and stores written with one document
 * per city keep working.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listShippingRates, replaceShippingRates, SHIPPING_RATES_ID } from '../../functions/services/catalogue/shipping.ts';
import type { Store } from '../../functions/store/contract.ts';
import type { LegacyCityRateDoc, ShippingRateDoc } from '../../functions/store/documents.ts';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';
import { copyStore } from '../../functions/store/migrate.ts';
import { seedShippingRates } from '../../functions/seed/catalogue-data.ts';
import { seedCatalogueIfEmpty } from '../../functions/seed/index.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { ShippingRate } from '../../src/domain/shipping/shipping-schemas.ts';
import { checkoutConsent } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let admin: { cookie: string };
let product: Product;

const builtInNames = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];
const CITY_DEFAULT = 12_000;

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.signInAs('ADMIN');
  product = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data.find(
    (candidate) => candidate.stock > 3 && !candidate.category.startsWith('Servicios'),
  )!;
});
afterAll(() => harness.close());

/** The list as JSON carries it: built from text, so «__proto__» is an own key like any other. */
function ratesFromJson(text: string): ShippingRate[] {
  return JSON.parse(text) as ShippingRate[];
}

const putRates = (rates: unknown) =>
  harness.request('/api/shippingRates', { method: 'PUT', cookie: admin.cookie, json: { shippingRates: rates } });
const getRates = async () => body<{ data: ShippingRate[] }>(await harness.request('/api/shippingRates'));
/** Comparable without relying on how a matcher treats an own «__proto__» key. */
const entriesOf = (rates: readonly ShippingRate[]) => rates.map((rate) => [rate.city, rate.default, Object.entries(rate.neighborhoods)]);
const shippingRateDocs = () => harness.deps.store.collection('shippingRates').find({});

let checkoutCounter = 0;
/** A delivery checkout of one unit of `product`, each from its own address (so no rate limit is met). */
async function checkoutTo(city: string, neighborhood: string) {
  checkoutCounter += 1;
  return harness.request('/api/payment/create-order', {
    ip: `10.0.4.${checkoutCounter}`,
    json: {
      ...checkoutConsent,
      items: [{ productId: product._id, quantity: 1 }],
      shippingInfo: {
        name: 'Ana',
        email: 'ana@correo.co',
        phone: '3001234567',
        address: 'Calle 1 # 2-3',
        shippingMethod: 'delivery',
        city,
        neighborhood,
      },
    },
  });
}

describe('item 4: neighbourhoods named like JavaScript built-ins', () => {
  it('charges the listed fee for a listed name and the city default for every other name, always whole pesos', async () => {
    // Medellín lists «constructor» and «__proto__»; the other built-in names are not listed there.
    const rates = ratesFromJson(
      `[{"city": "Medellín", "default": ${CITY_DEFAULT}, "neighborhoods": {"constructor": 3000, "__proto__": 4000, "Laureles": 7000}},
        {"city": "Bello", "default": 16000, "neighborhoods": {}}]`,
    );
    expect((await putRates(rates)).status).toBe(200);

    const expected: [string, number][] = [
      ['constructor', 3000],
      ['__proto__', 4000],
      ['toString', CITY_DEFAULT],
      ['valueOf', CITY_DEFAULT],
      ['hasOwnProperty', CITY_DEFAULT],
      ['Barrio que no existe', CITY_DEFAULT],
      ['Laureles', 7000],
    ];
    for (const [neighborhood, fee] of expected) {
      const response = await checkoutTo('Medellín', neighborhood);
      expect(response.status, neighborhood).toBe(201);
      const { amount } = await body<{ amount: { cop: unknown; usdCents: unknown } }>(response);
      expect(amount.cop, neighborhood).toBe(product.sellingPrice + fee);
      expect(Number.isSafeInteger(amount.usdCents), neighborhood).toBe(true);
    }
    // A city that lists nothing charges its default for each built-in name too.
    for (const neighborhood of builtInNames) {
      const response = await checkoutTo('Bello', neighborhood);
      expect(response.status, neighborhood).toBe(201);
      expect((await body<{ amount: { cop: unknown } }>(response)).amount.cop, neighborhood).toBe(product.sellingPrice + 16_000);
    }
  });

  it('refuses with a Spanish 409, and creates no order, when a stored amount is not whole pesos', async () => {
    const products = harness.deps.store.collection('products');
    const ordersBefore = await harness.deps.store.collection('paymentOrders').countDocuments({});
    for (const broken of [1500.5, '42000', Number.NaN]) {
      await products.updateOne({ _id: product._id }, { $set: { sellingPrice: broken } });
      const response = await checkoutTo('Medellín', 'Laureles');
      expect(response.status, String(broken)).toBe(409);
      expect((await body(response)).message).toBe(messages.checkoutAmountInvalid);
    }
    await products.updateOne({ _id: product._id }, { $set: { sellingPrice: product.sellingPrice } });
    expect(await harness.deps.store.collection('paymentOrders').countDocuments({})).toBe(ordersBefore);
    expect((await checkoutTo('Medellín', 'Laureles')).status).toBe(201);
  });
});

describe('item 10: names with a dot or a dollar sign, saved whole or not at all', () => {
  it('round-trips «Sta. Lucía», «$Centro» and built-in names through PUT and GET, stored in one document', async () => {
    const rates = ratesFromJson(
      `[{"city": "Medellín", "default": 9000, "neighborhoods": {"Sta. Lucía": 8000, "$Centro": 9500, "a.b.c": 1, "__proto__": 2, "constructor": 3}},
        {"city": "Sta. Elena", "default": 20000, "neighborhoods": {"$": 0}},
        {"city": "$Envigado", "default": 14000, "neighborhoods": {}}]`,
    );
    const response = await putRates(rates);
    expect(response.status).toBe(200);
    expect((await body(response)).message).toBe(messages.shippingUpdated);

    const listed = (await getRates()).data;
    expect(entriesOf(listed)).toEqual(entriesOf(rates));
    const docs = await shippingRateDocs();
    expect(docs.map((doc) => doc._id)).toEqual([SHIPPING_RATES_ID]);

    expect((await body<{ amount: { cop: number } }>(await checkoutTo('Medellín', 'Sta. Lucía'))).amount.cop).toBe(
      product.sellingPrice + 8000,
    );
    expect((await body<{ amount: { cop: number } }>(await checkoutTo('Medellín', '$Centro'))).amount.cop).toBe(product.sellingPrice + 9500);
  });

  it('leaves the previous list exactly as it was when a save is refused', async () => {
    const before = (await getRates()).data;
    const docsBefore = await shippingRateDocs();
    const refused: unknown[] = [
      [
        { city: 'Medellín', default: 9000, neighborhoods: { 'Sta. Lucía': 1 } },
        { city: 'Bello', default: -5, neighborhoods: {} },
      ],
      [
        { city: 'Medellín', default: 9000, neighborhoods: {} },
        { city: 'medellín', default: 1, neighborhoods: {} },
      ],
      [{ city: 'Rionegro', default: 9000, neighborhoods: { ' Centro': 1, Centro: 2 } }],
      [{ city: 'Rionegro', default: 9000, neighborhoods: { '': 1 } }],
    ];
    for (const rates of refused) {
      const response = await putRates(rates);
      expect(response.status).toBe(400);
      expect((await body(response)).message).toMatch(/^[A-ZÁÉÍÓÚ¡¿].*\.$/);
    }
    expect(entriesOf((await getRates()).data)).toEqual(entriesOf(before));
    expect(await shippingRateDocs()).toEqual(docsBefore);
  });

  it('leaves the previous list exactly as it was when the store fails during the save', async () => {
    const before = (await getRates()).data;
    const collection = harness.deps.store.collection('shippingRates');
    const original = collection.updateOne.bind(collection);
    collection.updateOne = async () => {
      throw new Error('disco lleno');
    };
    try {
      const response = await putRates([{ city: 'Rionegro', default: 25_000, neighborhoods: { Centro: 1 } }]);
      expect(response.status).toBe(500);
      expect(JSON.stringify(await body(response))).not.toContain('disco lleno');
    } finally {
      collection.updateOne = original;
    }
    expect(entriesOf((await getRates()).data)).toEqual(entriesOf(before));
  });
});

describe('stores written with one document per city', () => {
  const legacyDocs: LegacyCityRateDoc[] = [
    { _id: 'a1a1a1a1a1a1a1a1a1a1a1a1', city: 'Envigado', default: 14_000, neighborhoods: { Zúñiga: 15_000 }, position: 1 },
    { _id: 'b2b2b2b2b2b2b2b2b2b2b2b2', city: 'Medellín', default: 12_000, neighborhoods: { Laureles: 10_000 }, position: 0 },
  ];

  async function storeWithLegacyRates(): Promise<{ store: Store; close: () => Promise<void> }> {
    const dir = await mkdtemp(path.join(tmpdir(), 'shipping-legacy-'));
    const store = await openEmbeddedStore(dir);
    for (const doc of legacyDocs) await store.collection('shippingRates').insertOne(doc as ShippingRateDoc);
    return {
      store,
      close: async () => {
        await store.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }

  it('reads them in their order, and the first save replaces them with the one list', async () => {
    const { store, close } = await storeWithLegacyRates();
    try {
      expect(await listShippingRates(store)).toEqual([
        { city: 'Medellín', default: 12_000, neighborhoods: { Laureles: 10_000 } },
        { city: 'Envigado', default: 14_000, neighborhoods: { Zúñiga: 15_000 } },
      ]);
      const next: ShippingRate[] = [{ city: 'Sabaneta', default: 15_000, neighborhoods: { 'Sta. Ana': 16_000 } }];
      await replaceShippingRates(store, next, new Date('2026-03-04T15:00:00Z'));
      expect(await listShippingRates(store)).toEqual(next);
      expect((await store.collection('shippingRates').find({})).map((doc) => doc._id)).toEqual([SHIPPING_RATES_ID]);
    } finally {
      await close();
    }
  });

  it('keeps the saved list when removing the old documents fails, and removes them on the next save', async () => {
    const { store, close } = await storeWithLegacyRates();
    try {
      const collection = store.collection('shippingRates');
      const original = collection.deleteMany.bind(collection);
      collection.deleteMany = async () => {
        throw new Error('sin conexión');
      };
      const next: ShippingRate[] = [{ city: 'Bello', default: 16_000, neighborhoods: {} }];
      await replaceShippingRates(store, next, new Date('2026-03-04T15:00:00Z'));
      collection.deleteMany = original;
      expect(await listShippingRates(store)).toEqual(next);
      expect(await collection.countDocuments({})).toBe(3);

      await replaceShippingRates(store, next, new Date('2026-03-04T15:01:00Z'));
      expect(await collection.countDocuments({})).toBe(1);
      expect(await listShippingRates(store)).toEqual(next);
    } finally {
      await close();
    }
  });

  it('leaves the old documents as they were when the save itself fails', async () => {
    const { store, close } = await storeWithLegacyRates();
    try {
      const collection = store.collection('shippingRates');
      const before = await listShippingRates(store);
      const original = collection.updateOne.bind(collection);
      collection.updateOne = async () => {
        throw new Error('sin conexión');
      };
      await expect(replaceShippingRates(store, [], new Date('2026-03-04T15:00:00Z'))).rejects.toThrow('sin conexión');
      collection.updateOne = original;
      expect(await listShippingRates(store)).toEqual(before);
      expect(await collection.countDocuments({})).toBe(2);
    } finally {
      await close();
    }
  });

  it('are copied by the migration in either shape, and read the same in the copy', async () => {
    const legacy = await storeWithLegacyRates();
    const listDir = await mkdtemp(path.join(tmpdir(), 'shipping-list-'));
    const copyDir = await mkdtemp(path.join(tmpdir(), 'shipping-copy-'));
    const withList = await openEmbeddedStore(listDir);
    const copy = await openEmbeddedStore(copyDir);
    try {
      await copyStore(legacy.store, copy);
      expect(await listShippingRates(copy)).toEqual(await listShippingRates(legacy.store));

      const tricky = ratesFromJson(
        `[{"city": "Medellín", "default": 1, "neighborhoods": {"Sta. Lucía": 2, "$Centro": 3, "__proto__": 4}}]`,
      );
      await replaceShippingRates(withList, tricky, new Date('2026-03-04T15:00:00Z'));
      await copyStore(withList, copy);
      expect(entriesOf(await listShippingRates(copy))).toEqual(entriesOf(tricky));
    } finally {
      await legacy.close();
      await withList.close();
      await copy.close();
      await rm(listDir, { recursive: true, force: true });
      await rm(copyDir, { recursive: true, force: true });
    }
  });
});

describe('the seed', () => {
  it('leaves rates a store already has alone, in either shape', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shipping-seed-'));
    const store = await openEmbeddedStore(dir);
    try {
      const legacy: LegacyCityRateDoc = {
        _id: 'c3c3c3c3c3c3c3c3c3c3c3c3',
        city: 'Rionegro',
        default: 25_000,
        neighborhoods: {},
        position: 0,
      };
      await store.collection('shippingRates').insertOne(legacy as ShippingRateDoc);
      expect(await seedCatalogueIfEmpty(store)).toBe(true);
      expect(await listShippingRates(store)).toEqual([{ city: 'Rionegro', default: 25_000, neighborhoods: {} }]);
      expect(await store.collection('shippingRates').countDocuments({})).toBe(1);
    } finally {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes the sample rates as the one list', async () => {
    const fresh = await createHarness();
    try {
      expect((await body<{ data: ShippingRate[] }>(await fresh.request('/api/shippingRates'))).data).toEqual(seedShippingRates);
      expect((await fresh.deps.store.collection('shippingRates').find({})).map((doc) => doc._id)).toEqual([SHIPPING_RATES_ID]);
    } finally {
      await fresh.close();
    }
  });
});
