/**
 * Session packs ("bonos"): the owner makes a product a pack, a signed-in customer buys it and gets
 * its credits, pays appointments with them (atomically, whatever the race), gets one back when an
 * appointment is cancelled, and the owner, /perfil and the export see them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { packMessages as t } from '../../src/domain/promotions/messages-packs.ts';
import type { PackCredit } from '../../src/domain/promotions/packs.ts';
import type { PublicRecord } from '../../src/domain/records/records.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { grantSessionPacks } from '../../functions/services/promotions/session-packs.ts';
import { ownService } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness, testStoreEngine } from './helpers.ts';
import { mongoOnlyOnFerret } from '../store/ferretdb-gaps.ts';

let harness: Harness;
let admin: { cookie: string };
let model: Product;
let service: Product;
let otherService: Product;
const NOW = new Date('2026-03-04T15:00:00Z');
/** Thursday the 5th and the next days: open, no holiday. */
const DAY = '2026-03-05';
const contact = { name: 'Sara Ruiz', phone: '3104567890', address: '', shippingMethod: 'pickup', city: '', neighborhood: '' };

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = await harness.signInAs('ADMIN');
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  model = all.find((p) => !p.category.startsWith('Servicios') && !p.variants?.length)!;
  service = await ownService(harness, 60);
  otherService = await ownService(harness, 45);
});
afterAll(() => harness.close());
beforeEach(() => harness.setNow(NOW));

const messageOf = async (response: Response) => (await body<{ message: string }>(response)).message;

function packInput(fields: Record<string, unknown>) {
  return {
    productName: `Bono de bronceado ${Math.random().toString(36).slice(2, 7)}`,
    brandName: 'Tienda',
    category: model.category,
    productImage: model.productImage,
    description: 'Sesiones de bronceado',
    price: 300_000,
    sellingPrice: 250_000,
    stock: 100,
    ...fields,
  };
}

async function newPack(sessions: number, validityDays = 30, serviceIds = [service._id]): Promise<Product> {
  const response = await harness.request('/api/upload-product', {
    cookie: admin.cookie,
    json: packInput({ packSessions: sessions, packServiceIds: serviceIds, packValidityDays: validityDays }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ data: Product }>(response)).data;
}

let customers = 0;
/** A signed-in customer with a browser of their own. */
async function newCustomer() {
  customers += 1;
  const email = `bonos${customers}@correo.co`;
  const user = await harness.signInAs('GENERAL', email);
  const browser = shopper(harness, { shippingInfo: { ...contact, email }, cookie: user.cookie, seed: `bonos-${customers}` });
  return { ...user, email, browser };
}
type Customer = Awaited<ReturnType<typeof newCustomer>>;

async function pay(customer: Customer, items: unknown[]) {
  const created = await customer.browser.createOrder(items, { shippingInfo: { ...contact, email: customer.email } });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id, amount } = await body<{ id: string; amount: { cop: number } }>(created);
  const captured = await customer.browser.capture(id);
  expect(captured.status, await captured.clone().text()).toBe(200);
  return { id, amount, ...(await body<{ reference: string; accessToken: string }>(captured)) };
}

async function creditsOf(customer: Customer): Promise<PackCredit[]> {
  const response = await harness.request('/api/profile/credits', { cookie: customer.cookie });
  expect(response.status).toBe(200);
  return (await body<{ data: PackCredit[] }>(response)).data;
}

const appointment = (time: string, useCredit = true, productId = service._id, date = DAY) => ({
  productId,
  reservationDate: date,
  reservationTime: time,
  ...(useCredit ? { useCredit: true } : {}),
});

async function recordsOf(reference: string, access: string): Promise<PublicRecord[]> {
  const response = await harness.request(`/api/payment/orders/${reference}?access=${encodeURIComponent(access)}`);
  expect(response.status).toBe(200);
  return (await body<{ data: { records: PublicRecord[] } }>(response)).data.records;
}

