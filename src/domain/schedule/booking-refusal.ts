/**
 * The reservation rules of schedule.ts for a service with preparation and cleanup (booking-hours.ts):
 * the same refusals, then the buffers' own when they would not fit inside the day's hours. The
 * server (checkout, phone bookings, moves) and the pickers read it; the cart keeps the hour rules.
 */
import { defaultBusinessHours, type BusinessHours } from './business-hours.ts';
import { hasBuffers, noBuffers, type ServiceBuffers } from './booking-hours.ts';
import { bufferMessages } from './messages-buffers.ts';
import { appointmentHoursOn, buffersFitDay, hourLabel, reservationRefusal, type ReservationRequest } from './schedule.ts';

export interface BufferedReservationRequest extends ReservationRequest {
  buffers?: ServiceBuffers | undefined;
}

/** Null when the reservation may go ahead, else the message to show. */
export function bookingRefusal(request: BufferedReservationRequest, now: Date, hours: BusinessHours = defaultBusinessHours): string | null {
  const { buffers = noBuffers, ...rest } = request;
  const refusal = reservationRefusal(rest, now, hours);
  if (refusal || !hasBuffers(buffers) || !request.date || !request.time) return refusal;
  if (buffersFitDay(request.date, request.time, request.durationMinutes, buffers, hours)) return null;
  const day = appointmentHoursOn(request.date, hours);
  if (!day) return null;
  const start = Number(request.time.slice(0, 2)) * 60 + Number(request.time.slice(3, 5));
  if (start - buffers.preparationMinutes < Math.round(day.opens * 60))
    return bufferMessages.preparationBeforeOpening(buffers.preparationMinutes, hourLabel(day.opens));
  return bufferMessages.cleanupAfterClosing(buffers.cleanupMinutes, hourLabel(day.closes));
}
