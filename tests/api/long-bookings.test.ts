/**
 * A booking takes every hour it runs through: 90 minutes at 10:00 take 10:00 and 11:00, so nobody
 * can book the same service at 11:00 (online or by phone), the pickers do not offer it, racing
 * checkouts for overlapping starts end with one winner, a move or a cancellation frees exactly
 * those hours, and the migration gives bookings stored before this their later hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBookingHours } from '../../functions/services/bookings/booking-hours-migration.ts';
import { freeSlots } from '../../functions/services/owner/records-admin.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { bookAppointment, cancel, findService, reschedule } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

// Monday 2 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-02T15:00:00Z');

let harness: Harness;
let adminCookie: string;
let longService: Product;
let shortService: Product;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
  shortService = await findService(harness);
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  longService = all.find((candidate) => candidate.category === 'Servicios' && candidate.stock > 0 && candidate.serviceDuration === 90)!;
  expect(longService).toBeDefined();
});
afterAll(() => harness.close());

const slots = () => harness.deps.store.collection('slots');
/** The booked or held hours of the service on a date, by time, with their owners. */
async function hoursOn(service: Product, date: string) {
  const found = await slots().find({ serviceId: service._id, date });
  return Object.fromEntries(found.sort((a, b) => a.time.localeCompare(b.time)).map((slot) => [slot.time, slot.orderId]));
}

async function offered(service: Product, date: string): Promise<Record<string, boolean>> {
  const response = await harness.request(`/api/services/${service._id}/availability?date=${date}`);
  expect(response.status).toBe(200);
  const answer = await body<{ data: { slots: { time: string; available: boolean }[] } }>(response);
  return Object.fromEntries(answer.data.slots.map((slot) => [slot.time, slot.available]));
}

const order = (service: Product, date: string, time: string, index: number) =>
  shopper(harness, {
    shippingInfo: {
      name: `Cliente ${index}`,
      email: `carrera${index}@correo.co`,
      phone: '3001234567',
      address: '',
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
    },
    seed: `carrera-${date}-${index}`,
  }).createOrder([{ productId: service._id, reservationDate: date, reservationTime: time }], { ip: `10.77.${index}.1` });

const byPhone = (service: Product, date: string, time: string) =>
  harness.request('/api/reservations/manual', {
    cookie: adminCookie,
    json: { serviceId: service._id, reservationDate: date, reservationTime: time, customer: { name: 'Por teléfono', tel: '3001234567' } },
  });

