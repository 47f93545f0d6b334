/**
 * Back in stock by units given back: when an unpaid order (a declined or abandoned payment, a
 * cash-on-delivery order cancelled or released) or an approved retracto gives back the last units of
 * a size that had run out meanwhile, the alerts of that size are told once, even when the same
 * return runs twenty times at once.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  announceReturned,
  returnStockAndAnnounce,
  returnStockOnce,
  takeStock,
  type StockRequest,
} from '../../functions/services/catalogue/index.ts';
import { mongoOnlyOnFerret } from '../store/ferretdb-gaps.ts';
import { createHarness, testStoreEngine, type Harness } from './helpers.ts';
import { outboxFor } from './outbox.ts';
import { confirmedAlert, NOTICE_KIND, saveStocksOk, soldOutGarment } from './restock-alert-helpers.ts';

let harness: Harness;
let adminCookie: string;

beforeAll(async () => {
  harness = await createHarness({ now: new Date('2026-03-04T15:00:00Z') });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());

// A size's units are taken and given back with the positional `variants.$.stock`.
const it = mongoOnlyOnFerret(testStoreEngine(), 'positional');

describe('units an unpaid order gives back', () => {
  it('tell the alerts of the size they bring back from zero, once, under 20 parallel returns', async () => {
    const { product, small, medium } = await soldOutGarment(harness, adminCookie);
    await saveStocksOk(harness, adminCookie, product, { S: 1, M: 0, L: 2 });
    // An order takes the last S; while its payment runs, two customers ask to be told about S, one about M.
    const orderId = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    const lines: StockRequest[] = [{ productId: product._id, variantId: small, quantity: 1, productName: product.productName }];
    expect(await takeStock(harness.deps.store, orderId, lines, harness.deps.clock())).toBeNull();
    await confirmedAlert(harness, 'vuelve-s@correo.co', { productId: product._id, variantId: small });
    await confirmedAlert(harness, 'otra-s@correo.co', { productId: product._id, variantId: small });
    await confirmedAlert(harness, 'vuelve-m@correo.co', { productId: product._id, variantId: medium });

    await Promise.all(Array.from({ length: 20 }, () => returnStockAndAnnounce(harness.deps, orderId, lines)));

    const stored = await harness.deps.store.collection('products').findOne({ _id: product._id });
    expect(stored?.variants?.find((variant) => variant._id === small)?.stock).toBe(1);
    expect(await outboxFor(harness, 'vuelve-s@correo.co', NOTICE_KIND)).toHaveLength(1);
    expect(await outboxFor(harness, 'otra-s@correo.co', NOTICE_KIND)).toHaveLength(1);
    expect(await outboxFor(harness, 'vuelve-m@correo.co', NOTICE_KIND)).toHaveLength(0);
  });

  it('tell nobody when the item still had units', async () => {
    const { product, large } = await soldOutGarment(harness, adminCookie);
    const orderId = 'b1b2c3d4e5f6a1b2c3d4e5f6';
    const lines: StockRequest[] = [{ productId: product._id, variantId: large, quantity: 1, productName: product.productName }];
    expect(await takeStock(harness.deps.store, orderId, lines, harness.deps.clock())).toBeNull();
    await returnStockAndAnnounce(harness.deps, orderId, lines);
    const deliveries = await harness.deps.store
      .collection('eventDeliveries')
      .find({ topic: 'stock.restocked', 'payload.productId': product._id });
    expect(deliveries).toHaveLength(0);
  });

  it('given back once by a retracto approved 20 times at once, tell the alerts once', async () => {
    const { product, small } = await soldOutGarment(harness, adminCookie);
    await saveStocksOk(harness, adminCookie, product, { S: 1, M: 0, L: 2 });
    const lines: StockRequest[] = [{ productId: product._id, variantId: small, quantity: 1, productName: product.productName }];
    expect(await takeStock(harness.deps.store, 'c1b2c3d4e5f6a1b2c3d4e5f6', lines, harness.deps.clock())).toBeNull();
    await confirmedAlert(harness, 'retracto-s@correo.co', { productId: product._id, variantId: small });

    const key = 'retracto-d1b2c3d4e5f6a1b2c3d4e5f6';
    await Promise.all(
      Array.from({ length: 20 }, async () =>
        announceReturned(harness.deps, await returnStockOnce(harness.deps.store, key, lines, harness.deps.clock()), key),
      ),
    );
    const stored = await harness.deps.store.collection('products').findOne({ _id: product._id });
    expect(stored?.variants?.find((variant) => variant._id === small)?.stock).toBe(1);
    expect(await outboxFor(harness, 'retracto-s@correo.co', NOTICE_KIND)).toHaveLength(1);
  });
});
