/**
 * A service's preparation and cleanup minutes ("buffers") block its resource, not the customer's
 * time: a booking takes every grid hour that [start − preparation, start + duration + cleanup)
 * touches. A 60-minute tanning at 10:00 with 10 minutes of cleanup takes 10:00 and 11:00 of its bed,
 * so the next one starts at 12:00 (for every service on that bed); availability, checkouts, phone
 * bookings, moves and cancellations follow, buffers stay inside the day's hours, the agenda shows the
 * hours they take, the `.ics` shows the appointment itself, and a service without buffers books
 * exactly as before. Changing the buffers while the service has upcoming hours is refused (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { AgendaCell } from '../../src/domain/bookings/agenda-grid.ts';
import { bufferMessages } from '../../src/domain/schedule/messages-buffers.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { bookAppointment, cancel, reschedule } from './booking-helpers.ts';
import { addResource, offeredHours, orderHour, serviceInput } from './resource-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

// Monday 2 March 2026, 10:00 in Bogotá. Appointments run 08:00 to 19:00 on weekdays.
const NOW = new Date('2026-03-02T15:00:00Z');

let harness: Harness;
let adminCookie: string;
let image: string[];

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  image = all.find((product) => product.category === 'Servicios')!.productImage;
});
afterAll(() => harness.close());

async function createService(extra: Record<string, unknown>): Promise<Product> {
  const created = await harness.request('/api/upload-product', { cookie: adminCookie, json: serviceInput(image, extra) });
  expect(created.status, await created.clone().text()).toBe(201);
  return (await body<{ data: Product }>(created)).data;
}

const updateService = (service: Product, extra: Record<string, unknown>) =>
  harness.request('/api/update-product', { cookie: adminCookie, json: { ...serviceInput(image, extra), _id: service._id } });

/** The held or booked hours of a resource (or of a service of its own) on a date, by time, with their owners. */
async function hoursOn(filter: Record<string, unknown>, date: string) {
  const found = await harness.deps.store.collection('slots').find({ ...filter, date });
  return Object.fromEntries(found.sort((a, b) => a.time.localeCompare(b.time)).map((slot) => [slot.time, slot.orderId]));
}

/** Which starts the pickers are offered, and whether each is free. */
async function offered(service: Product, date: string): Promise<Record<string, boolean>> {
  return Object.fromEntries([...(await offeredHours(harness, service, date)).values()].map((hour) => [hour.time, hour.available]));
}

const byPhone = (service: Product, date: string, time: string) =>
  harness.request('/api/reservations/manual', {
    cookie: adminCookie,
    json: { serviceId: service._id, reservationDate: date, reservationTime: time, customer: { name: 'Por teléfono', tel: '3001234567' } },
  });

