/**
 * How a customer sees a date, everywhere: the receipt, /orders, /mi-reserva, the cart, the e-mails
 * and "Descargar mis datos". Two forms, always in Bogotá time whatever the viewer's zone:
 * - the long one, for a day that matters (an appointment, a deadline):
 *   "miércoles 2 de diciembre de 2026" and, with its hour, "miércoles 2 de diciembre de 2026, 10:00 a. m.";
 * - the short one, for listings and for when something happened: "2 dic 2026" and "2 dic 2026, 10:30 a. m.".
 * Written by hand rather than by Intl, so the server, the tests and every browser print the same
 * characters (Intl's Spanish output changes between ICU versions).
 */
import { bogotaMoment, isValidDate, weekdayOf } from '../schedule/schedule.ts';

const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
const shortMonthNames = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;
const weekdayNames = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

function partsOf(date: string): { year: number; month: number; day: number } | null {
  if (!isValidDate(date)) return null;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

/** "miércoles 2 de diciembre de 2026" for a YYYY-MM-DD Bogotá date; '' when there is none. */
export function formatDay(date: string): string {
  const parts = partsOf(date);
  if (!parts) return '';
  const { year, month, day } = parts;
  return `${weekdayNames[weekdayOf(date)]} ${day} de ${monthNames[month - 1]} de ${year}`;
}

/** "2 dic 2026" for a YYYY-MM-DD Bogotá date; '' when there is none. */
export function formatShortDay(date: string): string {
  const parts = partsOf(date);
  if (!parts) return '';
  const { year, month, day } = parts;
  return `${day} ${shortMonthNames[month - 1]} ${year}`;
}

/** "10:00 a. m.", "12:30 p. m.", "12:00 a. m." (midnight) for an HH:mm Bogotá hour; '' when there is none. */
export function formatHour(time: string): string {
  if (!/^\d{1,2}:\d{2}$/.test(time)) return '';
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}

/** An appointment: "miércoles 2 de diciembre de 2026, 10:00 a. m." */
export function formatAppointment(date: string, time: string): string {
  return `${formatDay(date)}, ${formatHour(time)}`;
}

/** An instant in the long form, in Bogotá: "miércoles 2 de diciembre de 2026, 10:30 a. m." */
export function formatMoment(instant: string | Date): string {
  const { date, time } = bogotaMoment(new Date(instant));
  return formatAppointment(date, time);
}

/** An instant in the short form, in Bogotá: "2 dic 2026, 10:30 a. m." */
export function formatShortMoment(instant: string | Date): string {
  const { date, time } = bogotaMoment(new Date(instant));
  return `${formatShortDay(date)}, ${formatHour(time)}`;
}

/** The Bogotá day of an instant in the short form: "2 dic 2026". */
export function formatShortDayOf(instant: string | Date): string {
  return formatShortDay(bogotaMoment(new Date(instant)).date);
}

/** The exact instant for a program, written in Bogotá's own offset: "2026-03-04T10:00:00.000-05:00". */
export function isoInBogota(instant: string | Date): string {
  const { date } = bogotaMoment(new Date(instant));
  const clock = new Date(new Date(instant).getTime() - 5 * 60 * 60 * 1000).toISOString().slice(11, 23);
  return `${date}T${clock}-05:00`;
}

/** An appointment's start for a program: "2026-12-02T10:00:00-05:00". */
export function appointmentIso(date: string, time: string): string {
  return `${date}T${time}:00-05:00`;
}
