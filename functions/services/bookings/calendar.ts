/**
 * The reservation's calendar files: one event per booked service, at its Bogotá date and hour.
 * An event's UID names its line (stable across moves), so the file a move or a cancellation sends
 * later updates or removes the event the receipt's file created, with a higher SEQUENCE.
 * Each file sent by e-mail names its iTIP method (RFC 5546) in its METHOD, as the attachment's
 * Content-Type does, and holds what that method requires: the receipt's PUBLISH an ORGANIZER (the
 * shop); a move's REQUEST and a cancellation's CANCEL the ORGANIZER and the customer as ATTENDEE.
 * The download from the receipt page is a plain file to import, without a method.
 * The `ics` library is loaded by the first file written, so requests that write none never load it.
 */
import { serviceWithPerson } from '../../../src/domain/staff/messages-picker.ts';
import type { EventAttributes } from 'ics';
import { placeOfLine, type PlaceAddress } from '../../../src/domain/bookings/appointment-place.ts';
import { business } from '../../../src/domain/shared/business.ts';
import { mailMessages } from '../../../src/domain/mail/messages-mail.ts';
import type { PublicRecord, RecordLine } from '../../../src/domain/records/records.ts';
import { formatDay, formatHour } from '../../../src/domain/shared/dates.ts';
import { bogotaInstant } from '../../../src/domain/schedule/schedule.ts';

type CalendarLine = RecordLine & { lineId?: string };

/** The customer a sent file is addressed to: the reservation's contact name and e-mail. */
export interface CalendarAttendee {
  name?: string;
  email: string;
}

const organizer = { name: business.name, email: business.email };

/** The customer as the event's one ATTENDEE, already accepted: the appointment is theirs. */
function attendeeOf(customer: CalendarAttendee): NonNullable<EventAttributes['attendees']>[number] {
  return {
    ...(customer.name?.trim() ? { name: customer.name.trim() } : {}),
    email: customer.email.trim().toLowerCase(),
    role: 'REQ-PARTICIPANT',
    partstat: 'ACCEPTED',
    rsvp: false,
  };
}

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
    title: `${serviceWithPerson(line)} — ${business.name}`,
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

async function render(events: EventAttributes[], method: 'PUBLISH' | 'REQUEST' | 'CANCEL' | undefined): Promise<string> {
  const { createEvents } = await import('ics');
  // An empty method leaves out the METHOD line (the library's default would write PUBLISH).
  const { error, value } = createEvents(events, { method: method ?? '', productId: 'tienda-medellin/reservas' });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}

/**
 * The reservation's appointments: a plain file to import (the receipt page's download), or with
 * `publish` the receipt e-mail's METHOD:PUBLISH file, whose events name the shop as ORGANIZER.
 */
export async function reservationCalendar(records: PublicRecord[], options: { publish?: boolean } = {}): Promise<string | null> {
  const events = records
    .filter((record) => record.kind === 'reserva')
    .flatMap((record) =>
      (record.reservationDetails as CalendarLine[])
        .filter((line) => line.reservationDate && line.reservationTime && !('cancelledAt' in line && line.cancelledAt))
        .map((line) => (options.publish ? { ...eventOf(line, record.shippingInfo), organizer } : eventOf(line, record.shippingInfo))),
    );
  if (events.length === 0) return null;
  return render(events, options.publish ? 'PUBLISH' : undefined);
}

/** The file that moves a line's event to its new hour: same UID, SEQUENCE = how often it was moved. */
export async function movedEventCalendar(
  line: CalendarLine,
  info: PlaceAddress,
  customer: CalendarAttendee,
  sequence: number,
): Promise<string> {
  return render([{ ...eventOf(line, info), sequence, organizer, attendees: [attendeeOf(customer)] }], 'REQUEST');
}

/** The file that removes a line's event: same UID, a SEQUENCE above every earlier one, METHOD:CANCEL. */
export async function cancelledEventCalendar(
  line: CalendarLine,
  info: PlaceAddress,
  customer: CalendarAttendee,
  sequence: number,
): Promise<string> {
  return render([{ ...eventOf(line, info), sequence, status: 'CANCELLED', organizer, attendees: [attendeeOf(customer)] }], 'CANCEL');
}
