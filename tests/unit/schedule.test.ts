import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import {
  coveredHours,
  addDays,
  bogotaInstant,
  bogotaMoment,
  dayStatus,
  holidayName,
  isPastSlot,
  isValidDate,
  reservationRefusal,
  serviceBookingWindow,
  slotTimes,
  closingHour,
  endsByClosing,
  weekdayOf,
  bookingWindows,
  type BookingWindow,
} from '../../src/domain/schedule/schedule.ts';

// Wednesday 4 March 2026, 10:30 in Bogotá (15:30 UTC).
const now = new Date('2026-03-04T15:30:00Z');
const WEDNESDAY = '2026-03-04';
const TUESDAY = '2026-03-10';
const THURSDAY = '2026-03-05';
const SUNDAY = '2026-03-08';
const HOLIDAY_MONDAY = '2026-03-23'; // San José

const card = (date: string | undefined, time: string | undefined, stock = 5) =>
  reservationRefusal({ date, time, stock, window: bookingWindows.tarjeta, durationMinutes: 60 }, now);
const page = (date: string, time: string) =>
  reservationRefusal({ date, time, stock: 5, window: bookingWindows.reservar, durationMinutes: 60 }, now);

describe('Bogotá time', () => {
  it('is UTC−5 whatever the machine zone', () => {
    expect(bogotaMoment(now)).toEqual({ date: WEDNESDAY, time: '10:30', minutes: 630 });
    expect(bogotaInstant(WEDNESDAY, '10:30').toISOString()).toBe('2026-03-04T15:30:00.000Z');
  });

  it('is still "today" in Bogotá after UTC midnight', () => {
    // 23:30 in Bogotá on the 4th is already 04:30 UTC on the 5th.
    const lateNight = new Date('2026-03-05T04:30:00Z');
    expect(bogotaMoment(lateNight).date).toBe(WEDNESDAY);
    expect(dayStatus(WEDNESDAY, lateNight).closed).toBe(false);
    expect(isPastSlot(WEDNESDAY, '13:00', lateNight)).toBe(true);
    expect(isPastSlot(THURSDAY, '09:00', lateNight)).toBe(false);
    // Just after midnight in Bogotá the previous day is the past.
    const afterMidnight = new Date('2026-03-05T05:00:00Z');
    expect(dayStatus(WEDNESDAY, afterMidnight)).toEqual({ closed: true, reason: 'pasado' });
  });

  it('validates calendar dates and walks days', () => {
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2028-02-29')).toBe(true);
    expect(isValidDate('2026-3-4')).toBe(false);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(weekdayOf(TUESDAY)).toBe(2);
  });
});

