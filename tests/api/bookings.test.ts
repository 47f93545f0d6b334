/**
 * Booking self-service through the API with an injected clock: who may see a reservation, the
 * 24-hour rule at its edge, the two moves, the rules of the new hour, two customers racing for one
 * hour, the rate limit, and the messages (with their calendar files) each change sends.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingView } from '../../functions/services/bookings/booking-records.ts';
import { bookingMessages } from '../../src/domain/bookings/messages-bookings.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import {
  bookAppointment,
  bookAppointments,
  cancel,
  findService,
  minutesBefore,
  readBooking,
  reschedule,
  type BookedAppointment,
} from './booking-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { outboxFor } from './outbox.ts';

const BOOKED_AT = new Date('2026-03-04T15:00:00Z'); // Wednesday 10:00 in Bogotá
const FRIDAY = '2026-03-06';
const SATURDAY = '2026-03-07';
const OWNER = 'admin@tienda.local';

let harness: Harness;
let service: Product;

beforeAll(async () => {
  harness = await createHarness({ now: BOOKED_AT });
  service = await findService(harness);
});
beforeEach(() => harness.setNow(BOOKED_AT));
afterAll(() => harness.close());

const slotOf = (date: string, time: string) => harness.deps.store.collection('slots').findOne({ _id: `${service._id}|${date}|${time}` });
const messageOf = async (response: Response) => (await body<{ message: string }>(response)).message;
const dataOf = async (response: Response) => (await body<{ data: BookingView }>(response)).data;

describe('who may see a reservation', () => {
  it('shows it to the receipt token, its owner and an admin, and answers 404 to everyone else', async () => {
    const owner = await harness.signInAs('GENERAL');
    const booked = await bookAppointment(harness, service, FRIDAY, '08:00', { cookie: owner.cookie });
    const view = await readBooking(harness, booked.reference, booked.access);
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({
      reservationDate: FRIDAY,
      reservationTime: '08:00',
      cancelled: false,
      reschedulesLeft: 2,
      cancelRefusal: null,
      lastMinute: false,
      refundByHand: false,
    });

    const admin = await harness.signInAs('ADMIN');
    const stranger = await harness.signInAs('GENERAL');
    expect((await harness.request(`/api/bookings/${booked.reference}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await harness.request(`/api/bookings/${booked.reference}`, { cookie: admin.cookie })).status).toBe(200);
    for (const answer of [
      await harness.request(`/api/bookings/${booked.reference}`),
      await harness.request(`/api/bookings/${booked.reference}?access=otro`),
      await harness.request(`/api/bookings/${booked.reference}`, { cookie: stranger.cookie }),
      await harness.request('/api/bookings/TM-NOEXISTE'),
      await harness.request(`/api/bookings/${booked.reference}/cancel`, { json: { lineId: booked.lineId, access: 'otro' } }),
      await harness.request(`/api/bookings/${booked.reference}/reschedule`, {
        json: { lineId: booked.lineId, date: SATURDAY, time: '09:00' },
        cookie: stranger.cookie,
      }),
    ]) {
      expect(answer.status).toBe(404);
      expect(await messageOf(answer)).toBe(bookingMessages.notFound);
    }
    expect((await slotOf(FRIDAY, '08:00'))?.state).toBe('booked');
  });

  it('refuses a line id that is not in the reservation, and bad input with a Spanish 400', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '09:00');
    const other = { ...booked, lineId: `${'a'.repeat(24)}-0` };
    const missing = await cancel(harness, other);
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe(bookingMessages.lineNotFound);
    const bad = await harness.request(`/api/bookings/${booked.reference}/reschedule`, {
      json: { lineId: 'x', date: 'mañana', time: '25:00', access: booked.access },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the 24-hour rule', () => {
  it('cancels 24 h 1 min before: refunds the deposit, frees the hour, and tells the customer and the owner', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '10:00');
    harness.setNow(minutesBefore(FRIDAY, '10:00', 24 * 60 + 1));
    const response = await cancel(harness, booked);
    expect(response.status).toBe(200);
    const view = await dataOf(response);
    const line = view.lines[0]!;
    expect(line.cancelled).toBe(true);
    expect(view.status).toBe('cancelada');
    expect(line.history).toEqual([
      expect.objectContaining({
        kind: 'cancelada',
        by: 'cliente',
        refundAmount: line.payNow,
        refundId: expect.stringMatching(/^SANDBOX-REFUND-/),
      }),
    ]);
    expect(line.payNow).toBeGreaterThan(0);
    expect(await slotOf(FRIDAY, '10:00')).toBeNull();

    const again = await cancel(harness, booked);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(bookingMessages.lineCancelled);

    const [mail, ...more] = await outboxFor(harness, booked.email, 'booking-cancelled');
    expect(more).toHaveLength(0);
    const ics = mail!.mail.attachments.find((file) => file.contentType === 'text/calendar')!.content.toString('utf8');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain(`UID:${booked.lineId}@tienda-medellin`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('STATUS:CANCELLED');
    const notices = (await outboxFor(harness, OWNER, 'booking-cancelled-notice')).filter(({ mail: notice }) =>
      notice.subject?.includes(booked.reference),
    );
    expect(notices).toHaveLength(1);
  });

  it('refuses to cancel or move 23 h 59 min before with a Spanish 400, and the booking stays as it was', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '11:00');
    harness.setNow(minutesBefore(FRIDAY, '11:00', 24 * 60 - 1));
    for (const response of [await cancel(harness, booked), await reschedule(harness, booked, SATURDAY, '11:00')]) {
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(bookingMessages.tooLate(24));
    }
    const view = await readBooking(harness, booked.reference, booked.access);
    expect(view.lines[0]).toMatchObject({
      cancelled: false,
      reservationDate: FRIDAY,
      reservationTime: '11:00',
      cancelRefusal: bookingMessages.tooLate(24),
      lastMinute: true,
    });
    expect((await slotOf(FRIDAY, '11:00'))?.state).toBe('booked');
    expect(await slotOf(SATURDAY, '11:00')).toBeNull();
  });

  it('moves 24 h 1 min before: the new hour is booked, the old one freed, with an .ics that updates the event', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '12:00');
    harness.setNow(minutesBefore(FRIDAY, '12:00', 24 * 60 + 1));
    const response = await reschedule(harness, booked, SATURDAY, '12:00');
    expect(response.status).toBe(200);
    const answer = await body<{ message: string; data: BookingView }>(response);
    expect(answer.message).toBe(bookingMessages.rescheduled('sábado 7 de marzo de 2026', '12:00 p. m.'));
    const line = answer.data.lines[0]!;
    expect(line).toMatchObject({ reservationDate: SATURDAY, reservationTime: '12:00', reschedulesLeft: 1 });
    expect(line.history).toEqual([
      expect.objectContaining({ kind: 'reprogramada', from: { date: FRIDAY, time: '12:00' }, to: { date: SATURDAY, time: '12:00' } }),
    ]);
    expect(await slotOf(FRIDAY, '12:00')).toBeNull();
    expect((await slotOf(SATURDAY, '12:00'))?.state).toBe('booked');
    const record = await harness.deps.store.collection('transactions').findOne({ reference: booked.reference });
    expect(record?.appointmentDates).toEqual([SATURDAY]);

    const [mail] = await outboxFor(harness, booked.email, 'booking-moved');
    const ics = mail!.mail.attachments.find((file) => file.contentType === 'text/calendar')!.content.toString('utf8');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${booked.lineId}@tienda-medellin`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20260307T170000Z');
  });
});

describe('moving an appointment', () => {
  it('allows two moves and refuses the third with a Spanish 400', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '13:00');
    expect((await reschedule(harness, booked, SATURDAY, '13:00')).status).toBe(200);
    expect((await reschedule(harness, booked, SATURDAY, '14:00')).status).toBe(200);
    const third = await reschedule(harness, booked, SATURDAY, '15:00');
    expect(third.status).toBe(400);
    expect(await messageOf(third)).toBe(bookingMessages.noMoreReschedules(2));
    expect((await slotOf(SATURDAY, '14:00'))?.state).toBe('booked');
    expect(await slotOf(SATURDAY, '13:00')).toBeNull();
    expect(await slotOf(SATURDAY, '15:00')).toBeNull();
    // The customer may still cancel, and the cancellation's SEQUENCE is above the second move's.
    expect((await cancel(harness, booked)).status).toBe(200);
    const [mail] = await outboxFor(harness, booked.email, 'booking-cancelled');
    expect(mail!.mail.attachments[0]!.content.toString('utf8')).toContain('SEQUENCE:3');
  });

  it('applies every booking rule to the new hour', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '14:00');
    const taken = await bookAppointment(harness, service, SATURDAY, '16:00');
    const cases: [string, string, number, string][] = [
      ['2026-03-10', '10:00', 400, messages.tuesdayClosed],
      ['2026-03-03', '10:00', 400, messages.reservationDateInPast],
      ['2026-07-01', '10:00', 400, messages.reservationTooFar(90)],
      [SATURDAY, '06:00', 400, messages.reservationHoursRange('08:00', '18:00')],
      [FRIDAY, '14:00', 400, bookingMessages.sameHour],
      [SATURDAY, '16:00', 409, messages.slotTaken],
    ];
    for (const [date, time, status, message] of cases) {
      const response = await reschedule(harness, booked, date, time);
      expect(response.status, `${date} ${time}`).toBe(status);
      expect(await messageOf(response)).toBe(message);
    }
    expect((await readBooking(harness, booked.reference, booked.access)).lines[0]).toMatchObject({
      reservationDate: FRIDAY,
      reservationTime: '14:00',
      reschedulesLeft: 2,
    });
    expect((await slotOf(SATURDAY, '16:00'))?.state).toBe('booked');
    expect((await readBooking(harness, taken.reference, taken.access)).lines[0]?.reservationTime).toBe('16:00');
  });

  it('takes over an expired hold on the new hour but never a live one', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '15:00');
    const slots = harness.deps.store.collection('slots');
    const hold = (time: string, heldUntil: Date) =>
      slots.insertOne({
        _id: `${service._id}|${SATURDAY}|${time}`,
        serviceId: service._id,
        date: SATURDAY,
        time,
        state: 'held',
        orderId: 'otro-pedido',
        heldUntil,
        createdAt: BOOKED_AT,
      });
    await hold('17:00', new Date(BOOKED_AT.getTime() + 10 * 60_000));
    await hold('18:00', new Date(BOOKED_AT.getTime() - 60_000));
    expect((await reschedule(harness, booked, SATURDAY, '17:00')).status).toBe(409);
    expect((await slotOf(SATURDAY, '17:00'))?.orderId).toBe('otro-pedido');
    expect((await reschedule(harness, booked, SATURDAY, '18:00')).status).toBe(200);
    expect(await slotOf(SATURDAY, '18:00')).toMatchObject({ state: 'booked', heldUntil: null });
  });

  it('lets exactly one of two customers racing for one hour win; the other keeps their hour', async () => {
    const first = await bookAppointment(harness, service, FRIDAY, '16:00');
    const second = await bookAppointment(harness, service, FRIDAY, '17:00');
    const target = { date: '2026-03-09', time: '10:00' };
    const requests = Array.from({ length: 24 }, (_, index) =>
      reschedule(harness, index % 2 === 0 ? first : second, target.date, target.time, `10.201.0.${index + 1}`),
    );
    const answers = await Promise.all(requests);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 409 || status === 400)).toBe(true);

    const views = [await readBooking(harness, first.reference, first.access), await readBooking(harness, second.reference, second.access)];
    const winners = views.filter((view) => view.lines[0]?.reservationDate === target.date);
    expect(winners).toHaveLength(1);
    const loser = views.find((view) => view.lines[0]?.reservationDate !== target.date)!;
    const loserTime = loser.lines[0]!.reservationTime;
    expect(loser.lines[0]).toMatchObject({ reservationDate: FRIDAY, reschedulesLeft: 2 });
    expect((await slotOf(FRIDAY, loserTime))?.state).toBe('booked');
    const winnerOld = loserTime === '16:00' ? '17:00' : '16:00';
    expect(await slotOf(FRIDAY, winnerOld)).toBeNull();
    expect((await slotOf(target.date, target.time))?.state).toBe('booked');
    expect(winners[0]!.lines[0]!.history).toHaveLength(1);
  });
});

describe('one appointment of several', () => {
  it('cancels one line and keeps the others; the owner cancelling the rest never frees an hour somebody else took since', async () => {
    const two = await bookAppointments(harness, service, [
      [SATURDAY, '08:00'],
      [SATURDAY, '09:00'],
    ]);
    const first = { ...two, lineId: two.lineIds[0]! };
    const response = await cancel(harness, first);
    expect(response.status).toBe(200);
    const view = await dataOf(response);
    expect(view.status).toBe('confirmada');
    expect(view.lines.map((line) => line.cancelled)).toEqual([true, false]);
    expect(await slotOf(SATURDAY, '08:00')).toBeNull();

    const other = await bookAppointment(harness, service, SATURDAY, '08:00');
    const admin = await harness.signInAs('ADMIN');
    const record = await harness.deps.store.collection('transactions').findOne({ reference: two.reference });
    const cancelled = await harness.request(`/api/transactions/${record!._id}`, {
      method: 'PATCH',
      json: { status: 'cancelada' },
      cookie: admin.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(await slotOf(SATURDAY, '09:00')).toBeNull();
    expect((await slotOf(SATURDAY, '08:00'))?.state).toBe('booked');
    expect((await readBooking(harness, other.reference, other.access)).lines[0]?.reservationTime).toBe('08:00');
  });
});

describe('limits', () => {
  it('refuses both changes (409, in Spanish) once the owner marks the reservation completada, no asistió or cancelada', async () => {
    const admin = await harness.signInAs('ADMIN');
    for (const [index, status] of (['completada', 'no asistió', 'cancelada'] as const).entries()) {
      const time = ['08:00', '09:00', '10:00'][index]!;
      const booked = await bookAppointment(harness, service, '2026-03-12', time);
      const record = await harness.deps.store.collection('transactions').findOne({ reference: booked.reference });
      const marked = await harness.request(`/api/transactions/${record!._id}`, { method: 'PATCH', json: { status }, cookie: admin.cookie });
      expect(marked.status).toBe(200);
      for (const response of [await cancel(harness, booked), await reschedule(harness, booked, SATURDAY, time)]) {
        expect(response.status, status).toBe(409);
        // "cancelada" from the list cancels the appointment itself (records-status.test.ts).
        expect(await messageOf(response)).toBe(
          status === 'cancelada' ? bookingMessages.lineCancelled : bookingMessages.statusLocked(status),
        );
      }
      expect((await readBooking(harness, booked.reference, booked.access)).lines[0]).toMatchObject({
        cancelled: status === 'cancelada',
        reservationDate: '2026-03-12',
        reservationTime: time,
      });
    }
  });

  it('refuses more than 20 changes of one reservation in an hour with a Spanish 429', async () => {
    const booked: BookedAppointment = await bookAppointment(harness, service, FRIDAY, '18:00');
    harness.setNow(minutesBefore(FRIDAY, '18:00', 60)); // too late: every attempt is refused, and counted
    const answers = [];
    for (let attempt = 0; attempt < 21; attempt++) answers.push(await cancel(harness, booked, `10.202.0.${attempt + 1}`));
    expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(400));
    expect(answers[20]!.status).toBe(429);
    expect(await messageOf(answers[20]!)).toBe(bookingMessages.tooManyChanges);
  });
});
