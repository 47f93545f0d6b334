/**
 * The payment answers inside the envelope: create-order and capture-order keep the spec's
 * top-level fields and carry, beside them, the `data` the shop's browser reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapturedPayment, CreatedPayment } from '../../src/domain/checkout/checkout.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { centsToUsdString, copToUsdCents } from '../../src/domain/money/money.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { createScriptedPayments } from '../fixtures/scripted-payments.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let browser: Shopper;
let product: Product;

const pickup = { name: 'Valentina Ospina', email: 'valentina@correo.co', phone: '3104567890', shippingMethod: 'pickup' };

interface CreateAnswer {
  success: boolean;
  id: string;
  reference: string;
  amount: { cop: number; usd: string; usdCents: number };
  data: CreatedPayment;
}

interface CaptureAnswer {
  success: boolean;
  id: string;
  status: string;
  reference: string;
  accessToken: string;
  purchase_units: { reference_id: string; payments: { captures: { amount: { currency_code: string; value: string } }[] } }[];
  data: CapturedPayment;
}

beforeAll(async () => {
  harness = await createHarness({ payments: createScriptedPayments(), now: new Date('2026-03-04T15:00:00Z') });
  browser = shopper(harness, { shippingInfo: pickup, seed: 'sobre' });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => !candidate.category.startsWith('Servicios') && candidate.stock >= 5)!;
});
afterAll(() => harness.close());

async function created(): Promise<CreateAnswer> {
  const response = await browser.createOrder([{ productId: product._id, quantity: 2 }], {
    shippingInfo: { ...pickup, address: 'Calle 10 # 43-20' },
  });
  expect(response.status).toBe(201);
  return body<CreateAnswer>(response);
}

describe('POST /api/payment/create-order', () => {
  it('keeps `id`, `reference` and `amount`, and repeats them in `data` with the provider’s order id', async () => {
    const answer = await created();
    const cop = product.sellingPrice * 2;
    const amount = { cop, usd: centsToUsdString(copToUsdCents(cop)), usdCents: copToUsdCents(cop) };
    expect(answer).toEqual({
      success: true,
      error: false,
      id: answer.data.providerOrderId,
      reference: answer.data.reference,
      amount,
      data: { reference: answer.reference, providerOrderId: answer.id, amount },
    });
    expect(answer.reference).toMatch(/^TM-[0-9A-F]{12}$/);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference: answer.reference });
    expect(order?.providerOrderId).toBe(answer.data.providerOrderId);
  });

  it('answers a failure as the envelope, without `data`', async () => {
    const response = await browser.createOrder([{ productId: product._id, quantity: product.stock + 1 }]);
    expect(response.status).toBe(409);
    expect(await body(response)).toEqual({ success: false, error: true, message: messages.notEnoughStock(product.productName) });
  });
});

describe('POST /api/payment/capture-order', () => {
  it('keeps the spec’s fields and adds `data` with the status, the amount and the result page to open', async () => {
    const order = await created();
    const response = await browser.capture(order.id);
    expect(response.status).toBe(200);
    const answer = await body<CaptureAnswer>(response);

    // The spec's fields, as before.
    expect(answer.success).toBe(true);
    expect(answer.id).toBe(order.id);
    expect(answer.status).toBe('COMPLETED');
    expect(answer.reference).toBe(order.reference);
    expect(answer.purchase_units[0]?.payments.captures[0]?.amount).toEqual({ currency_code: 'USD', value: order.amount.usd });
    expect(answer.accessToken).toMatch(/^[0-9a-f]{48}$/);

    expect(answer.data).toEqual({
      reference: order.reference,
      status: 'COMPLETED',
      amount: order.amount,
      receiptUrl: `/payment-success?status=APPROVED&reference=${order.reference}&amount_in_cents=${order.amount.usdCents}`,
      accessToken: answer.accessToken,
    });

    // The receipt URL's page reads the records with the token `data` carries.
    const records = await harness.request(`/api/transactions/${answer.data.reference}?access=${answer.data.accessToken}`);
    expect(records.status).toBe(200);
    const [sale] = (await body<{ data: { amounts: { totalNowUsdCents: number } }[] }>(records)).data;
    expect(sale?.amounts.totalNowUsdCents).toBe(answer.data.amount.usdCents);
  });

  it('gives the same answer, `data` included, to a repeated capture', async () => {
    const order = await created();
    const first = await body<CaptureAnswer>(await browser.capture(order.id));
    const again = await body<CaptureAnswer>(await browser.capture(order.id));
    expect(again).toEqual(first);
  });

  it('answers another browser’s capture with 404 and no `data`', async () => {
    const order = await created();
    const stranger = shopper(harness, { shippingInfo: pickup, seed: 'otro-navegador' });
    const response = await stranger.capture(order.id);
    expect(response.status).toBe(404);
    expect(await body(response)).toEqual({ success: false, error: true, message: messages.paymentOrderNotFound });
  });
});