describe('the owner makes a product a pack', () => {
  it('stores the three fields and shows them on the product; clearing them makes it a plain product again', async () => {
    const pack = await newPack(10, 90);
    expect(pack).toMatchObject({ packSessions: 10, packServiceIds: [service._id], packValidityDays: 90 });
    const { packSessions: _s, packServiceIds: _i, packValidityDays: _d, ...plain } = pack;
    const updated = await harness.request('/api/update-product', {
      cookie: admin.cookie,
      json: { ...packInput({}), productName: plain.productName, _id: pack._id },
    });
    expect(updated.status).toBe(200);
    const stored = await harness.deps.store.collection('products').findOne({ _id: pack._id });
    expect(stored?.packSessions).toBeUndefined();
    expect(stored?.packServiceIds).toBeUndefined();
  });

  it('refuses half a pack, unknown services, a service as a pack, with a Spanish message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ packSessions: 5 }, t.servicesRequired],
      [{ packSessions: 0, packServiceIds: [service._id], packValidityDays: 30 }, t.sessionsInvalid],
      [{ packSessions: 5, packServiceIds: [service._id], packValidityDays: 9999 }, t.validityInvalid],
      [{ packSessions: 5, packServiceIds: [model._id], packValidityDays: 30 }, t.servicesUnknown],
      [{ packSessions: 5, packServiceIds: ['0123456789abcdef01234567'], packValidityDays: 30 }, t.servicesUnknown],
      [{ packSessions: 5, packServiceIds: [], packValidityDays: 30 }, t.servicesRequired],
    ];
    for (const [fields, message] of cases) {
      const response = await harness.request('/api/upload-product', { cookie: admin.cookie, json: packInput(fields) });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    const asService = await harness.request('/api/upload-product', {
      cookie: admin.cookie,
      json: {
        ...packInput({ packSessions: 5, packServiceIds: [service._id], packValidityDays: 30 }),
        category: service.category,
        serviceDuration: 60,
        serviceIntensity: service.serviceIntensity,
        serviceIncludes: 'x',
        serviceRecommendations: 'x',
        serviceAdditionalBenefits: 'x',
        serviceRecommendedFrequency: 'x',
        serviceDiscountsPromotions: 'x',
      },
    });
    expect(asService.status).toBe(400);
    expect(await messageOf(asService)).toBe(t.packIsService);
  });
});

