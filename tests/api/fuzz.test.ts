/**
 * Abuse of every endpoint: wrong types, missing fields, huge strings, operator objects where
 * strings belong ({"$gt": ""}), arrays, unicode and empty bodies. Every answer is a JSON 4xx with
 * a Spanish message (or a normal answer where the input is in fact acceptable): never a 500,
 * never a stack trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let admin: string;
let product: Product;

beforeAll(async () => {
  harness = await createHarness();
  admin = (await harness.signInAs('ADMIN')).cookie;
  product = (await body<{ data: Product[] }>(await harness.request('/api/get-product?limit=1'))).data[0]!;
});
afterAll(() => harness.close());

const huge = 'x'.repeat(200_000);
const unicode = '🙂 ñandú 漢字 \u0000 \u202e';
const hostile: unknown[] = [
  { $gt: '' },
  { $ne: null },
  ['a', 'b'],
  12345,
  -1,
  1.5,
  true,
  null,
  huge,
  unicode,
  '',
  { nested: { deep: [1] } },
];

interface JsonEndpoint {
  name?: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: () => string;
  valid: () => Record<string, unknown>;
}

const jsonEndpoints: JsonEndpoint[] = [
  {
    method: 'POST',
    path: () => '/api/signup',
    valid: () => ({
      name: 'A',
      email: 'a@b.co',
      tel: '3001234567',
      password: '12345678',
      confirmPassword: '12345678',
      profilePic: 'data:image/png;base64,AAAA',
      acceptDataPolicy: true,
    }),
  },
  { method: 'POST', path: () => '/api/signin', valid: () => ({ email: 'a@b.co', password: 'x' }) },
  { method: 'PATCH', path: () => '/api/profile', valid: () => ({ name: 'A', tel: '3001234567' }) },
  {
    method: 'PATCH',
    path: () => '/api/profile/password',
    valid: () => ({ currentPassword: 'x', password: '12345678', confirmPassword: '12345678' }),
  },
  { method: 'DELETE', path: () => '/api/profile', valid: () => ({ password: 'x' }) },
  { method: 'POST', path: () => '/api/forgot-password', valid: () => ({ email: 'a@b.co' }) },
  { method: 'POST', path: () => '/api/reset-password', valid: () => ({ token: 'x', password: '12345678', confirmPassword: '12345678' }) },
  { method: 'POST', path: () => '/api/update-user', valid: () => ({ userId: 'ffffffffffffffffffffffff', role: 'GENERAL' }) },
  { method: 'POST', path: () => '/api/product-details', valid: () => ({ productId: product._id }) },
  { method: 'POST', path: () => '/api/category-product', valid: () => ({ category: 'Cámaras' }) },
  { method: 'POST', path: () => '/api/filter-product', valid: () => ({ category: ['Cámaras'], minPrice: 1, maxPrice: 2, sort: 'newest' }) },
  {
    method: 'POST',
    path: () => '/api/forma',
    valid: () => ({ name: 'A', email: 'a@b.co', subject: 'S', message: 'M', acceptDataPolicy: true }),
  },
  { method: 'POST', path: () => '/api/newsletter', valid: () => ({ email: 'a@b.co', acceptMarketing: true }) },
  { method: 'POST', path: () => '/api/newsletter/unsubscribe', valid: () => ({ token: 'x' }) },
  { method: 'POST', path: () => '/api/newsletter/confirm', valid: () => ({ token: 'x' }) },
  { method: 'POST', path: () => '/api/confirm-email', valid: () => ({ token: 'x' }) },
  { method: 'POST', path: () => '/api/profile/email-confirmation', valid: () => ({}) },
  { method: 'POST', path: () => '/api/addtocart', valid: () => ({ productId: product._id, quantity: 1 }) },
  { method: 'POST', path: () => '/api/update-cart-product', valid: () => ({ _id: 'ffffffffffffffffffffffff', quantity: 1 }) },
  { method: 'POST', path: () => '/api/delete-cart-product', valid: () => ({ _id: 'ffffffffffffffffffffffff' }) },
  { method: 'POST', path: () => '/api/cart/merge', valid: () => ({ items: [{ productId: product._id, quantity: 1 }] }) },
  {
    method: 'POST',
    path: () => '/api/payment/create-order',
    valid: () => ({
      items: [{ productId: product._id, quantity: 1 }],
      shippingInfo: { name: 'A', email: 'a@b.co', phone: '3001234567', address: 'C', shippingMethod: 'pickup' },
      acceptDataPolicy: true,
      acceptTerms: true,
    }),
  },
  { method: 'POST', path: () => '/api/payment/capture-order', valid: () => ({ orderID: 'NOPE' }) },
  { method: 'POST', path: () => '/api/transactions', valid: () => ({ reference: 'TM-X', amountInCents: 1, status: 'APPROVED' }) },
  { method: 'POST', path: () => '/api/categories', valid: () => ({ name: 'Nueva' }) },
  {
    method: 'POST',
    path: () => '/api/upload-product',
    valid: () => ({
      productName: 'P',
      brandName: 'B',
      category: 'Hogar',
      productImage: ['/images/placeholder.svg'],
      price: 2,
      sellingPrice: 1,
      stock: 1,
    }),
  },
  {
    method: 'POST',
    path: () => '/api/update-product',
    valid: () => ({
      _id: 'ffffffffffffffffffffffff',
      productName: 'P',
      brandName: 'B',
      category: 'Hogar',
      productImage: ['/images/placeholder.svg'],
      price: 2,
      sellingPrice: 1,
      stock: 1,
    }),
  },
  {
    method: 'PUT',
    path: () => '/api/shippingRates',
    valid: () => ({ shippingRates: [{ city: 'Medellín', default: 1, neighborhoods: { Laureles: 2 } }] }),
  },
  { method: 'PATCH', path: () => '/api/transactions/ffffffffffffffffffffffff', valid: () => ({ status: 'enviada' }) },
  { method: 'PATCH', path: () => '/api/admin/contact-messages/ffffffffffffffffffffffff', valid: () => ({ dataRequest: 'reclamo' }) },
  {
    method: 'POST',
    path: () => '/api/reservations/manual',
    valid: () => ({
      serviceId: 'ffffffffffffffffffffffff',
      reservationDate: '2026-03-05',
      reservationTime: '10:00',
      customer: { name: 'A', tel: '3001234567' },
    }),
  },
  { method: 'POST', path: () => '/api/payment/webhook', valid: () => ({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }) },
];

const queryEndpoints = [
  '/api/get-product?category=X&limit=1&skip=0',
  '/api/search?q=camara&description=true',
  '/api/product-prices?ids=ffffffffffffffffffffffff',
  `/api/services/ffffffffffffffffffffffff/availability?date=2026-03-05`,
  '/api/payment/cancel-payment?orderID=NOPE',
  '/api/transactions?type=reservas&from=2026-01-01&to=2026-12-31&status=x&page=1&pageSize=5',
  '/api/transactions/export.csv?type=ventas',
  '/api/transactions/TM-X?access=x',
  '/api/media/nope.png',
];

async function expectSafe(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  const text = await response.text();
  expect(text, label).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
  if (response.status >= 400) {
    const parsed = JSON.parse(text) as { success: boolean; message: string };
    expect(parsed.success, label).toBe(false);
    expect(parsed.message.length, label).toBeGreaterThan(0);
    expect(parsed.message, label).not.toMatch(/\b(undefined|TypeError|SyntaxError|Cannot read)\b/);
  }
}

describe.each(jsonEndpoints.map((endpoint) => ({ ...endpoint, name: endpoint.path() })))('$method $name', (endpoint) => {
  const send = (raw: string) =>
    harness.request(endpoint.path(), {
      method: endpoint.method,
      cookie: admin,
      headers: { 'content-type': 'application/json' },
      body: raw,
    });

  it('refuses malformed and non-object bodies', async () => {
    for (const raw of ['', '{', 'null', '[]', '"texto"', '123', 'true', JSON.stringify([endpoint.valid()])]) {
      const response = await send(raw);
      await expectSafe(response, `${endpoint.path()} ${raw.slice(0, 20)}`);
    }
  });

  it('survives every field replaced by hostile values', async () => {
    const valid = endpoint.valid();
    for (const field of Object.keys(valid)) {
      for (const value of hostile) {
        const response = await send(JSON.stringify({ ...valid, [field]: value }));
        await expectSafe(response, `${endpoint.path()} ${field}=${JSON.stringify(value)?.slice(0, 30)}`);
      }
      const { [field]: _removed, ...missing } = valid;
      await expectSafe(await send(JSON.stringify(missing)), `${endpoint.path()} without ${field}`);
    }
  });
});

describe('query endpoints', () => {
  it('survive hostile query values', async () => {
    for (const url of queryEndpoints) {
      const [path = '', search = ''] = url.split('?');
      const params = [...new URLSearchParams(search).keys()];
      const variants = [
        url,
        path,
        ...params.flatMap((key) => [
          `${path}?${key}=${encodeURIComponent(huge.slice(0, 5000))}`,
          `${path}?${key}=${encodeURIComponent(unicode)}`,
          `${path}?${key}[$gt]=&${key}=a&${key}=b`,
          `${path}?${key}=%00%FF`,
        ]),
      ];
      for (const variant of variants) {
        await expectSafe(await harness.request(variant, { cookie: admin }), variant.slice(0, 80));
      }
    }
  });
});
