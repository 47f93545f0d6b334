/**
 * The hour rules on the owner's hours: the saved schedule turns into the hours every rule reads
 * (today's exactly by default), half hours, closed weekdays, closures and special days.
 */
import { describe, expect, it } from 'vitest';
import { defaultBusinessHours, exceptionOn, pickerStarts, type BusinessHours } from '../../src/domain/schedule/business-hours.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { hourText } from '../../src/domain/schedule/messages-hours.ts';
import { scheduleMessages } from '../../src/domain/schedule/messages-schedule.ts';
import { closingHour, dayStatus, hourLabel, reservationRefusal, slotTimes, bookingWindows } from '../../src/domain/schedule/schedule.ts';
import { closureBodySchema, scheduleBodySchema } from '../../src/domain/schedule/schedule-schemas.ts';
import { businessHoursOf, defaultSchedule, scheduleOf, type ShopSchedule } from '../../src/domain/schedule/shop-schedule.ts';

// Wednesday 4 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-04T15:00:00Z');
const THURSDAY = '2026-03-05';
const TUESDAY = '2026-03-10';
const MONDAY = '2026-03-09';

const withDay = (weekday: number, day: { open: boolean; from: string; to: string }): ShopSchedule => ({
  ...defaultSchedule,
  week: defaultSchedule.week.map((current, index) => (index === weekday ? day : current)),
});

describe('the saved schedule', () => {
  it('is today’s hours exactly by default, and back', () => {
    expect(businessHoursOf(defaultSchedule)).toEqual(defaultBusinessHours);
    expect(businessHoursOf(null)).toBe(defaultBusinessHours);
    expect(scheduleOf(businessHoursOf(defaultSchedule))).toEqual(defaultSchedule);
  });

  it('keeps half hours: 09:30 opens at the next whole hour, 13:30 closes a 120-minute service at 11:00', () => {
    const hours = businessHoursOf(withDay(4, { open: true, from: '09:30', to: '13:30' }));
    expect(hours.appointments.week[4]).toEqual({ opens: 9.5, closes: 13.5 });
    expect(pickerStarts({ firstHour: 8, lastHour: 18 }, hours.appointments.week[4] ?? null)).toEqual({ firstHour: 10, lastHour: 13 });
    expect(slotTimes(THURSDAY, bookingWindows.reservar, 120, hours)).toEqual(['10:00', '11:00']);
    expect(slotTimes(THURSDAY, bookingWindows.reservar, 30, hours)).toEqual(['10:00', '11:00', '12:00', '13:00']);
    expect(closingHour(THURSDAY, hours)).toBe(13.5);
    expect([hourLabel(13.5), hourText(13.5), hourText(9.5)]).toEqual(['13:30', '1:30 pm', '9:30 am']);
  });

  it('refuses a closed weekday, and an hour outside a narrowed day, with the day’s own words', () => {
    const closedThursday = businessHoursOf(withDay(4, { open: false, from: '08:00', to: '19:00' }));
    expect(dayStatus(THURSDAY, NOW, closedThursday)).toEqual({ closed: true, reason: 'cerrado' });
    const request = { date: THURSDAY, time: '10:00', stock: 1, window: bookingWindows.reservar, durationMinutes: 60 };
    // A closed day says why in general words: the weekday's name, or a closed holiday's own.
    expect(reservationRefusal(request, NOW, closedThursday)).toBe(messages.weekdayClosed('jueves'));
    expect(messages.weekdayClosed('jueves')).toBe('Lo sentimos, los jueves estamos cerrados. Por favor elige otro día.');
    const closedHolidays = businessHoursOf({ ...defaultSchedule, holidays: { open: false, from: '09:00', to: '16:00' } });
    expect(reservationRefusal({ ...request, date: '2026-03-23' }, NOW, closedHolidays)).toBe(messages.holidayClosed('San José'));
    const narrowed = businessHoursOf(withDay(4, { open: true, from: '10:00', to: '14:00' }));
    expect(reservationRefusal({ ...request, time: '09:00' }, NOW, narrowed)).toBe(messages.reservationDayHours('10:00 am a 2:00 pm'));
    expect(reservationRefusal({ ...request, time: '13:00', durationMinutes: 90 }, NOW, narrowed)).toBe(
      messages.reservationEndsAfterClosing(90, '14:00'),
    );
    expect(reservationRefusal({ ...request, time: '13:00' }, NOW, narrowed)).toBeNull();
    // Today's hours keep today's words.
    expect(reservationRefusal({ ...request, time: '19:00' }, NOW)).toBe(messages.reservationHoursRange('08:00', '18:00'));
    expect(reservationRefusal({ ...request, date: TUESDAY }, NOW)).toBe(messages.tuesdayClosed);
  });
});

