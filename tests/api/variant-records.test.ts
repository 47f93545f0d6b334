/**
 * What the owner and the buyer see of a variant sold: the records, the receipt, the CSV and the
 * dashboard name it ("Camiseta básica — Talla M · Negro"), the best sellers and the low-stock list
 * count each variant on its own (both engines' sums agree), and the low-stock notice is per variant.
 */
import { aggregate } from 'mingo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '../../src/domain/owner/stats.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { PublicRecord } from '../../src/domain/records/records.ts';
import { dashboardFigures } from '../../functions/services/owner/stats.ts';
import type { CollectionName, Filter, Store } from '../../functions/store/contract.ts';
import { createScriptedPayments } from '../fixtures/scripted-payments.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { outboxFor } from './outbox.ts';
import { createGarment, garmentInput, variantIdOf } from './variant-helpers.ts';

const NOW = new Date('2026-03-04T15:00:00Z');
const TODAY = '2026-03-04';

let harness: Harness;
let browser: Shopper;
let admin: { cookie: string; userId: string };
let garment: Product;
let medium: string;
let small: string;
let reference = '';
const buyer = { name: 'Compradora', email: 'compradora.variantes@correo.co', phone: '3104567890', shippingMethod: 'pickup' };

async function buy(items: { variantId: string; quantity: number }[]) {
  const created = await browser.createOrder(
    items.map((item) => ({ productId: garment._id, ...item })),
    { shippingInfo: buyer },
  );
  const { id, reference: paid, message } = await body<{ id: string; reference: string; message: string }>(created);
  expect(created.status, message).toBe(201);
  expect((await browser.capture(id)).status).toBe(200);
  return paid;
}

const lowStockMail = () => harness.deps.store.collection('mail').find({ kind: 'low-stock' }, { sort: { createdAt: 1, _id: 1 } });

beforeAll(async () => {
  harness = await createHarness({ now: NOW, payments: createScriptedPayments() });
  browser = shopper(harness, { shippingInfo: buyer });
  admin = await harness.signInAs('ADMIN');
  garment = await createGarment(harness, admin.cookie, [
    { options: { Talla: 'M', Color: 'Negro' }, stock: 5 },
    { options: { Talla: 'S', Color: 'Blanco' }, stock: 10 },
  ]);
  medium = variantIdOf(garment, 'M', 'Negro');
  small = variantIdOf(garment, 'S', 'Blanco');
  reference = await buy([
    { variantId: medium, quantity: 2 },
    { variantId: small, quantity: 1 },
  ]);
});
afterAll(() => harness.close());

describe('the records of a variant sold', () => {
  it('name the variant in the record, the receipt and the CSV', async () => {
    const records = (
      await body<{ data: PublicRecord[] }>(await harness.request(`/api/transactions/${reference}`, { cookie: admin.cookie }))
    ).data;
    const lines = records[0]?.reservationDetails ?? [];
    expect(lines.map((line) => [line.productName, line.variantId, line.variantLabel, line.quantity])).toEqual([
      [`${garment.productName} — Talla M · Negro`, medium, 'Talla M · Negro', 2],
      [`${garment.productName} — Talla S · Blanco`, small, 'Talla S · Blanco', 1],
    ]);

    const [receipt] = await outboxFor(harness, buyer.email, 'receipt');
    expect(receipt?.mail.text).toContain(`${garment.productName} — Talla M · Negro`);
    expect(receipt?.mail.text).toContain(`${garment.productName} — Talla S · Blanco`);

    const csv = await (await harness.request('/api/transactions/export.csv?type=ventas', { cookie: admin.cookie })).text();
    expect(csv).toContain(`${garment.productName} — Talla M · Negro x2`);
    expect(csv).toContain(`${garment.productName} — Talla S · Blanco x1`);
  });
});

describe('the dashboard with variants', () => {
  it('ranks each variant as its own best seller, and lists the variant running low', async () => {
    const response = await harness.request(`/api/admin/stats?from=${TODAY}&to=${TODAY}`, { cookie: admin.cookie });
    const dashboard = (
      await body<{
        data: DashboardFigures & { lowStock: { _id: string; variantId?: string; productName: string; stock: number }[] };
      }>(response)
    ).data;
    expect(dashboard.topProducts.filter((row) => row.productId === garment._id)).toEqual([
      { productId: garment._id, productName: `${garment.productName} — Talla M · Negro`, units: 2, revenue: 100_000 },
      { productId: garment._id, productName: `${garment.productName} — Talla S · Blanco`, units: 1, revenue: 50_000 },
    ]);
    // M is at 3 (the threshold), S at 9: only M is running out.
    expect(dashboard.lowStock.filter((row) => row._id === garment._id)).toEqual([
      { _id: garment._id, variantId: medium, productName: `${garment.productName} — Talla M · Negro`, brandName: 'Parce', stock: 3 },
    ]);

    // MongoDB's pipelines (run here in mingo) give the same best sellers.
    const embedded = harness.deps.store;
    const withPipelines: Store = Object.assign(Object.create(embedded) as Store, {
      aggregate: async (name: CollectionName, pipeline: readonly Filter[]) =>
        aggregate(await embedded.collection(name).find({}), [...pipeline]),
    });
    const range = { from: TODAY, to: TODAY };
    const [fromPipelines, fromSums] = await Promise.all([
      dashboardFigures(withPipelines, range, TODAY),
      dashboardFigures(embedded, range, TODAY),
    ]);
    expect(fromPipelines.topProducts).toEqual(fromSums.topProducts);
    expect(fromSums.topProducts).toEqual(dashboard.topProducts);
  });
});

describe('the low-stock notice of a variant', () => {
  it('is sent once per variant that reaches the threshold, and again after the owner restocks it', async () => {
    const first = await lowStockMail();
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toContain(`${garment.productName} — Talla M · Negro`);
    // Another sale of the same low variant sends nothing more; S stays above the threshold.
    await buy([
      { variantId: medium, quantity: 1 },
      { variantId: small, quantity: 1 },
    ]);
    expect(await lowStockMail()).toHaveLength(1);

    // The owner restocks M in the admin table; sales take it down again: a second notice.
    const restocked = await harness.request('/api/update-product', {
      cookie: admin.cookie,
      json: {
        ...garmentInput([
          { _id: medium, options: { Talla: 'M', Color: 'Negro' }, stock: 6 },
          { _id: small, options: { Talla: 'S', Color: 'Blanco' }, stock: 8 },
        ]),
        productName: garment.productName,
        _id: garment._id,
      },
    });
    expect(restocked.status).toBe(200);
    await buy([{ variantId: medium, quantity: 4 }]);
    const notices = await lowStockMail();
    expect(notices).toHaveLength(2);
    expect(notices[1]?.subject).toContain(`${garment.productName} — Talla M · Negro`);
    expect(await outboxFor(harness, harness.deps.config.mail.notifyTo, 'low-stock')).toHaveLength(2);
  });
});