describe('buying a pack', () => {
  it('asks a guest to sign in, and leaves nothing held', async () => {
    const pack = await newPack(3);
    const guest = shopper(harness, { shippingInfo: { ...contact, email: 'invitado@correo.co' }, seed: 'invitado-bono' });
    const refused = await guest.createOrder([{ productId: pack._id, quantity: 1 }]);
    expect(refused.status).toBe(401);
    expect(await messageOf(refused)).toBe(t.signInToBuyPack);
    const usedCredit = await guest.createOrder([appointment('10:00')]);
    expect(usedCredit.status).toBe(401);
    expect(await messageOf(usedCredit)).toBe(t.signInToUseCredit);
    expect(await harness.deps.store.collection('slots').countDocuments({ 'appointment.productId': service._id })).toBe(0);
  });

  it('gives the buyer the sessions (times the quantity) once paid, valid through the last day, and shows them', async () => {
    const pack = await newPack(3, 30);
    const buyer = await newCustomer();
    const paid = await pay(buyer, [{ productId: pack._id, quantity: 2 }]);
    expect(paid.amount.cop).toBe(500_000);
    const [credits] = await creditsOf(buyer);
    expect(credits).toMatchObject({
      packName: pack.productName,
      serviceIds: [service._id],
      serviceNames: [service.productName],
      total: 6,
      used: 0,
      remaining: 6,
      lastDay: '2026-04-03',
      expired: false,
      reference: paid.reference,
    });
    // A capture read again grants nothing twice.
    await buyer.browser.capture(paid.id);
    expect((await creditsOf(buyer))[0]?.total).toBe(6);
    const [sale] = await recordsOf(paid.reference, paid.accessToken);
    // Nothing to send: the sale is delivered as it is paid, and no fee was charged.
    expect(sale?.status).toBe('entregada');
    expect(sale?.reservationDetails[0]?.pack).toEqual({ sessions: 3, serviceIds: [service._id], validityDays: 30 });
    // A settlement resumed after a crash in the middle of the grant finishes it, and grants nothing twice.
    const order = (await harness.deps.store.collection('paymentOrders').findOne({ reference: paid.reference }))!;
    await harness.deps.store.collection('packCredits').deleteMany({ _id: { $in: [`${paid.reference}|0|4`, `${paid.reference}|0|5`] } });
    harness.setNow(new Date(NOW.getTime() + 3 * 86_400_000));
    await grantSessionPacks(harness.deps.store, order, harness.deps.clock());
    await grantSessionPacks(harness.deps.store, order, harness.deps.clock());
    expect((await creditsOf(buyer))[0]).toMatchObject({ total: 6, remaining: 6, lastDay: '2026-04-03' });
    harness.setNow(NOW);
    // Asked to deliver, a pack alone travels nowhere and pays no fee.
    const delivered = await buyer.browser.createOrder([{ productId: pack._id, quantity: 1 }], {
      shippingInfo: {
        ...contact,
        email: buyer.email,
        shippingMethod: 'delivery',
        address: 'Calle 10 # 43-20',
        city: 'Medellín',
        neighborhood: 'El Poblado',
        deliveryTime: 'Tarde',
      },
    });
    expect((await body<{ amount: { cop: number } }>(delivered)).amount.cop).toBe(250_000);
    // Nobody else sees them.
    expect(await creditsOf(await newCustomer())).toEqual([]);
    expect((await harness.request('/api/profile/credits')).status).toBe(401);
  });
});

