/**
 * Closures and special days (POST/GET/DELETE /api/admin/closures): a closure closes its days for
 * availability, create-order, moves and phone bookings, lists the bookings already inside it and
 * cancels none; the owner cancels each one through the ordinary cancellation (refund and e-mail,
 * with the /mi-reserva link to choose another hour) or moves it. A special day opens with its own hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosureView } from '../../functions/services/bookings/closures.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { mailMessages } from '../../src/domain/mail/messages-mail.ts';
import { scheduleMessages } from '../../src/domain/schedule/messages-schedule.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { bookAppointment, ownService, readBooking } from './booking-helpers.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { linksOf, outboxFor } from './outbox.ts';

// Wednesday 4 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-04T15:00:00Z');
// Each test closes days of its own, so no test's closure touches another's bookings.
const MONDAY = '2026-03-16';
const SATURDAY = '2026-03-21';
const TUESDAY = '2026-03-24';
const THURSDAY = '2026-03-26';
const FRIDAY = '2026-03-27';

let harness: Harness;
let browser: Shopper;
let service: Product;
let adminCookie: string;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  browser = shopper(harness, {
    shippingInfo: { name: 'Sara Gómez', email: 'sara@correo.co', phone: '3001112233', address: '', shippingMethod: 'pickup' },
  });
  service = await ownService(harness, 60);
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());

const close = (input: unknown) => harness.request('/api/admin/closures', { cookie: adminCookie, json: input });
const remove = (id: string) => harness.request(`/api/admin/closures/${id}`, { method: 'DELETE', cookie: adminCookie });

async function availability(date: string) {
  const response = await harness.request(`/api/services/${service._id}/availability?date=${date}`);
  expect(response.status).toBe(200);
  return (await body<{ data: { closed: boolean; reason?: string; closure?: string; slots: { time: string }[] } }>(response)).data;
}

describe('a closure', () => {
  it('closes its days with its reason, lists the bookings inside it and cancels none; removed, the days open again', async () => {
    const booked = await bookAppointment(harness, service, MONDAY, '10:00');
    const outside = await bookAppointment(harness, service, '2026-03-18', '10:00');
    const created = await close({ from: MONDAY, to: '2026-03-17', reason: 'Vacaciones' });
    expect(created.status).toBe(201);
    const { data, message } = await body<{ data: ClosureView; message: string }>(created);
    expect(message).toBe(scheduleMessages.closureCreated);
    expect(data).toMatchObject({ from: MONDAY, to: '2026-03-17', reason: 'Vacaciones', hours: null });
    expect(data.affected).toEqual([
      {
        reference: booked.reference,
        lineId: booked.lineId,
        service: service.productName,
        serviceId: service._id,
        durationMinutes: 60,
        date: MONDAY,
        time: '10:00',
        customer: { name: expect.any(String), email: booked.email, phone: '3001234567' },
      },
    ]);
    expect(data.affected.map((entry) => entry.reference)).not.toContain(outside.reference);
    // Nothing was cancelled.
    expect((await readBooking(harness, booked.reference, booked.access)).lines[0]?.cancelled).toBe(false);

    expect(await availability(MONDAY)).toMatchObject({ closed: true, reason: 'cierre', closure: 'Vacaciones', slots: [] });
    expect((await availability('2026-03-18')).closed).toBe(false);
    const listed = await body<{ data: ClosureView[] }>(await harness.request('/api/admin/closures', { cookie: adminCookie }));
    expect(listed.data.find((entry) => entry._id === data._id)?.affected).toHaveLength(1);

    expect((await remove(data._id)).status).toBe(200);
    expect((await availability(MONDAY)).closed).toBe(false);
    const again = await remove(data._id);
    expect(again.status).toBe(404);
    expect((await body<{ message: string }>(again)).message).toBe(scheduleMessages.closureNotFound);
  });

  it('refuses create-order, a move and a phone booking on its days, with the reason (400)', async () => {
    const booked = await bookAppointment(harness, service, SATURDAY, '11:00');
    const created = await body<{ data: ClosureView }>(await close({ from: '2026-03-19', to: '2026-03-20', reason: 'Inventario' }));
    const refusal = messages.closureDay('Inventario');

    const ordered = await browser.createOrder([{ productId: service._id, reservationDate: '2026-03-19', reservationTime: '10:00' }]);
    expect(ordered.status).toBe(400);
    expect((await body<{ message: string }>(ordered)).message).toBe(refusal);
    const moved = await harness.request(`/api/bookings/${booked.reference}/reschedule`, {
      cookie: adminCookie,
      json: { lineId: booked.lineId, date: '2026-03-20', time: '11:00' },
    });
    expect(moved.status).toBe(400);
    expect((await body<{ message: string }>(moved)).message).toBe(refusal);
    const phone = await harness.request('/api/reservations/manual', {
      cookie: adminCookie,
      json: {
        serviceId: service._id,
        reservationDate: '2026-03-20',
        reservationTime: '10:00',
        customer: { name: 'Marta Ruiz', tel: '3001234567' },
      },
    });
    expect(phone.status).toBe(400);
    expect((await body<{ message: string }>(phone)).message).toBe(refusal);
    expect((await remove(created.data._id)).status).toBe(200);
  });

  it('lets the owner cancel an affected booking with its refund and an e-mail that offers to choose another hour, or move one', async () => {
    const first = await bookAppointment(harness, service, FRIDAY, '10:00');
    const second = await bookAppointment(harness, service, FRIDAY, '11:00');
    const created = await body<{ data: ClosureView }>(await close({ from: FRIDAY, to: FRIDAY, reason: 'Fumigación' }));
    expect(created.data.affected.map((entry) => entry.reference).sort()).toEqual([first.reference, second.reference].sort());

    // The owner's cancellation is the ordinary one: the deposit is refunded and the customer told.
    const cancelled = await harness.request(`/api/bookings/${first.reference}/cancel`, {
      cookie: adminCookie,
      json: { lineId: first.lineId },
    });
    expect(cancelled.status).toBe(200);
    const line = (await readBooking(harness, first.reference, first.access)).lines[0]!;
    expect(line).toMatchObject({ cancelled: true, cancelledByShop: true });
    expect(line.refunded).toBeGreaterThan(0);
    const [mail] = await outboxFor(harness, first.email, 'booking-cancelled');
    expect(mail?.mail.subject).toBe(mailMessages.cancelledByShopSubject(service.productName));
    expect(mail?.mail.text).toContain(mailMessages.cancelledByShopAnotherHour);
    expect(linksOf(mail!.mail).some((link) => link.includes('/mi-reserva?') && link.includes(first.reference))).toBe(true);

    // The move is the ordinary one too, to a day the closure leaves open.
    const moved = await harness.request(`/api/bookings/${second.reference}/reschedule`, {
      cookie: adminCookie,
      json: { lineId: second.lineId, date: '2026-03-25', time: '15:00' },
    });
    expect(moved.status).toBe(200);
    const listed = await body<{ data: ClosureView[] }>(await harness.request('/api/admin/closures', { cookie: adminCookie }));
    expect(listed.data.find((entry) => entry._id === created.data._id)?.affected).toEqual([]);
  });

  it('refuses dates in the wrong order, already past or without a reason (400, in Spanish)', async () => {
    const backwards = await close({ from: '2026-03-20', to: '2026-03-19', reason: 'x' });
    expect(backwards.status).toBe(400);
    expect((await body<{ message: string }>(backwards)).message).toBe(scheduleMessages.closureOrder);
    const past = await close({ from: '2026-03-01', to: '2026-03-03', reason: 'x' });
    expect(past.status).toBe(400);
    expect((await body<{ message: string }>(past)).message).toBe(scheduleMessages.closureInPast);
    const noReason = await close({ from: '2026-03-19', to: '2026-03-19', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect((await body<{ message: string }>(noReason)).message).toBe(scheduleMessages.reasonRequired);
    expect((await remove('not-an-id')).status).toBe(400);
  });

  it('keeps every one of 20 saved at once, and each removal once', async () => {
    const before = (await body<{ data: ClosureView[] }>(await harness.request('/api/admin/closures', { cookie: adminCookie }))).data.length;
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) => close({ from: '2026-05-20', to: '2026-05-20', reason: `Cierre ${index}` })),
    );
    expect(created.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const listed = (await body<{ data: ClosureView[] }>(await harness.request('/api/admin/closures', { cookie: adminCookie }))).data;
    expect(listed).toHaveLength(before + 20);
    const ids = listed.filter((entry) => entry.from === '2026-05-20').map((entry) => entry._id);
    const removals = await Promise.all([...ids, ...ids].map((id) => remove(id)));
    expect(removals.filter((response) => response.status === 200)).toHaveLength(20);
    expect(removals.filter((response) => response.status === 404)).toHaveLength(20);
  });
});

describe('a special day', () => {
  it('opens a closed Tuesday with its own hours, and lists the bookings a narrowed day leaves out', async () => {
    expect(await availability(TUESDAY)).toMatchObject({ closed: true, reason: 'martes' });
    const opened = await close({ from: TUESDAY, to: TUESDAY, reason: 'Temporada alta', hours: { from: '10:00', to: '13:30' } });
    expect(opened.status).toBe(201);
    expect((await body<{ message: string }>(opened)).message).toBe(scheduleMessages.specialDayCreated);
    expect((await availability(TUESDAY)).slots.map((slot) => slot.time)).toEqual(['10:00', '11:00', '12:00']);
    const ordered = await browser.createOrder([{ productId: service._id, reservationDate: TUESDAY, reservationTime: '12:00' }]);
    expect(ordered.status).toBe(201);
    expect((await browser.cancel((await body<{ id: string }>(ordered)).id)).status).toBe(200);

    const early = await bookAppointment(harness, service, THURSDAY, '08:00');
    const inside = await bookAppointment(harness, service, THURSDAY, '10:00');
    const narrowed = await body<{ data: ClosureView }>(
      await close({ from: THURSDAY, to: THURSDAY, reason: 'Capacitación', hours: { from: '09:00', to: '12:00' } }),
    );
    expect(narrowed.data.affected.map((entry) => entry.reference)).toEqual([early.reference]);
    expect(narrowed.data.affected.map((entry) => entry.reference)).not.toContain(inside.reference);
    expect((await availability(THURSDAY)).slots.map((slot) => slot.time)).toEqual(['09:00', '10:00', '11:00']);
  });
});
