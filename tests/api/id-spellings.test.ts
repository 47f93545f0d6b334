/**
 * An id is one id however it is spelt: every id the browser sends (product, variant, service,
 * resource, pack) is lower-cased at the edge, lines are merged after that, and the stock step keys
 * each merged line once, so an id in two spellings never sells past the stock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { ProductDoc } from '../../functions/store/documents.ts';
import { returnStock, takeStock } from '../../functions/services/catalogue/stock.ts';
import { ownService } from './booking-helpers.ts';
import { addResource, createService } from './resource-helpers.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { createGarment, variantIdOf } from './variant-helpers.ts';

let harness: Harness;
let browser: Shopper;
let admin: { cookie: string; userId: string };
const NOW = new Date('2026-03-04T15:00:00Z');
const pickup = { name: 'Valentina Ospina', email: 'valentina@correo.co', phone: '3104567890', shippingMethod: 'pickup' };

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  browser = shopper(harness, { shippingInfo: pickup });
  admin = await harness.signInAs('ADMIN');
});
afterAll(() => harness.close());

const stored = async (productId: string) => (await harness.deps.store.collection('products').findOne({ _id: productId })) as ProductDoc;
const stocks = async (productId: string) => {
  const product = await stored(productId);
  return { total: product.stock, variants: product.variants?.map((variant) => variant.stock) };
};
const messageOf = async (response: Response) => (await body<{ message: string }>(response)).message;

function garmentOfFive() {
  return createGarment(harness, admin.cookie, [
    { options: { Talla: 'S', Color: 'Negro' }, stock: 5 },
    { options: { Talla: 'M', Color: 'Negro' }, stock: 3 },
  ]);
}

describe('a variant id in two spellings', () => {
  it('is one line: 3 + 3 of a variant with stock 5 is refused, nothing is sold', async () => {
    const garment = await garmentOfFive();
    const small = variantIdOf(garment, 'S', 'Negro');
    const created = await browser.createOrder([
      { productId: garment._id, variantId: small.toLowerCase(), quantity: 3 },
      { productId: garment._id, variantId: small.toUpperCase(), quantity: 3 },
    ]);
    expect(created.status).toBe(409);
    expect(await messageOf(created)).toBe(messages.notEnoughStock(`${garment.productName} — Talla S · Negro`));
    expect(await stocks(garment._id)).toEqual({ total: 8, variants: [5, 3] });
  });

  it('3 + 2 in two spellings (and the product id upper-cased) is one line of 5, paid once, and the stock ends at 0', async () => {
    const garment = await garmentOfFive();
    const small = variantIdOf(garment, 'S', 'Negro');
    const created = await browser.createOrder([
      { productId: garment._id, variantId: small, quantity: 3 },
      { productId: garment._id.toUpperCase(), variantId: small.toUpperCase(), quantity: 2 },
    ]);
    expect(created.status, await created.clone().text()).toBe(201);
    const { id, reference, amount } = await body<{ id: string; reference: string; amount: { cop: number } }>(created);
    expect(amount.cop).toBe(5 * 50_000);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference });
    expect(order?.lines.map((line) => [line.productId, line.variantId, line.quantity])).toEqual([[garment._id, small, 5]]);
    expect((await browser.capture(id)).status).toBe(200);
    expect(await stocks(garment._id)).toEqual({ total: 3, variants: [0, 3] });
  });
});

describe('a crowd spelling one variant two ways', () => {
  it('20 parallel buyers of a variant with stock 5 are served exactly 5 times', async () => {
    const garment = await garmentOfFive();
    const small = variantIdOf(garment, 'S', 'Negro');
    const orders = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const variantId = index % 2 ? small.toUpperCase() : small;
        const created = await browser.createOrder([{ productId: garment._id, variantId, quantity: 1 }]);
        expect(created.status).toBe(201);
        return (await body<{ id: string }>(created)).id;
      }),
    );
    const statuses = (await Promise.all(orders.map((id) => browser.capture(id)))).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await stocks(garment._id)).toEqual({ total: 3, variants: [0, 3] });
  });
});

describe('the stock step', () => {
  it('takes two requests for the same variant as one, or none; and gives back exactly what it took', async () => {
    const garment = await garmentOfFive();
    const small = variantIdOf(garment, 'S', 'Negro');
    const orderId = 'a'.repeat(24);
    const line = { productId: garment._id, productName: garment.productName, quantity: 3 };
    const twice = [
      { ...line, variantId: small },
      { ...line, variantId: small.toUpperCase() },
    ];
    const short = await takeStock(harness.deps.store, orderId, twice, NOW);
    expect(short).not.toBeNull();
    expect(await stocks(garment._id)).toEqual({ total: 8, variants: [5, 3] });

    const fits = [
      { ...line, variantId: small, quantity: 2 },
      { ...line, variantId: small.toUpperCase(), quantity: 2 },
    ];
    expect(await takeStock(harness.deps.store, orderId, fits, NOW)).toBeNull();
    expect(await stocks(garment._id)).toEqual({ total: 4, variants: [1, 3] });
    // Taken again (a resumed capture): nothing more.
    expect(await takeStock(harness.deps.store, orderId, fits, NOW)).toBeNull();
    expect(await stocks(garment._id)).toEqual({ total: 4, variants: [1, 3] });
    await returnStock(harness.deps.store, orderId, fits);
    expect(await stocks(garment._id)).toEqual({ total: 8, variants: [5, 3] });
  });
});

describe('other ids in upper case', () => {
  it('a service id books the service, and its hour is held under the one spelling', async () => {
    const service: Product = await ownService(harness, 60);
    const hour = { reservationDate: '2026-03-05', reservationTime: '10:00' };
    const first = await browser.createOrder([{ productId: service._id.toUpperCase(), ...hour }]);
    expect(first.status, await first.clone().text()).toBe(201);
    const order = await harness.deps.store
      .collection('paymentOrders')
      .findOne({ reference: (await body<{ reference: string }>(first)).reference });
    expect(order?.lines[0]?.productId).toBe(service._id);
    const availability = await harness.request(`/api/services/${service._id.toUpperCase()}/availability?date=2026-03-05`);
    expect(availability.status).toBe(200);
  });

  it('a resource id names the resource whatever its case', async () => {
    const resource = await addResource(harness, admin.cookie, 'Cabina mayúsculas', 1);
    const service = await createService(harness, admin.cookie, resource._id.toUpperCase());
    expect((await stored(service._id)).resourceId).toBe(resource._id);
  });

  it('a pack names its services in one spelling', async () => {
    const service = await ownService(harness, 45);
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const model = all.find((p) => !p.category.startsWith('Servicios') && !p.variants?.length)!;
    const response = await harness.request('/api/upload-product', {
      cookie: admin.cookie,
      json: {
        productName: 'Bono mayúsculas',
        brandName: 'Tienda',
        category: model.category,
        productImage: model.productImage,
        description: 'Sesiones',
        price: 300_000,
        sellingPrice: 250_000,
        stock: 10,
        packSessions: 3,
        packServiceIds: [service._id.toUpperCase(), service._id],
        packValidityDays: 30,
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await body<{ data: Product }>(response)).data.packServiceIds).toEqual([service._id]);
  });
});