describe('a booking longer than an hour', () => {
  it('takes the hours it runs through: 11:00 of the same service is refused and not offered, 12:00 and other services stay free', async () => {
    const date = '2026-03-04';
    await bookAppointment(harness, longService, date, '10:00');
    const hours = await hoursOn(longService, date);
    expect(Object.keys(hours)).toEqual(['10:00', '11:00']);
    expect(hours['11:00']).toBe(hours['10:00']);

    const refused = await order(longService, date, '11:00', 1);
    expect(refused.status).toBe(409);
    expect((await body(refused)).message).toBe(messages.slotTaken);

    const picker = await offered(longService, date);
    expect(picker).toMatchObject({ '09:00': false, '10:00': false, '11:00': false, '12:00': true });
    expect((await offered(shortService, date))['11:00']).toBe(true);
    expect((await order(longService, date, '12:00', 2)).status).toBe(201);
    expect((await order(shortService, date, '11:00', 3)).status).toBe(201);
  });

  it('of 30 parallel checkouts for overlapping starts (10:00 and 11:00), exactly one wins and nothing overlaps', async () => {
    const date = '2026-03-05';
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => order(longService, date, index % 2 ? '11:00' : '10:00', 100 + index)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const hours = await hoursOn(longService, date);
    const owners = new Set(Object.values(hours));
    expect(owners.size).toBe(1);
    expect([
      ['10:00', '11:00'],
      ['11:00', '12:00'],
    ]).toContainEqual(Object.keys(hours));
  });

  it('a move takes the new hours and frees exactly the old ones; a cancellation frees exactly its hours', async () => {
    const date = '2026-03-06';
    // A neighbour at 17:00 (17:00 and 18:00): nothing below ever touches its hours.
    await bookAppointment(harness, longService, date, '17:00');
    const booked = await bookAppointment(harness, longService, date, '10:00');

    expect((await reschedule(harness, booked, date, '14:00')).status).toBe(200);
    let hours = await hoursOn(longService, date);
    expect(Object.keys(hours)).toEqual(['14:00', '15:00', '17:00', '18:00']);
    expect((await offered(longService, date))['10:00']).toBe(true);

    // Moved by one hour: 15:00 stays the appointment's, 14:00 is freed, 16:00 is taken.
    expect((await reschedule(harness, booked, date, '15:00', '10.200.0.2')).status).toBe(200);
    hours = await hoursOn(longService, date);
    expect(Object.keys(hours)).toEqual(['15:00', '16:00', '17:00', '18:00']);
    expect(hours['15:00']).toBe(hours['16:00']);

    // Another appointment moved onto hours those two run through: refused, nothing changes.
    const other = await bookAppointment(harness, longService, date, '08:00');
    const overlap = await reschedule(harness, other, date, '16:00', '10.200.0.4');
    expect(overlap.status).toBe(409);
    expect((await body(overlap)).message).toBe(messages.slotTaken);
    expect(Object.keys(await hoursOn(longService, date))).toEqual(['08:00', '09:00', '15:00', '16:00', '17:00', '18:00']);
    expect((await cancel(harness, other, '10.200.0.6')).status).toBe(200);

    expect((await cancel(harness, booked, '10.200.0.5')).status).toBe(200);
    hours = await hoursOn(longService, date);
    expect(Object.keys(hours)).toEqual(['17:00', '18:00']);
  });

  it('refuses a phone reservation on an hour an online booking runs through', async () => {
    const date = '2026-03-07';
    await bookAppointment(harness, longService, date, '10:00');
    for (const time of ['09:00', '11:00']) {
      const refused = await byPhone(longService, date, time);
      expect(refused.status).toBe(409);
      expect((await body(refused)).message).toBe(messages.slotTaken);
    }
    expect((await byPhone(longService, date, '12:00')).status).toBe(201);
    expect(Object.keys(await hoursOn(longService, date))).toEqual(['10:00', '11:00', '12:00', '13:00']);
    // A held hour refuses the phone too: nothing half taken is left behind.
    expect((await order(longService, date, '15:00', 200)).status).toBe(201);
    expect((await byPhone(longService, date, '14:00')).status).toBe(409);
    expect((await hoursOn(longService, date))['14:00']).toBeUndefined();
  });

  it('"cancelada" from the list frees all its hours for good; one cancelled by status alone (before) reopens with all or none', async () => {
    const date = '2026-03-09';
    const created = await byPhone(longService, date, '10:00');
    expect(created.status).toBe(201);
    const { _id: id } = (await body<{ data: { _id: string } }>(created)).data;
    const setStatus = (status: string) =>
      harness.request(`/api/transactions/${id}`, { cookie: adminCookie, method: 'PATCH', json: { status } });
    expect((await setStatus('cancelada')).status).toBe(200);
    expect(await hoursOn(longService, date)).toEqual({});
    expect((await setStatus('confirmada')).status).toBe(409);
    expect(await hoursOn(longService, date)).toEqual({});

    // A reservation the list cancelled before it cancelled appointments: its lines are open, its hours free.
    const legacy = await byPhone(longService, date, '14:00');
    const { _id: legacyId } = (await body<{ data: { _id: string } }>(legacy)).data;
    const stored = (await harness.deps.store.collection('transactions').findOne({ _id: legacyId }))!;
    await freeSlots(harness.deps.store, stored, harness.deps.clock());
    await harness.deps.store.collection('transactions').updateOne({ _id: legacyId }, { $set: { status: 'cancelada' } });
    const setLegacy = (status: string) =>
      harness.request(`/api/transactions/${legacyId}`, { cookie: adminCookie, method: 'PATCH', json: { status } });
    expect((await setLegacy('confirmada')).status).toBe(200);
    expect(Object.keys(await hoursOn(longService, date))).toEqual(['14:00', '15:00']);
    await freeSlots(
      harness.deps.store,
      (await harness.deps.store.collection('transactions').findOne({ _id: legacyId }))!,
      harness.deps.clock(),
    );
    await harness.deps.store.collection('transactions').updateOne({ _id: legacyId }, { $set: { status: 'cancelada' } });
    expect((await byPhone(longService, date, '15:00')).status).toBe(201);
    const refused = await setLegacy('confirmada');
    expect(refused.status).toBe(409);
    expect(Object.keys(await hoursOn(longService, date))).toEqual(['15:00', '16:00']);
  });
});

