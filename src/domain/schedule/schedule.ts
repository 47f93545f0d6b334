/**
 * Time rules. Everything happens in Bogotá time (UTC−5 all year, no daylight saving), whatever
 * the clock of the browser or the server says about its own zone.
 */
import { getHolidaysForYear } from 'colombian-holidays';
import {
  defaultBusinessHours,
  exceptionOn,
  hoursOn,
  isShortened,
  minutesOfHour,
  pickerStarts,
  type BusinessHours,
  type DayHours,
} from './business-hours.ts';
import { hourRuleMessages as messages } from './messages-hour-rules.ts';
import { hoursMessages, rangeText, weekdayPlural } from './messages-hours.ts';

/** The hours a booking takes live in booking-hours.ts (with a service's preparation and cleanup). */
export { coveredHours } from './booking-hours.ts';

export const BOGOTA_TIME_ZONE = 'America/Bogota';
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead a reservation may be made. */
export const MAX_DAYS_AHEAD = 90;

/** The whole hours a service may start at (first and last start, 9 = 09:00), before the day's own hours. */
export interface BookingWindow {
  firstHour: number;
  lastHour: number;
}

/**
 * The two start windows of the spec. Every service has one window of its own (`serviceStarts`, set
 * in its form), which every picker, the move, the phone reservation and the server read:
 * - `tarjeta`, the spec's service rule (09:00 to 13:00), is the window of a service that sets none;
 * - `reservar`, the spec's /reservar page (08:00 to 18:00), is the widest a service may be given
 *   (and the rows of the owner's agenda grid).
 */
export const bookingWindows = {
  tarjeta: { firstHour: 9, lastHour: 13 },
  reservar: { firstHour: 8, lastHour: 18 },
} as const satisfies Record<string, BookingWindow>;

/** A service's start window as its form saves it: the first and the last start, 'HH:00'. */
export interface ServiceStarts {
  from: string;
  to: string;
}

/** The start window of a service: its own, or the spec's 09:00 to 13:00 when it sets none. */
export function serviceBookingWindow(service: { serviceStarts?: ServiceStarts | null | undefined }): BookingWindow {
  const starts = service.serviceStarts;
  if (!starts) return bookingWindows.tarjeta;
  return { firstHour: Number(starts.from.slice(0, 2)), lastHour: Number(starts.to.slice(0, 2)) };
}

export interface BogotaMoment {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** Minutes since midnight. */
  minutes: number;
}

