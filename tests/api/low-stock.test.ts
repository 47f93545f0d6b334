/**
 * The low-stock notice: a sale that leaves a product at or below the owner's threshold queues one
 * e-mail to the owner, never a second one for the same product until it is restocked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServiceCategory } from '../../src/domain/catalogue/catalogue.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { outboxFor } from './outbox.ts';

let harness: Harness;
let browser: Shopper;
let adminCookie: string;
let product: Product;

const pickup = {
  name: 'Compradora',
  email: 'compradora@correo.co',
  phone: '3104567890',
  address: 'Calle 10 # 43-20',
  shippingMethod: 'pickup',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};

async function buy(quantity: number) {
  const created = await browser.createOrder([{ productId: product._id, quantity }], { shippingInfo: pickup });
  const { id, message } = await body<{ id: string; message: string }>(created);
  expect(created.status, message).toBe(201);
  expect((await browser.capture(id)).status).toBe(200);
}

const lowStockMail = () => harness.deps.store.collection('mail').find({ kind: 'low-stock' }, { sort: { createdAt: 1, _id: 1 } });

async function setStock(stock: number) {
  const { _id, productName, brandName, category, productImage, description, price, sellingPrice } = product;
  const response = await harness.request('/api/update-product', {
    cookie: adminCookie,
    json: { _id, productName, brandName, category, productImage, description, price, sellingPrice, stock },
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  harness = await createHarness();
  browser = shopper(harness, { shippingInfo: pickup });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => !candidate.category.startsWith('Servicios') && candidate.stock >= 5)!;
  await setStock(6);
});
afterAll(() => harness.close());

describe('the low-stock notice', () => {
  it('is sent once when sales take a product to the threshold and below, and again after a restock', async () => {
    await buy(2);
    expect(await lowStockMail()).toHaveLength(0);
    // 4 → 3: at the threshold (3 by default).
    await buy(1);
    await buy(1);
    const first = await lowStockMail();
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toContain(product.productName);
    expect(first[0]?.to).toBe(harness.deps.config.mail.notifyTo);

    // The owner restocks, and sales take it down again: a second notice.
    await setStock(8);
    await buy(5);
    await buy(1);
    expect(await lowStockMail()).toHaveLength(2);
    expect(await outboxFor(harness, harness.deps.config.mail.notifyTo, 'low-stock')).toHaveLength(2);
  });

  it('follows the threshold the owner sets, and refuses one that is not a whole number', async () => {
    for (const threshold of [-1, 1.5, '4', 1001]) {
      const refused = await harness.request('/api/admin/low-stock-threshold', {
        method: 'PATCH',
        cookie: adminCookie,
        json: { threshold },
      });
      expect(refused.status).toBe(400);
      expect((await body<{ message: string }>(refused)).message).toBe('El umbral de stock bajo debe ser un número entero entre 0 y 1000.');
    }
    const lowStockIds = async () =>
      (
        await body<{ data: { threshold: number; lowStock: { _id: string }[] } }>(
          await harness.request('/api/admin/stats', { cookie: adminCookie }),
        )
      ).data;
    await setStock(5);
    expect((await lowStockIds()).lowStock.map((item) => item._id)).not.toContain(product._id);
    const saved = await harness.request('/api/admin/low-stock-threshold', { method: 'PATCH', cookie: adminCookie, json: { threshold: 6 } });
    expect(saved.status).toBe(200);
    const after = await lowStockIds();
    expect(after.threshold).toBe(6);
    expect(after.lowStock.map((item) => item._id)).toContain(product._id);
    // Stock 5 was a restock under the old threshold (3): the next sale, leaving 4 under the new one, is a third notice, and only one.
    await buy(1);
    await buy(1);
    expect(await lowStockMail()).toHaveLength(3);
    // Setting a stock still under the threshold is no restock.
    await setStock(2);
    await buy(1);
    expect(await lowStockMail()).toHaveLength(3);
  });
});

describe('the dashboard’s low-stock list', () => {
  it('lists at most 20 rows, lowest first, and says how many there are in all', async () => {
    const products = harness.deps.store.collection('products');
    const model = await products.findOne({ _id: product._id });
    const { _id: _omit, ...fields } = model!;
    for (let index = 0; index < 22; index += 1) await products.insertOne({ ...fields, productName: `Agotado ${index}`, stock: 0 });
    const saved = await harness.request('/api/admin/low-stock-threshold', { method: 'PATCH', cookie: adminCookie, json: { threshold: 0 } });
    expect(saved.status).toBe(200);
    const stats = await harness.request('/api/admin/stats', { cookie: adminCookie });
    const { lowStock, lowStockTotal } = (
      await body<{ data: { lowStock: { productName: string; stock: number }[]; lowStockTotal: number } }>(stats)
    ).data;
    // Every row the rule names: a plain product at 0, or each garment's variant at 0; never a service.
    const rows = (await products.find({}))
      .filter((doc) => !isServiceCategory(doc.category))
      .flatMap((doc): { stock: number }[] =>
        doc.variants ? doc.variants.filter((variant) => variant.stock === 0) : doc.stock === 0 ? [doc] : [],
      );
    expect(lowStock).toHaveLength(20);
    expect(lowStock.every((row) => row.stock === 0)).toBe(true);
    expect(lowStockTotal).toBe(rows.length);
    expect(lowStockTotal).toBeGreaterThanOrEqual(22);
  });
});
