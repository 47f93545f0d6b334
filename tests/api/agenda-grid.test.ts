/**
 * GET /api/admin/agenda: the owner's grid of hours, built from the slot documents and the records
 * of the range — free, held (with the minutes left), booked (who, what, paid or due, by phone or
 * online) and closed, exactly as the phone reservation would be told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgendaAnswer } from '../../functions/services/owner/agenda-grid.ts';
import type { AgendaCell } from '../../src/domain/bookings/agenda-grid.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { bookAppointment, findService, withWidestStarts } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

// Monday 2 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-02T15:00:00Z');
const WEDNESDAY = '2026-03-04';
// Holy week: Tuesday closed, Thursday 2 and Friday 3 April are holidays, then Sunday.
const HOLY_MONDAY = '2026-03-30';
const HOLY_THURSDAY = '2026-04-02';
const EASTER_SUNDAY = '2026-04-05';

let harness: Harness;
let adminCookie: string;
let service: Product;
let longService: Product;

async function agenda(query: string, cookie = adminCookie) {
  return harness.request(`/api/admin/agenda?${query}`, { cookie });
}

async function agendaOk(query: string): Promise<AgendaAnswer> {
  const response = await agenda(query);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await body<{ data: AgendaAnswer }>(response)).data;
}

function cell(answer: AgendaAnswer, date: string, time: string, serviceId = service._id): AgendaCell {
  const day = answer.days.find((candidate) => candidate.date === date);
  const row = day?.rows.find((candidate) => candidate.time === time);
  const found = row?.cells.find((candidate) => candidate.serviceId === serviceId);
  if (!found) throw new Error(`no cell for ${date} ${time} ${serviceId}`);
  return found;
}

async function bookByPhone(name: string, date: string, time: string, notes = '') {
  const response = await harness.request('/api/reservations/manual', {
    cookie: adminCookie,
    json: { serviceId: service._id, reservationDate: date, reservationTime: time, customer: { name, tel: '3001234567' }, notes },
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
  service = await findService(harness);
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  longService = await withWidestStarts(
    harness,
    all.find((candidate) => candidate.category.startsWith('Servicios') && (candidate.serviceDuration ?? 0) === 120)!,
  );

  await bookByPhone('Marta por teléfono', WEDNESDAY, '09:00', 'Llega con su hija');
  await bookAppointment(harness, service, WEDNESDAY, '11:00');
  // A checkout in progress: created, not paid.
  const browser = shopper(harness, { shippingInfo: { name: 'Pagando', phone: '3001234567', address: '', shippingMethod: 'pickup' } });
  const created = await browser.createOrder([{ productId: service._id, reservationDate: WEDNESDAY, reservationTime: '14:00' }]);
  expect(created.status, await created.clone().text()).toBe(201);
  harness.setNow(new Date(NOW.getTime() + 6 * 60_000));
  await bookAppointment(harness, service, HOLY_THURSDAY, '14:00');
});
afterAll(() => harness.close());

describe('the agenda of a day', () => {
  it('shows free, held, booked and closed hours', async () => {
    const day = await agendaOk(`from=${WEDNESDAY}&to=${WEDNESDAY}`);
    expect(day.days.map((entry) => entry.date)).toEqual([WEDNESDAY]);
    expect(day.days[0]!.rows.map((row) => row.time)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    // Every bookable service has its column, the long one too.
    expect(day.services.map((entry) => entry._id)).toEqual(expect.arrayContaining([service._id, longService._id]));

    expect(cell(day, WEDNESDAY, '10:00')).toMatchObject({ state: 'free' });
    expect(cell(day, WEDNESDAY, '14:00')).toMatchObject({ state: 'held', minutesLeft: 9 });

    const phone = cell(day, WEDNESDAY, '09:00');
    const online = cell(day, WEDNESDAY, '11:00');
    expect(phone.state).toBe('booked');
    expect(online.state).toBe('booked');
    const bookingOf = (target: AgendaCell) =>
      day.bookings.find((booking) => target.state === 'booked' && booking.slotId === target.booking)!;
    expect(bookingOf(phone)).toMatchObject({
      customer: 'Marta por teléfono',
      phone: '3001234567',
      notes: 'Llega con su hija',
      channel: 'telefono',
      paid: 0,
      balance: service.sellingPrice,
      time: '09:00',
    });
    expect(bookingOf(online)).toMatchObject({
      channel: 'online',
      notes: '',
      serviceName: service.productName,
      durationMinutes: service.serviceDuration,
    });
    expect(bookingOf(online).paid).toBeGreaterThan(0);
    expect(bookingOf(online).balance).toBe(service.sellingPrice - bookingOf(online).paid);
    // The records behind the bookings come along, for their detail and status.
    expect(day.records.map((record) => record._id).sort()).toEqual([bookingOf(phone).recordId, bookingOf(online).recordId].sort());

    // A 120-minute service cannot start at 18:00 (it would end after 19:00); it can at 17:00.
    expect(cell(day, WEDNESDAY, '17:00', longService._id)).toMatchObject({ state: 'free' });
    expect(cell(day, WEDNESDAY, '18:00', longService._id)).toMatchObject({ state: 'closed', reason: 'horario' });
  });

  it('says past hours of today are closed, and the bookings stay', async () => {
    harness.setNow(new Date('2026-03-04T17:30:00Z')); // Wednesday 12:30
    try {
      const day = await agendaOk(`from=${WEDNESDAY}&to=${WEDNESDAY}&serviceId=${service._id}`);
      expect(cell(day, WEDNESDAY, '10:00')).toMatchObject({ state: 'closed', reason: 'pasada' });
      expect(cell(day, WEDNESDAY, '09:00').state).toBe('booked');
      expect(cell(day, WEDNESDAY, '13:00').state).toBe('free');
      // The checkout's hold expired meanwhile: the hour is free again.
      expect(cell(day, WEDNESDAY, '14:00').state).toBe('free');
    } finally {
      harness.setNow(new Date(NOW.getTime() + 6 * 60_000));
    }
  });
});

describe('the agenda of a week', () => {
  it('spans a holiday: short hours on the holidays and Sunday, Tuesday closed, one service when asked', async () => {
    const week = await agendaOk(`from=${HOLY_MONDAY}&to=${EASTER_SUNDAY}&serviceId=${service._id}`);
    expect(week.days.map((day) => day.date)).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
    expect(week.services.map((entry) => entry._id)).toEqual([service._id]);
    expect(week.days.every((day) => day.rows.every((row) => row.cells.length === 1))).toBe(true);

    const thursday = week.days[3]!;
    expect(thursday).toMatchObject({ holiday: 'Jueves Santo', shortDay: true });
    expect(week.days[4]).toMatchObject({ holiday: 'Viernes Santo', shortDay: true });
    expect(week.days[6]).toMatchObject({ holiday: null, shortDay: true });
    expect(cell(week, HOLY_THURSDAY, '08:00')).toMatchObject({ state: 'closed', reason: 'horario' });
    expect(cell(week, HOLY_THURSDAY, '09:00').state).toBe('free');
    expect(cell(week, HOLY_THURSDAY, '14:00').state).toBe('booked');
    expect(cell(week, HOLY_THURSDAY, '16:00')).toMatchObject({ state: 'closed', reason: 'horario' });
    expect(cell(week, EASTER_SUNDAY, '17:00')).toMatchObject({ state: 'closed', reason: 'horario' });
    expect(week.days[1]!.rows.every((row) => row.cells[0]!.state === 'closed')).toBe(true);
    // A weekday keeps its long hours.
    expect(cell(week, '2026-04-01', '18:00').state).toBe('free');
    expect(week.bookings.map((booking) => `${booking.date} ${booking.time}`)).toEqual([`${HOLY_THURSDAY} 14:00`]);
  });

  it('shows a long booking once, at its start, and the hours it runs through as its continuation', async () => {
    const FRIDAY = '2026-03-06';
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const ninety = await withWidestStarts(
      harness,
      all.find((candidate) => candidate.category === 'Servicios' && candidate.serviceDuration === 90)!,
    );
    await bookAppointment(harness, ninety, FRIDAY, '12:00');
    const day = await agendaOk(`from=${FRIDAY}&to=${FRIDAY}&serviceId=${ninety._id}`);
    const start = `${ninety._id}|${FRIDAY}|12:00`;
    expect(cell(day, FRIDAY, '12:00', ninety._id)).toMatchObject({ state: 'booked', booking: start });
    expect(cell(day, FRIDAY, '13:00', ninety._id)).toMatchObject({ state: 'booked', booking: start, continues: start });
    expect(cell(day, FRIDAY, '14:00', ninety._id).state).toBe('free');
    // A 90-minute phone booking at 11:00 would run into 12:00.
    expect(cell(day, FRIDAY, '11:00', ninety._id)).toMatchObject({ state: 'closed', reason: 'sin-espacio' });
    expect(day.bookings.map((booking) => booking.time)).toEqual(['12:00']);
  });

  it('reads each collection once for the whole range, never once per hour or per day', async () => {
    const { store } = harness.deps;
    const original = store.collection.bind(store);
    let reads = 0;
    store.collection = ((name: Parameters<typeof original>[0]) => {
      const collection = original(name);
      return new Proxy(collection, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (property === 'find' || property === 'findOne') reads += 1;
            return (value as (...params: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    }) as typeof store.collection;
    try {
      reads = 0;
      await agendaOk(`from=${WEDNESDAY}&to=${WEDNESDAY}`);
      const oneDay = reads;
      reads = 0;
      await agendaOk(`from=2026-03-05&to=2026-04-04`);
      expect(reads).toBe(oneDay);
      expect(oneDay).toBeLessThanOrEqual(8);
    } finally {
      store.collection = original;
    }
  });
});

describe('what the agenda refuses', () => {
  it('answers 400 in Spanish for a bad range, and 404 for a product that is not a service', async () => {
    const refusals = [
      'from=2026-03-05&to=2026-03-04',
      'from=2026-03-01&to=2026-04-01',
      'from=2026-02-30&to=2026-03-01',
      'from=ayer&to=hoy',
      'to=2026-03-01',
    ];
    for (const query of refusals) {
      const response = await agenda(query);
      expect(response.status, query).toBe(400);
      expect((await body<{ message: string }>(response)).message).toMatch(/fecha|días/);
    }
    expect((await agenda('from=2026-03-01&to=2026-03-31')).status).toBe(200);
    expect((await agenda(`from=${WEDNESDAY}&to=${WEDNESDAY}&serviceId=nada`)).status).toBe(400);
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const product = all.find((candidate) => !candidate.category.startsWith('Servicios'))!;
    const notService = await agenda(`from=${WEDNESDAY}&to=${WEDNESDAY}&serviceId=${product._id}`);
    expect(notService.status).toBe(404);
    expect((await body<{ message: string }>(notService)).message).toBe('Servicio no encontrado.');
  });

  it('is for the admin only', async () => {
    expect((await harness.request(`/api/admin/agenda?from=${WEDNESDAY}&to=${WEDNESDAY}`)).status).toBe(401);
    const general = await harness.signInAs('GENERAL');
    expect((await agenda(`from=${WEDNESDAY}&to=${WEDNESDAY}`, general.cookie)).status).toBe(403);
  });
});
