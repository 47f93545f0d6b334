/**
 * The checkout end to end through the real PayPal client, against the loopback fake PayPal:
 * amounts sent, declines, faults (slow, 5xx, down) and webhook verification.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalPayments } from '../../functions/integrations/paypal.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import {
  captureCompletedEvent,
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FAKE_WEBHOOK_ID,
  startFakePayPal,
  webhookHeaders,
  type FakePayPal,
} from '../fixtures/paypal-fake.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let fake: FakePayPal;
let harness: Harness;
let product: Product;
let service: Product;

const shippingInfo = {
  name: 'Santiago Mejía',
  email: 'santiago@correo.co',
  phone: '3017654321',
  address: 'Carrera 70 # 44-10',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'Laureles',
};

beforeAll(async () => {
  fake = await startFakePayPal();
  const payments = createPayPalPayments({
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    apiBase: fake.baseUrl,
    webhookId: FAKE_WEBHOOK_ID,
    timeoutMs: 400,
    attempts: 2,
  });
  harness = await createHarness({ payments, now: new Date('2026-03-04T15:00:00Z') });
  browser = shopper(harness, { shippingInfo });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((p) => !p.category.startsWith('Servicios') && p.stock >= 10)!;
  service = all.find((p) => p.category === 'Servicios' && p.stock > 0)!;
});
afterEach(() => fake.setBehaviour('normal'));
afterAll(async () => {
  await harness.close();
  await fake.close();
});

let hour = 8;
/** Each test reserves its own hour on Thursday. */
const nextSlot = () => ({
  productId: service._id,
  reservationDate: '2026-03-05',
  reservationTime: `${String(hour++).padStart(2, '0')}:00`,
});
const stock = async () => (await harness.deps.store.collection('products').findOne({ _id: product._id }))!.stock;
const slot = (item: ReturnType<typeof nextSlot>) =>
  harness.deps.store.collection('slots').findOne({ _id: `${item.productId}|${item.reservationDate}|${item.reservationTime}` });
let browser: Shopper;
const create = (items: unknown[]) => browser.createOrder(items);
const capture = (orderID: string) => browser.capture(orderID);

describe('checkout through PayPal', () => {
  it('sends PayPal the amount the server priced and captures it once', async () => {
    const reservation = nextSlot();
    const created = await body<{ id: string; reference: string; amount: { usd: string } }>(
      await create([{ productId: product._id, quantity: 1 }, reservation]),
    );
    expect(fake.orders.get(created.id)?.amount).toEqual({ currency_code: 'USD', value: created.amount.usd });
    expect(fake.orders.get(created.id)?.reference_id).toBe(created.reference);

    const response = await capture(created.id);
    expect(response.status).toBe(200);
    expect(fake.orders.get(created.id)?.captures).toHaveLength(1);
    expect((await slot(reservation))?.state).toBe('booked');
    expect(await harness.deps.store.collection('transactions').countDocuments({ reference: created.reference })).toBe(2);
  });

  it('a capture PayPal declines takes no stock and frees the slot', async () => {
    const before = await stock();
    const reservation = nextSlot();
    const created = await body<{ id: string; reference: string }>(await create([{ productId: product._id, quantity: 2 }, reservation]));
    fake.setBehaviour('declined', created.id);
    const response = await capture(created.id);
    expect(response.status).toBe(402);
    expect((await body(response)).message).toBe(messages.paymentFailed);
    expect(await stock()).toBe(before);
    expect(await slot(reservation)).toBeNull();
    expect(await harness.deps.store.collection('transactions').countDocuments({ reference: created.reference })).toBe(0);
  });

  it('PayPal down at creation: a clean failure and no slot kept', async () => {
    const reservation = nextSlot();
    await fake.stop();
    try {
      const response = await create([reservation]);
      expect(response.status).toBe(502);
      expect((await body(response)).message).toBe(messages.paymentCreateError);
      expect(await slot(reservation)).toBeNull();
    } finally {
      await fake.resume();
    }
  });

  it('PayPal failing (5xx) or too slow at capture: no stock taken, and a later retry completes', async () => {
    for (const behaviour of [
      { kind: 'server-error' as const, times: 10 },
      { kind: 'slow' as const, delayMs: 1500 },
    ]) {
      const before = await stock();
      const created = await body<{ id: string; reference: string }>(await create([{ productId: product._id, quantity: 1 }]));
      fake.setBehaviour(behaviour);
      const failed = await capture(created.id);
      expect(failed.status, behaviour.kind).toBe(502);
      expect((await body(failed)).message).toBe(messages.paymentProcessingError);
      expect(await stock()).toBe(before);
      fake.setBehaviour('normal');
      expect((await capture(created.id)).status).toBe(200);
      expect(await stock()).toBe(before - 1);
      // However many attempts, PayPal captured the order once.
      expect(fake.orders.get(created.id)?.captures).toHaveLength(1);
    }
  });
});

describe('webhook through PayPal verification', () => {
  const send = (event: unknown, signature: string) =>
    harness.request('/api/payment/webhook', { json: event, headers: webhookHeaders(signature) });

  it('ignores an event PayPal does not vouch for', async () => {
    const created = await body<{ id: string; reference: string; amount: { usd: string } }>(
      await create([{ productId: product._id, quantity: 1 }]),
    );
    const response = await send(captureCompletedEvent(created.id, 'CAP-1', created.amount.usd), 'firma-inventada');
    expect(response.status).toBe(401);
    expect(await harness.deps.store.collection('transactions').countDocuments({ reference: created.reference })).toBe(0);
  });

  it('a concurrent capture and verified webhook make one set of records', async () => {
    const before = await stock();
    const created = await body<{ id: string; reference: string; amount: { usd: string } }>(
      await create([{ productId: product._id, quantity: 1 }]),
    );
    const [captured, notified] = await Promise.all([
      capture(created.id),
      send(captureCompletedEvent(created.id, 'CAP-2', created.amount.usd), 'firma-valida'),
    ]);
    expect(captured.status).toBe(200);
    // While the browser's capture runs the webhook asks to be sent again (503); PayPal does, and
    // the repeat finds the order settled.
    expect([200, 503]).toContain(notified.status);
    const repeated = await send(captureCompletedEvent(created.id, 'CAP-2', created.amount.usd), 'firma-valida');
    expect(repeated.status).toBe(200);
    expect(await harness.deps.store.collection('transactions').countDocuments({ reference: created.reference })).toBe(1);
    expect(await stock()).toBe(before - 1);
  });
});
