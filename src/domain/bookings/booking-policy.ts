/**
 * What a customer may do with a booked appointment on their own: cancel it (its deposit is
 * refunded) or move it to another hour, up to 24 hours before it starts, at most twice, while the
 * reservation is still open. Times are Bogotá's; `now` is always a parameter.
 */
import { bookingMessages as t } from './messages-bookings.ts';
import { bogotaInstant } from '../schedule/schedule.ts';

/** A change must come at least this many hours before the appointment. */
export const CHANGE_NOTICE_HOURS = 24;
/** How many times one appointment may be moved. */
export const MAX_RESCHEDULES = 2;
/** The reservation statuses after which nothing may change. */
export const lockedStatuses: readonly string[] = ['completada', 'no asistió', 'cancelada'];

const HOUR_MS = 60 * 60 * 1000;

/** Something that happened to one appointment, kept on its line. */
export type BookingEvent =
  | { kind: 'reprogramada'; at: string; by: 'cliente' | 'tienda'; from: { date: string; time: string }; to: { date: string; time: string } }
  | { kind: 'cancelada'; at: string; by: 'cliente' | 'tienda'; refundId: string | null; refundAmount: number };

/** What the rules read of a reservation line (a stored RecordLine with its booking fields). */
export interface BookingLine {
  kind: 'product' | 'service';
  payNow: number;
  reservationDate?: string | undefined;
  reservationTime?: string | undefined;
  /** How many times it was moved. */
  reschedules?: number | undefined;
  /** When it was cancelled (ISO), if it was. */
  cancelledAt?: string | undefined;
  history?: readonly BookingEvent[] | undefined;
}

/** The appointment's start, or null for a line without one. */
export function appointmentStart(line: Pick<BookingLine, 'reservationDate' | 'reservationTime'>): Date | null {
  if (!line.reservationDate || !line.reservationTime) return null;
  const start = bogotaInstant(line.reservationDate, line.reservationTime);
  return Number.isNaN(start.getTime()) ? null : start;
}

/**
 * Why a change is refused: `rule` when the 24 hours or the two moves forbid it (a 400), `state`
 * when the appointment or its reservation is no longer open to changes (a 409), `line` when the
 * line is no appointment (a 404).
 */
export interface Refusal {
  kind: 'rule' | 'state' | 'line';
  message: string;
}

/** Why the line may not be changed at all right now, or null: status, cancellation, the 24 hours. */
function changeRefusal(recordStatus: string, line: BookingLine, now: Date): Refusal | null {
  if (line.kind !== 'service') return { kind: 'line', message: t.lineNotFound };
  if (line.cancelledAt) return { kind: 'state', message: t.lineCancelled };
  if (lockedStatuses.includes(recordStatus)) return { kind: 'state', message: t.statusLocked(recordStatus) };
  const start = appointmentStart(line);
  if (!start) return { kind: 'line', message: t.lineNotFound };
  if (start.getTime() <= now.getTime()) return { kind: 'rule', message: t.appointmentPast };
  if (start.getTime() - now.getTime() < CHANGE_NOTICE_HOURS * HOUR_MS) return { kind: 'rule', message: t.tooLate(CHANGE_NOTICE_HOURS) };
  return null;
}

/** Null when the customer may cancel the line now, else why not. */
export function cancelRefusalOf(recordStatus: string, line: BookingLine, now: Date): Refusal | null {
  return changeRefusal(recordStatus, line, now);
}

/** Null when the customer may move the line now, else why not. */
export function rescheduleRefusalOf(recordStatus: string, line: BookingLine, now: Date): Refusal | null {
  const refusal = changeRefusal(recordStatus, line, now);
  if (refusal) return refusal;
  if ((line.reschedules ?? 0) >= MAX_RESCHEDULES) return { kind: 'rule', message: t.noMoreReschedules(MAX_RESCHEDULES) };
  return null;
}

/**
 * Null when an appointment may be moved to `date` at `time`, else why not: the new hour must also
 * start at least 24 hours ahead, or the move would leave an appointment the customer can no longer
 * cancel or change (a move is never a way round the notice the shop asks for).
 */
export function newHourRefusal(date: string, time: string, now: Date): Refusal | null {
  const start = appointmentStart({ reservationDate: date, reservationTime: time });
  if (start && start.getTime() - now.getTime() >= CHANGE_NOTICE_HOURS * HOUR_MS) return null;
  return { kind: 'rule', message: t.newHourTooSoon(CHANGE_NOTICE_HOURS) };
}

/** Null when the customer may cancel the line now, else the Spanish reason. */
export function cancelRefusal(recordStatus: string, line: BookingLine, now: Date): string | null {
  return cancelRefusalOf(recordStatus, line, now)?.message ?? null;
}

/** Null when the customer may move the line now, else the Spanish reason. */
export function rescheduleRefusal(recordStatus: string, line: BookingLine, now: Date): string | null {
  return rescheduleRefusalOf(recordStatus, line, now)?.message ?? null;
}

/**
 * Whether the appointment is in its last 24 hours and still on: too late to change it online, so
 * the page offers the shop's phone and WhatsApp instead.
 */
export function isLastMinute(recordStatus: string, line: BookingLine, now: Date): boolean {
  if (line.kind !== 'service' || line.cancelledAt || lockedStatuses.includes(recordStatus)) return false;
  const start = appointmentStart(line);
  if (!start) return false;
  const ahead = start.getTime() - now.getTime();
  return ahead > 0 && ahead < CHANGE_NOTICE_HOURS * HOUR_MS;
}

/** What a cancellation gives back: the deposit the line paid, as whole pesos (0 when nothing was paid). */
export function refundAmountOf(line: Pick<BookingLine, 'payNow'>): number {
  return Number.isSafeInteger(line.payNow) && line.payNow > 0 ? line.payNow : 0;
}

/** How many moves the line has left. */
export function reschedulesLeft(line: Pick<BookingLine, 'reschedules'>): number {
  return Math.max(0, MAX_RESCHEDULES - (line.reschedules ?? 0));
}

/** When the current appointment was agreed: the last move, else when the reservation was made. */
export function bookedAt(line: Pick<BookingLine, 'history'>, recordCreatedAt: Date): Date {
  const moves = (line.history ?? []).filter((event) => event.kind === 'reprogramada');
  const last = moves.at(-1);
  return last ? new Date(last.at) : recordCreatedAt;
}

/**
 * Whether the reminder of the line's current appointment is due now: the appointment starts
 * within the next 24 hours, was agreed at least 24 hours before it, and neither the line nor the
 * reservation is cancelled or closed.
 */
export function reminderDue(recordStatus: string, line: BookingLine, recordCreatedAt: Date, now: Date): boolean {
  if (line.kind !== 'service' || line.cancelledAt || lockedStatuses.includes(recordStatus)) return false;
  const start = appointmentStart(line);
  if (!start) return false;
  const ahead = start.getTime() - now.getTime();
  if (ahead <= 0 || ahead > CHANGE_NOTICE_HOURS * HOUR_MS) return false;
  return start.getTime() - bookedAt(line, recordCreatedAt).getTime() >= CHANGE_NOTICE_HOURS * HOUR_MS;
}
