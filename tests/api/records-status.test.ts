/**
 * A status set from the admin lists does the whole job: "cancelada" on a reservation cancels each
 * appointment as the shop's real cancellation does (refund, the customer told, a pack credit or a
 * discount code's use given back, the hours freed), once however many requests race; on a sale of a
 * session pack it voids the sessions not used yet. Neither is reopened by another status.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { mailMessages } from '../../src/domain/mail/messages-mail.ts';
import { packMessages } from '../../src/domain/promotions/messages-packs.ts';
import type { PackCredit } from '../../src/domain/promotions/packs.ts';
import type { PublicRecord } from '../../src/domain/records/records.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { ownService } from './booking-helpers.ts';
import { checkoutConsent, checkoutCookie, shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { outboxFor } from './outbox.ts';

let harness: Harness;
let admin: { cookie: string };
let service: Product;
let model: Product;
const NOW = new Date('2026-03-04T15:00:00Z');
/** Thursday the 12th: open, more than 24 hours ahead. */
const DAY = '2026-03-12';
const contact = { name: 'Lucía Gómez', phone: '3104567890', address: '', shippingMethod: 'pickup', city: '', neighborhood: '' };
let customers = 0;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = await harness.signInAs('ADMIN');
  service = await ownService(harness, 60);
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  model = all.find((p) => !p.category.startsWith('Servicios') && !p.variants?.length)!;
});
afterAll(() => harness.close());
beforeEach(() => harness.setNow(NOW));

const appointment = (time: string, extra: Record<string, unknown> = {}) => ({
  productId: service._id,
  reservationDate: DAY,
  reservationTime: time,
  ...extra,
});

