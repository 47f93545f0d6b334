import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let inStock: Product[];
let soldOut: Product;
let service: Product;

beforeAll(async () => {
  harness = await createHarness();
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  inStock = all.filter((p) => p.stock >= 3 && !p.category.startsWith('Servicios'));
  soldOut = all.find((p) => p.stock === 0 && !p.category.startsWith('Servicios'))!;
  service = all.find((p) => p.category === 'Servicios' && p.stock > 0)!;
});
afterAll(() => harness.close());

interface Line {
  _id: string;
  productId: string;
  quantity: number;
  product: Product;
}
const view = async (cookie: string) => (await body<{ data: Line[] }>(await harness.request('/api/view-cart-product', { cookie }))).data;
const count = async (cookie: string) =>
  (await body<{ data: { count: number } }>(await harness.request('/api/countAddToCartProduct', { cookie }))).data.count;

describe('server cart', () => {
  it('adds products, raising the quantity of an existing line, and counts units', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const [first, second] = inStock;
    expect((await harness.request('/api/addtocart', { cookie, json: { productId: first!._id } })).status).toBe(200);
    await harness.request('/api/addtocart', { cookie, json: { productId: first!._id, quantity: 2 } });
    await harness.request('/api/addtocart', { cookie, json: { productId: second!._id } });
    const lines = await view(cookie);
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([
      [first!._id, 3],
      [second!._id, 1],
    ]);
    expect(lines[0]?.product.productName).toBe(first!.productName);
    expect(lines[0]?.product).not.toHaveProperty('searchText');
    expect(await count(cookie)).toBe(4);
  });

  it('refuses out-of-stock products, quantities over the stock, services and bad input', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const soldOutResponse = await harness.request('/api/addtocart', { cookie, json: { productId: soldOut._id } });
    expect(soldOutResponse.status).toBe(409);
    expect((await body(soldOutResponse)).message).toBe(messages.productOutOfStock);

    const product = inStock[0]!;
    const tooMany = await harness.request('/api/addtocart', { cookie, json: { productId: product._id, quantity: product.stock + 1 } });
    expect(tooMany.status).toBe(409);
    expect((await body(tooMany)).message).toBe(messages.onlyUnitsLeft(product.stock));

    const serviceResponse = await harness.request('/api/addtocart', { cookie, json: { productId: service._id } });
    expect(serviceResponse.status).toBe(400);
    expect((await body(serviceResponse)).message).toBe(messages.serviceNeedsReservation);

    for (const json of [{}, { productId: product._id, quantity: 0 }, { productId: product._id, quantity: 1.5 }, { productId: 'x' }]) {
      expect((await harness.request('/api/addtocart', { cookie, json })).status).toBe(400);
    }
    expect((await harness.request('/api/addtocart', { cookie, json: { productId: 'ffffffffffffffffffffffff' } })).status).toBe(404);
    expect(await view(cookie)).toEqual([]);
  });

  it('updates and deletes only the owner’s lines', async () => {
    const owner = await harness.signInAs('GENERAL');
    const intruder = await harness.signInAs('GENERAL');
    const product = inStock[0]!;
    await harness.request('/api/addtocart', { cookie: owner.cookie, json: { productId: product._id } });
    const [line] = await view(owner.cookie);

    const foreignUpdate = await harness.request('/api/update-cart-product', {
      cookie: intruder.cookie,
      json: { _id: line!._id, quantity: 2 },
    });
    expect(foreignUpdate.status).toBe(404);
    const foreignDelete = await harness.request('/api/delete-cart-product', { cookie: intruder.cookie, json: { _id: line!._id } });
    expect(foreignDelete.status).toBe(404);
    expect((await view(owner.cookie))[0]?.quantity).toBe(1);

    const update = await harness.request('/api/update-cart-product', { cookie: owner.cookie, json: { _id: line!._id, quantity: 2 } });
    expect(update.status).toBe(200);
    expect((await body<{ data: Line[] }>(update)).data[0]?.quantity).toBe(2);
    const overStock = await harness.request('/api/update-cart-product', {
      cookie: owner.cookie,
      json: { _id: line!._id, quantity: product.stock + 1 },
    });
    expect(overStock.status).toBe(409);
    expect(
      (await harness.request('/api/update-cart-product', { cookie: owner.cookie, json: { _id: line!._id, quantity: 0 } })).status,
    ).toBe(400);

    const removed = await harness.request('/api/delete-cart-product', { cookie: owner.cookie, json: { _id: line!._id } });
    expect(removed.status).toBe(200);
    expect(await view(owner.cookie)).toEqual([]);
    expect((await harness.request('/api/delete-cart-product', { cookie: owner.cookie, json: { _id: line!._id } })).status).toBe(404);
  });

  it('merges the guest cart without losing or doubling lines, even when run twice', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const [a, b] = inStock;
    await harness.request('/api/addtocart', { cookie, json: { productId: a!._id } });
    const guest = {
      items: [
        { productId: a!._id, quantity: 2 },
        { productId: b!._id, quantity: 1 },
        { productId: soldOut._id, quantity: 1 },
        { productId: service._id, quantity: 1 },
      ],
    };
    const first = await harness.request('/api/cart/merge', { cookie, json: guest });
    expect(first.status).toBe(200);
    const second = await harness.request('/api/cart/merge', { cookie, json: guest });
    expect(second.status).toBe(200);
    const lines = await view(cookie);
    expect(lines.map((line) => [line.productId, line.quantity]).sort()).toEqual(
      [
        [a!._id, 2],
        [b!._id, 1],
      ].sort(),
    );
  });

  it('caps a merged quantity at the stock', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const product = inStock[0]!;
    await harness.request('/api/cart/merge', { cookie, json: { items: [{ productId: product._id, quantity: product.stock + 5 }] } });
    expect((await view(cookie))[0]?.quantity).toBe(product.stock);
  });
});

