/**
 * GET /api/payment/orders/:reference, what the result pages show: only the order's browser, its
 * signed-in owner or the receipt token read it; a Wompi payment still pending is read again from
 * Wompi, so a late approval settles on the buyer's next look, once, and takes the paid products
 * out of the signed-in buyer's server cart (and nothing added afterwards).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { paymentResultMessages } from '../../src/domain/checkout/messages-payment-result.ts';
import type { PaymentResultView } from '../../src/domain/checkout/payment-result.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { checkoutCookie } from './checkout-helpers.ts';
import { body } from './helpers.ts';
import { confirm, createWompiOrder, openWompiShop, type WompiShop } from './wompi-helpers.ts';

let shop: WompiShop;
let start: Date;
let otherProduct: Product;

beforeAll(async () => {
  shop = await openWompiShop();
  start = shop.harness.deps.clock();
  const all = (await body<{ data: Product[] }>(await shop.harness.request('/api/get-product'))).data;
  otherProduct = all.find((p) => !p.category.startsWith('Servicios') && p.stock >= 5 && p._id !== shop.product._id)!;
});
afterAll(() => shop.close());

const at = (minutes: number) => shop.harness.setNow(new Date(start.getTime() + minutes * 60_000));

const readResult = (reference: string, options: { cookie?: string; access?: string; ip?: string } = {}) =>
  shop.harness.request(`/api/payment/orders/${encodeURIComponent(reference)}${options.access ? `?access=${options.access}` : ''}`, {
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.ip ? { ip: options.ip } : {}),
  });
const resultOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return (await body<{ data: PaymentResultView }>(response)).data;
};

async function serverCart(cookie: string) {
  const lines = (
    await body<{ data: { productId: string; quantity: number }[] }>(await shop.harness.request('/api/view-cart-product', { cookie }))
  ).data;
  return lines.map((line) => [line.productId, line.quantity]);
}

describe('who reads a payment result', () => {
  it('the browser that paid and the receipt token read it; a stranger, another account, an admin or a made-up reference get the not-found', async () => {
    at(0);
    const created = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 1 }]);
    const paid = shop.fake.addTransaction({ reference: created.reference, amountInCents: created.amountInCents, status: 'APPROVED' });
    expect((await confirm(shop, paid.id)).status).toBe(200);
    const order = (await shop.order(created.reference))!;

    const mine = await resultOf(await readResult(created.reference, { cookie: shop.browser.cookie }));
    expect(mine).toMatchObject({ status: 'APPROVED', reference: created.reference, accessToken: order.accessToken, fromThisBrowser: true });
    if (mine.status !== 'APPROVED') throw new Error('not approved');
    expect(mine.records.map((record) => [record.kind, record.amounts.payNow])).toEqual([['venta', created.amountInCents / 100]]);
    expect(mine.items).toEqual([{ kind: 'product', productId: shop.product._id, quantity: 1 }]);
    expect(JSON.stringify(mine.records)).not.toContain(order.accessToken);

    const withToken = await resultOf(await readResult(created.reference, { access: order.accessToken }));
    expect(withToken).toMatchObject({ status: 'APPROVED', fromThisBrowser: false });

    const admin = await shop.harness.signInAs('ADMIN');
    const someone = await shop.harness.signInAs('GENERAL');
    const strangers = [
      readResult(created.reference),
      readResult(created.reference, { cookie: checkoutCookie('otro-navegador') }),
      readResult(created.reference, { cookie: someone.cookie }),
      readResult(created.reference, { cookie: admin.cookie }),
      readResult(created.reference, { access: 'f'.repeat(order.accessToken.length) }),
      readResult('TM-INVENTADO1', { cookie: shop.browser.cookie }),
    ];
    for (const response of await Promise.all(strangers)) {
      expect(response.status).toBe(404);
      expect((await body(response)).message).toBe(messages.noTransactionDetails);
    }
  });

  it('a signed-in buyer reads their order from another browser, which keeps its own cart', async () => {
    at(5);
    const buyer = await shop.harness.signInAs('GENERAL');
    const created = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 1 }], { cookie: buyer.cookie });
    const paid = shop.fake.addTransaction({ reference: created.reference, amountInCents: created.amountInCents, status: 'APPROVED' });
    await confirm(shop, paid.id);
    const elsewhere = await resultOf(await readResult(created.reference, { cookie: buyer.cookie }));
    expect(elsewhere).toMatchObject({ status: 'APPROVED', fromThisBrowser: false });
  });
});

describe('a late approval', () => {
  it("settles on the buyer's next read, once, and empties the signed-in buyer's server cart of what was paid", async () => {
    at(30);
    const buyer = await shop.harness.signInAs('GENERAL');
    const cookie = `${buyer.cookie}; ${shop.browser.cookie}`;
    await shop.harness.request('/api/addtocart', { cookie: buyer.cookie, json: { productId: shop.product._id, quantity: 2 } });
    await shop.harness.request('/api/addtocart', { cookie: buyer.cookie, json: { productId: otherProduct._id } });
    const reservation = shop.nextSlot();
    at(31);
    const created = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 2 }, reservation], { cookie: buyer.cookie });
    const stockBefore = await shop.stock();
    // PSE: the bank has not answered yet.
    const transaction = shop.fake.addTransaction({ reference: created.reference, amountInCents: created.amountInCents, status: 'PENDING' });
    at(32);
    expect((await body<{ data: { status: string } }>(await confirm(shop, transaction.id))).data.status).toBe('PENDING');
    expect(await resultOf(await readResult(created.reference, { cookie }))).toEqual({ status: 'PENDING', reference: created.reference });
    expect(await serverCart(buyer.cookie)).toEqual([
      [shop.product._id, 2],
      [otherProduct._id, 1],
    ]);

    // Minutes later the bank approves; nobody tells the shop. Twenty reads at once settle it once.
    shop.fake.setStatus(transaction.id, 'APPROVED');
    at(41);
    const reads = await Promise.all(Array.from({ length: 20 }, () => readResult(created.reference, { cookie, ip: '10.200.0.1' })));
    const statuses = await Promise.all(reads.map(async (response) => (await resultOf(response)).status));
    expect(statuses.every((status) => status === 'APPROVED' || status === 'PENDING')).toBe(true);
    expect(await resultOf(await readResult(created.reference, { cookie }))).toMatchObject({ status: 'APPROVED', fromThisBrowser: true });
    expect(await shop.stock()).toBe(stockBefore - 2);
    expect(await shop.records(created.reference)).toBe(2);
    expect(await shop.slotState(reservation)).toBe('booked');
    // Only the paid product left the cart; the other line stays.
    expect(await serverCart(buyer.cookie)).toEqual([[otherProduct._id, 1]]);

    // The buyer adds the product again; a repeat of every way to settle takes nothing more.
    at(45);
    await shop.harness.request('/api/addtocart', { cookie: buyer.cookie, json: { productId: shop.product._id } });
    await resultOf(await readResult(created.reference, { cookie }));
    await confirm(shop, transaction.id);
    await runSweep(shop.harness.deps);
    expect(await serverCart(buyer.cookie)).toEqual([
      [otherProduct._id, 1],
      [shop.product._id, 1],
    ]);
    expect(await shop.stock()).toBe(stockBefore - 2);
    expect(await shop.records(created.reference)).toBe(2);
  });

  it('a pending order without hours is read again from Wompi too, and settles', async () => {
    at(60);
    const created = await createWompiOrder(shop, [{ productId: otherProduct._id, quantity: 1 }]);
    const transaction = shop.fake.addTransaction({ reference: created.reference, amountInCents: created.amountInCents, status: 'PENDING' });
    await confirm(shop, transaction.id);
    expect((await resultOf(await readResult(created.reference, { cookie: shop.browser.cookie }))).status).toBe('PENDING');
    shop.fake.setStatus(transaction.id, 'APPROVED');
    at(70);
    expect((await resultOf(await readResult(created.reference, { cookie: shop.browser.cookie }))).status).toBe('APPROVED');
  });
});

describe('a declined payment', () => {
  it('speaks of freed hours only when the order held hours and gave them back', async () => {
    at(90);
    const products = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 1 }]);
    const noHours = shop.fake.addTransaction({ reference: products.reference, amountInCents: products.amountInCents, status: 'DECLINED' });
    expect(await body(await confirm(shop, noHours.id))).toMatchObject({
      message: paymentResultMessages.wompiDeclinedNoHours,
      data: { status: 'DECLINED' },
    });
    expect(await resultOf(await readResult(products.reference, { cookie: shop.browser.cookie }))).toEqual({
      status: 'DECLINED',
      reference: products.reference,
      freedHours: false,
    });

    const reservation = shop.nextSlot();
    const booking = await createWompiOrder(shop, [reservation]);
    const withHours = shop.fake.addTransaction({ reference: booking.reference, amountInCents: booking.amountInCents, status: 'DECLINED' });
    expect(await body(await confirm(shop, withHours.id))).toMatchObject({ message: messages.wompiDeclined });
    expect(await resultOf(await readResult(booking.reference, { cookie: shop.browser.cookie }))).toMatchObject({
      status: 'DECLINED',
      freedHours: true,
    });
  });
});