describe('paying an appointment with a credit', () => {
  it('costs nothing, settles with no provider, says what paid it, and takes one credit', async () => {
    const buyer = await newCustomer();
    await pay(buyer, [{ productId: (await newPack(2))._id, quantity: 1 }]);
    const booked = await pay(buyer, [appointment('09:00')]);
    expect(booked.amount.cop).toBe(0);
    const [reserva] = await recordsOf(booked.reference, booked.accessToken);
    const line = reserva?.reservationDetails[0];
    expect(line).toMatchObject({ unitPrice: 0, lineTotal: 0, payNow: 0 });
    expect(line?.paidWithCredit).toMatchObject({ value: service.sellingPrice });
    expect(reserva?.payment.provider).toBeDefined();
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 1, remaining: 1 });
  });

  it('pays the rest of a mixed order as usual: another service and a product', async () => {
    const buyer = await newCustomer();
    await pay(buyer, [{ productId: (await newPack(1))._id, quantity: 1 }]);
    const created = await buyer.browser.createOrder([appointment('11:00'), appointment('11:00', false, otherService._id)], {
      shippingInfo: { ...contact, email: buyer.email },
    });
    expect(created.status).toBe(201);
    const { amount } = await body<{ amount: { cop: number } }>(created);
    expect(amount.cop).toBe(Math.round(otherService.sellingPrice * 0.2));
    // A code previewed on the same cart takes nothing off the appointment the credit pays.
    await harness.request('/api/admin/discount-codes', {
      cookie: admin.cookie,
      json: { code: 'BONO-Y-CODIGO', kind: 'percent', value: 50 },
    });
    const preview = await harness.request('/api/discount-codes/check', {
      json: { code: 'BONO-Y-CODIGO', items: [appointment('11:00'), appointment('11:00', false, otherService._id)] },
    });
    expect((await body<{ data: { lineDiscounts: number[] } }>(preview)).data.lineDiscounts).toEqual([
      0,
      Math.round(otherService.sellingPrice / 2),
    ]);
  });

  it('with 3 credits, 5 parallel bookings pay exactly 3; the others are a 409 saying why', async () => {
    const buyer = await newCustomer();
    await pay(buyer, [{ productId: (await newPack(3))._id, quantity: 1 }]);
    const hours = ['08:00', '09:00', '10:00', '12:00', '13:00'].map((time) => appointment(time, true, service._id, '2026-03-06'));
    const answers = await Promise.all(
      hours.map((item) => buyer.browser.createOrder([item], { shippingInfo: { ...contact, email: buyer.email } })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(await messageOf(answer)).toBe(t.noCreditLeft(service.productName));
    const ids = await Promise.all(answers.filter((one) => one.status === 201).map(async (one) => (await body<{ id: string }>(one)).id));
    for (const id of ids) expect((await buyer.browser.capture(id)).status).toBe(200);
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 3, remaining: 0 });
    const none = await buyer.browser.createOrder([appointment('15:00', true, service._id, '2026-03-06')], {
      shippingInfo: { ...contact, email: buyer.email },
    });
    expect(none.status).toBe(409);
  });

  it('refuses a service the pack does not pay for, an expired pack, and an appointment after the last day', async () => {
    const buyer = await newCustomer();
    await pay(buyer, [{ productId: (await newPack(5, 2))._id, quantity: 1 }]);
    const other = await buyer.browser.createOrder([appointment('10:00', true, otherService._id)], {
      shippingInfo: { ...contact, email: buyer.email },
    });
    expect(other.status).toBe(409);
    expect(await messageOf(other)).toBe(t.noCreditLeft(otherService.productName));
    // Bought on the 4th for 2 days: the 6th is the last day, the 9th is too late.
    const late = await buyer.browser.createOrder([appointment('10:00', true, service._id, '2026-03-09')], {
      shippingInfo: { ...contact, email: buyer.email },
    });
    expect(late.status).toBe(409);
    harness.setNow(new Date('2026-03-07T15:00:00Z'));
    expect((await creditsOf(buyer))[0]).toMatchObject({ expired: true, remaining: 0 });
    const expired = await buyer.browser.createOrder([appointment('10:00', true, service._id, '2026-03-09')], {
      shippingInfo: { ...contact, email: buyer.email },
    });
    expect(expired.status).toBe(409);
  });

  it('gives the credit back when the payment is left, and when its hold expires another order takes it', async () => {
    const buyer = await newCustomer();
    await pay(buyer, [{ productId: (await newPack(1))._id, quantity: 1 }]);
    const first = await buyer.browser.createOrder([appointment('14:00', true, service._id, '2026-03-07')]);
    expect(first.status).toBe(201);
    expect((await creditsOf(buyer))[0]).toMatchObject({ held: 1, remaining: 0 });
    expect((await buyer.browser.cancel((await body<{ id: string }>(first)).id)).status).toBe(200);
    expect((await creditsOf(buyer))[0]).toMatchObject({ held: 0, remaining: 1 });

    const abandoned = await body<{ id: string }>(await buyer.browser.createOrder([appointment('15:00', true, service._id, '2026-03-07')]));
    harness.setNow(new Date(NOW.getTime() + 20 * 60_000));
    const taker = await buyer.browser.createOrder([appointment('16:00', true, service._id, '2026-03-07')]);
    expect(taker.status).toBe(201);
    const late = await buyer.browser.capture(abandoned.id);
    expect(late.status).toBe(409);
    expect((await buyer.browser.capture((await body<{ id: string }>(taker)).id)).status).toBe(200);
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 1, remaining: 0 });
  });
});