describe('a service with cleanup on a shared bed', () => {
  let bedKey: string;
  let tanning: Product;
  let express: Product;

  beforeAll(async () => {
    const bed = await addResource(harness, adminCookie, 'Cama de bronceo', 1);
    bedKey = bed._id;
    tanning = await createService({ productName: 'Bronceado con limpieza', resourceId: bed._id, serviceCleanup: 10 });
    express = await createService({ productName: 'Bronceado exprés', resourceId: bed._id, serviceDuration: 30 });
  });

  it('stores the buffers it was given (and none for a service without them)', () => {
    expect(tanning.serviceCleanup).toBe(10);
    expect(tanning.servicePreparation).toBeUndefined();
    expect(express.serviceCleanup).toBeUndefined();
  });

  it('a booking at 10:00 takes 10:00 and 11:00 of the bed: the next start is 12:00, for both services', async () => {
    const date = '2026-03-04';
    const booked = await bookAppointment(harness, tanning, date, '10:00');
    const hours = await hoursOn({ resourceKey: bedKey }, date);
    expect(Object.keys(hours)).toEqual(['10:00', '11:00']);
    expect(hours['11:00']).toBe(hours['10:00']);

    // The picker's availability: 09:00 would run its cleanup into 10:00; 11:00 is the cleanup's.
    expect(await offered(tanning, date)).toMatchObject({ '09:00': false, '10:00': false, '11:00': false, '12:00': true });
    // A service without buffers on the same bed: 09:00 ends by 10:00, 11:00 is still the bed's cleanup.
    expect(await offered(express, date)).toMatchObject({ '09:00': true, '10:00': false, '11:00': false, '12:00': true });

    const refused = await orderHour(harness, express, date, '11:00');
    expect(refused.status).toBe(409);
    expect((await body(refused)).message).toBe(messages.slotTaken);
    expect((await orderHour(harness, tanning, date, '12:00')).status).toBe(201);
    expect((await cancel(harness, booked)).status).toBe(200);
    expect(Object.keys(await hoursOn({ resourceKey: bedKey, orderId: hours['10:00'] }, date))).toEqual([]);
  });

  it('keeps the cleanup inside the day: 18:00 is not offered (it would end after 19:00) and is refused with the reason', async () => {
    const date = '2026-03-05';
    const starts = await offered(tanning, date);
    expect(starts['17:00']).toBe(true);
    expect(starts).not.toHaveProperty('18:00');
    // The service without buffers keeps its last start.
    expect((await offered(express, date))['18:00']).toBe(true);
    const refused = await orderHour(harness, tanning, date, '18:00');
    expect(refused.status).toBe(400);
    expect((await body(refused)).message).toBe(bufferMessages.cleanupAfterClosing(10, '19:00'));
  });

  it('a phone booking takes the cleanup hour too, and one over it is refused', async () => {
    const date = '2026-03-06';
    const taken = await byPhone(tanning, date, '14:00');
    expect(taken.status, await taken.clone().text()).toBe(201);
    expect(Object.keys(await hoursOn({ resourceKey: bedKey }, date))).toEqual(['14:00', '15:00']);
    expect((await byPhone(express, date, '15:00')).status).toBe(409);
    expect((await byPhone(express, date, '16:00')).status).toBe(201);
  });

  it('of 20 parallel checkouts for overlapping hours of the bed (10:00 with its cleanup, 11:00 exprés), exactly one wins', async () => {
    const date = '2026-03-19';
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => orderHour(harness, index % 2 ? express : tanning, date, index % 2 ? '11:00' : '10:00')),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const hours = await hoursOn({ resourceKey: bedKey }, date);
    expect(new Set(Object.values(hours)).size).toBe(1);
    expect([['10:00', '11:00'], ['11:00']]).toContainEqual(Object.keys(hours));
  });

  it('a special day whose closing leaves a cleanup out lists that booking for the owner', async () => {
    const date = '2026-03-20';
    const late = await bookAppointment(harness, tanning, date, '13:00');
    const early = await bookAppointment(harness, tanning, date, '10:00');
    // Closing at 14:00: the 13:00 tanning ends at 14:00 but its cleanup would run to 14:10.
    const closure = await harness.request('/api/admin/closures', {
      cookie: adminCookie,
      json: { from: date, to: date, reason: 'Inventario', hours: { from: '08:00', to: '14:00' } },
    });
    expect(closure.status, await closure.clone().text()).toBe(201);
    const affected = (await body<{ data: { affected: { reference: string }[] } }>(closure)).data.affected;
    expect(affected.map((entry) => entry.reference)).toEqual([late.reference]);
    expect(affected.map((entry) => entry.reference)).not.toContain(early.reference);
  });

  it('a move takes the new hours with their cleanup and frees exactly the old ones', async () => {
    const date = '2026-03-09';
    const booked = await bookAppointment(harness, tanning, date, '10:00');
    expect((await reschedule(harness, booked, date, '13:00')).status).toBe(200);
    const hours = await hoursOn({ resourceKey: bedKey }, date);
    expect(Object.keys(hours)).toEqual(['13:00', '14:00']);
    expect(await offered(express, date)).toMatchObject({ '10:00': true, '11:00': true, '13:00': false, '14:00': false });
    // Back by one hour: 13:00 stays the appointment's, 12:00 is taken and 14:00 freed.
    expect((await reschedule(harness, booked, date, '12:00', '10.200.0.9')).status).toBe(200);
    expect(Object.keys(await hoursOn({ resourceKey: bedKey }, date))).toEqual(['12:00', '13:00']);
  });
});