describe('bookings stored before they took every hour', () => {
  /** A booking as stored before: its start hour alone. */
  async function oldBooking(date: string, time: string) {
    const response = await byPhone(longService, date, time);
    expect(response.status).toBe(201);
    const reference = (await body<{ data: { reference: string } }>(response)).data.reference;
    const [start, later] = [
      `${longService._id}|${date}|${time}`,
      `${longService._id}|${date}|${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    ];
    expect((await slots().deleteOne({ _id: later })).deletedCount).toBe(1);
    return { reference, start, later };
  }

  it('stay usable: the later hour is free as before, and cancelling frees only what the booking has', async () => {
    const date = '2026-03-11';
    const old = await oldBooking(date, '10:00');
    expect((await offered(longService, date))['11:00']).toBe(true);
    const agenda = await harness.request(`/api/admin/agenda?from=${date}&to=${date}&serviceId=${longService._id}`, { cookie: adminCookie });
    expect(agenda.status).toBe(200);
    expect((await byPhone(longService, date, '11:00')).status).toBe(201);
    const record = (await harness.deps.store.collection('transactions').findOne({ reference: old.reference }))!;
    expect(
      (await harness.request(`/api/transactions/${record._id}`, { cookie: adminCookie, method: 'PATCH', json: { status: 'cancelada' } }))
        .status,
    ).toBe(200);
    // The 11:00 booking made since keeps both its hours.
    expect(Object.keys(await hoursOn(longService, date))).toEqual(['11:00', '12:00']);
  });

  it('get their later hours from the migration where free; an overlap is reported, never taken; running it again takes nothing', async () => {
    const date = '2026-03-12';
    const free = await oldBooking(date, '09:00');
    const clashing = await oldBooking(date, '14:00');
    expect((await byPhone(shortService, date, '15:00')).status).toBe(201);
    // Somebody booked 15:00 of the same service while 14:00's booking held its start alone.
    await slots().insertOne({
      _id: clashing.later,
      serviceId: longService._id,
      date,
      time: '15:00',
      state: 'booked',
      orderId: 'otra-reserva',
      heldUntil: null,
      createdAt: NOW,
    });

    const first = await takeBookingHours(harness.deps.store, harness.deps.clock());
    expect(first.taken).toBe(1);
    expect(first.conflicts).toEqual([{ reference: clashing.reference, slotId: clashing.later, heldBy: 'otra-reserva' }]);
    const startOwner = (await slots().findOne({ _id: free.start }))!.orderId;
    expect(await slots().findOne({ _id: free.later })).toMatchObject({ state: 'booked', orderId: startOwner });
    expect((await slots().findOne({ _id: clashing.later }))?.orderId).toBe('otra-reserva');

    const again = await takeBookingHours(harness.deps.store, harness.deps.clock());
    expect(again.taken).toBe(0);
    expect(again.alreadyTheirs).toBe(first.alreadyTheirs + first.taken);
    expect(again.conflicts).toEqual(first.conflicts);
  });
});
