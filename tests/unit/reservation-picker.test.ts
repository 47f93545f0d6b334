import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import {
  bookableRange,
  closedDayMessage,
  pickRefusal,
  reservarPageRefusal,
  reservationDetailsOf,
  slotChoiceMessage,
  slotOptions,
} from '../../src/domain/bookings/reservation-picker.ts';
import type { Availability } from '../../src/domain/schedule/schedule.ts';
import { bookingWindows } from '../../src/domain/schedule/schedule.ts';

// Wednesday 4 March 2026, 10:30 in Bogotá (15:30 UTC).
const NOW = new Date('2026-03-04T15:30:00Z');
const WEDNESDAY = '2026-03-04';
const THURSDAY = '2026-03-05';
const TUESDAY = '2026-03-10';
const SUNDAY = '2026-03-08';
const HOLIDAY = '2026-03-23'; // San José (moved to Monday)

const answer = (date: string, taken: string[], times: string[]): Availability => ({
  date,
  closed: false,
  slots: times.map((time) => ({ time, available: !taken.includes(time) })),
});

describe('slotOptions', () => {
  it('offers 09:00–13:00 on the card picker and 08:00–18:00 on /reservar', () => {
    expect(slotOptions(THURSDAY, bookingWindows.tarjeta, 60, NOW, null).map((option) => option.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
    ]);
    const reservar = slotOptions(THURSDAY, bookingWindows.reservar, 60, NOW, null).map((option) => option.time);
    expect(reservar[0]).toBe('08:00');
    expect(reservar.at(-1)).toBe('18:00');
    expect(reservar).toHaveLength(11);
  });

  it('marks the hours of today that have started as past', () => {
    const options = slotOptions(WEDNESDAY, bookingWindows.tarjeta, 60, NOW, null);
    expect(options.filter((option) => option.state === 'past').map((option) => option.time)).toEqual(['09:00', '10:00']);
    expect(options.find((option) => option.time === '11:00')?.state).toBe('available');
  });

  it('marks as taken what the server does not list as available, for the same date only', () => {
    const server = answer(THURSDAY, ['10:00'], ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00']);
    const options = slotOptions(THURSDAY, bookingWindows.tarjeta, 60, NOW, server);
    expect(options.find((option) => option.time === '10:00')?.state).toBe('taken');
    expect(options.find((option) => option.time === '11:00')?.state).toBe('available');
    // An hour the server does not mention at all is not offered as free either.
    expect(slotOptions(THURSDAY, bookingWindows.reservar, 60, NOW, server).find((option) => option.time === '18:00')?.state).toBe('taken');
    // An answer for another date is ignored.
    expect(slotOptions('2026-03-06', bookingWindows.tarjeta, 60, NOW, server).every((option) => option.state === 'available')).toBe(true);
  });

  it('offers only the hours the chosen service ends by closing', () => {
    const long = slotOptions(THURSDAY, bookingWindows.reservar, 120, NOW, null).map((option) => option.time);
    expect(long).toContain('17:00');
    expect(long).not.toContain('18:00');
    expect(
      slotOptions(SUNDAY, bookingWindows.reservar, 120, NOW, null)
        .map((option) => option.time)
        .at(-1),
    ).toBe('14:00');
    const refusal = pickRefusal(
      { date: THURSDAY, time: '18:00', stock: 5, window: bookingWindows.reservar, durationMinutes: 120, options: [] },
      NOW,
    );
    expect(refusal).toBe(messages.reservationEndsAfterClosing(120, '19:00'));
  });

  it('offers nothing on a closed day, and the short hours on Sundays and holidays', () => {
    expect(slotOptions(TUESDAY, bookingWindows.tarjeta, 60, NOW, null)).toEqual([]);
    expect(slotOptions('2026-03-03', bookingWindows.tarjeta, 60, NOW, null)).toEqual([]);
    expect(slotOptions(SUNDAY, bookingWindows.reservar, 60, NOW, null).map((option) => option.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    expect(slotOptions(HOLIDAY, bookingWindows.reservar, 60, NOW, null)).toHaveLength(7);
  });

  it('follows Bogotá’s date when UTC is already tomorrow', () => {
    const lateEvening = new Date('2026-03-05T04:30:00Z'); // 23:30 on Wednesday 4 in Bogotá
    expect(bookableRange(lateEvening)).toEqual({ min: WEDNESDAY, max: '2026-06-02' });
    expect(slotOptions(WEDNESDAY, bookingWindows.tarjeta, 60, lateEvening, null).every((option) => option.state === 'past')).toBe(true);
    expect(slotOptions(THURSDAY, bookingWindows.tarjeta, 60, lateEvening, null).every((option) => option.state === 'available')).toBe(true);
  });
});

describe('closedDayMessage', () => {
  it('names why a day cannot be booked, with the spec’s Tuesday message', () => {
    expect(closedDayMessage(TUESDAY, NOW)).toBe(messages.tuesdayClosed);
    expect(closedDayMessage('2026-03-03', NOW)).toBe(messages.reservationDateInPast);
    expect(closedDayMessage('2026-09-01', NOW)).toBe(messages.reservationTooFar(90));
    expect(closedDayMessage('2026-02-30', NOW)).toBe(messages.dateInvalid);
    expect(closedDayMessage(THURSDAY, NOW)).toBeNull();
    expect(closedDayMessage('', NOW)).toBeNull();
  });
});

describe('pickRefusal', () => {
  const options = slotOptions(
    THURSDAY,
    bookingWindows.tarjeta,
    60,
    NOW,
    answer(THURSDAY, ['12:00'], ['09:00', '10:00', '11:00', '12:00', '13:00']),
  );
  const pick = (date: string, time: string, stock = 5) =>
    pickRefusal({ date, time, stock, window: bookingWindows.tarjeta, durationMinutes: 60, options }, NOW);

  it('asks for a date and an hour with the spec’s message', () => {
    expect(pick('', '')).toBe(messages.reservationNeedsDateTime);
    expect(pick(THURSDAY, '')).toBe(messages.reservationNeedsDateTime);
    expect(pick('', '10:00')).toBe(messages.reservationNeedsDateTime);
  });

  it('tells a closed day before asking for the hour', () => {
    expect(pick(TUESDAY, '')).toBe(messages.tuesdayClosed);
    expect(pick('2026-03-03', '')).toBe(messages.reservationDateInPast);
  });

  it('refuses a Tuesday, a past day, a past hour, an hour outside 09:00–13:00 and a service without stock', () => {
    expect(pick(TUESDAY, '10:00')).toBe(messages.tuesdayClosed);
    expect(pick('2026-03-03', '10:00')).toBe(messages.reservationDateInPast);
    expect(
      pickRefusal({ date: WEDNESDAY, time: '10:00', stock: 5, window: bookingWindows.tarjeta, durationMinutes: 60, options: [] }, NOW),
    ).toBe(messages.reservationHourPast);
    expect(pick(THURSDAY, '08:00')).toBe(messages.reservationHoursRange('09:00', '13:00'));
    expect(pick(THURSDAY, '14:00')).toBe(messages.reservationHoursRange('09:00', '13:00'));
    expect(pick(THURSDAY, '10:00', 0)).toBe(messages.serviceUnavailable);
  });

  it('refuses an hour the server says is taken, and accepts a free one', () => {
    expect(pick(THURSDAY, '12:00')).toBe(messages.slotTaken);
    expect(pick(THURSDAY, '09:00')).toBeNull();
    expect(pick(THURSDAY, '13:00')).toBeNull();
  });

  it('on /reservar asks for the service too, with the page’s own message', () => {
    const base = {
      stock: 5,
      window: bookingWindows.reservar,
      durationMinutes: 60,
      options: slotOptions(THURSDAY, bookingWindows.reservar, 60, NOW, null),
    };
    expect(reservarPageRefusal({ ...base, serviceId: '', date: THURSDAY, time: '10:00' }, NOW)).toBe(messages.reservationPageIncomplete);
    expect(reservarPageRefusal({ ...base, serviceId: 's1', date: '', time: '10:00' }, NOW)).toBe(messages.reservationPageIncomplete);
    expect(reservarPageRefusal({ ...base, serviceId: 's1', date: THURSDAY, time: '' }, NOW)).toBe(messages.reservationPageIncomplete);
    expect(reservarPageRefusal({ ...base, serviceId: 's1', date: THURSDAY, time: '08:00' }, NOW)).toBeNull();
    expect(reservarPageRefusal({ ...base, serviceId: 's1', date: THURSDAY, time: '18:00' }, NOW)).toBeNull();
    expect(reservarPageRefusal({ ...base, serviceId: 's1', date: THURSDAY, time: '19:00' }, NOW)).toBe(
      messages.reservationHoursRange('08:00', '18:00'),
    );
  });
});

describe('reservationDetailsOf', () => {
  it('builds the spec’s reservation item', () => {
    const service = {
      productName: 'Masaje relajante',
      productImage: ['/m.svg', '/n.svg'],
      category: 'Servicios',
      description: 'Masaje de 60 minutos',
      sellingPrice: 130_000,
      serviceDuration: 60,
      serviceIntensity: 'medio' as const,
    };
    expect(reservationDetailsOf(service, THURSDAY, '10:00')).toEqual({
      productName: 'Masaje relajante',
      productImage: '/m.svg',
      category: 'Servicios',
      description: 'Masaje de 60 minutos',
      reservationDate: THURSDAY,
      reservationTime: '10:00',
      serviceDuration: 60,
      serviceIntensity: 'medio',
      totalPrice: 130_000,
    });
    const bare = reservationDetailsOf(
      { ...service, productImage: [], serviceDuration: undefined, serviceIntensity: undefined },
      THURSDAY,
      '10:00',
    );
    expect(bare).toMatchObject({ productImage: '', serviceDuration: 0, serviceIntensity: '' });
  });
});

describe('slotChoiceMessage', () => {
  it('names a past or taken hour at once, and lets a free one through', () => {
    expect(slotChoiceMessage({ time: '09:00', state: 'past' })).toBe(messages.reservationHourPast);
    expect(slotChoiceMessage({ time: '11:00', state: 'taken' })).toBe(messages.slotTaken);
    expect(slotChoiceMessage({ time: '12:00', state: 'available' })).toBeNull();
  });
});
