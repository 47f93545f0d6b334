import { describe, expect, it } from 'vitest';
import {
  appointmentStart,
  cancelRefusal,
  cancelRefusalOf,
  isLastMinute,
  MAX_RESCHEDULES,
  refundAmountOf,
  reminderDue,
  rescheduleRefusal,
  rescheduleRefusalOf,
  reschedulesLeft,
  type BookingLine,
} from '../../src/domain/bookings/booking-policy.ts';
import { bookingMessages } from '../../src/domain/bookings/messages-bookings.ts';

// Friday 6 March 2026, 10:00 in Bogotá is 15:00 UTC.
const line: BookingLine = { kind: 'service', payNow: 16_000, reservationDate: '2026-03-06', reservationTime: '10:00' };
const minutesBefore = (minutes: number) => new Date(Date.parse('2026-03-06T15:00:00Z') - minutes * 60_000);

describe('booking policy', () => {
  it('reads the appointment in Bogotá time', () => {
    expect(appointmentStart(line)?.toISOString()).toBe('2026-03-06T15:00:00.000Z');
    expect(appointmentStart({ reservationDate: '2026-03-06' })).toBeNull();
  });

  it('allows changes 24 h 1 min before and refuses them 23 h 59 min before', () => {
    expect(cancelRefusal('confirmada', line, minutesBefore(24 * 60 + 1))).toBeNull();
    expect(rescheduleRefusal('confirmada', line, minutesBefore(24 * 60 + 1))).toBeNull();
    expect(cancelRefusal('confirmada', line, minutesBefore(24 * 60))).toBeNull();
    expect(cancelRefusal('confirmada', line, minutesBefore(24 * 60 - 1))).toBe(bookingMessages.tooLate(24));
    expect(rescheduleRefusal('confirmada', line, minutesBefore(24 * 60 - 1))).toBe(bookingMessages.tooLate(24));
    expect(cancelRefusal('confirmada', line, minutesBefore(-5))).toBe(bookingMessages.appointmentPast);
  });

  it('refuses a change once the reservation is completed, missed or cancelled', () => {
    const early = minutesBefore(3 * 24 * 60);
    for (const status of ['completada', 'no asistió', 'cancelada']) {
      expect(cancelRefusal(status, line, early)).toBe(bookingMessages.statusLocked(status));
      expect(rescheduleRefusal(status, line, early)).toBe(bookingMessages.statusLocked(status));
    }
    expect(cancelRefusal('pendiente', line, early)).toBeNull();
  });

  it('refuses a cancelled line and a product line', () => {
    const early = minutesBefore(3 * 24 * 60);
    expect(cancelRefusal('confirmada', { ...line, cancelledAt: '2026-03-01T00:00:00Z' }, early)).toBe(bookingMessages.lineCancelled);
    expect(cancelRefusal('confirmada', { kind: 'product', payNow: 10 }, early)).toBe(bookingMessages.lineNotFound);
  });

  it('allows two moves and refuses the third', () => {
    const early = minutesBefore(3 * 24 * 60);
    expect(rescheduleRefusal('confirmada', { ...line, reschedules: 1 }, early)).toBeNull();
    expect(rescheduleRefusal('confirmada', { ...line, reschedules: MAX_RESCHEDULES }, early)).toBe(bookingMessages.noMoreReschedules(2));
    expect(cancelRefusal('confirmada', { ...line, reschedules: MAX_RESCHEDULES }, early)).toBeNull();
    expect(reschedulesLeft({ reschedules: 1 })).toBe(1);
    expect(reschedulesLeft({})).toBe(2);
  });

  it('refunds the deposit of the line, never a fraction or a negative amount', () => {
    expect(refundAmountOf(line)).toBe(16_000);
    expect(refundAmountOf({ payNow: 0 })).toBe(0);
    expect(refundAmountOf({ payNow: 12.5 })).toBe(0);
    expect(refundAmountOf({ payNow: -3 })).toBe(0);
  });

  it('reminds within the last 24 hours of an appointment agreed at least 24 hours ahead', () => {
    const madeEarly = new Date('2026-03-01T12:00:00Z');
    expect(reminderDue('confirmada', line, madeEarly, minutesBefore(24 * 60 - 10))).toBe(true);
    expect(reminderDue('confirmada', line, madeEarly, minutesBefore(24 * 60 + 10))).toBe(false);
    expect(reminderDue('confirmada', line, madeEarly, minutesBefore(-1))).toBe(false);
    // Made 20 hours before the appointment: no reminder.
    expect(reminderDue('confirmada', line, minutesBefore(20 * 60), minutesBefore(60))).toBe(false);
    expect(reminderDue('cancelada', line, madeEarly, minutesBefore(60))).toBe(false);
    expect(reminderDue('confirmada', { ...line, cancelledAt: '2026-03-02T00:00:00Z' }, madeEarly, minutesBefore(60))).toBe(false);
    // Moved 10 hours before the new hour: no reminder for it.
    const moved: BookingLine = {
      ...line,
      history: [
        {
          kind: 'reprogramada',
          at: minutesBefore(10 * 60).toISOString(),
          by: 'cliente',
          from: { date: '2026-03-09', time: '09:00' },
          to: { date: '2026-03-06', time: '10:00' },
        },
      ],
    };
    expect(reminderDue('confirmada', moved, madeEarly, minutesBefore(60))).toBe(false);
  });

  it('tells a rule (the API answers 400) from a closed appointment (409)', () => {
    expect(cancelRefusalOf('confirmada', line, minutesBefore(24 * 60 - 1))).toEqual({ kind: 'rule', message: bookingMessages.tooLate(24) });
    expect(rescheduleRefusalOf('confirmada', { ...line, reschedules: 2 }, minutesBefore(48 * 60))).toEqual({
      kind: 'rule',
      message: bookingMessages.noMoreReschedules(2),
    });
    expect(cancelRefusalOf('completada', line, minutesBefore(48 * 60))).toEqual({
      kind: 'state',
      message: bookingMessages.statusLocked('completada'),
    });
    expect(cancelRefusalOf('confirmada', { ...line, cancelledAt: '2026-03-01T00:00:00Z' }, minutesBefore(48 * 60))?.kind).toBe('state');
  });

  it('is last-minute in the 24 hours before a live appointment only', () => {
    expect(isLastMinute('confirmada', line, minutesBefore(24 * 60 - 1))).toBe(true);
    expect(isLastMinute('confirmada', line, minutesBefore(1))).toBe(true);
    expect(isLastMinute('confirmada', line, minutesBefore(24 * 60 + 1))).toBe(false);
    expect(isLastMinute('confirmada', line, minutesBefore(-1))).toBe(false);
    expect(isLastMinute('completada', line, minutesBefore(60))).toBe(false);
    expect(isLastMinute('confirmada', { ...line, cancelledAt: '2026-03-01T00:00:00Z' }, minutesBefore(60))).toBe(false);
  });
});
