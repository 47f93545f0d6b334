/**
 * A shop with both Wompi and PayPal: Wompi is offered first and is the default, PayPal is chosen
 * by name and keeps charging dollars, and neither provider's messages settle the other's orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalPayments } from '../../functions/integrations/paypal.ts';
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
import { FAKE_WOMPI_PUBLIC_KEY, startFakeWompi, transactionUpdatedEvent, type FakeWompi } from '../fixtures/wompi-fake.ts';
import { checkoutConsent, checkoutCookie } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { wompiShipping } from './wompi-helpers.ts';

let paypal: FakePayPal;
let wompi: FakeWompi;
let harness: Harness;
let product: Product;

beforeAll(async () => {
  paypal = await startFakePayPal();
  wompi = await startFakeWompi();
  const payments = createPayPalPayments({
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    apiBase: paypal.baseUrl,
    webhookId: FAKE_WEBHOOK_ID,
    timeoutMs: 2_000,
    attempts: 2,
  });
  harness = await createHarness({ payments, env: wompi.env });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((p) => !p.category.startsWith('Servicios') && p.stock >= 10)!;
});
afterAll(async () => {
  await harness.close();
  await paypal.close();
  await wompi.close();
});

let buyers = 0;
function createOrder(provider?: string) {
  buyers += 1;
  return harness.request('/api/payment/create-order', {
    json: {
      ...checkoutConsent,
      items: [{ productId: product._id, quantity: 1 }],
      shippingInfo: { ...wompiShipping, email: `ambos${buyers}@correo.co` },
      ...(provider ? { provider } : {}),
    },
    cookie: checkoutCookie('ambos'),
    ip: `10.88.0.${buyers}`,
  });
}

describe('Wompi and PayPal together', () => {
  it('lists Wompi (pesos) first and PayPal (dollars) second, each with its key; `provider` names the first', async () => {
    expect(await body(await harness.request('/api/payment/config'))).toEqual({
      provider: 'wompi',
      clientId: FAKE_CLIENT_ID,
      currency: 'COP',
      providers: [
        { id: 'wompi', currency: 'COP', publicKey: FAKE_WOMPI_PUBLIC_KEY },
        { id: 'paypal', currency: 'USD', clientId: FAKE_CLIENT_ID },
      ],
      whatsappNotices: false,
    });
  });

  it('creates a Wompi order by default and a PayPal order in dollars when PayPal is chosen', async () => {
    const pesos = await body<{ data: { provider: string; currency: string } }>(await createOrder());
    expect(pesos.data).toMatchObject({ provider: 'wompi', currency: 'COP' });
    const dollars = await body<{ id: string; reference: string; amount: { usd: string } }>(await createOrder('paypal'));
    expect(paypal.orders.get(dollars.id)?.amount).toEqual({ currency_code: 'USD', value: dollars.amount.usd });
    expect((await harness.deps.store.collection('paymentOrders').findOne({ reference: dollars.reference }))?.provider).toBe('paypal');
  });

  it('a verified PayPal event naming a Wompi order settles nothing', async () => {
    const created = (await body<{ data: { reference: string; amountInCents: number } }>(await createOrder())).data;
    const event = captureCompletedEvent(created.reference, 'CAPTURA-AJENA', String(created.amountInCents), 'COP');
    const response = await harness.request('/api/payment/webhook', { json: event, headers: webhookHeaders() });
    expect(response.status).toBe(200);
    expect((await harness.deps.store.collection('paymentOrders').findOne({ reference: created.reference }))?.status).toBe('CREATED');
    expect(await harness.deps.store.collection('transactions').countDocuments({ reference: created.reference })).toBe(0);
  });

  it("a Wompi transaction naming a PayPal order's reference settles nothing", async () => {
    const dollars = await body<{ id: string; reference: string }>(await createOrder('paypal'));
    const transaction = wompi.addTransaction({ reference: dollars.reference, amountInCents: 1_000_000, status: 'APPROVED' });
    expect((await harness.request('/api/payment/wompi/events', { json: transactionUpdatedEvent(transaction) })).status).toBe(200);
    expect((await harness.request('/api/payment/wompi/confirm', { json: { id: transaction.id } })).status).toBe(404);
    expect((await harness.deps.store.collection('paymentOrders').findOne({ reference: dollars.reference }))?.status).toBe('CREATED');
  });
});
