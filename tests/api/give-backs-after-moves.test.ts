/**
 * What a cancellation gives back does not depend on the moves before it: an appointment paid with a
 * pack credit, or bought with a discount code, and moved (once or twice) gives back exactly the
 * credit or the code's use it took, and the answer says only what was given back. A move keeps the
 * appointment inside the pack that paid it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../src/domain/bookings/messages-bookings.ts';
import { packMessages } from '../../src/domain/promotions/messages-packs.ts';
import { promotionMessages } from '../../src/domain/promotions/messages-promotions.ts';
import type { PackCredit } from '../../src/domain/promotions/packs.ts';
import type { PublicRecord } from '../../src/domain/records/records.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { ownService } from './booking-helpers.ts';
import { checkoutConsent, shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let admin: { cookie: string };
let model: Product;
let service: Product;
const NOW = new Date('2026-03-04T15:00:00Z');
const contact = { name: 'Sara Ruiz', phone: '3104567890', address: '', shippingMethod: 'pickup', city: '', neighborhood: '' };

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = await harness.signInAs('ADMIN');
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  model = all.find((p) => !p.category.startsWith('Servicios') && !p.variants?.length)!;
  service = await ownService(harness, 60);
});
afterAll(() => harness.close());
beforeEach(() => harness.setNow(NOW));

const messageOf = async (response: Response) => (await body<{ message: string }>(response)).message;

async function newPack(sessions: number, validityDays: number): Promise<Product> {
  const response = await harness.request('/api/upload-product', {
    cookie: admin.cookie,
    json: {
      productName: `Bono movido ${Math.random().toString(36).slice(2, 7)}`,
      brandName: 'Tienda',
      category: model.category,
      productImage: model.productImage,
      description: 'Sesiones',
      price: 300_000,
      sellingPrice: 250_000,
      stock: 100,
      packSessions: sessions,
      packServiceIds: [service._id],
      packValidityDays: validityDays,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ data: Product }>(response)).data;
}

let customers = 0;
async function newCustomer() {
  customers += 1;
  const email = `movida${customers}@correo.co`;
  const user = await harness.signInAs('GENERAL', email);
  const browser = shopper(harness, { shippingInfo: { ...contact, email }, cookie: user.cookie, seed: `movida-${customers}` });
  return { ...user, email, browser };
}
type Customer = Awaited<ReturnType<typeof newCustomer>>;

async function pay(customer: Customer, items: unknown[], discountCode?: string) {
  const created = await harness.request('/api/payment/create-order', {
    json: { items, shippingInfo: { ...contact, email: customer.email }, ...checkoutConsent, ...(discountCode ? { discountCode } : {}) },
    cookie: customer.browser.cookie,
    ip: `10.66.0.${customers}`,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = await body<{ id: string }>(created);
  const captured = await customer.browser.capture(id);
  expect(captured.status, await captured.clone().text()).toBe(200);
  const paid = await body<{ reference: string; accessToken: string }>(captured);
  const records = (
    await body<{ data: { records: PublicRecord[] } }>(
      await harness.request(`/api/payment/orders/${paid.reference}?access=${encodeURIComponent(paid.accessToken)}`),
    )
  ).data.records;
  const lineIds = records.find((record) => record.kind === 'reserva')?.reservationDetails.map((line) => line.lineId ?? '') ?? [];
  return { ...paid, lineIds };
}
type Paid = Awaited<ReturnType<typeof pay>>;

async function creditsOf(customer: Customer): Promise<PackCredit[]> {
  return (await body<{ data: PackCredit[] }>(await harness.request('/api/profile/credits', { cookie: customer.cookie }))).data;
}

const appointment = (date: string, time: string, useCredit = true) => ({
  productId: service._id,
  reservationDate: date,
  reservationTime: time,
  ...(useCredit ? { useCredit: true } : {}),
});
const move = (paid: Paid, date: string, time: string, line = 0) =>
  harness.request(`/api/bookings/${paid.reference}/reschedule`, {
    json: { lineId: paid.lineIds[line], access: paid.accessToken, date, time },
  });
const cancel = (paid: Paid, line = 0) =>
  harness.request(`/api/bookings/${paid.reference}/cancel`, { json: { lineId: paid.lineIds[line], access: paid.accessToken } });

describe('an appointment paid with a pack credit, moved, then cancelled', () => {
  it('gives the credit back after one move and after two, and says so', async () => {
    const buyer = await newCustomer();
    await pay(buyer, [{ productId: (await newPack(2, 30))._id, quantity: 1 }]);
    const booked = await pay(buyer, [appointment('2026-03-12', '10:00'), appointment('2026-03-12', '11:00')]);
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 2, remaining: 0 });

    expect((await move(booked, '2026-03-13', '10:00', 0)).status).toBe(200);
    const once = await cancel(booked, 0);
    expect(once.status, await once.clone().text()).toBe(200);
    expect(await messageOf(once)).toBe(packMessages.cancelledCreditBack);
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 1, remaining: 1 });

    expect((await move(booked, '2026-03-13', '11:00', 1)).status).toBe(200);
    expect((await move(booked, '2026-03-18', '11:00', 1)).status).toBe(200);
    const twice = await cancel(booked, 1);
    expect(twice.status).toBe(200);
    expect(await messageOf(twice)).toBe(packMessages.cancelledCreditBack);
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 0, remaining: 2 });
    // The sessions given back pay new appointments.
    await pay(buyer, [appointment('2026-03-19', '10:00'), appointment('2026-03-19', '11:00')]);
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 2, remaining: 0 });
  });

  it('10 parallel cancellations of a moved appointment give its credit back once, and say so once', async () => {
    const buyer = await newCustomer();
    await pay(buyer, [{ productId: (await newPack(1, 30))._id, quantity: 1 }]);
    const booked = await pay(buyer, [appointment('2026-03-20', '15:00')]);
    expect((await move(booked, '2026-03-20', '17:00')).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(booked)));
    const done = answers.filter((response) => response.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    const messages = await Promise.all(done.map(messageOf));
    expect(messages.filter((message) => message === packMessages.cancelledCreditBack)).toHaveLength(1);
    expect((await creditsOf(buyer))[0]).toMatchObject({ used: 0, remaining: 1 });
  });

  it('says the session went back only when it did', async () => {
    const buyer = await newCustomer();
    await pay(buyer, [{ productId: (await newPack(1, 30))._id, quantity: 1 }]);
    const booked = await pay(buyer, [appointment('2026-03-20', '10:00')]);
    const [credit] = await harness.deps.store.collection('packCredits').find({ userId: buyer.userId });
    // The credit is no longer this order's (as if the owner had settled it by hand): nothing to give back.
    await harness.deps.store.collection('packCredits').updateOne({ _id: credit!._id }, { $set: { orderId: 'f'.repeat(24) } });
    const cancelled = await cancel(booked);
    expect(cancelled.status).toBe(200);
    expect(await messageOf(cancelled)).toBe(bookingMessages.cancelled);
  });
});

describe('an appointment bought with a discount code, moved, then cancelled', () => {
  it("gives the code's use back", async () => {
    const created = await harness.request('/api/admin/discount-codes', {
      cookie: admin.cookie,
      json: { code: 'MOVIDA-1', kind: 'percent', value: 10, maxUses: 1 },
    });
    expect(created.status).toBe(201);
    const buyer = await newCustomer();
    const booked = await pay(buyer, [appointment('2026-03-26', '10:00', false)], 'MOVIDA-1');
    expect((await move(booked, '2026-03-27', '10:00')).status).toBe(200);
    const other = await newCustomer();
    const usedUp = await harness.request('/api/payment/create-order', {
      json: {
        items: [appointment('2026-03-25', '10:00', false)],
        shippingInfo: { ...contact, email: other.email },
        ...checkoutConsent,
        discountCode: 'MOVIDA-1',
      },
      cookie: other.browser.cookie,
      ip: '10.66.1.1',
    });
    expect(usedUp.status).toBe(400);
    expect(await messageOf(usedUp)).toBe(promotionMessages.codeUsedUp);

    expect((await cancel(booked)).status).toBe(200);
    await pay(other, [appointment('2026-03-25', '10:00', false)], 'MOVIDA-1');
  });
});

describe('a move of an appointment a pack paid', () => {
  it("stays inside the pack's validity, and says why not", async () => {
    const buyer = await newCustomer();
    // Bought on 4 March for 8 days: its last day is Thursday 12 March; booked on the day before.
    await pay(buyer, [{ productId: (await newPack(1, 8))._id, quantity: 1 }]);
    const booked = await pay(buyer, [appointment('2026-03-11', '15:00')]);
    const late = await move(booked, '2026-03-19', '15:00');
    expect(late.status).toBe(400);
    expect(await messageOf(late)).toBe(packMessages.moveAfterPackExpiry('2026-03-12'));
    expect((await move(booked, '2026-03-12', '16:00')).status).toBe(200);
  });
});
