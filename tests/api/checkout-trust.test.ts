/**
 * The checkout against an attacker and a crowd: how many hours one holder may keep unpaid, how
 * often one address may start a checkout, who may capture or cancel an order, and captures that a
 * crash left half-done (resumed by the next call, the webhook or the sweeper, taking stock once).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { MAX_RESERVATIONS_PER_ORDER, MAX_UNPAID_HOURS_PER_HOLDER, rateRules } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { createScriptedPayments, type ScriptedPayments } from '../fixtures/scripted-payments.ts';
import { ownService } from './booking-helpers.ts';
import { checkoutConsent, checkoutCookie, shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let payments: ScriptedPayments;
let services: Product[];
let longService: Product;
let products: Product[];
let browser: Shopper;
const START = new Date('2026-03-04T15:00:00Z');
let clockMinutes = 0;

const pickup = {
  name: 'Camila Restrepo',
  email: 'camila@correo.co',
  phone: '3001234567',
  address: 'Calle 50 # 40-20',
  shippingMethod: 'pickup',
  city: '',
  neighborhood: '',
};
/** Each test runs an hour later on the server's clock, so rate windows and holds never mix. */
const advance = (minutes: number) => {
  clockMinutes += minutes;
  harness.setNow(new Date(START.getTime() + clockMinutes * 60_000));
};

interface Created {
  id: string;
  reference: string;
}

/** The bookable hours of five open days after the clock's day: 55 one-hour slots. */
function hoursOf(service: Product, count: number) {
  const days = ['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-09', '2026-03-11'];
  const hours = Array.from({ length: 11 }, (_, index) => `${String(8 + index).padStart(2, '0')}:00`);
  return days
    .flatMap((date) => hours.map((time) => ({ productId: service._id, reservationDate: date, reservationTime: time })))
    .slice(0, count);
}

async function availableCount(items: { productId: string; reservationDate: string; reservationTime: string }[]) {
  let available = 0;
  const byDate = new Map<string, Set<string>>();
  for (const item of items) byDate.set(item.reservationDate, (byDate.get(item.reservationDate) ?? new Set()).add(item.reservationTime));
  for (const [date, times] of byDate) {
    const answer = await body<{ data: { slots: { time: string; available: boolean }[] } }>(
      await harness.request(`/api/services/${items[0]!.productId}/availability?date=${date}`),
    );
    available += answer.data.slots.filter((slot) => times.has(slot.time) && slot.available).length;
  }
  return available;
}

beforeAll(async () => {
  payments = createScriptedPayments();
  harness = await createHarness({ payments, now: START });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  // One-hour services: each reservation takes one hour (a longer one takes every hour it runs through).
  services = all.filter((p) => p.category === 'Servicios' && p.stock > 0 && (p.serviceDuration ?? 0) <= 60);
  longService = all.find(
    (p) => p.category === 'Servicios' && p.stock > 0 && (p.serviceDuration ?? 0) > 60 && (p.serviceDuration ?? 0) <= 120,
  )!;
  products = all.filter((p) => !p.category.startsWith('Servicios') && p.stock >= 5);
  browser = shopper(harness, { shippingInfo: pickup });
});
afterAll(() => harness.close());
beforeEach(() => {
  payments.captureHangs = false;
  advance(60);
});

