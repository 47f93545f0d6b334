/**
 * A code's "once per customer": guests are counted by the mailbox their e-mail reaches (sub-addresses
 * and Gmail's dots are one mailbox), accounts by the account; a guest's typed e-mail never spends an
 * account's allowance, nor an account a guest's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { promotionMessages as text } from '../../src/domain/promotions/messages-promotions.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { checkoutConsent, checkoutCookie } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let admin: { cookie: string };
let cheap: Product;
const NOW = new Date('2026-03-04T15:00:00Z');
const cookie = checkoutCookie('una-vez');
const pickup = { name: 'Laura Gómez', phone: '3104567890', address: '', shippingMethod: 'pickup' };
let buyers = 0;
let codes = 0;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = await harness.signInAs('ADMIN');
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  cheap = all
    .filter((p) => !p.category.startsWith('Servicios') && !p.variants?.length && p.stock >= 5)
    .sort((a, b) => a.sellingPrice - b.sellingPrice)[0]!;
  await harness.deps.store.collection('products').updateOne({ _id: cheap._id }, { $set: { stock: 500 } });
});
afterAll(() => harness.close());
beforeEach(() => harness.setNow(NOW));

async function oncePerCustomer(): Promise<string> {
  codes += 1;
  const code = `UNAVEZ-${codes}`;
  const response = await harness.request('/api/admin/discount-codes', {
    cookie: admin.cookie,
    json: { code, kind: 'percent', value: 10, maxUsesPerCustomer: 1 },
  });
  expect(response.status).toBe(201);
  return code;
}

/** A create-order with the code from its own address, as a guest unless `userCookie` is given. */
function order(discountCode: string, email: string, userCookie?: string) {
  buyers += 1;
  return harness.request('/api/payment/create-order', {
    json: { items: [{ productId: cheap._id, quantity: 1 }], shippingInfo: { ...pickup, email }, ...checkoutConsent, discountCode },
    cookie: [userCookie, cookie].filter(Boolean).join('; '),
    ip: `10.31.${(buyers >> 8) & 255}.${buyers & 255}`,
  });
}
async function pay(discountCode: string, email: string, userCookie?: string) {
  const created = await order(discountCode, email, userCookie);
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = await body<{ id: string }>(created);
  expect((await harness.request('/api/payment/capture-order', { json: { orderID: id }, cookie })).status).toBe(200);
}
const messageOf = async (response: Response) => (await body<{ message: string }>(response)).message;

describe('guests are one customer per mailbox', () => {
  it.each([
    ['a sub-address', 'ximena@example.com', 'Ximena+otra@Example.com'],
    ["Gmail's dots and googlemail.com", 'ana.maria@gmail.com', 'a.n.a.m.a.r.i.a+2@googlemail.com'],
  ])('%s is the same guest', async (_case, first, second) => {
    const code = await oncePerCustomer();
    await pay(code, first);
    const again = await order(code, second);
    expect(again.status).toBe(400);
    expect(await messageOf(again)).toBe(text.codeUsedUpByCustomer);
  });

  it('dots elsewhere are another mailbox', async () => {
    const code = await oncePerCustomer();
    await pay(code, 'ana.maria@correo.co');
    await pay(code, 'anamaria@correo.co');
  });

  it('20 parallel guests spelling one mailbox 20 ways get the code once', async () => {
    const code = await oncePerCustomer();
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) => order(code, `l.u.c.i.a+${index}@${index % 2 ? 'gmail' : 'googlemail'}.com`)),
    );
    expect(attempts.filter((response) => response.status === 201)).toHaveLength(1);
    const refused = attempts.filter((response) => response.status === 400);
    expect(refused).toHaveLength(19);
    expect(new Set(await Promise.all(refused.map(messageOf)))).toEqual(new Set([text.codeUsedUpByCustomer]));
  });
});

describe('a guest and an account with the same e-mail', () => {
  it("a stranger typing the customer's e-mail does not spend the customer's use", async () => {
    const code = await oncePerCustomer();
    const customer = await harness.signInAs('GENERAL', 'camila@correo.co');
    await pay(code, 'camila@correo.co');
    await pay(code, 'camila@correo.co', customer.cookie);
  });

  it("the customer's own use leaves a guest's with that e-mail alone, and the account still has only one", async () => {
    const code = await oncePerCustomer();
    const customer = await harness.signInAs('GENERAL', 'mateo@correo.co');
    await pay(code, 'mateo@correo.co', customer.cookie);
    const second = await order(code, 'mateo.otro@correo.co', customer.cookie);
    expect(second.status).toBe(400);
    expect(await messageOf(second)).toBe(text.codeUsedUpByCustomer);
    await pay(code, 'mateo@correo.co');
  });
});