export function bogotaMoment(instant: Date): BogotaMoment {
  const shifted = new Date(instant.getTime() + BOGOTA_OFFSET_MS);
  const iso = shifted.toISOString();
  return {
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant a Bogotá date and hour stand for. */
export function bogotaInstant(date: string, time = '00:00'): Date {
  return new Date(new Date(`${date}T${time}:00.000Z`).getTime() - BOGOTA_OFFSET_MS);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

export function isValidTime(time: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
}

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay();
}

export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00.000Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export const isTuesday = (date: string) => weekdayOf(date) === 2;

const holidayCache = new Map<number, Map<string, string>>();

/** The Colombian public holiday observed on that date (by its moved "puente" date), or null. */
export function holidayName(date: string): string | null {
  const year = Number(date.slice(0, 4));
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = new Map(getHolidaysForYear(year).map((holiday) => [holiday.celebrationDate, holiday.name.es]));
    holidayCache.set(year, holidays);
  }
  return holidays.get(date) ?? null;
}

/** "08:00", and "18:30" for 18.5. */
export function hourLabel(hour: number): string {
  const minutes = minutesOfHour(hour);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Why a day takes no bookings: Tuesday closed, another closed weekday or holiday, an owner's closure (`cierre`), past, too far, not a date. */
export type ClosedReason = 'martes' | 'cerrado' | 'cierre' | 'pasado' | 'lejano' | 'invalida';

/**
 * A service's hours on a date as the server sees them (GET /api/services/:id/availability): the
 * server answers it, the reservation pickers and the admin's phone reservation read it.
 */
export interface Availability {
  date: string;
  closed: boolean;
  reason?: ClosedReason;
  /** On an owner's closure: the reason the owner gave. */
  closure?: string;
  holiday?: string;
  /** The service's own start window, which `slots` follow (every picker states it beside the hours). */
  starts?: BookingWindow;
  slots: { time: string; available: boolean }[];
}

export type DayStatus =
  { closed: true; reason: ClosedReason; closure?: string } | { closed: false; holiday: string | null; shortDay: boolean };

/** Whether reservations can be made on a date at all, seen from `now`, under the shop's hours. */
export function dayStatus(date: string, now: Date, hours: BusinessHours = defaultBusinessHours): DayStatus {
  if (!isValidDate(date)) return { closed: true, reason: 'invalida' };
  const today = bogotaMoment(now).date;
  if (date < today) return { closed: true, reason: 'pasado' };
  if (date > addDays(today, MAX_DAYS_AHEAD)) return { closed: true, reason: 'lejano' };
  const exception = exceptionOn(hours, date);
  if (exception && !exception.hours) return { closed: true, reason: 'cierre', closure: exception.reason };
  // A closed Tuesday is refused with the spec's own message; another closed day with a general one.
  if (!appointmentHoursOn(date, hours)) return { closed: true, reason: isTuesday(date) ? 'martes' : 'cerrado' };
  return { closed: false, holiday: holidayName(date), shortDay: isShortDay(date, hours) };
}

/** The appointment hours of a date: an owner's closure or special day first, then its weekday (a holiday keeps the holidays' hours); null when closed. */
export function appointmentHoursOn(date: string, hours: BusinessHours = defaultBusinessHours): DayHours | null {
  if (!isValidDate(date)) return null;
  const exception = exceptionOn(hours, date);
  if (exception) return exception.hours;
  return hoursOn(hours.appointments, weekdayOf(date), holidayName(date) !== null);
}

/**
 * The message a closed day is refused with, in general words: the closed weekday by its name ("los
 * lunes"), a closed holiday by its own, an owner's closure by the reason given.
 */
export function closedDayRefusal(
  status: { reason: ClosedReason; closure?: string | undefined },
  date?: string,
  hours: BusinessHours = defaultBusinessHours,
): string {
  if (status.reason === 'martes') return messages.tuesdayClosed;
  if (status.reason === 'cerrado') return closedDayWords(date, hours);
  if (status.reason === 'cierre') return messages.closureDay(status.closure ?? '');
  if (status.reason === 'pasado') return messages.reservationDateInPast;
  if (status.reason === 'lejano') return messages.reservationTooFar(MAX_DAYS_AHEAD);
  return messages.reservationNeedsDateTime;
}

function closedDayWords(date: string | undefined, hours: BusinessHours): string {
  if (!date || !isValidDate(date)) return messages.dayClosed;
  const weekday = weekdayOf(date);
  if (!hours.appointments.week[weekday]) return messages.weekdayClosed(weekdayPlural(weekday));
  const holiday = holidayName(date);
  return holiday ? messages.holidayClosed(holiday) : messages.dayClosed;
}

/** Sundays and holidays keep shorter hours than the usual day. */
export function isShortDay(date: string, hours: BusinessHours = defaultBusinessHours): boolean {
  const day = appointmentHoursOn(date, hours);
  return day !== null && isShortened(hours.appointments, day);
}

/** The hour the service day ends on a date: 19 (19:00), or 16 on Sundays and holidays; 18.5 for 18:30 (0 when closed). */
export function closingHour(date: string, hours: BusinessHours = defaultBusinessHours): number {
  return appointmentHoursOn(date, hours)?.closes ?? 0;
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Whether a service of `durationMinutes` starting at `time` ends by the day's closing. The last
 * start is the closing time minus the duration: a 120-minute service starts at 17:00 at the latest.
 */
export function endsByClosing(date: string, time: string, durationMinutes: number, hours: BusinessHours = defaultBusinessHours): boolean {
  const duration = Number.isFinite(durationMinutes) && durationMinutes > 0 ? durationMinutes : 0;
  return minutesOf(time) + duration <= minutesOfHour(closingHour(date, hours));
}

/** The hours of the window on a date, before looking at a service's length, bookings or the clock. */
function windowTimes(date: string, window: BookingWindow, hours: BusinessHours): string[] {
  const starts = pickerStarts(window, appointmentHoursOn(date, hours));
  if (!starts) return [];
  const times: string[] = [];
  for (let hour = starts.firstHour; hour <= starts.lastHour; hour++) times.push(hourLabel(hour));
  return times;
}

/**
 * The whole hours a service of `durationMinutes` may start at on a date, before looking at
 * bookings or the clock: the window's hours whose service still ends by the day's closing.
 */
export function slotTimes(
  date: string,
  window: BookingWindow,
  durationMinutes: number,
  hours: BusinessHours = defaultBusinessHours,
): string[] {
  return windowTimes(date, window, hours).filter((time) => endsByClosing(date, time, durationMinutes, hours));
}

/** An hour of today that has already started is past. */
export function isPastSlot(date: string, time: string, now: Date): boolean {
  const current = bogotaMoment(now);
  if (date !== current.date) return date < current.date;
  return minutesOf(time) <= current.minutes;
}

export interface ReservationRequest {
  date: string | undefined;
  time: string | undefined;
  stock: number;
  window: BookingWindow;
  /** How long the service lasts, in minutes (0 when the catalogue does not say). */
  durationMinutes: number;
}

/** Why an hour outside the day's starts is refused: the window's range, the short days' hours, or the day's own hours when they narrow the window. */
function outsideHoursRefusal(date: string, window: BookingWindow, shortDay: boolean, hours: BusinessHours): string {
  const base = window;
  const day = appointmentHoursOn(date, hours);
  const starts = pickerStarts(base, day);
  const narrowed = !starts || starts.firstHour !== base.firstHour || starts.lastHour !== base.lastHour;
  const holidaysHours = hours.appointments.holidays;
  if (shortDay && day && holidaysHours && day.opens === holidaysHours.opens && day.closes === holidaysHours.closes) {
    return hoursMessages.shortDayHours(hours);
  }
  if (day && (shortDay || narrowed)) return messages.reservationDayHours(rangeText(day));
  return messages.reservationHoursRange(hourLabel(base.firstHour), hourLabel(base.lastHour));
}

/** The spec's reservation rules under the shop's hours; null when the reservation may go ahead, else the message to show. */
export function reservationRefusal(request: ReservationRequest, now: Date, hours: BusinessHours = defaultBusinessHours): string | null {
  const { date, time, stock, window, durationMinutes } = request;
  if (!date || !time) return messages.reservationNeedsDateTime;
  if (stock <= 0) return messages.serviceUnavailable;
  const status = dayStatus(date, now, hours);
  if (status.closed) return closedDayRefusal(status, date, hours);
  if (!isValidTime(time) || !windowTimes(date, window, hours).includes(time)) {
    return outsideHoursRefusal(date, window, status.shortDay, hours);
  }
  if (!endsByClosing(date, time, durationMinutes, hours)) {
    return messages.reservationEndsAfterClosing(durationMinutes, hourLabel(closingHour(date, hours)));
  }
  if (isPastSlot(date, time, now)) return messages.reservationHourPast;
  return null;
}

const bogotaDateTimeFormat = new Intl.DateTimeFormat('es-CO', {
  timeZone: BOGOTA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const bogotaDateFormat = new Intl.DateTimeFormat('es-CO', { timeZone: BOGOTA_TIME_ZONE, dateStyle: 'long' });

/** "4 de mar de 2026, 10:30 a. m." — an instant shown in Bogotá time, whatever the viewer's zone. */
export function formatBogotaDateTime(instant: string | Date): string {
  return bogotaDateTimeFormat.format(new Date(instant));
}

/** "5 de marzo de 2026" for a YYYY-MM-DD Bogotá date. */
export function formatBogotaDate(date: string): string {
  return bogotaDateFormat.format(bogotaInstant(date, '12:00'));
}
