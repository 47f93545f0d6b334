/**
 * Paying for variants: create-order prices each variant (its own price, or the product's), the
 * capture takes the variant's stock and the product's total in one atomic write, and gives both
 * back wherever today's stock is given back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { variantMessages } from '../../src/domain/catalogue/messages-variants.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { ProductDoc } from '../../functions/store/documents.ts';
import { createScriptedPayments, declinedCapture, type ScriptedPayments } from '../fixtures/scripted-payments.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { createGarment, variantIdOf } from './variant-helpers.ts';

let harness: Harness;
let payments: ScriptedPayments;
let browser: Shopper;
let admin: { cookie: string; userId: string };

const pickup = { name: 'Valentina Ospina', email: 'valentina@correo.co', phone: '3104567890', shippingMethod: 'pickup' };

interface Created {
  id: string;
  reference: string;
  amount: { cop: number };
}

beforeAll(async () => {
  payments = createScriptedPayments();
  harness = await createHarness({ payments });
  browser = shopper(harness, { shippingInfo: pickup });
  admin = await harness.signInAs('ADMIN');
});
afterAll(() => harness.close());
beforeEach(() => {
  payments.captureThrowsTimes = 0;
  payments.captureOutcome = null;
});

const stored = async (productId: string) => (await harness.deps.store.collection('products').findOne({ _id: productId })) as ProductDoc;
const stocks = async (productId: string) => {
  const product = await stored(productId);
  return { total: product.stock, variants: product.variants?.map((variant) => variant.stock) };
};

function threeSizes() {
  return createGarment(harness, admin.cookie, [
    { options: { Talla: 'S', Color: 'Negro' }, stock: 5 },
    { options: { Talla: 'M', Color: 'Negro' }, stock: 2, sellingPrice: 40_000, sku: 'CAM-M' },
    { options: { Talla: 'L', Color: 'Negro' }, stock: 0 },
  ]);
}

describe('create-order with variants', () => {
  it("prices each variant with its own price or the product's, naming it in the line", async () => {
    const garment = await threeSizes();
    const created = await browser.createOrder([
      { productId: garment._id, variantId: variantIdOf(garment, 'S', 'Negro'), quantity: 2 },
      { productId: garment._id, variantId: variantIdOf(garment, 'M', 'Negro'), quantity: 1, price: 1 },
    ]);
    expect(created.status).toBe(201);
    const order = await body<Created>(created);
    expect(order.amount.cop).toBe(2 * 50_000 + 40_000);
    const stored = await harness.deps.store.collection('paymentOrders').findOne({ reference: order.reference });
    expect(stored?.lines.map((line) => [line.productName, line.variantLabel, line.unitPrice, line.quantity])).toEqual([
      [`${garment.productName} — Talla S · Negro`, 'Talla S · Negro', 50_000, 2],
      [`${garment.productName} — Talla M · Negro`, 'Talla M · Negro', 40_000, 1],
    ]);
  });

  it.each([
    ['without a variant', (garment: Product) => [{ productId: garment._id, quantity: 1 }], 400, () => variantMessages.variantRequired],
    [
      'with a variant the product lacks',
      (garment: Product) => [{ productId: garment._id, variantId: 'c'.repeat(24), quantity: 1 }],
      400,
      () => variantMessages.variantNotFound,
    ],
    [
      'of a sold-out variant',
      (garment: Product) => [{ productId: garment._id, variantId: variantIdOf(garment, 'L', 'Negro'), quantity: 1 }],
      409,
      (garment: Product) => variantMessages.variantOutOfStock(`${garment.productName} — Talla L · Negro`),
    ],
    [
      'of more units than the variant has',
      (garment: Product) => [{ productId: garment._id, variantId: variantIdOf(garment, 'M', 'Negro'), quantity: 3 }],
      409,
      (garment: Product) => messages.notEnoughStock(`${garment.productName} — Talla M · Negro`),
    ],
  ])('refuses an order %s', async (_case, items, status, message) => {
    const garment = await threeSizes();
    const response = await browser.createOrder(items(garment));
    expect(response.status).toBe(status);
    expect((await body(response)).message).toBe(message(garment));
  });
});

describe('capture with variants', () => {
  it('serves exactly 2 of 20 buyers of a variant with stock 2, its siblings untouched', async () => {
    const garment = await threeSizes();
    const medium = variantIdOf(garment, 'M', 'Negro');
    const orders = await Promise.all(
      Array.from({ length: 20 }, async () =>
        body<Created>(await browser.createOrder([{ productId: garment._id, variantId: medium, quantity: 1 }])),
      ),
    );
    const captures = await Promise.all(orders.map((order) => browser.capture(order.id)));
    const statuses = captures.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    expect((await body(captures.find((response) => response.status === 409)!)).message).toBe(
      messages.soldOutDuringPayment(`${garment.productName} — Talla M · Negro`),
    );
    expect(await stocks(garment._id)).toEqual({ total: 5, variants: [5, 0, 0] });
    const sales = await harness.deps.store.collection('transactions').find({ 'reservationDetails.variantId': medium });
    expect(sales).toHaveLength(2);
    // Nothing is left marked on the product once every order is settled.
    expect(Object.keys((await stored(garment._id)).stockTakenBy ?? {})).toEqual([]);
  });

  it('takes two sizes of one garment in one order, each from its own stock', async () => {
    const garment = await threeSizes();
    const order = await body<Created>(
      await browser.createOrder([
        { productId: garment._id, variantId: variantIdOf(garment, 'S', 'Negro'), quantity: 3 },
        { productId: garment._id, variantId: variantIdOf(garment, 'M', 'Negro'), quantity: 2 },
      ]),
    );
    expect((await browser.capture(order.id)).status).toBe(200);
    expect(await stocks(garment._id)).toEqual({ total: 2, variants: [2, 0, 0] });
    // Captured again: nothing more is taken.
    expect((await browser.capture(order.id)).status).toBe(200);
    expect(await stocks(garment._id)).toEqual({ total: 2, variants: [2, 0, 0] });
  });

  it('gives the variant its units back when the provider is unreachable, and a retry takes them once', async () => {
    const garment = await threeSizes();
    const order = await body<Created>(
      await browser.createOrder([{ productId: garment._id, variantId: variantIdOf(garment, 'S', 'Negro'), quantity: 2 }]),
    );
    payments.captureThrowsTimes = 1;
    expect((await browser.capture(order.id)).status).toBe(502);
    expect(await stocks(garment._id)).toEqual({ total: 7, variants: [5, 2, 0] });
    expect((await browser.capture(order.id)).status).toBe(200);
    expect(await stocks(garment._id)).toEqual({ total: 5, variants: [3, 2, 0] });
  });

  it('gives the variant its units back when the payment is declined', async () => {
    const garment = await threeSizes();
    const order = await body<Created>(
      await browser.createOrder([{ productId: garment._id, variantId: variantIdOf(garment, 'M', 'Negro'), quantity: 1 }]),
    );
    payments.captureOutcome = declinedCapture;
    expect((await browser.capture(order.id)).status).toBe(402);
    expect(await stocks(garment._id)).toEqual({ total: 7, variants: [5, 2, 0] });
  });

  it("takes out of the buyer's server cart only the variant paid", async () => {
    const garment = await threeSizes();
    const small = variantIdOf(garment, 'S', 'Negro');
    const medium = variantIdOf(garment, 'M', 'Negro');
    const { cookie, userId } = await harness.signInAs('GENERAL');
    await harness.request('/api/addtocart', { cookie, json: { productId: garment._id, variantId: small } });
    await harness.request('/api/addtocart', { cookie, json: { productId: garment._id, variantId: medium } });
    const order = await body<Created>(await browser.createOrder([{ productId: garment._id, variantId: small, quantity: 1 }], { cookie }));
    expect((await browser.capture(order.id)).status).toBe(200);
    const left = await harness.deps.store.collection('carts').find({ userId });
    expect(left.map((line) => line.variantId)).toEqual([medium]);
  });
});