describe('closures and special days', () => {
  const closure = { _id: 'a', from: MONDAY, to: TUESDAY, reason: 'Vacaciones', hours: null };
  const special = { _id: 'b', from: TUESDAY, to: TUESDAY, reason: 'Temporada', hours: { from: '10:00', to: '14:00' } };

  it('close their days, with the owner’s reason', () => {
    const hours = businessHoursOf(null, [closure]);
    expect(dayStatus(MONDAY, NOW, hours)).toEqual({ closed: true, reason: 'cierre', closure: 'Vacaciones' });
    expect(slotTimes(MONDAY, bookingWindows.reservar, 60, hours)).toEqual([]);
    const request = { date: MONDAY, time: '10:00', stock: 1, window: bookingWindows.reservar, durationMinutes: 60 };
    expect(reservationRefusal(request, NOW, hours)).toBe(messages.closureDay('Vacaciones'));
    expect(dayStatus(THURSDAY, NOW, hours).closed).toBe(false);
  });

  it('open a special day with its own hours, whatever its weekday; a closure wins over it', () => {
    const opened: BusinessHours = businessHoursOf(null, [special]);
    expect(dayStatus(TUESDAY, NOW, opened)).toMatchObject({ closed: false });
    expect(slotTimes(TUESDAY, bookingWindows.reservar, 60, opened)).toEqual(['10:00', '11:00', '12:00', '13:00']);
    const both = businessHoursOf(null, [special, closure]);
    expect(exceptionOn(both, TUESDAY)?.reason).toBe('Vacaciones');
    expect(dayStatus(TUESDAY, NOW, both)).toMatchObject({ closed: true, reason: 'cierre' });
  });
});

describe('what the owner may save', () => {
  it('takes hours on the hour or half hour, an opening before the closing, seven days', () => {
    expect(scheduleBodySchema.safeParse(defaultSchedule).success).toBe(true);
    const messagesOf = (input: unknown) => {
      const parsed = scheduleBodySchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messagesOf(withDay(3, { open: true, from: '12:00', to: '11:30' }))).toEqual([scheduleMessages.fromBeforeTo('miércoles')]);
    expect(messagesOf(withDay(3, { open: true, from: '08:45', to: '11:30' }))).toEqual([scheduleMessages.timeInvalid]);
    // A closed day's hours are kept as typed, in any order.
    expect(messagesOf(withDay(3, { open: false, from: '12:00', to: '11:00' }))).toEqual([]);
    expect(
      messagesOf({ ...defaultSchedule, counter: { ...defaultSchedule.counter, holidays: { open: true, from: '16:00', to: '09:00' } } }),
    ).toEqual([scheduleMessages.fromBeforeTo('festivos')]);
  });

  it('takes a closure from one date to a later one, with a reason', () => {
    expect(closureBodySchema.safeParse({ from: MONDAY, to: TUESDAY, reason: ' Vacaciones ' }).data?.reason).toBe('Vacaciones');
    const refused = (input: unknown) => closureBodySchema.safeParse(input).error?.issues[0]?.message;
    expect(refused({ from: TUESDAY, to: MONDAY, reason: 'x' })).toBe(scheduleMessages.closureOrder);
    expect(refused({ from: MONDAY, to: MONDAY, reason: '  ' })).toBe(scheduleMessages.reasonRequired);
    expect(refused({ from: '2026-02-30', to: MONDAY, reason: 'x' })).toBe(scheduleMessages.dateInvalid);
    expect(refused({ from: '2026-01-01', to: '2027-06-01', reason: 'x' })).toBe(scheduleMessages.closureTooLong(366));
    expect(refused({ from: MONDAY, to: MONDAY, reason: 'x', hours: { from: '14:00', to: '10:00' } })).toBe(
      scheduleMessages.fromBeforeTo('el día especial'),
    );
  });
});
