/**
 * Booking hours on the server: a service is offered and booked only at hours it still ends by the
 * day's closing (19:00; 16:00 on Sundays and holidays). The availability answer, create-order and
 * the admin's phone reservation all apply the one domain rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { withWidestStarts } from './booking-helpers.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

// Wednesday 4 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-04T15:00:00Z');
const THURSDAY = '2026-03-05';
const SUNDAY = '2026-03-08';

let harness: Harness;
let browser: Shopper;
let massage: Product;
let adminCookie: string;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  browser = shopper(harness, {
    // The service comes home: the order carries the address.
    shippingInfo: {
      name: 'Sara Gómez',
      email: 'sara@correo.co',
      phone: '3001112233',
      address: 'Calle 10 # 43-20',
      shippingMethod: 'delivery',
      city: 'Medellín',
      neighborhood: 'El Poblado',
    },
  });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  const found = all.find((product) => product.category.startsWith('Servicios') && product.serviceDuration === 120 && product.stock > 0);
  if (!found) throw new Error('The sample data has no 120-minute service');
  // The widest start window, so the day's closing (not the window) is what stops its late starts.
  massage = await withWidestStarts(harness, found);
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());

const hoursOn = async (date: string) => {
  const response = await harness.request(`/api/services/${massage._id}/availability?date=${date}`);
  expect(response.status).toBe(200);
  return (await body<{ data: { slots: { time: string }[] } }>(response)).data.slots.map((slot) => slot.time);
};

describe('a 120-minute service', () => {
  it('is offered until 17:00 on a weekday and until 14:00 on a Sunday, never later', async () => {
    const weekday = await hoursOn(THURSDAY);
    expect(weekday[0]).toBe('08:00');
    expect(weekday.at(-1)).toBe('17:00');
    expect(weekday).not.toContain('18:00');
    const sunday = await hoursOn(SUNDAY);
    expect(sunday.at(-1)).toBe('14:00');
    expect(sunday).not.toContain('15:00');
  });

  it('cannot be ordered at an hour that would end after closing (400, in Spanish), and can at the last start', async () => {
    const late = await browser.createOrder([{ productId: massage._id, reservationDate: THURSDAY, reservationTime: '18:00' }]);
    expect(late.status).toBe(400);
    expect((await body<{ message: string }>(late)).message).toBe(messages.reservationEndsAfterClosing(120, '19:00'));
    const lateSunday = await browser.createOrder([{ productId: massage._id, reservationDate: SUNDAY, reservationTime: '15:00' }]);
    expect(lateSunday.status).toBe(400);
    expect((await body<{ message: string }>(lateSunday)).message).toBe(messages.reservationEndsAfterClosing(120, '16:00'));

    const last = await browser.createOrder([{ productId: massage._id, reservationDate: THURSDAY, reservationTime: '17:00' }]);
    expect(last.status).toBe(201);
    const { id } = await body<{ id: string }>(last);
    expect((await browser.cancel(id)).status).toBe(200);
  });

  it('cannot be booked by phone at an hour that would end after closing, and no hour is taken', async () => {
    const customer = { name: 'Marta Ruiz', tel: '3001234567' };
    const late = await harness.request('/api/reservations/manual', {
      cookie: adminCookie,
      json: { serviceId: massage._id, reservationDate: THURSDAY, reservationTime: '18:00', customer },
    });
    expect(late.status).toBe(400);
    expect((await body<{ message: string }>(late)).message).toBe(messages.reservationEndsAfterClosing(120, '19:00'));
    expect(await harness.deps.store.collection('slots').findOne({ _id: `${massage._id}|${THURSDAY}|18:00` })).toBeNull();

    const last = await harness.request('/api/reservations/manual', {
      cookie: adminCookie,
      // A home service booked by phone says where the visit is.
      json: {
        serviceId: massage._id,
        reservationDate: THURSDAY,
        reservationTime: '17:00',
        customer,
        shippingInfo: { address: 'Calle 10 # 43-20', city: 'Medellín', neighborhood: 'El Poblado' },
      },
    });
    expect(last.status).toBe(201);
  });
});