describe('holding hours', () => {
  it(`refuses an order with more than ${MAX_RESERVATIONS_PER_ORDER} reservations`, async () => {
    const items = hoursOf(services[0]!, MAX_RESERVATIONS_PER_ORDER + 1);
    const response = await browser.createOrder(items);
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(messages.tooManyReservationsInOrder(MAX_RESERVATIONS_PER_ORDER));
    expect((await browser.createOrder(items.slice(0, MAX_RESERVATIONS_PER_ORDER))).status).toBe(201);
  });

  it('55 parallel one-hour orders from one address leave at least 80 % of those hours free', async () => {
    const items = hoursOf(services[1]!, 55);
    const responses = await Promise.all(
      items.map((item, index) =>
        browser.createOrder([item], { ip: '203.0.113.7', shippingInfo: { ...pickup, email: `atacante${index}@correo.co` } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_UNPAID_HOURS_PER_HOLDER);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    const refused = await body(responses.find((response) => response.status === 429)!);
    expect([messages.tooManyUnpaidHours(MAX_UNPAID_HOURS_PER_HOLDER), messages.tooManyCheckouts]).toContain(refused.message);
    expect(await availableCount(items)).toBeGreaterThanOrEqual(44);
    expect(await harness.deps.store.collection('slots').countDocuments({ serviceId: services[1]!._id })).toBe(MAX_UNPAID_HOURS_PER_HOLDER);
  });

  it('caps one e-mail of the shipping form across addresses', async () => {
    const items = hoursOf(services[2]!, 10);
    const responses = await Promise.all(
      items.map((item, index) => browser.createOrder([item], { ip: `198.51.100.${index + 1}`, shippingInfo: pickup })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(MAX_UNPAID_HOURS_PER_HOLDER);
  });

  it('caps one mailbox however its e-mail is spelt (sub-addresses, capitals, Gmail’s dots)', async () => {
    const service = await ownService(harness, 60);
    const items = hoursOf(service, 10);
    const spellings = (index: number) => (index % 2 ? `Ca.Mila+${index}@googlemail.com` : `camila+${index}@gmail.com`);
    const responses = await Promise.all(
      items.map((item, index) =>
        browser.createOrder([item], { ip: `198.51.101.${index + 1}`, shippingInfo: { ...pickup, email: spellings(index) } }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(MAX_UNPAID_HOURS_PER_HOLDER);
  });

  it('frees a holder’s hours when an order is paid, cancelled, or its hold expires', async () => {
    const items = hoursOf(services[3]!, 9);
    const ip = '192.0.2.50';
    const send = (index: number) =>
      browser.createOrder([items[index]!], { ip, shippingInfo: { ...pickup, email: `libre${index}@correo.co` } });
    const created: Created[] = [];
    for (let index = 0; index < MAX_UNPAID_HOURS_PER_HOLDER; index += 1) created.push(await body<Created>(await send(index)));
    expect((await send(6)).status).toBe(429);
    expect((await browser.capture(created[0]!.id)).status).toBe(200);
    expect((await send(6)).status).toBe(201);
    expect((await browser.cancel(created[1]!.id)).status).toBe(200);
    expect((await send(7)).status).toBe(201);
    expect((await send(8)).status).toBe(429);
    advance(16);
    expect((await send(8)).status).toBe(201);
  });

  it('counts every hour a long booking holds: a two-hour booking uses two of the holder’s hours', async () => {
    const ip = '192.0.2.70';
    const at = (time: string) => ({ productId: longService._id, reservationDate: '2026-03-12', reservationTime: time });
    const send = (time: string, index: number) =>
      browser.createOrder([at(time)], { ip, shippingInfo: { ...pickup, email: `larga${index}@correo.co` } });
    expect((await send('08:00', 0)).status).toBe(201);
    expect((await send('10:00', 1)).status).toBe(201);
    expect((await send('12:00', 2)).status).toBe(201);
    const refused = await send('14:00', 3);
    expect(refused.status).toBe(429);
    expect((await body(refused)).message).toBe(messages.tooManyUnpaidHours(MAX_UNPAID_HOURS_PER_HOLDER));
    // One order never needs more hours than a holder may keep: refused before anything is held.
    const tooLong = await browser.createOrder(
      ['08:00', '10:00', '12:00', '14:00'].map((time) => ({ ...at(time), reservationDate: '2026-03-13' })),
      {
        ip: '192.0.2.71',
      },
    );
    expect(tooLong.status).toBe(400);
    expect((await body(tooLong)).message).toBe(messages.tooManyHoursInOrder(MAX_UNPAID_HOURS_PER_HOLDER));
    expect(await harness.deps.store.collection('slots').countDocuments({ date: '2026-03-13' })).toBe(0);
  });

  it(`lets one address start at least 30 checkouts in 10 minutes, and refuses past ${rateRules.createOrderPerAddress.limit}`, async () => {
    const product = products[0]!;
    const send = () => browser.createOrder([{ productId: product._id, quantity: 1 }], { ip: '192.0.2.99' });
    const statuses: number[] = [];
    for (let index = 0; index < rateRules.createOrderPerAddress.limit; index += 1) statuses.push((await send()).status);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect((await body(refused)).message).toBe(messages.tooManyCheckouts);
  });
});

describe('only whoever created an order may capture or cancel it', () => {
  it('refuses another browser and nobody, while the owner captures and reads the same answer again', async () => {
    const stranger = shopper(harness, { shippingInfo: pickup, seed: 'otro-navegador' });
    const item = hoursOf(services[0]!, 20)[12]!;
    const created = await body<Created>(await browser.createOrder([item]));
    for (const attempt of [
      stranger.capture(created.id),
      stranger.cancel(created.id),
      harness.request('/api/payment/capture-order', { json: { orderID: created.id } }),
      harness.request('/api/payment/cancel-payment', { json: { orderID: created.id } }),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(404);
      expect((await body(response)).message).toBe(messages.paymentOrderNotFound);
    }
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference: created.reference });
    expect(order?.status).toBe('CREATED');

    const first = await browser.capture(created.id);
    expect(first.status).toBe(200);
    const again = await browser.capture(created.id);
    expect(await again.json()).toEqual(await first.json());
    // The receipt token never reaches a stranger through a re-capture.
    expect((await stranger.capture(created.id)).status).toBe(404);
  });

  it('lets a signed-in owner capture from another browser, but not another account', async () => {
    const owner = await harness.signInAs('GENERAL');
    const other = await harness.signInAs('GENERAL');
    const product = products[1]!;
    const created = await body<Created>(await browser.createOrder([{ productId: product._id, quantity: 1 }], { cookie: owner.cookie }));
    const asOther = await harness.request('/api/payment/capture-order', { json: { orderID: created.id }, cookie: other.cookie });
    expect(asOther.status).toBe(404);
    const asOwner = await harness.request('/api/payment/capture-order', { json: { orderID: created.id }, cookie: owner.cookie });
    expect(asOwner.status).toBe(200);
  });

  it('cancels only by POST: the old GET link changes nothing', async () => {
    const item = hoursOf(services[0]!, 20)[13]!;
    const created = await body<Created>(await browser.createOrder([item]));
    const viaGet = await harness.request(`/api/payment/cancel-payment?orderID=${created.id}`, { cookie: browser.cookie });
    expect(viaGet.status).toBe(404);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference: created.reference });
    expect(order?.status).toBe('CREATED');
    expect((await browser.cancel(created.id)).status).toBe(200);
  });

  it('sets the checkout cookie HttpOnly, and keeps a browser’s own token', async () => {
    const fresh = await harness.request('/api/payment/create-order', {
      json: { items: [{ productId: products[2]!._id, quantity: 1 }], shippingInfo: pickup, ...checkoutConsent },
      ip: '192.0.2.123',
    });
    const setCookie = fresh.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/checkout=[0-9a-f]{64}/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const kept = await browser.createOrder([{ productId: products[2]!._id, quantity: 1 }]);
    expect(kept.headers.get('set-cookie')).toContain(checkoutCookie('navegador'));
  });
});

describe('a capture a crash left half-done', () => {
  const stockOf = async (productId: string) => (await harness.deps.store.collection('products').findOne({ _id: productId }))!.stock;
  const orderOf = (reference: string) => harness.deps.store.collection('paymentOrders').findOne({ reference });

  /** Starts a capture that dies after taking the stock (the provider never answers). */
  async function dieMidCapture(product: Product, quantity: number): Promise<Created> {
    const created = await body<Created>(await browser.createOrder([{ productId: product._id, quantity }]));
    payments.captureHangs = true;
    // The provider's count is cumulative across tests: wait for this capture's own call, so the hang
    // is not lifted before the capture reaches the provider.
    const callsBefore = payments.captureCalls;
    void browser.capture(created.id);
    for (let tries = 0; (await orderOf(created.reference))?.status !== 'CAPTURING' || payments.captureCalls === callsBefore; tries += 1) {
      if (tries > 200) throw new Error('the capture never started');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    payments.captureHangs = false;
    return created;
  }

  it('is resumed by the next capture call once stale, taking the stock once', async () => {
    const product = products[3]!;
    const before = await stockOf(product._id);
    const calls = payments.captureCalls;
    const created = await dieMidCapture(product, 2);
    await waitFor(async () => (await stockOf(product._id)) === before - 2);
    advance(3);
    expect((await browser.capture(created.id)).status).toBe(200);
    expect(payments.captureCalls).toBe(calls + 2);
    expect(await stockOf(product._id)).toBe(before - 2);
    expect(await harness.deps.store.collection('transactions').countDocuments({ reference: created.reference })).toBe(1);
    const stored = await harness.deps.store.collection('products').findOne({ _id: product._id });
    expect(stored?.stockTakenBy ?? {}).toEqual({});
  });

  it('is resumed by the sweeper, once, even when it runs twice', async () => {
    const product = products[4]!;
    const before = await stockOf(product._id);
    const created = await dieMidCapture(product, 1);
    expect((await runSweep(harness.deps)).resumedCaptures).toBe(0);
    advance(3);
    await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
    expect((await orderOf(created.reference))?.status).toBe('COMPLETED');
    expect((await runSweep(harness.deps)).resumedCaptures).toBe(0);
    expect(await stockOf(product._id)).toBe(before - 1);
    expect(await harness.deps.store.collection('transactions').countDocuments({ reference: created.reference })).toBe(1);
  });

  it('makes the webhook ask to be sent again while the capture runs, and applies it once stale', async () => {
    const product = products[5]!;
    const before = await stockOf(product._id);
    const created = await dieMidCapture(product, 1);
    const order = await orderOf(created.reference);
    const event = {
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: 'CAPTURE-WEBHOOK',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: order!.amounts.totalNowUsd },
        supplementary_data: { related_ids: { order_id: created.id } },
      },
    };
    const send = () =>
      harness.request('/api/payment/webhook', { json: event, headers: { 'paypal-transmission-sig': payments.validSignature } });
    const early = await send();
    expect(early.status).toBe(503);
    expect((await body(early)).message).toBe(messages.webhookRetryLater);
    advance(3);
    expect((await send()).status).toBe(200);
    expect((await orderOf(created.reference))?.status).toBe('COMPLETED');
    expect(await stockOf(product._id)).toBe(before - 1);
    expect((await send()).status).toBe(200);
    expect(await harness.deps.store.collection('transactions').countDocuments({ reference: created.reference })).toBe(1);
  });
});

async function waitFor(check: () => Promise<boolean>) {
  for (let tries = 0; !(await check()); tries += 1) {
    if (tries > 200) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