describe('GET /api/shippingRates', () => {
  it('is public and lists cities with default and neighbourhood fees', async () => {
    const response = await harness.request('/api/shippingRates');
    expect(response.status).toBe(200);
    const rates = (await body<{ data: { city: string; default: number; neighborhoods: Record<string, number> }[] }>(response)).data;
    expect(rates.map((rate) => rate.city)).toEqual(expect.arrayContaining(['Medellín', 'Envigado', 'Itagüí', 'Bello', 'Sabaneta']));
    const medellin = rates.find((rate) => rate.city === 'Medellín')!;
    expect(medellin.neighborhoods['El Poblado']).toBeGreaterThan(0);
    expect(rates.find((rate) => rate.city === 'Bello')?.neighborhoods).toEqual({});
  });
});

describe('GET /api/services/:id/availability', () => {
  const availability = async (serviceId: string, date: string) => harness.request(`/api/services/${serviceId}/availability?date=${date}`);

  it('lists the open day’s hourly slots, with past hours and taken slots unavailable', async () => {
    harness.setNow(new Date('2026-03-04T15:30:00Z')); // Wednesday 10:30 in Bogotá
    const slots = harness.deps.store.collection('slots');
    const base = { serviceId: service._id, date: '2026-03-04', createdAt: new Date() };
    await slots.insertOne({
      ...base,
      _id: `${service._id}|2026-03-04|12:00`,
      time: '12:00',
      state: 'booked',
      orderId: 'o1',
      heldUntil: null,
    });
    await slots.insertOne({
      ...base,
      _id: `${service._id}|2026-03-04|13:00`,
      time: '13:00',
      state: 'held',
      orderId: 'o2',
      heldUntil: new Date('2026-03-04T15:40:00Z'),
    });
    await slots.insertOne({
      ...base,
      _id: `${service._id}|2026-03-04|14:00`,
      time: '14:00',
      state: 'held',
      orderId: 'o3',
      heldUntil: new Date('2026-03-04T15:00:00Z'),
    });

    const response = await availability(service._id, '2026-03-04');
    expect(response.status).toBe(200);
    const { data } = await body<{ data: { closed: boolean; slots: { time: string; available: boolean }[] } }>(response);
    expect(data.closed).toBe(false);
    const state = Object.fromEntries(data.slots.map((slot) => [slot.time, slot.available]));
    expect(state).toMatchObject({
      '08:00': false,
      '10:00': false,
      '11:00': true,
      '12:00': false,
      '13:00': false,
      '14:00': true,
      '18:00': true,
    });
  });

  it('closes Tuesdays with the reason, and shortens holidays', async () => {
    const tuesday = await body<{ data: { closed: boolean; reason: string; slots: unknown[] } }>(
      await availability(service._id, '2026-03-10'),
    );
    expect(tuesday.data).toMatchObject({ closed: true, reason: 'martes', slots: [] });

    const holiday = await body<{ data: { holiday: string; slots: { time: string }[] } }>(await availability(service._id, '2026-03-23'));
    expect(holiday.data.holiday).toBe('San José');
    expect(holiday.data.slots.map((slot) => slot.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);

    const past = await body<{ data: { closed: boolean; reason: string } }>(await availability(service._id, '2026-03-01'));
    expect(past.data).toMatchObject({ closed: true, reason: 'pasado' });
  });

  it('answers 404 for a product that is not a service and 400 for bad input', async () => {
    expect((await availability(inStock[0]!._id, '2026-03-05')).status).toBe(404);
    expect((await availability('ffffffffffffffffffffffff', '2026-03-05')).status).toBe(404);
    expect((await availability('nope', '2026-03-05')).status).toBe(400);
    expect((await availability(service._id, 'mañana')).status).toBe(400);
    expect((await harness.request(`/api/services/${service._id}/availability`)).status).toBe(400);
  });
});