/** A customer (signed in when asked) who pays `items`; their e-mail and the paid records. */
async function pay(items: unknown[], options: { cookie?: string; email?: string; discountCode?: string } = {}) {
  customers += 1;
  const email = options.email ?? `estado${customers}@correo.co`;
  const shippingInfo = { ...contact, email };
  const browser = shopper(harness, { shippingInfo, seed: `estado-${customers}`, ...(options.cookie ? { cookie: options.cookie } : {}) });
  const created = options.discountCode
    ? await harness.request('/api/payment/create-order', {
        json: { items, shippingInfo, ...checkoutConsent, discountCode: options.discountCode },
        cookie: checkoutCookie(`estado-codigo-${customers}`),
        ip: `10.88.0.${customers}`,
      })
    : await browser.createOrder(items, { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = await body<{ id: string }>(created);
  const captured = options.discountCode
    ? await harness.request('/api/payment/capture-order', { json: { orderID: id }, cookie: checkoutCookie(`estado-codigo-${customers}`) })
    : await browser.capture(id);
  expect(captured.status, await captured.clone().text()).toBe(200);
  const { reference } = await body<{ reference: string }>(captured);
  const records = await harness.deps.store.collection('transactions').find({ reference });
  return { email, reference, reserva: records.find((r) => r.kind === 'reserva'), venta: records.find((r) => r.kind === 'venta') };
}

const setStatus = (recordId: string, status: string, ip = '10.99.0.1') =>
  harness.request(`/api/transactions/${recordId}`, { method: 'PATCH', cookie: admin.cookie, json: { status }, ip });

async function newCustomer() {
  customers += 1;
  const email = `bono-estado${customers}@correo.co`;
  return { ...(await harness.signInAs('GENERAL', email)), email };
}

async function creditsOf(cookie: string): Promise<PackCredit[]> {
  return (await body<{ data: PackCredit[] }>(await harness.request('/api/profile/credits', { cookie }))).data;
}

async function newPack(sessions: number): Promise<Product> {
  const response = await harness.request('/api/upload-product', {
    cookie: admin.cookie,
    json: {
      productName: `Bono de estado ${Math.random().toString(36).slice(2, 7)}`,
      brandName: 'Tienda',
      category: model.category,
      productImage: model.productImage,
      description: 'Sesiones',
      price: 300_000,
      sellingPrice: 250_000,
      stock: 100,
      packSessions: sessions,
      packServiceIds: [service._id],
      packValidityDays: 30,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ data: Product }>(response)).data;
}

describe('"cancelada" on a reservation, from the admin list', () => {
  it('cancels each appointment as the shop: refunded, the customer told, the hours free again; once, with 20 requests at once', async () => {
    const paid = await pay([appointment('09:00'), appointment('10:00')]);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => setStatus(paid.reserva!._id, 'cancelada', `10.99.1.${n + 1}`)));
    for (const answer of answers) expect(answer.status, await answer.clone().text()).toBeLessThan(500);
    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(succeeded.length).toBeGreaterThan(0);
    expect((await body<{ message: string }>(succeeded[0]!)).message).toBe(messages.reservationCancelledFromList);

    const record = await harness.deps.store.collection('transactions').findOne({ _id: paid.reserva!._id });
    expect(record?.status).toBe('cancelada');
    for (const line of record!.reservationDetails) {
      expect(line).toMatchObject({ cancelledBy: 'tienda' });
      expect(line.refundId).toMatch(/^SANDBOX-REFUND-/);
      expect(line.history?.filter((event) => event.kind === 'cancelada')).toHaveLength(1);
    }
    // The customer is told once per appointment, as when the shop cancels it.
    const told = (await outboxFor(harness, paid.email)).filter((message) =>
      message.mail.subject?.startsWith(mailMessages.cancelledByShopSubject('')),
    );
    expect(told).toHaveLength(2);
    // The hours are free: another customer books them.
    await pay([appointment('09:00'), appointment('10:00')]);
  });

  it('gives back the pack credit that paid the appointment', async () => {
    const buyer = await newCustomer();
    const pack = await newPack(2);
    await pay([{ productId: pack._id, quantity: 1 }], { cookie: buyer.cookie, email: buyer.email });
    const booked = await pay([appointment('11:00', { useCredit: true })], { cookie: buyer.cookie, email: buyer.email });
    expect((await creditsOf(buyer.cookie))[0]).toMatchObject({ used: 1, remaining: 1 });
    expect((await setStatus(booked.reserva!._id, 'cancelada')).status).toBe(200);
    expect((await creditsOf(buyer.cookie))[0]).toMatchObject({ used: 0, remaining: 2 });
  });

  it("gives back the discount code's use", async () => {
    const created = await harness.request('/api/admin/discount-codes', {
      cookie: admin.cookie,
      json: { code: 'ESTADO-1', kind: 'percent', value: 10, maxUses: 1 },
    });
    expect(created.status).toBe(201);
    const paid = await pay([appointment('12:00')], { discountCode: 'ESTADO-1' });
    expect((await setStatus(paid.reserva!._id, 'cancelada')).status).toBe(200);
    // The one use is free again: another payment takes it.
    await pay([appointment('13:00')], { discountCode: 'ESTADO-1' });
  });

  it('is refused as a whole when an appointment may no longer be cancelled, and a cancelled reservation is not reopened', async () => {
    const paid = await pay([appointment('14:00'), { ...appointment('09:00'), reservationDate: '2026-03-05' }]);
    const refused = await setStatus(paid.reserva!._id, 'cancelada');
    expect(refused.status).toBe(400);
    const untouched = await harness.deps.store.collection('transactions').findOne({ _id: paid.reserva!._id });
    expect(untouched?.status).toBe(paid.reserva!.status);
    expect(untouched?.reservationDetails.every((line) => !line.cancelledAt)).toBe(true);

    const other = await pay([appointment('15:00')]);
    expect((await setStatus(other.reserva!._id, 'cancelada')).status).toBe(200);
    const reopened = await setStatus(other.reserva!._id, 'confirmada');
    expect(reopened.status).toBe(409);
    expect((await body<{ message: string }>(reopened)).message).toBe(messages.reservationNotReopened);
    // The statuses without consequences change as before.
    expect((await setStatus(paid.reserva!._id, 'completada')).status).toBe(200);
  });
});

describe('"cancelada" on a sale of a session pack', () => {
  it('voids the sessions not used yet: none can pay an appointment any more, and the sale is not reopened', async () => {
    const buyer = await newCustomer();
    const pack = await newPack(3);
    const sold = await pay([{ productId: pack._id, quantity: 1 }], { cookie: buyer.cookie, email: buyer.email });
    const before = await pay([appointment('16:00', { useCredit: true })], { cookie: buyer.cookie, email: buyer.email });
    expect(before.reserva).toBeDefined();

    const answers = await Promise.all(Array.from({ length: 20 }, () => setStatus(sold.venta!._id, 'cancelada')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect((await body<{ message: string; data: PublicRecord }>(answers[0]!)).message).toBe(messages.saleCancelledPacksVoided);
    // The appointment already paid with a session keeps it.
    const kept = await harness.deps.store.collection('transactions').findOne({ _id: before.reserva!._id });
    expect(kept?.reservationDetails[0]).toMatchObject({ paidWithCredit: expect.anything() });
    expect(kept?.reservationDetails[0]?.cancelledAt).toBeUndefined();
    expect((await creditsOf(buyer.cookie))[0]).toMatchObject({ remaining: 0, expired: true });

    customers += 1;
    const browser = shopper(harness, {
      shippingInfo: { ...contact, email: buyer.email },
      cookie: buyer.cookie,
      seed: `estado-${customers}`,
    });
    const refused = await browser.createOrder([appointment('17:00', { useCredit: true })], {
      shippingInfo: { ...contact, email: buyer.email },
    });
    expect(refused.status).toBe(409);
    expect((await body<{ message: string }>(refused)).message).toBe(packMessages.noCreditLeft(service.productName));

    const reopened = await setStatus(sold.venta!._id, 'pagada');
    expect(reopened.status).toBe(409);
    expect((await body<{ message: string }>(reopened)).message).toBe(messages.saleNotReopened);
  });
});