describe('closed days and holidays', () => {
  it('closes every Tuesday', () => {
    expect(dayStatus(TUESDAY, now)).toEqual({ closed: true, reason: 'martes' });
    expect(slotTimes(TUESDAY, bookingWindows.reservar, 60)).toEqual([]);
  });

  it('knows Colombian holidays on their observed date', () => {
    expect(holidayName(HOLIDAY_MONDAY)).toBe('San José');
    expect(holidayName('2026-03-19')).toBeNull();
    expect(holidayName('2026-12-25')).toBe('Navidad');
  });

  it('gives Sundays and holidays the 9:00 am – 4:00 pm hours', () => {
    expect(dayStatus(HOLIDAY_MONDAY, now)).toEqual({ closed: false, holiday: 'San José', shortDay: true });
    expect(slotTimes(HOLIDAY_MONDAY, bookingWindows.reservar, 60)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
    expect(slotTimes(SUNDAY, bookingWindows.reservar, 60)).toEqual(slotTimes(HOLIDAY_MONDAY, bookingWindows.reservar, 60));
    expect(slotTimes(SUNDAY, bookingWindows.tarjeta, 60)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00']);
  });

  it('refuses dates too far ahead', () => {
    expect(dayStatus(addDays(WEDNESDAY, 91), now)).toEqual({ closed: true, reason: 'lejano' });
    expect(dayStatus(addDays(WEDNESDAY, 89), now).closed).toBe(false); // a Monday, 89 days ahead
  });
});

describe('slot lists', () => {
  it('offers 09:00–13:00 on the picker and 08:00–18:00 on /reservar', () => {
    expect(slotTimes(THURSDAY, bookingWindows.tarjeta, 60)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00']);
    const pageSlots = slotTimes(THURSDAY, bookingWindows.reservar, 60);
    expect(pageSlots[0]).toBe('08:00');
    expect(pageSlots.at(-1)).toBe('18:00');
    expect(pageSlots).toHaveLength(11);
  });

  it('books a service on its own start window, the spec’s 09:00 to 13:00 when it sets none, whatever its category', () => {
    expect(serviceBookingWindow({})).toEqual({ firstHour: 9, lastHour: 13 });
    expect(serviceBookingWindow({ serviceStarts: null })).toEqual(bookingWindows.tarjeta);
    expect(serviceBookingWindow({ serviceStarts: { from: '10:00', to: '16:00' } })).toEqual({ firstHour: 10, lastHour: 16 });
    expect(slotTimes(THURSDAY, serviceBookingWindow({ serviceStarts: { from: '10:00', to: '16:00' } }), 60)).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });
});

describe('reservation rules', () => {
  it('needs a date and an hour', () => {
    expect(card(undefined, '10:00')).toBe(messages.reservationNeedsDateTime);
    expect(card(THURSDAY, undefined)).toBe(messages.reservationNeedsDateTime);
    expect(card('', '')).toBe(messages.reservationNeedsDateTime);
  });

  it('refuses Tuesdays with the spec message', () => {
    expect(card(TUESDAY, '10:00')).toBe(messages.tuesdayClosed);
  });

  it('refuses a date before today', () => {
    expect(card('2026-03-02', '10:00')).toBe(messages.reservationDateInPast);
  });

  it('refuses an hour already past today and accepts a later one', () => {
    expect(card(WEDNESDAY, '09:00')).toBe(messages.reservationHourPast);
    expect(card(WEDNESDAY, '10:00')).toBe(messages.reservationHourPast); // started at 10:00, it is 10:30
    expect(card(WEDNESDAY, '11:00')).toBeNull();
  });

  it('keeps the picker to 09:00–13:00: 08:00 and 14:00 are out, 09:00 and 13:00 are in', () => {
    expect(card(THURSDAY, '08:00')).toBe(messages.reservationHoursRange('09:00', '13:00'));
    expect(card(THURSDAY, '09:00')).toBeNull();
    expect(card(THURSDAY, '13:00')).toBeNull();
    expect(card(THURSDAY, '14:00')).toBe(messages.reservationHoursRange('09:00', '13:00'));
    expect(card(THURSDAY, '09:30')).toBe(messages.reservationHoursRange('09:00', '13:00'));
  });

  it('keeps /reservar to 08:00–18:00', () => {
    expect(page(THURSDAY, '08:00')).toBeNull();
    expect(page(THURSDAY, '18:00')).toBeNull();
    expect(page(THURSDAY, '07:00')).toBe(messages.reservationHoursRange('08:00', '18:00'));
    expect(page(THURSDAY, '19:00')).toBe(messages.reservationHoursRange('08:00', '18:00'));
  });

  it('keeps holidays to their shorter hours', () => {
    expect(page(HOLIDAY_MONDAY, '08:00')).toBe(messages.reservationShortDayHours);
    expect(page(HOLIDAY_MONDAY, '16:00')).toBe(messages.reservationShortDayHours);
    expect(page(HOLIDAY_MONDAY, '15:00')).toBeNull();
  });

  it('needs the service in stock', () => {
    expect(card(THURSDAY, '10:00', 0)).toBe(messages.serviceUnavailable);
  });
});

describe('the service day ends at closing', () => {
  const booking = (date: string, time: string, durationMinutes: number, window: BookingWindow = bookingWindows.reservar) =>
    reservationRefusal({ date, time, stock: 5, window, durationMinutes }, now);

  it('closes at 19:00, and at 16:00 on Sundays and holidays', () => {
    expect(closingHour(THURSDAY)).toBe(19);
    expect(closingHour(SUNDAY)).toBe(16);
    expect(closingHour(HOLIDAY_MONDAY)).toBe(16);
  });

  it('lets a service start no later than the closing time minus its duration', () => {
    expect(endsByClosing(THURSDAY, '17:00', 120)).toBe(true); // ends 19:00
    expect(endsByClosing(THURSDAY, '18:00', 120)).toBe(false); // would end 20:00
    expect(endsByClosing(THURSDAY, '18:00', 60)).toBe(true);
    expect(endsByClosing(THURSDAY, '18:00', 61)).toBe(false);
    expect(endsByClosing(SUNDAY, '14:00', 120)).toBe(true); // ends 16:00
    expect(endsByClosing(SUNDAY, '15:00', 90)).toBe(false);
    // A service without a stored duration is only held to its start hour.
    expect(endsByClosing(THURSDAY, '18:00', 0)).toBe(true);
  });

  it('offers on /reservar only the hours a 120-minute service ends by closing: 17:00 yes, 18:00 no', () => {
    const slots = slotTimes(THURSDAY, bookingWindows.reservar, 120);
    expect(slots[0]).toBe('08:00');
    expect(slots.at(-1)).toBe('17:00');
    expect(slots).not.toContain('18:00');
    expect(slotTimes(SUNDAY, bookingWindows.reservar, 120)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00']);
    expect(slotTimes(THURSDAY, bookingWindows.reservar, 90).at(-1)).toBe('17:00');
    // The card picker's 09:00–13:00 fits every service that ends by the closing.
    expect(slotTimes(THURSDAY, bookingWindows.tarjeta, 120)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00']);
  });

  it('refuses a start that would end after closing, saying so', () => {
    expect(booking(THURSDAY, '17:00', 120)).toBeNull();
    expect(booking(THURSDAY, '18:00', 120)).toBe(messages.reservationEndsAfterClosing(120, '19:00'));
    expect(booking(SUNDAY, '15:00', 90)).toBe(messages.reservationEndsAfterClosing(90, '16:00'));
    expect(booking(SUNDAY, '14:00', 120)).toBeNull();
    // An hour outside the window is still told as such first.
    expect(booking(THURSDAY, '19:00', 120)).toBe(messages.reservationHoursRange('08:00', '18:00'));
  });
});

describe('display in Bogotá time', () => {
  it('formats instants and dates in Bogotá whatever the machine zone', async () => {
    const { formatBogotaDate, formatBogotaDateTime } = await import('../../src/domain/schedule/schedule.ts');
    // 03:30 UTC on the 5th is still the 4th at 22:30 in Bogotá.
    expect(formatBogotaDateTime('2026-03-05T03:30:00Z').replace(/\s/g, ' ')).toBe('4 de mar de 2026, 10:30 p. m.');
    expect(formatBogotaDate('2026-03-05')).toBe('5 de marzo de 2026');
  });
});

describe('the hours a booking takes', () => {
  it('takes its start hour through the hour of its last minute', () => {
    expect(coveredHours('10:00', 90)).toEqual(['10:00', '11:00']);
    expect(coveredHours('14:00', 120)).toEqual(['14:00', '15:00']);
    expect(coveredHours('09:00', 75)).toEqual(['09:00', '10:00']);
    expect(coveredHours('17:00', 121)).toEqual(['17:00', '18:00', '19:00']);
  });

  it('takes one hour for an hour or less, and for an unknown length', () => {
    expect(coveredHours('10:00', 60)).toEqual(['10:00']);
    expect(coveredHours('10:00', 30)).toEqual(['10:00']);
    expect(coveredHours('10:00', 0)).toEqual(['10:00']);
    expect(coveredHours('10:00', Number.NaN)).toEqual(['10:00']);
  });
});
