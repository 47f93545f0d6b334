/**
 * The reservation rules of schedule.ts for a service with preparation and cleanup (booking-hours.ts).
 * Buffers stay inside the day's appointment hours (as Fresha and Cal.com keep them inside working
 * hours): a preparation starts at the opening at the earliest, a cleanup ends by the closing. So a
 * 60-minute service with 10 minutes of cleanup on a day closing at 19:00 starts at 17:00 at the
 * latest. A service without buffers is told exactly what schedule.ts tells it. The server (availability,
 * checkout, phone bookings, moves, closures, the agenda) and the pickers read these; the cart keeps
 * the hour rules alone (the server checks again at checkout), so it downloads none of this.
 */
import { defaultBusinessHours, minutesOfHour, type BusinessHours } from './business-hours.ts';
import { hasBuffers, noBuffers, type ServiceBuffers } from './booking-hours.ts';
import { bufferMessages } from './messages-buffers.ts';
import { appointmentHoursOn, hourLabel, reservationRefusal, slotTimes, type BookingWindow, type ReservationRequest } from './schedule.ts';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Why the buffers of a booking at `time` leave the day's hours ('preparacion' before the opening, 'limpieza' after the closing), or null when they fit. */
function bufferOverflow(
  date: string,
  time: string,
  durationMinutes: number,
  buffers: ServiceBuffers,
  hours: BusinessHours,
): 'preparacion' | 'limpieza' | null {
  if (!hasBuffers(buffers)) return null;
  const day = appointmentHoursOn(date, hours);
  if (!day) return null;
  const start = minutesOf(time);
  const duration = Number.isFinite(durationMinutes) && durationMinutes > 0 ? durationMinutes : 0;
  if (start - buffers.preparationMinutes < minutesOfHour(day.opens)) return 'preparacion';
  if (start + duration + buffers.cleanupMinutes > minutesOfHour(day.closes)) return 'limpieza';
  return null;
}

/** Whether a booking's preparation and cleanup fit inside the day's appointment hours (always, without buffers). */
export function buffersFitDay(
  date: string,
  time: string,
  durationMinutes: number,
  buffers: ServiceBuffers,
  hours: BusinessHours = defaultBusinessHours,
): boolean {
  return bufferOverflow(date, time, durationMinutes, buffers, hours) === null;
}

/**
 * The whole hours a service may start at on a date, before looking at bookings or the clock:
 * schedule.ts `slotTimes`, less the starts whose preparation or cleanup would leave the day's hours.
 */
export function bookableStarts(
  date: string,
  window: BookingWindow,
  durationMinutes: number,
  hours: BusinessHours = defaultBusinessHours,
  buffers: ServiceBuffers = noBuffers,
): string[] {
  const times = slotTimes(date, window, durationMinutes, hours);
  return hasBuffers(buffers) ? times.filter((time) => buffersFitDay(date, time, durationMinutes, buffers, hours)) : times;
}

export interface BufferedReservationRequest extends ReservationRequest {
  buffers?: ServiceBuffers | undefined;
}

/** schedule.ts `reservationRefusal`, then the buffers' own refusal; null when the reservation may go ahead. */
export function bookingRefusal(request: BufferedReservationRequest, now: Date, hours: BusinessHours = defaultBusinessHours): string | null {
  const { buffers = noBuffers, ...rest } = request;
  const refusal = reservationRefusal(rest, now, hours);
  if (refusal || !request.date || !request.time) return refusal;
  const overflow = bufferOverflow(request.date, request.time, request.durationMinutes, buffers, hours);
  const day = appointmentHoursOn(request.date, hours);
  if (!overflow || !day) return null;
  return overflow === 'preparacion'
    ? bufferMessages.preparationBeforeOpening(buffers.preparationMinutes, hourLabel(day.opens))
    : bufferMessages.cleanupAfterClosing(buffers.cleanupMinutes, hourLabel(day.closes));
}
