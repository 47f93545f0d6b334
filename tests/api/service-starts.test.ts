/**
 * One set of start hours per service, everywhere: a service's own start window (`serviceStarts`,
 * set in its form; 09:00 to 13:00, the spec's, when it sets none), inside the owner's hours of the
 * day, is what availability lists and what create-order, a move and a phone booking accept, whatever
 * the service's category. A start outside it is a 400 in Spanish; a bad window is refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { defaultSchedule, type ShopSchedule } from '../../src/domain/schedule/shop-schedule.ts';
import { bookAppointment, reschedule } from './booking-helpers.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

// Wednesday 4 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-04T15:00:00Z');
const THURSDAY = '2026-03-05';
const FRIDAY = '2026-03-06';
const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';
const LATER_THURSDAY = '2026-03-12';

let harness: Harness;
let browser: Shopper;
let adminCookie: string;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  browser = shopper(harness, {
    shippingInfo: { name: 'Sara Gómez', email: 'sara@correo.co', phone: '3001112233', address: '', shippingMethod: 'pickup' },
  });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());
afterEach(async () => {
  const restored = await harness.request('/api/admin/schedule', { method: 'PUT', cookie: adminCookie, json: defaultSchedule });
  expect(restored.status).toBe(200);
});

let copies = 0;

/** A one-hour service of the "Servicios" category (the /reservar page's) of this test alone, with no start window of its own. */
async function plainService(): Promise<Product> {
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  const model = all.find((p) => p.category === 'Servicios' && p.stock > 0 && (p.serviceDuration ?? 0) <= 60);
  if (!model) throw new Error('the sample shop has no one-hour service');
  const products = harness.deps.store.collection('products');
  const doc = await products.findOne({ _id: model._id });
  if (!doc) throw new Error('the sample service is gone');
  const { _id: _omit, serviceStarts: _none, ...stored } = doc;
  const productName = `${model.productName} ventana ${++copies}`;
  const { insertedId } = await products.insertOne({ ...stored, productName, serviceDuration: 60 });
  const { serviceStarts: _noStarts, ...fields } = model;
  return { ...fields, _id: insertedId, productName, serviceDuration: 60 };
}

/** The admin form's body for a service, as update-product takes it. */
function serviceBody(service: Product, serviceStarts: unknown) {
  return {
    _id: service._id,
    productName: service.productName,
    brandName: service.brandName,
    category: service.category,
    productImage: service.productImage,
    description: service.description,
    price: service.price,
    sellingPrice: service.sellingPrice,
    stock: service.stock,
    serviceDuration: service.serviceDuration,
    serviceIntensity: service.serviceIntensity,
    serviceIncludes: service.serviceIncludes,
    serviceRecommendations: service.serviceRecommendations,
    serviceAdditionalBenefits: service.serviceAdditionalBenefits,
    serviceRecommendedFrequency: service.serviceRecommendedFrequency,
    serviceDiscountsPromotions: service.serviceDiscountsPromotions,
    ...(serviceStarts === undefined ? {} : { serviceStarts }),
  };
}

const saveStarts = (service: Product, serviceStarts: unknown) =>
  harness.request('/api/update-product', { cookie: adminCookie, json: serviceBody(service, serviceStarts) });

async function startsOn(service: Product, date: string) {
  const response = await harness.request(`/api/services/${service._id}/availability?date=${date}`);
  expect(response.status).toBe(200);
  const { data } = await body<{ data: { closed: boolean; starts?: { firstHour: number; lastHour: number }; slots: { time: string }[] } }>(
    response,
  );
  return { times: data.slots.map((slot) => slot.time), starts: data.starts };
}

const order = (service: Product, date: string, time: string) =>
  browser.createOrder([{ productId: service._id, reservationDate: date, reservationTime: time }]);

const phone = (service: Product, date: string, time: string) =>
  harness.request('/api/reservations/manual', {
    cookie: adminCookie,
    json: { serviceId: service._id, reservationDate: date, reservationTime: time, customer: { name: 'Marta Ruiz', tel: '3001234567' } },
  });

async function expectRefused(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect((await body<{ message: string }>(response)).message).toBe(message);
}

const hourList = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => `${String(first + index).padStart(2, '0')}:00`);

