/**
 * The one way a customer sees dates: the long form for a day that matters, the short one for
 * listings, both in Bogotá time whatever the machine's zone.
 */
import { describe, expect, it } from 'vitest';
import {
  formatAppointment,
  formatDay,
  formatHour,
  formatMoment,
  formatShortDay,
  formatShortDayOf,
  formatShortMoment,
  appointmentIso,
  isoInBogota,
} from '../../src/domain/shared/dates.ts';

describe('the long form', () => {
  it('names the weekday, the day, the month and the year', () => {
    expect(formatDay('2026-12-02')).toBe('miércoles 2 de diciembre de 2026');
    expect(formatDay('2026-03-07')).toBe('sábado 7 de marzo de 2026');
    expect(formatDay('2027-01-01')).toBe('viernes 1 de enero de 2027');
  });

  it('gives an appointment its hour on the 12-hour clock', () => {
    expect(formatAppointment('2026-12-02', '10:00')).toBe('miércoles 2 de diciembre de 2026, 10:00 a. m.');
    expect(formatAppointment('2026-12-02', '15:30')).toBe('miércoles 2 de diciembre de 2026, 3:30 p. m.');
  });

  it('writes noon as p. m. and midnight as 12 a. m.', () => {
    expect(formatHour('12:00')).toBe('12:00 p. m.');
    expect(formatHour('00:05')).toBe('12:05 a. m.');
    expect(formatHour('09:00')).toBe('9:00 a. m.');
    expect(formatHour('23:59')).toBe('11:59 p. m.');
    // A line without its hour shows none rather than a made-up one.
    expect(formatHour('')).toBe('');
    expect(formatDay('')).toBe('');
    expect(formatShortDay('2026-02-30')).toBe('');
  });

  it('shows an instant in Bogotá: 03:30 UTC on the 5th is still the 4th at 10:30 p. m.', () => {
    expect(formatMoment('2026-03-05T03:30:00Z')).toBe('miércoles 4 de marzo de 2026, 10:30 p. m.');
    expect(formatMoment(new Date('2026-03-05T15:00:00Z'))).toBe('jueves 5 de marzo de 2026, 10:00 a. m.');
  });
});

describe('the short form', () => {
  it('is the day, the month in three letters and the year', () => {
    expect(formatShortDay('2026-12-02')).toBe('2 dic 2026');
    expect(formatShortDay('2026-09-15')).toBe('15 sep 2026');
  });

  it('shows an instant in Bogotá, with or without its hour', () => {
    expect(formatShortMoment('2026-03-05T03:30:00Z')).toBe('4 mar 2026, 10:30 p. m.');
    expect(formatShortDayOf('2026-03-05T03:30:00Z')).toBe('4 mar 2026');
    expect(formatShortDayOf('2026-03-05T05:00:00Z')).toBe('5 mar 2026');
  });

  it('uses only ordinary spaces, so any page, mail or file shows the same characters', () => {
    for (const text of [formatAppointment('2026-12-02', '10:00'), formatShortMoment('2026-03-05T03:30:00Z')]) {
      expect(text).toMatch(/^[\p{L}\d ,.:]+$/u);
    }
  });
});

describe('the exact forms, for programs', () => {
  it('writes an instant in ISO 8601 with Bogotá offset, the same instant', () => {
    expect(isoInBogota('2026-03-05T03:30:00.250Z')).toBe('2026-03-04T22:30:00.250-05:00');
    expect(new Date(isoInBogota('2026-03-05T03:30:00.250Z')).toISOString()).toBe('2026-03-05T03:30:00.250Z');
    expect(appointmentIso('2026-12-02', '10:00')).toBe('2026-12-02T10:00:00-05:00');
  });
});