describe('a service with preparation', () => {
  let facial: Product;

  beforeAll(async () => {
    facial = await createService({ productName: 'Facial con preparación', servicePreparation: 15 });
  });

  it('a booking at 10:00 takes 09:00 too; 08:00 is not offered (its preparation would start before opening)', async () => {
    const date = '2026-03-11';
    const before = await offered(facial, date);
    expect(before).not.toHaveProperty('08:00');
    expect(before['09:00']).toBe(true);
    const refused = await orderHour(harness, facial, date, '08:00');
    expect(refused.status).toBe(400);
    expect((await body(refused)).message).toBe(bufferMessages.preparationBeforeOpening(15, '08:00'));

    await bookAppointment(harness, facial, date, '10:00');
    expect(Object.keys(await hoursOn({ serviceId: facial._id }, date))).toEqual(['09:00', '10:00']);
    // 09:00 would need 08:00 and 09:00; 11:00 needs 10:00 (taken); 12:00 needs 11:00 and 12:00 (free).
    expect(await offered(facial, date)).toMatchObject({ '09:00': false, '10:00': false, '11:00': false, '12:00': true });
    expect((await orderHour(harness, facial, date, '11:00')).status).toBe(409);
  });

  it('the agenda shows the booking at its start and its preparation hour as taken by it', async () => {
    const date = '2026-03-12';
    await bookAppointment(harness, facial, date, '10:00');
    const response = await harness.request(`/api/admin/agenda?from=${date}&to=${date}&serviceId=${facial._id}`, { cookie: adminCookie });
    expect(response.status).toBe(200);
    const grid = (
      await body<{
        data: {
          days: { rows: { time: string; cells: AgendaCell[] }[] }[];
          bookings: { slotId: string; time: string; buffers?: unknown }[];
        };
      }>(response)
    ).data;
    const booking = grid.bookings.find((found) => found.time === '10:00')!;
    expect(booking.buffers).toEqual({ preparationMinutes: 15, cleanupMinutes: 0 });
    const cell = (time: string) => grid.days[0]!.rows.find((row) => row.time === time)!.cells[0]!;
    expect(cell('09:00')).toMatchObject({ state: 'booked', booking: booking.slotId, continues: booking.slotId, buffer: 'preparacion' });
    expect(cell('10:00')).toMatchObject({ state: 'booked', booking: booking.slotId });
    expect(cell('10:00')).not.toHaveProperty('buffer');
    // 11:00 would need 10:00 for its preparation; 12:00 is free.
    expect(cell('11:00')).toMatchObject({ state: 'closed', reason: 'sin-espacio' });
    expect(cell('12:00').state).toBe('free');
  });

  it('the booked line keeps its buffers, and the .ics shows the appointment itself (start and duration)', async () => {
    const date = '2026-03-13';
    const booked = await bookAppointment(harness, facial, date, '10:00');
    const record = await harness.deps.store.collection('transactions').findOne({ reference: booked.reference });
    expect(record?.reservationDetails[0]).toMatchObject({ serviceDuration: 60, servicePreparation: 15 });
    const download = await harness.request(`/api/transactions/${booked.reference}/calendar.ics?access=${booked.access}`);
    const text = (await download.text()).replace(/\r\n/g, '\n');
    // 10:00 in Bogotá is 15:00 UTC: the appointment, not its preparation at 09:45.
    expect(text).toContain('DTSTART:20260313T150000Z');
    expect(text).toContain('DURATION:PT60M\n');
  });
});

describe("changing a service's buffers", () => {
  it('is refused with a 409 naming the hours while the service has upcoming bookings, and accepted once they are gone', async () => {
    const massage = await createService({ productName: 'Masaje sin buffers' });
    const booked = await bookAppointment(harness, massage, '2026-03-16', '10:00');
    const refused = await updateService(massage, { productName: 'Masaje sin buffers', serviceCleanup: 15 });
    expect(refused.status).toBe(409);
    expect((await body(refused)).message).toBe(bufferMessages.serviceHasBookings(['2026-03-16 10:00']));
    expect((await harness.deps.store.collection('products').findOne({ _id: massage._id }))?.serviceCleanup).toBeUndefined();
    // Saving other fields (buffers left out, or the same) is not a change of buffers.
    expect((await updateService(massage, { productName: 'Masaje sin buffers', sellingPrice: 90_000 })).status).toBe(200);
    expect((await updateService(massage, { productName: 'Masaje sin buffers', serviceCleanup: 0 })).status).toBe(200);

    expect((await cancel(harness, booked)).status).toBe(200);
    const accepted = await updateService(massage, { productName: 'Masaje sin buffers', serviceCleanup: 15 });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect((await body<{ data: Product }>(accepted)).data.serviceCleanup).toBe(15);
    // Back to none: the field goes away.
    const cleared = await updateService(massage, { productName: 'Masaje sin buffers', serviceCleanup: 0 });
    expect((await body<{ data: Product }>(cleared)).data.serviceCleanup).toBeUndefined();
  });

  it('takes whole minutes from 0 to 120, with Spanish messages', async () => {
    for (const [field, value, message] of [
      ['serviceCleanup', 121, bufferMessages.cleanupInvalid],
      ['serviceCleanup', 10.5, bufferMessages.cleanupInvalid],
      ['servicePreparation', -5, bufferMessages.preparationInvalid],
    ] as const) {
      const response = await harness.request('/api/upload-product', { cookie: adminCookie, json: serviceInput(image, { [field]: value }) });
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe(message);
    }
  });
});

describe('a service without buffers', () => {
  it('takes exactly the hours it took before: a one-hour booking at 10:00 leaves 11:00 free', async () => {
    const plain = await createService({ productName: 'Masaje de siempre' });
    const date = '2026-03-18';
    await bookAppointment(harness, plain, date, '10:00');
    expect(Object.keys(await hoursOn({ serviceId: plain._id }, date))).toEqual(['10:00']);
    expect(await offered(plain, date)).toMatchObject({ '08:00': true, '09:00': true, '10:00': false, '11:00': true, '18:00': true });
  });
});
