/**
 * The owner's agenda: a reservation record is found and sorted by its appointments (the Bogotá
 * dates and hours of its services), never by the day it was paid; a sale keeps its purchase date.
 * The "Hoy", "Mañana" and "Esta semana" shortcuts are date ranges in Bogotá.
 */
import { addDays, bogotaMoment, weekdayOf } from '../schedule/schedule.ts';

/** What a record stores about its appointments, so the store can filter and sort on them. */
export interface AppointmentFields {
  /** Every Bogotá date (YYYY-MM-DD) the record has an appointment on, each once, in order. */
  appointmentDates: string[];
  /** The first appointment as "YYYY-MM-DD HH:mm", which sorts as text; empty when none. */
  firstAppointment: string;
}

interface AppointmentLine {
  kind: 'product' | 'service';
  reservationDate?: string | undefined;
  reservationTime?: string | undefined;
}

export function appointmentFieldsOf(lines: readonly AppointmentLine[]): AppointmentFields {
  const starts = lines
    .filter((line) => line.kind === 'service' && line.reservationDate)
    .map((line) => `${line.reservationDate} ${line.reservationTime ?? ''}`.trim())
    .sort();
  const appointmentDates = [...new Set(starts.map((start) => start.slice(0, 10)))];
  return { appointmentDates, firstAppointment: starts[0] ?? '' };
}

export const agendaShortcuts = ['hoy', 'manana', 'semana'] as const;
export type AgendaShortcut = (typeof agendaShortcuts)[number];

/**
 * The dates a shortcut stands for, seen from `now` in Bogotá: today; tomorrow; or "this week",
 * today through the coming Sunday (on a Sunday, that Sunday alone).
 */
export function agendaRange(shortcut: AgendaShortcut, now: Date): { from: string; to: string } {
  const today = bogotaMoment(now).date;
  if (shortcut === 'hoy') return { from: today, to: today };
  if (shortcut === 'manana') {
    const tomorrow = addDays(today, 1);
    return { from: tomorrow, to: tomorrow };
  }
  const daysToSunday = (7 - weekdayOf(today)) % 7;
  return { from: today, to: addDays(today, daysToSunday) };
}
