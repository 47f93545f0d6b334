/**
 * The shop's hours come from one place: every text, picker range and schema.org entry is derived
 * from the same hours, so changing the data changes them all.
 */
import { describe, expect, it } from 'vitest';
import { defaultBusinessHours, pickerStarts, type BusinessHours } from '../../src/domain/schedule/business-hours.ts';
import { cartMessages } from '../../src/domain/cart/messages-cart.ts';
import { hourText, hoursMessages, weekdaysText } from '../../src/domain/schedule/messages-hours.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { agendaMessages } from '../../src/domain/bookings/messages-agenda.ts';
import { bookingWindows, closingHour, slotTimes } from '../../src/domain/schedule/schedule.ts';
import { counterOpeningHours } from '../../src/components/layout/store-json-ld.ts';

const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';
const SUNDAY = '2026-03-08';
const HOLIDAY_MONDAY = '2026-03-23';

describe('the hours texts', () => {
  it('say the counter’s week in the contact page’s words', () => {
    expect(hoursMessages.counterLines()).toEqual([
      'Miércoles a lunes: 9:00 am a 4:00 pm',
      'Cerrado todos los martes',
      'Domingos y festivos: 9:00 am a 4:00 pm',
    ]);
  });

  it('say the appointments’ week, Sundays and holidays apart', () => {
    expect(hoursMessages.appointmentLines()).toEqual([
      'Lunes y miércoles a sábado: 8:00 am a 7:00 pm',
      'Cerrado todos los martes',
      'Domingos y festivos: 9:00 am a 4:00 pm',
    ]);
  });

  it('say what each picker offers, as the schedule offers it', () => {
    expect(hoursMessages.pickerStarts(bookingWindows.tarjeta)).toBe('En este calendario eliges la hora de inicio de 9:00 am a 1:00 pm.');
    expect(hoursMessages.pickerStarts(bookingWindows.reservar)).toBe(
      'En este calendario eliges la hora de inicio de 8:00 am a 6:00 pm; domingos y festivos, de 9:00 am a 3:00 pm.',
    );
    // The one-hour starts the pickers list on a Monday and a Sunday are the ranges the texts name.
    expect(slotTimes(MONDAY, bookingWindows.tarjeta, 60)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00']);
    expect(slotTimes(MONDAY, bookingWindows.reservar, 60).at(0)).toBe('08:00');
    expect(slotTimes(MONDAY, bookingWindows.reservar, 60).at(-1)).toBe('18:00');
    expect(slotTimes(SUNDAY, bookingWindows.reservar, 60).at(0)).toBe('09:00');
    expect(slotTimes(SUNDAY, bookingWindows.reservar, 60).at(-1)).toBe('15:00');
    expect(slotTimes(TUESDAY, bookingWindows.reservar, 60)).toEqual([]);
  });

  it('feed the notices, refusals and the agenda from the same hours', () => {
    expect(messages.holidayNotice('San José')).toBe('Festivo (San José): atendemos de 9:00 am a 4:00 pm.');
    expect(messages.reservationShortDayHours).toBe('Los domingos y festivos atendemos de 9:00 am a 4:00 pm. Por favor elige otra hora.');
    expect(cartMessages.pickerSundayNotice).toBe('Los domingos atendemos de 9:00 am a 4:00 pm.');
    expect(cartMessages.pickerDateHint).toBe('Atendemos de miércoles a lunes; los martes estamos cerrados.');
    expect(agendaMessages.shortDay).toBe('Horario corto: 9:00 am a 4:00 pm');
  });

  it('give search engines the counter’s hours', () => {
    expect(counterOpeningHours()).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday', 'Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '16:00',
      },
    ]);
  });
});

describe('other hours, as the owner may keep them', () => {
  const day = (opens: number, closes: number) => ({ opens, closes });
  const other: BusinessHours = {
    counter: { week: [null, day(10, 18), day(10, 18), day(10, 18), day(10, 18), day(10, 18), day(10, 14)], holidays: null },
    appointments: { week: [null, day(7, 20), day(7, 20), null, day(7, 20), day(7, 20), day(9, 13)], holidays: day(9, 12) },
  };

  it('change every text and range together', () => {
    expect(hoursMessages.counterLines(other)).toEqual([
      'Lunes a viernes: 10:00 am a 6:00 pm',
      'Sábado: 10:00 am a 2:00 pm',
      'Cerrado todos los domingos',
      'Festivos: cerrado',
    ]);
    expect(hoursMessages.appointmentLines(other)).toEqual([
      'Lunes, martes, jueves y viernes: 7:00 am a 8:00 pm',
      'Sábado: 9:00 am a 1:00 pm',
      'Cerrado todos los miércoles y domingos',
      'Festivos: 9:00 am a 12:00 pm',
    ]);
    expect(hoursMessages.pickerDateHint(other)).toBe(
      'Atendemos de lunes, martes y jueves a sábado; los miércoles y domingos estamos cerrados.',
    );
    expect(hoursMessages.pickerStarts(bookingWindows.reservar, other)).toBe(
      'En este calendario eliges la hora de inicio de 8:00 am a 6:00 pm; domingos y festivos, de 9:00 am a 11:00 am.',
    );
    expect(pickerStarts(bookingWindows.tarjeta, other.appointments.holidays)).toEqual({ firstHour: 9, lastHour: 11 });
    expect(counterOpeningHours(other).map((entry) => entry.closes)).toEqual(['18:00', '14:00']);
  });

  it('says a chosen day’s own hours and starts, and a service’s starts beside its hours', () => {
    expect(hoursMessages.chosenDayHint(1, { opens: 10, closes: 14 }, null)).toBe('Los lunes atendemos de 10:00 am a 2:00 pm.');
    expect(hoursMessages.chosenDayHint(2, { opens: 10, closes: 14 }, 'Feria')).toBe('Ese día (Feria) atendemos de 10:00 am a 2:00 pm.');
    expect(hoursMessages.dayStarts(10, 13)).toBe('Ese día eliges la hora de inicio de 10:00 am a 1:00 pm.');
    expect(hoursMessages.serviceStartsLine(bookingWindows.tarjeta)).toBe('Este servicio empieza de 9:00 am a 1:00 pm');
    expect(hoursMessages.serviceStartsLine({ firstHour: 10, lastHour: 17 })).toBe(
      'Este servicio empieza de 10:00 am a 5:00 pm; domingos y festivos, de 10:00 am a 3:00 pm',
    );
  });

  it('keeps today’s closing hours by default', () => {
    expect(closingHour(MONDAY)).toBe(19);
    expect(closingHour(HOLIDAY_MONDAY)).toBe(16);
    expect(closingHour(MONDAY, other)).toBe(20);
    expect(closingHour(HOLIDAY_MONDAY, other)).toBe(12);
    expect(defaultBusinessHours.counter.week[2]).toBeNull();
  });

  it('words hours and days', () => {
    expect([hourText(9), hourText(12), hourText(13), hourText(0)]).toEqual(['9:00 am', '12:00 pm', '1:00 pm', '12:00 am']);
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6])).toBe('todos los días');
    expect(weekdaysText([1, 2])).toBe('lunes y martes');
  });
});
