/**
 * The hours a booking takes on its resource: the one rule every caller reads (availability, holds,
 * payments, moves, phone bookings, the agenda, the closures' list, the sweeper, and the browser's
 * pickers). Starts stay on the shop's grid (whole hours); a service's preparation before and its
 * cleanup after ("buffers", whole minutes) block the resource but not the customer's time. A
 * booking takes every grid hour that [start − preparation, start + duration + cleanup) touches:
 * a 60-minute tanning at 10:00 with 10 minutes of cleanup takes 10:00 and 11:00.
 */
/** A service's turnover, in whole minutes: preparation before the appointment and cleanup after. */
export interface ServiceBuffers {
  preparationMinutes: number;
  cleanupMinutes: number;
}

/** The most a service's preparation or cleanup may last, in minutes. */
export const MAX_BUFFER_MINUTES = 120;

export const noBuffers: ServiceBuffers = { preparationMinutes: 0, cleanupMinutes: 0 };

const wholeMinutes = (minutes: number | null | undefined) =>
  typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? Math.floor(minutes) : 0;

/** The buffers a service (or a booked line) keeps in `servicePreparation` / `serviceCleanup`; missing: none. */
export function serviceBuffers(service: {
  servicePreparation?: number | null | undefined;
  serviceCleanup?: number | null | undefined;
}): ServiceBuffers {
  return { preparationMinutes: wholeMinutes(service.servicePreparation), cleanupMinutes: wholeMinutes(service.serviceCleanup) };
}

export const hasBuffers = (buffers: ServiceBuffers) => buffers.preparationMinutes > 0 || buffers.cleanupMinutes > 0;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The minutes (since midnight) a booking blocks its resource: from its preparation's start to its
 * cleanup's end. An unknown or zero length counts as one minute, so it still takes its start hour.
 */
export function blockedMinutes(time: string, durationMinutes: number, buffers: ServiceBuffers = noBuffers): { from: number; to: number } {
  const duration = Number.isFinite(durationMinutes) && durationMinutes > 0 ? durationMinutes : 1;
  const start = minutesOf(time);
  return { from: start - buffers.preparationMinutes, to: start + duration + buffers.cleanupMinutes };
}

/**
 * The whole hours a booking starting at `time` takes: every grid hour its blocked minutes touch
 * (`blockedMinutes`). Without buffers, its start hour through the hour that holds its last minute:
 * 90 minutes at 10:00 take 10:00 and 11:00; 30 or 60 minutes (or an unknown length) the start hour
 * alone. With 15 minutes of preparation, 60 minutes at 10:00 take 09:00 and 10:00. The server holds
 * one slot per hour listed here, so no two bookings of a resource overlap.
 */
export function coveredHours(time: string, durationMinutes: number, buffers: ServiceBuffers = noBuffers): string[] {
  const { from, to } = blockedMinutes(time, durationMinutes, buffers);
  const hours: string[] = [];
  for (let hour = Math.floor(Math.max(0, from) / 60); hour <= Math.floor((to - 1) / 60); hour++) hours.push(hourLabel(hour));
  return hours;
}

/** What a booking does in one of the hours it takes: the appointment itself, or only its preparation or cleanup. */
export type HourUse = 'cita' | 'preparacion' | 'limpieza';

/** Whether the customer is in that hour, or it is taken only by the booking's preparation or cleanup. */
export function hourUse(hour: string, time: string, durationMinutes: number): HourUse {
  const start = minutesOf(time);
  const end = start + (Number.isFinite(durationMinutes) && durationMinutes > 0 ? durationMinutes : 1);
  const hourStart = minutesOf(hour);
  if (hourStart + 60 <= start) return 'preparacion';
  if (hourStart >= end) return 'limpieza';
  return 'cita';
}

/** The buffers as a booked line (or a service) stores them: only those above 0, so a line without buffers stays as it was. */
export function lineBuffers(buffers: ServiceBuffers): { servicePreparation?: number; serviceCleanup?: number } {
  return {
    ...(buffers.preparationMinutes > 0 ? { servicePreparation: buffers.preparationMinutes } : {}),
    ...(buffers.cleanupMinutes > 0 ? { serviceCleanup: buffers.cleanupMinutes } : {}),
  };
}
