/**
 * The waitlist in api tests: a full hour (a one-place service whose hour a customer booked), joining
 * its line from an address of one's own, and reading the offer mail's links.
 */
import { expect } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { bookAppointment, ownService, type BookedAppointment } from './booking-helpers.ts';
import { dataPolicyConsent, type Harness } from './helpers.ts';
import { linksOf, outboxFor, type OutboxMessage } from './outbox.ts';

export const OFFER_KIND = 'waitlist-offer';

let addresses = 0;

/** A new one-place service whose hour `date` `time` a customer booked: the hour is full. */
export async function fullHour(harness: Harness, date: string, time: string): Promise<{ service: Product; booked: BookedAppointment }> {
  const service = await ownService(harness, 60);
  const booked = await bookAppointment(harness, service, date, time);
  return { service, booked };
}

/** Joins the line of the service's hour, from an address of its own unless one is given. */
export function join(harness: Harness, service: Product, date: string, time: string, email: string, ip?: string, cookie?: string) {
  addresses += 1;
  return harness.request('/api/waitlist', {
    json: { serviceId: service._id, date, time, email, ...dataPolicyConsent },
    ip: ip ?? `10.77.${(addresses >> 8) & 255}.${addresses & 255}`,
    ...(cookie ? { cookie } : {}),
  });
}

export async function joined(harness: Harness, service: Product, date: string, time: string, email: string) {
  const response = await join(harness, service, date, time, email);
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The offer mails sent to `email`. */
export const offersTo = (harness: Harness, email: string) => outboxFor(harness, email, OFFER_KIND);

/** The link of a mail that goes to `path`. */
export function linkTo(message: OutboxMessage, path: string): string {
  const link = linksOf(message.mail).find((href) => new URL(href).pathname.startsWith(path));
  if (!link) throw new Error(`no link to ${path} in ${message.file}`);
  return link;
}

/** Opens the offer's link as its browser does: the cookie it sets, and where it leads. */
export async function openOffer(harness: Harness, message: OutboxMessage): Promise<{ cookie: string; location: string }> {
  const url = new URL(linkTo(message, '/api/waitlist/offers/'));
  const response = await harness.request(url.pathname);
  expect(response.status).toBe(302);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, location: response.headers.get('location') ?? '' };
}
