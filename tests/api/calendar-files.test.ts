/**
 * The calendar files a reservation's messages carry, parsed as a calendar client reads them: the
 * receipt's, a move's and a cancellation's. Each names the method of RFC 5546 (iTIP) in its
 * `METHOD` and in its attachment's `Content-Type` alike, and holds every property that method
 * requires: PUBLISH an ORGANIZER; REQUEST and CANCEL an ORGANIZER and the customer as ATTENDEE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { bookAppointment, cancel, findService, reschedule } from './booking-helpers.ts';
import { createHarness, type Harness } from './helpers.ts';
import { outboxFor, type OutboxMessage } from './outbox.ts';

const BOOKED_AT = new Date('2026-03-04T15:00:00Z'); // Wednesday 10:00 in Bogotá
const FRIDAY = '2026-03-06';
const SATURDAY = '2026-03-07';

let harness: Harness;
let service: Product;

beforeAll(async () => {
  harness = await createHarness({ now: BOOKED_AT });
  service = await findService(harness);
});
afterAll(() => harness.close());

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** RFC 5545's content lines: unfolded, then split into name, parameters and value. */
function parseLines(text: string): Property[] {
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  return unfolded
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      const [name = '', ...params] = line.slice(0, colon).split(';');
      return {
        name: name.toUpperCase(),
        params: Object.fromEntries(params.map((param) => [param.split('=')[0]!.toUpperCase(), param.split('=').slice(1).join('=')])),
        value: line.slice(colon + 1),
      };
    });
}

interface Calendar {
  method: string | undefined;
  events: Property[][];
}

function parseCalendar(text: string): Calendar {
  const lines = parseLines(text);
  expect(lines[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
  expect(lines.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
  const events: Property[][] = [];
  let current: Property[] | null = null;
  const top: Property[] = [];
  for (const line of lines.slice(1, -1)) {
    if (line.name === 'BEGIN' && line.value === 'VEVENT') current = [];
    else if (line.name === 'END' && line.value === 'VEVENT') {
      events.push(current!);
      current = null;
    } else (current ?? top).push(line);
  }
  return { method: top.find((line) => line.name === 'METHOD')?.value, events };
}

/** What RFC 5546 (section 3.2) says a VEVENT of each method must hold. */
const REQUIRED: Record<string, string[]> = {
  PUBLISH: ['DTSTAMP', 'DTSTART', 'ORGANIZER', 'SUMMARY', 'UID'],
  REQUEST: ['ATTENDEE', 'DTSTAMP', 'DTSTART', 'ORGANIZER', 'SEQUENCE', 'SUMMARY', 'UID'],
  CANCEL: ['ATTENDEE', 'DTSTAMP', 'ORGANIZER', 'SEQUENCE', 'UID'],
};

/** The message's calendar file, with the method its Content-Type names. */
function calendarOf(message: OutboxMessage): { calendar: Calendar; contentMethod: string | undefined } {
  const file = message.mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  expect(file, 'the message carries a calendar file').toBeDefined();
  const header = file!.headers.get('content-type') as { value: string; params: Record<string, string> };
  return { calendar: parseCalendar(file!.content.toString('utf8')), contentMethod: header.params.method?.toUpperCase() };
}

function expectComplete(message: OutboxMessage, method: string, attendee: string) {
  const { calendar, contentMethod } = calendarOf(message);
  expect(calendar.method).toBe(method);
  expect(contentMethod).toBe(method);
  expect(calendar.events).toHaveLength(1);
  const [event] = calendar.events as [Property[]];
  for (const name of REQUIRED[method]!)
    expect(
      event.map((line) => line.name),
      `${method} needs ${name}`,
    ).toContain(name);
  expect(event.find((line) => line.name === 'ORGANIZER')?.value.toLowerCase()).toMatch(/^mailto:.+@.+/);
  if (method !== 'PUBLISH') {
    const attendees = event.filter((line) => line.name === 'ATTENDEE');
    expect(attendees.map((line) => line.value.toLowerCase())).toEqual([`mailto:${attendee}`]);
  }
  return event;
}

describe('the calendar files of a reservation', () => {
  it('the receipt publishes, a move requests and a cancellation cancels, each with the fields its method requires', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '10:00');

    const [receipt] = await outboxFor(harness, booked.email, 'receipt');
    expectComplete(receipt!, 'PUBLISH', booked.email);
    // The receipt page's download is a plain file to import: no method in its body or its type.
    const download = await harness.request(`/api/transactions/${booked.reference}/calendar.ics?access=${booked.access}`);
    expect(download.headers.get('content-type')).not.toContain('method');
    expect(parseCalendar(await download.text()).method).toBeUndefined();

    expect((await reschedule(harness, booked, SATURDAY, '10:00')).status).toBe(200);
    const [moved] = await outboxFor(harness, booked.email, 'booking-moved');
    const move = expectComplete(moved!, 'REQUEST', booked.email);
    expect(move).toContainEqual(expect.objectContaining({ name: 'UID', value: `${booked.lineId}@tienda-medellin` }));
    expect(move).toContainEqual(expect.objectContaining({ name: 'SEQUENCE', value: '1' }));
    expect(move).toContainEqual(expect.objectContaining({ name: 'DTSTART', value: '20260307T150000Z' }));

    expect((await cancel(harness, booked)).status).toBe(200);
    const [cancelled] = await outboxFor(harness, booked.email, 'booking-cancelled');
    const removal = expectComplete(cancelled!, 'CANCEL', booked.email);
    expect(removal).toContainEqual(expect.objectContaining({ name: 'UID', value: `${booked.lineId}@tienda-medellin` }));
    expect(removal).toContainEqual(expect.objectContaining({ name: 'SEQUENCE', value: '2' }));
  });
});