describe('cancelling and moving an appointment paid with a credit', () => {
  it('gives the credit back once, says so, and a move keeps it', async () => {
    const buyer = await newCustomer();
    await pay(buyer, [{ productId: (await newPack(2))._id, quantity: 1 }]);
    const booked = await pay(buyer, [
      appointment('10:00', true, service._id, '2026-03-12'),
      appointment('11:00', true, service._id, '2026-03-12'),
    ]);
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 2, remaining: 0 });
    const [reserva] = await recordsOf(booked.reference, booked.accessToken);
    const [first, second] = reserva!.reservationDetails;
    // /mi-reserva says what paid it.
    const view = await harness.request(`/api/bookings/${booked.reference}?access=${encodeURIComponent(booked.accessToken)}`);
    const { lines } = (await body<{ data: { lines: { paidWithCredit: { packName: string } | null; payNow: number }[] } }>(view)).data;
    expect(lines[0]).toMatchObject({ payNow: 0, paidWithCredit: { packName: expect.stringContaining('Bono de bronceado') } });

    const moved = await harness.request(`/api/bookings/${booked.reference}/reschedule`, {
      json: { lineId: second?.lineId, access: booked.accessToken, date: '2026-03-13', time: '10:00' },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 2, remaining: 0 });

    const cancelled = await harness.request(`/api/bookings/${booked.reference}/cancel`, {
      json: { lineId: first?.lineId, access: booked.accessToken },
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await messageOf(cancelled)).toBe(t.cancelledCreditBack);
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 1, remaining: 1 });
    const again = await harness.request(`/api/bookings/${booked.reference}/cancel`, {
      json: { lineId: first?.lineId, access: booked.accessToken },
    });
    expect(again.status).toBe(409);
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 1, remaining: 1 });
  });
});

describe('what the owner and the export see', () => {
  mongoOnlyOnFerret(testStoreEngine(), 'statsPipelines')(
    'lists the packs sold per customer with their sessions used and left, and the export has them',
    async () => {
      const buyer = await newCustomer();
      const pack = await newPack(4);
      await pay(buyer, [{ productId: pack._id, quantity: 1 }]);
      await pay(buyer, [appointment('17:00', true, service._id, '2026-03-11')]);
      const response = await harness.request('/api/admin/packs', { cookie: admin.cookie });
      expect(response.status).toBe(200);
      const sold = (await body<{ data: { customer: { email: string } | null; packs: PackCredit[] }[] }>(response)).data;
      const mine = sold.find((entry) => entry.customer?.email === buyer.email);
      expect(mine?.packs).toEqual([expect.objectContaining({ packName: pack.productName, total: 4, used: 1, remaining: 3 })]);
      expect((await harness.request('/api/admin/packs', { cookie: buyer.cookie })).status).toBe(403);
      // The dashboard counts the appointments credits paid (with no deposit) beside the bookings.
      const stats = await harness.request('/api/admin/stats?from=2026-03-04&to=2026-03-04', { cookie: admin.cookie });
      const { totals } = (await body<{ data: { totals: { credits: number; bookings: number } } }>(stats)).data;
      expect(totals.credits).toBeGreaterThanOrEqual(1);
      expect(totals.bookings).toBeGreaterThanOrEqual(totals.credits);

      const exported = await harness.request('/api/profile/export', { cookie: buyer.cookie });
      expect(exported.status).toBe(200);
      const file = await body<{ bonos: { bono: string; sesiones: number; usadas: number; quedan: number }[] }>(exported);
      expect(file.bonos).toEqual([expect.objectContaining({ bono: pack.productName, sesiones: 4, usadas: 1, quedan: 3 })]);
    },
  );

  it('a deleted account takes its packs and credits with it', async () => {
    const buyer = await newCustomer();
    await pay(buyer, [{ productId: (await newPack(2))._id, quantity: 1 }]);
    const removed = await harness.request('/api/profile', {
      method: 'DELETE',
      cookie: buyer.cookie,
      json: { password: 'clave-segura-123' },
    });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(await harness.deps.store.collection('packCredits').countDocuments({ userId: buyer.userId })).toBe(0);
    expect(await harness.deps.store.collection('sessionPacks').countDocuments({ userId: buyer.userId })).toBe(0);
  });
});
