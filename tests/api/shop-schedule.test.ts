/**
 * The owner's weekly hours (GET/PUT /api/admin/schedule): the defaults are today's hours, a saved
 * week is what availability, create-order, moves and phone bookings read, and a bad week is a 400
 * in Spanish. Each test saves its week and puts the defaults back.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFingerprint, exportCatalogue } from '../../functions/services/catalogue/catalogue-snapshot.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { scheduleMessages } from '../../src/domain/schedule/messages-schedule.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { defaultSchedule, type ShopSchedule } from '../../src/domain/schedule/shop-schedule.ts';
import { bookAppointment, ownService, reschedule } from './booking-helpers.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, createRecordingPublisher, type Harness } from './helpers.ts';

// Wednesday 4 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-04T15:00:00Z');
const THURSDAY = '2026-03-05';
const FRIDAY = '2026-03-06';
const TUESDAY = '2026-03-10';
const LATER_THURSDAY = '2026-03-12';

let harness: Harness;
let publisher: ReturnType<typeof createRecordingPublisher>;
let browser: Shopper;
let massage: Product;
let adminCookie: string;

beforeAll(async () => {
  publisher = createRecordingPublisher();
  harness = await createHarness({ now: NOW, publisher });
  browser = shopper(harness, {
    shippingInfo: { name: 'Sara Gómez', email: 'sara@correo.co', phone: '3001112233', address: '', shippingMethod: 'pickup' },
  });
  massage = await ownService(harness, 120);
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());
afterEach(async () => {
  expect((await saveSchedule(defaultSchedule)).status).toBe(200);
});

const saveSchedule = (schedule: unknown) => harness.request('/api/admin/schedule', { method: 'PUT', cookie: adminCookie, json: schedule });

/** The default week with some weekdays changed (0 = domingo). */
function withDays(days: Record<number, { open: boolean; from: string; to: string }>): ShopSchedule {
  return { ...defaultSchedule, week: defaultSchedule.week.map((day, weekday) => days[weekday] ?? day) };
}

async function availability(date: string) {
  const response = await harness.request(`/api/services/${massage._id}/availability?date=${date}`);
  expect(response.status).toBe(200);
  return (await body<{ data: { closed: boolean; reason?: string; slots: { time: string; available: boolean }[] } }>(response)).data;
}

const order = (date: string, time: string) =>
  browser.createOrder([{ productId: massage._id, reservationDate: date, reservationTime: time }]);

