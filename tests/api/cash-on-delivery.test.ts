/**
 * Pago contra entrega: offered only where the owner enabled it and under its maximum, for product
 * deliveries; placing it takes the stock (the paid checkout's conditional take) and mails the
 * confirmation link; the owner's cancel and the sweeper's release give the stock back once; the
 * money is counted when collected — the records, the dashboard, the CSV and the invoice ("efectivo").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { cashOnDeliveryMessages as t } from '../../src/domain/cash-on-delivery/messages-cash-on-delivery.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import {
  confirmationToken,
  medellinSettings,
  placeOrder,
  poblado,
  productWithStock,
  saveSettings,
  stockOf,
} from './cash-on-delivery-helpers.ts';

const NOW = new Date('2026-03-10T15:00:00Z');

let harness: Harness;
let adminCookie: string;
let product: Product;

const offer = async (shippingInfo: Record<string, unknown>, quantity = 1) =>
  (
    await body<{ data: { available: boolean; fee?: number; total?: number; reason?: string } }>(
      await harness.request('/api/cash-on-delivery/offer', { json: { items: [{ productId: product._id, quantity }], shippingInfo } }),
    )
  ).data;

const admin = (path: string, json?: unknown) =>
  harness.request(`/api/admin/cash-on-delivery${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    cookie: adminCookie,
    ...(json ? { json } : {}),
  });

let houses = 0;

/** Places an order to a house of its own, so the per-destination limit never interferes. */
async function placed(quantity = 1, shippingInfo: Record<string, unknown> = poblado) {
  houses += 1;
  const response = await placeOrder(harness, product._id, quantity, { ...shippingInfo, address: `Carrera 43A # ${houses}-10` });
  const answer = await body<{ message: string; data: { reference: string; total: number; fee: number } }>(response);
  expect(response.status, answer.message).toBe(201);
  return answer.data;
}

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
  product = await productWithStock(harness, adminCookie, 10);
});
afterAll(() => harness.close());

describe('where cash on delivery is offered', () => {
  it('is offered nowhere until the owner enables it', async () => {
    expect(await offer(poblado)).toEqual({ available: false, reason: t.refusals.get('place') });
    const refused = await placeOrder(harness, product._id, 1);
    expect(refused.status).toBe(409);
    expect(await stockOf(harness, product._id)).toBe(10);
  });

  it('is offered in an enabled city under its maximum, with its fee, and a neighbourhood follows its own entry', async () => {
    await saveSettings(harness, adminCookie);
    // El Poblado: the city's entry, $15.000 shipping and the $5.000 fee.
    expect(await offer(poblado)).toEqual({ available: true, fee: 5_000, total: product.sellingPrice + 15_000 + 5_000 });
    // Laureles: its own entry, no fee, up to $50.000.
    const laureles = { ...poblado, neighborhood: 'Laureles' };
    expect(await offer(laureles)).toEqual({ available: true, fee: 0, total: product.sellingPrice + 10_000 });
    const overLaureles = Math.ceil(50_000 / product.sellingPrice) + 1;
    expect(await offer(laureles, overLaureles)).toEqual({ available: false, reason: t.refusals.get('over-limit') });
    // A pickup is not a delivery; a city the owner did not enable gets nothing.
    expect(await offer({ ...poblado, shippingMethod: 'pickup' })).toEqual({ available: false, reason: t.refusals.get('not-delivery') });
    const settings = await body<{ data: typeof medellinSettings }>(await admin('/settings'));
    expect(settings.data).toEqual(medellinSettings);
  });

  it('refuses on the server what the offer refuses, taking no stock', async () => {
    const over = Math.ceil(50_000 / product.sellingPrice) + 1;
    const refused = await placeOrder(harness, product._id, over, { ...poblado, neighborhood: 'Laureles' });
    expect(refused.status).toBe(409);
    expect((await body<{ message: string }>(refused)).message).toBe(t.refusals.get('over-limit'));
    expect(await stockOf(harness, product._id)).toBe(10);
  });

  it('refuses settings that are not whole pesos or hours', async () => {
    const wrong = await harness.request('/api/admin/cash-on-delivery/settings', {
      method: 'PUT',
      cookie: adminCookie,
      json: { places: [{ city: 'Medellín', maxAmount: 1.5, fee: 0 }], releaseHours: 2 },
    });
    expect(wrong.status).toBe(400);
    expect((await harness.request('/api/admin/cash-on-delivery/settings', { method: 'PUT', json: medellinSettings })).status).toBe(401);
  });
});

describe('an order paid on delivery', () => {
  it('takes the stock, waits "por confirmar" with no record, and the owner cancelling it returns the stock once', async () => {
    const order = await placed(2);
    expect(order.fee).toBe(5_000);
    expect(await stockOf(harness, product._id)).toBe(8);
    expect(await harness.deps.store.collection('transactions').countDocuments({ reference: order.reference })).toBe(0);
    const list = await body<{ data: { reference: string; state: string; total: number }[] }>(await admin(''));
    expect(list.data.find((item) => item.reference === order.reference)).toMatchObject({ state: 'por-confirmar', total: order.total });
    const mail = await harness.deps.store.collection('mail').findOne({ _id: `cod-confirmation:${order.reference}` });
    expect(mail?.to).toBe(poblado.email);
    expect(mail?.subject).toBe(`Confirma tu pedido contra entrega ${order.reference}`);

    const [first, second] = await Promise.all([admin(`/${order.reference}/cancel`, {}), admin(`/${order.reference}/cancel`, {})]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await stockOf(harness, product._id)).toBe(10);
    expect((await admin(`/${order.reference}/confirm`, {})).status).toBe(409);
  });

  it('is released by the sweeper once unconfirmed past the owner hours, its stock returned once', async () => {
    const order = await placed(3);
    const confirmed = await placed(1);
    expect((await admin(`/${confirmed.reference}/confirm`, {})).status).toBe(200);
    expect(await stockOf(harness, product._id)).toBe(6);
    harness.setNow(new Date(NOW.getTime() + 2 * 3_600_000 + 1_000));
    try {
      const [one, two] = await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
      expect(one.cashOnDeliveryReleased + two.cashOnDeliveryReleased).toBe(1);
      expect((await runSweep(harness.deps)).cashOnDeliveryReleased).toBe(0);
    } finally {
      harness.setNow(NOW);
    }
    // The confirmed one keeps its unit.
    expect(await stockOf(harness, product._id)).toBe(9);
    const stored = await harness.deps.store.collection('paymentOrders').findOne({ reference: order.reference });
    expect(stored).toMatchObject({ status: 'CANCELLED', failure: 'cod-expired' });
    expect((await admin(`/${confirmed.reference}/cancel`, {})).status).toBe(200);
    expect(await stockOf(harness, product._id)).toBe(10);
  });

  it('is confirmed by the link of its mail only once, and a link that is not one is refused', async () => {
    const order = await placed(1);
    const token = await confirmationToken(harness, order.reference);
    const confirm = (value: string) => harness.request('/api/cash-on-delivery/confirm', { json: { token: value } });
    expect((await confirm(token)).status).toBe(200);
    expect((await confirm(token)).status).toBe(404);
    expect((await confirm('x'.repeat(43))).status).toBe(404);
    const list = await body<{ data: { reference: string; state: string; confirmedBy: string | null }[] }>(await admin(''));
    expect(list.data.find((item) => item.reference === order.reference)).toMatchObject({ state: 'confirmada', confirmedBy: 'cliente' });
    expect((await admin(`/${order.reference}/cancel`, {})).status).toBe(200);
  });
});