describe('a service without a window of its own', () => {
  it('starts 09:00 to 13:00 on every path, a /reservar service too', async () => {
    const service = await plainService();
    expect(await startsOn(service, THURSDAY)).toEqual({ times: hourList(9, 13), starts: { firstHour: 9, lastHour: 13 } });

    const outside = messages.reservationHoursRange('09:00', '13:00');
    await expectRefused(await order(service, THURSDAY, '08:00'), outside);
    await expectRefused(await order(service, THURSDAY, '15:00'), outside);
    await expectRefused(await phone(service, THURSDAY, '16:00'), outside);
    const booked = await bookAppointment(harness, service, FRIDAY, '13:00');
    await expectRefused(await reschedule(harness, booked, LATER_THURSDAY, '14:00'), outside);
    expect((await reschedule(harness, booked, LATER_THURSDAY, '09:00')).status).toBe(200);
  });
});

describe('a service’s own window, set in its form', () => {
  it('is saved with the service and read back; every path then offers and takes exactly its starts', async () => {
    const service = await plainService();
    const saved = await saveStarts(service, { from: '10:00', to: '16:00' });
    expect(saved.status).toBe(200);
    expect((await body<{ data: Product }>(saved)).data.serviceStarts).toEqual({ from: '10:00', to: '16:00' });

    expect(await startsOn(service, THURSDAY)).toEqual({ times: hourList(10, 16), starts: { firstHour: 10, lastHour: 16 } });
    // Sundays keep the day's own hours (9:00 am to 4:00 pm): the window narrows to 10:00–15:00.
    expect((await startsOn(service, '2026-03-08')).times).toEqual(hourList(10, 15));

    const outside = messages.reservationHoursRange('10:00', '16:00');
    await expectRefused(await order(service, THURSDAY, '09:00'), outside);
    await expectRefused(await phone(service, THURSDAY, '17:00'), outside);
    expect((await order(service, THURSDAY, '16:00')).status).toBe(201);
    const booked = await bookAppointment(harness, service, FRIDAY, '15:00');
    await expectRefused(await reschedule(harness, booked, LATER_THURSDAY, '09:00'), outside);

    // Saved again without a window, the service goes back to the spec's 09:00–13:00.
    expect((await saveStarts(service, undefined)).status).toBe(200);
    expect((await startsOn(service, THURSDAY)).times).toEqual(hourList(9, 13));
  });

  it('is refused in Spanish when it is not two whole hours from 08:00 to 18:00, the first not after the last', async () => {
    const service = await plainService();
    const invalid = messages.serviceStartsInvalid('08:00', '18:00');
    for (const starts of [
      { from: '07:00', to: '12:00' },
      { from: '10:00', to: '19:00' },
      { from: '10:30', to: '12:00' },
      { from: '10:00' },
      { from: { $gt: '' }, to: '12:00' },
      '10:00-12:00',
    ]) {
      await expectRefused(await saveStarts(service, starts), invalid);
    }
    await expectRefused(await saveStarts(service, { from: '14:00', to: '10:00' }), messages.serviceStartsOrder);
    expect((await startsOn(service, THURSDAY)).times).toEqual(hourList(9, 13));
  });
});

describe('the window inside the owner’s day', () => {
  const saveWeek = (schedule: ShopSchedule) =>
    harness.request('/api/admin/schedule', { method: 'PUT', cookie: adminCookie, json: schedule });

  it('narrows to a changed day’s hours, and a closed day says why in general words', async () => {
    const service = await plainService();
    const week = defaultSchedule.week.map((day, weekday) => (weekday === 1 ? { open: true, from: '10:00', to: '14:00' } : day));
    expect((await saveWeek({ ...defaultSchedule, week })).status).toBe(200);
    expect((await startsOn(service, MONDAY)).times).toEqual(hourList(10, 13));
    await expectRefused(await order(service, MONDAY, '09:00'), messages.reservationDayHours('10:00 am a 2:00 pm'));

    const closedThursday = defaultSchedule.week.map((day, weekday) => (weekday === 4 ? { ...day, open: false } : day));
    expect((await saveWeek({ ...defaultSchedule, week: closedThursday })).status).toBe(200);
    await expectRefused(await order(service, THURSDAY, '10:00'), messages.weekdayClosed('jueves'));
  });

  it('opens on a special Tuesday within that day’s hours', async () => {
    const service = await plainService();
    const special = await harness.request('/api/admin/closures', {
      cookie: adminCookie,
      json: { from: TUESDAY, to: TUESDAY, reason: 'Feria de belleza', hours: { from: '11:00', to: '15:00' } },
    });
    expect(special.status).toBe(201);
    expect((await startsOn(service, TUESDAY)).times).toEqual(hourList(11, 13));
    expect((await order(service, TUESDAY, '11:00')).status).toBe(201);
  });
});