describe('the weekly hours', () => {
  it('are today’s hours until the owner saves others', async () => {
    const response = await harness.request('/api/admin/schedule', { cookie: adminCookie });
    expect(response.status).toBe(200);
    const { data } = await body<{ data: ShopSchedule }>(response);
    expect(data.week).toHaveLength(7);
    expect(data.week[2]).toMatchObject({ open: false });
    expect(data.week[1]).toEqual({ open: true, from: '08:00', to: '19:00' });
    expect(data.week[0]).toEqual({ open: true, from: '09:00', to: '16:00' });
    expect(data.holidays).toEqual({ open: true, from: '09:00', to: '16:00' });
    expect(data.counter.week[3]).toEqual({ open: true, from: '09:00', to: '16:00' });
    expect(data.counter.week[2]).toMatchObject({ open: false });
  });

  it('are saved whole, read back as saved, and the save asks for the pages’ rebuild, whose snapshot carries them', async () => {
    const before = publisher.scheduled;
    const snapshotBefore = await exportCatalogue(harness.deps.store);
    expect(snapshotBefore.schedule).toEqual(defaultSchedule);
    const edited = withDays({ 4: { open: true, from: '08:30', to: '18:30' } });
    const saved = await saveSchedule(edited);
    expect(saved.status).toBe(200);
    expect((await body<{ message: string }>(saved)).message).toBe(scheduleMessages.scheduleSaved);
    const read = await body<{ data: ShopSchedule }>(await harness.request('/api/admin/schedule', { cookie: adminCookie }));
    expect(read.data).toEqual(edited);
    expect(publisher.scheduled).toBe(before + 1);
    const snapshot = await exportCatalogue(harness.deps.store);
    expect(snapshot.schedule).toEqual(edited);
    expect(catalogueFingerprint(snapshot)).not.toBe(catalogueFingerprint(snapshotBefore));
    const shown = await body<{ data: { schedule: ShopSchedule } }>(await harness.request('/api/schedule'));
    expect(shown.data.schedule.week[4]).toEqual({ open: true, from: '08:30', to: '18:30' });
  });

  it('refuses a day whose opening is not before its closing, an hour off the half hour and a short week (400, in Spanish)', async () => {
    const backwards = await saveSchedule(withDays({ 1: { open: true, from: '19:00', to: '08:00' } }));
    expect(backwards.status).toBe(400);
    expect((await body<{ message: string }>(backwards)).message).toBe(scheduleMessages.fromBeforeTo('lunes'));
    const equal = await saveSchedule({ ...defaultSchedule, holidays: { open: true, from: '10:00', to: '10:00' } });
    expect(equal.status).toBe(400);
    expect((await body<{ message: string }>(equal)).message).toBe(scheduleMessages.fromBeforeTo('festivos'));
    const quarter = await saveSchedule(withDays({ 1: { open: true, from: '08:15', to: '19:00' } }));
    expect(quarter.status).toBe(400);
    expect((await body<{ message: string }>(quarter)).message).toBe(scheduleMessages.timeInvalid);
    const short = await saveSchedule({ ...defaultSchedule, week: defaultSchedule.week.slice(0, 6) });
    expect(short.status).toBe(400);
    expect((await body<{ message: string }>(short)).message).toBe(scheduleMessages.weekInvalid);
    const read = await body<{ data: ShopSchedule }>(await harness.request('/api/admin/schedule', { cookie: adminCookie }));
    expect(read.data).toEqual(defaultSchedule);
  });

  it('a closed weekday offers no hour and takes no order, move or phone booking', async () => {
    const booked = await bookAppointment(harness, massage, FRIDAY, '10:00');
    expect((await availability(THURSDAY)).closed).toBe(false);
    expect((await saveSchedule(withDays({ 4: { open: false, from: '08:00', to: '19:00' } }))).status).toBe(200);

    expect(await availability(THURSDAY)).toMatchObject({ closed: true, reason: 'cerrado', slots: [] });
    const refused = await order(THURSDAY, '10:00');
    expect(refused.status).toBe(400);
    expect((await body<{ message: string }>(refused)).message).toBe(messages.weekdayClosed('jueves'));
    const moved = await reschedule(harness, booked, LATER_THURSDAY, '10:00');
    expect(moved.status).toBe(400);
    expect((await body<{ message: string }>(moved)).message).toBe(messages.weekdayClosed('jueves'));
    const phone = await harness.request('/api/reservations/manual', {
      cookie: adminCookie,
      json: {
        serviceId: massage._id,
        reservationDate: THURSDAY,
        reservationTime: '10:00',
        customer: { name: 'Marta Ruiz', tel: '3001234567' },
      },
    });
    expect(phone.status).toBe(400);
    expect((await body<{ message: string }>(phone)).message).toBe(messages.weekdayClosed('jueves'));
  });

  it('a narrowed day offers only the starts that end by its closing, on the half hour too', async () => {
    expect((await availability(THURSDAY)).slots.map((slot) => slot.time)).toContain('16:00');
    expect((await saveSchedule(withDays({ 4: { open: true, from: '09:30', to: '13:30' } }))).status).toBe(200);

    // A 120-minute service: starts on whole hours from 09:30, ending by 13:30.
    expect((await availability(THURSDAY)).slots.map((slot) => slot.time)).toEqual(['10:00', '11:00']);
    const early = await order(THURSDAY, '09:00');
    expect(early.status).toBe(400);
    expect((await body<{ message: string }>(early)).message).toBe(messages.reservationDayHours('9:30 am a 1:30 pm'));
    const late = await order(THURSDAY, '12:00');
    expect(late.status).toBe(400);
    expect((await body<{ message: string }>(late)).message).toBe(messages.reservationEndsAfterClosing(120, '13:30'));
    const fits = await order(THURSDAY, '11:00');
    expect(fits.status).toBe(201);
    expect((await browser.cancel((await body<{ id: string }>(fits)).id)).status).toBe(200);
  });

  it('an opened Tuesday takes bookings within its hours', async () => {
    expect(await availability(TUESDAY)).toMatchObject({ closed: true, reason: 'martes' });
    expect((await saveSchedule(withDays({ 2: { open: true, from: '10:00', to: '14:00' } }))).status).toBe(200);
    expect((await availability(TUESDAY)).slots.map((slot) => slot.time)).toEqual(['10:00', '11:00', '12:00']);
    const booked = await order(TUESDAY, '12:00');
    expect(booked.status).toBe(201);
    expect((await browser.cancel((await body<{ id: string }>(booked)).id)).status).toBe(200);
  });

  it('is the owner’s alone: 401 signed out, 403 for a customer', async () => {
    const customer = await harness.signInAs('GENERAL');
    expect((await harness.request('/api/admin/schedule')).status).toBe(401);
    expect((await harness.request('/api/admin/schedule', { cookie: customer.cookie })).status).toBe(403);
    const put = await harness.request('/api/admin/schedule', { method: 'PUT', cookie: customer.cookie, json: defaultSchedule });
    expect(put.status).toBe(403);
  });
});
