/**
 * The reservation's calendar files: one event per booked service, at its Bogotá date and hour.
 * An event's UID names its line (stable across moves), so the file a move or a cancellation sends
 * later updates or removes the event the receipt's file created, with a higher SEQUENCE.
 * The `ics` library is loaded by the first file written, so requests that write none never load it.
 */
import type { EventAttributes } from 'ics';
import { placeOfLine, type PlaceAddress } from '../../../src/domain/appointment-place.ts';
import { business } from '../../../src/domain/business.ts';
import { mailMessages } from '../../../src/domain/messages-mail.ts';
import type { PublicRecord, RecordLine } from '../../../src/domain/records.ts';
import { formatDay, formatHour } from '../../../src/domain/dates.ts';
import { bogotaInstant } from '../../../src/domain/schedule.ts';

type CalendarLine = RecordLine & { lineId?: string };

/** The UID of a line's event: its line id; older lines without one keep the form they were sent with. */
export function eventUid(line: CalendarLine): string {
  return line.lineId
    ? `${line.lineId}@tienda-medellin`
    : `${line.productId}-${line.reservationDate}-${line.reservationTime}@tienda-medellin`;
}

/** An event at the appointment's own place: the customer's address for a home visit, else the shop's. */
function eventOf(line: CalendarLine, info: PlaceAddress): EventAttributes {
  return {
    uid: eventUid(line),
    // An instant in UTC, so every calendar shows it at the right hour; the text says Bogotá's.
    start: bogotaInstant(line.reservationDate ?? '', line.reservationTime ?? '').getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: Math.max(line.serviceDuration ?? 60, 15) },
    title: `${line.productName} — ${business.name}`,
    description: mailMessages.calendarEventDescription(
      line.productName,
      formatDay(line.reservationDate ?? ''),
      formatHour(line.reservationTime ?? ''),
    ),
    location: placeOfLine(line, info)?.address ?? business.address,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: 'tienda-medellin/reservas',
    calName: `Reservas ${business.name}`,
  };
}

async function render(events: EventAttributes[], method?: 'REQUEST' | 'CANCEL'): Promise<string> {
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(events, method ? { method, productId: 'tienda-medellin/reservas' } : undefined);
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}

export async function reservationCalendar(records: PublicRecord[]): Promise<string | null> {
  const events = records
    .filter((record) => record.kind === 'reserva')
    .flatMap((record) =>
      (record.reservationDetails as CalendarLine[])
        .filter((line) => line.reservationDate && line.reservationTime && !('cancelledAt' in line && line.cancelledAt))
        .map((line) => eventOf(line, record.shippingInfo)),
    );
  if (events.length === 0) return null;
  return render(events);
}

/** The file that moves a line's event to its new hour: same UID, SEQUENCE = how often it was moved. */
export async function movedEventCalendar(line: CalendarLine, info: PlaceAddress, sequence: number): Promise<string> {
  return render([{ ...eventOf(line, info), sequence, organizer: { name: business.name, email: business.email } }], 'REQUEST');
}

/** The file that removes a line's event: same UID, a SEQUENCE above every earlier one, METHOD:CANCEL. */
export async function cancelledEventCalendar(line: CalendarLine, info: PlaceAddress, sequence: number): Promise<string> {
  return render(
    [{ ...eventOf(line, info), sequence, status: 'CANCELLED', organizer: { name: business.name, email: business.email } }],
    'CANCEL',
  );
}
