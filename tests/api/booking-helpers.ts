/**
 * Booking an appointment as a customer does (create the order, pay it), then reading it the way
 * /mi-reserva does, with the receipt's token.
 */
import { expect } from 'vitest';
import type { BookingView } from '../../functions/services/bookings/booking-records.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { shopper } from './checkout-helpers.ts';
import { body, type Harness } from './helpers.ts';

export interface BookedAppointment {
  reference: string;
  access: string;
  lineId: string;
  email: string;
}

let customers = 0;

/** The widest start window (08:00 to 18:00): the tests' services take it, so they may book any hour of the day. */
export const WIDEST_STARTS = { from: '08:00', to: '18:00' } as const;

/**
 * A one-hour sample service of this harness's shop, given the widest start window (a service
 * without one starts 09:00 to 13:00 only, the spec's default, which `service-starts.test.ts` proves).
 */
export async function findService(harness: Harness): Promise<Product> {
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  const service = all.find((p) => p.category === 'Servicios' && p.stock > 0 && (p.serviceDuration ?? 0) <= 60);
  if (!service) throw new Error('the sample shop has no one-hour service');
  return withWidestStarts(harness, service);
}

/** A sample service of this harness's shop, given the widest start window (08:00 to 18:00). */
export async function withWidestStarts(harness: Harness, service: Product): Promise<Product> {
  await harness.deps.store.collection('products').updateOne({ _id: service._id }, { $set: { serviceStarts: { ...WIDEST_STARTS } } });
  return { ...service, serviceStarts: { ...WIDEST_STARTS } };
}

/** A service of the shop (category Servicios) of its own, lasting `durationMinutes`, that no other test books. */
export async function ownService(harness: Harness, durationMinutes: number): Promise<Product> {
  const model = await findService(harness);
  const { _id, ...fields } = model;
  const products = harness.deps.store.collection('products');
  const doc = await products.findOne({ _id });
  if (!doc) throw new Error('the sample service is gone');
  const { _id: _omit, ...stored } = doc;
  const productName = `${fields.productName} ${durationMinutes} min`;
  const { insertedId } = await products.insertOne({ ...stored, productName, serviceDuration: durationMinutes });
  return { ...model, _id: insertedId, productName, serviceDuration: durationMinutes };
}

/**
 * Pays a reservation of `service` on `date` at `time` from a new customer, signed in when `cookie` is
 * given; `shippingInfo` adds to or replaces the contact form's fields (a phone, the WhatsApp box).
 */
export async function bookAppointment(
  harness: Harness,
  service: Product,
  date: string,
  time: string,
  options: BookingOptions = {},
): Promise<BookedAppointment> {
  const { lineIds, ...booked } = await bookAppointments(harness, service, [[date, time]], options);
  return { ...booked, lineId: lineIds[0]! };
}

export interface BookingOptions {
  cookie?: string;
  shippingInfo?: Record<string, unknown>;
}

/** Pays one reservation with several appointments (`[date, time]` each). */
export async function bookAppointments(
  harness: Harness,
  service: Product,
  hours: [string, string][],
  options: BookingOptions = {},
): Promise<Omit<BookedAppointment, 'lineId'> & { lineIds: string[] }> {
  customers += 1;
  const email = `cliente${customers}@correo.co`;
  const shippingInfo = {
    name: `Cliente ${customers}`,
    email,
    phone: '3001234567',
    address: '',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
    ...options.shippingInfo,
  };
  const browser = shopper(harness, { shippingInfo, seed: `reserva-${customers}`, ...(options.cookie ? { cookie: options.cookie } : {}) });
  const items = hours.map(([date, time]) => ({ productId: service._id, reservationDate: date, reservationTime: time }));
  const created = await browser.createOrder(items, { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = await body<{ id: string }>(created);
  const captured = await browser.capture(id);
  expect(captured.status).toBe(200);
  const { reference, accessToken } = await body<{ reference: string; accessToken: string }>(captured);
  const view = await readBooking(harness, reference, accessToken);
  return { reference, access: accessToken, lineIds: view.lines.map((line) => line.lineId), email };
}

export async function readBooking(harness: Harness, reference: string, access: string): Promise<BookingView> {
  const response = await harness.request(`/api/bookings/${reference}?access=${encodeURIComponent(access)}`);
  expect(response.status).toBe(200);
  return (await body<{ data: BookingView }>(response)).data;
}

export const cancel = (harness: Harness, booked: BookedAppointment, ip = '10.200.0.1') =>
  harness.request(`/api/bookings/${booked.reference}/cancel`, { json: { lineId: booked.lineId, access: booked.access }, ip });

export const reschedule = (harness: Harness, booked: BookedAppointment, date: string, time: string, ip = '10.200.0.1') =>
  harness.request(`/api/bookings/${booked.reference}/reschedule`, {
    json: { lineId: booked.lineId, access: booked.access, date, time },
    ip,
  });

/** The instant `minutes` before a Bogotá date and hour. */
export const minutesBefore = (date: string, time: string, minutes: number) =>
  new Date(Date.parse(`${date}T${time}:00-05:00`) - minutes * 60_000);
