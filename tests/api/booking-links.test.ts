/**
 * A lost /mi-reserva link sent again (POST /api/bookings/resend-links): the same answer for every
 * e-mail, one message with the receipt's link of each reservation still to come (past, cancelled
 * and other people's left out), and its limits under parallel requests.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lostLinkMessages } from '../../src/domain/bookings/messages-lost-links.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { findService, readBooking } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { linksOf, outboxFor, readOutbox } from './outbox.ts';

const BOOKED_AT = new Date('2026-03-04T15:00:00Z'); // Wednesday 10:00 in Bogotá
const SATURDAY_NOON = new Date('2026-03-07T17:00:00Z');

let harness: Harness;
let service: Product;
let bookings = 0;

beforeAll(async () => {
  harness = await createHarness({ now: BOOKED_AT });
  service = await findService(harness);
});
beforeEach(() => harness.setNow(BOOKED_AT));
afterAll(() => harness.close());

/** Pays a reservation of these hours with this e-mail in the shipping form; returns its reference and receipt token. */
async function book(email: string, hours: [string, string][]) {
  bookings += 1;
  const shippingInfo = {
    name: 'Lucía Restrepo',
    email,
    phone: '3001234567',
    address: '',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
  };
  const browser = shopper(harness, { shippingInfo, seed: `enlaces-${bookings}` });
  const items = hours.map(([date, time]) => ({ productId: service._id, reservationDate: date, reservationTime: time }));
  const created = await browser.createOrder(items, { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  const captured = await browser.capture((await body<{ id: string }>(created)).id);
  expect(captured.status).toBe(200);
  return body<{ reference: string; accessToken: string }>(captured);
}

const ask = (email: string, ip = '10.60.0.1') => harness.request('/api/bookings/resend-links', { json: { email }, ip });
const manageLinks = (links: string[]) => links.filter((href) => href.includes('/mi-reserva'));

describe('POST /api/bookings/resend-links', () => {
  it('answers an unknown e-mail and one with bookings alike, and mails the links only to the latter', async () => {
    await book('ana.enlaces@correo.co', [['2026-03-09', '10:00']]);
    harness.setNow(SATURDAY_NOON);
    const unknown = await ask('nadie.enlaces@correo.co', '10.60.0.2');
    const known = await ask('ana.enlaces@correo.co', '10.60.0.3');
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const [unknownBody, knownBody] = [await body(unknown), await body(known)];
    expect(unknownBody).toEqual(knownBody);
    expect(knownBody.message).toBe(lostLinkMessages.sent);
    expect(await outboxFor(harness, 'nadie.enlaces@correo.co')).toHaveLength(0);
    expect(await outboxFor(harness, 'ana.enlaces@correo.co', 'booking-links')).toHaveLength(1);
  });

  it('sends one message with one working link per reservation still to come; past, cancelled and other people’s are left out', async () => {
    const email = 'lucia.enlaces@correo.co';
    const past = await book(email, [['2026-03-06', '09:00']]);
    // Typed with capitals at checkout: still the same e-mail.
    const upcoming = await book('Lucia.Enlaces@Correo.co', [['2026-03-09', '11:00']]);
    const mixed = await book(email, [
      ['2026-03-06', '10:00'],
      ['2026-03-12', '10:00'],
    ]);
    const cancelledLine = await book(email, [['2026-03-11', '10:00']]);
    const [line] = (await readBooking(harness, cancelledLine.reference, cancelledLine.accessToken)).lines;
    const cancelled = await harness.request(`/api/bookings/${cancelledLine.reference}/cancel`, {
      json: { lineId: line!.lineId, access: cancelledLine.accessToken },
      ip: '10.60.1.1',
    });
    expect(cancelled.status).toBe(200);
    const cancelledByShop = await book(email, [['2026-03-13', '10:00']]);
    await harness.deps.store
      .collection('transactions')
      .updateOne({ reference: cancelledByShop.reference }, { $set: { status: 'cancelada' } });
    const someoneElse = await book('otra.persona@correo.co', [['2026-03-09', '12:00']]);

    harness.setNow(SATURDAY_NOON);
    expect((await ask(email, '10.60.0.4')).status).toBe(200);

    const sent = await outboxFor(harness, email, 'booking-links');
    expect(sent).toHaveLength(1);
    const mail = sent[0]!.mail;
    expect(mail.subject).toBe('Los enlaces de tus reservas');
    const links = manageLinks(linksOf(mail));
    expect(links.map((href) => new URL(href).searchParams.get('ref')).sort()).toEqual([upcoming.reference, mixed.reference].sort());
    // The receipt's own token: no second kind of link.
    const upcomingLink = new URL(links.find((href) => href.includes(upcoming.reference))!);
    expect(upcomingLink.pathname).toBe('/mi-reserva');
    expect(upcomingLink.searchParams.get('access')).toBe(upcoming.accessToken);
    for (const href of links) {
      const url = new URL(href);
      const opened = await harness.request(`/api/bookings/${url.searchParams.get('ref')}?access=${url.searchParams.get('access')}`);
      expect(opened.status).toBe(200);
    }
    for (const left of [past, cancelledLine, cancelledByShop, someoneElse]) expect(mail.text).not.toContain(left.reference);
    // Of the mixed reservation, only the appointment still to come.
    expect(mail.text).toContain('12 de marzo');
    expect(mail.text).not.toContain('6 de marzo');
  });

  it('sends nothing when every booking of the e-mail is past', async () => {
    await book('pasado.enlaces@correo.co', [['2026-03-06', '11:00']]);
    harness.setNow(SATURDAY_NOON);
    const response = await ask('pasado.enlaces@correo.co', '10.60.0.5');
    expect(response.status).toBe(200);
    expect((await body(response)).message).toBe(lostLinkMessages.sent);
    expect(await outboxFor(harness, 'pasado.enlaces@correo.co', 'booking-links')).toHaveLength(0);
  });

  it('refuses a malformed e-mail with a Spanish 400', async () => {
    const response = await ask('no-es-un-correo', '10.60.0.6');
    expect(response.status).toBe(400);
    expect((await body(response)).message).toMatch(/correo/i);
  });
});

describe('the limits of resend-links', () => {
  it('gives one e-mail 3 an hour among 50 parallel requests from different addresses, and sends only 3 messages', async () => {
    const email = 'carrera.enlaces@correo.co';
    await book(email, [['2026-03-16', '10:00']]);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => ask(email, `10.61.${index >> 8}.${index & 255}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(47);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect((await body(refused)).message).toBe(lostLinkMessages.tooMany);
    expect(await outboxFor(harness, email, 'booking-links')).toHaveLength(3);
  });

  it('gives one address 10 requests in 10 minutes among 40 parallel ones for different e-mails', async () => {
    const before = (await readOutbox(harness)).length;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => ask(`visitante${index}.enlaces@correo.co`, '10.62.0.1')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(await readOutbox(harness)).toHaveLength(before);
    // A new window lets the address ask again.
    harness.setNow(new Date(BOOKED_AT.getTime() + 10 * 60_000));
    expect((await ask('visitante-despues.enlaces@correo.co', '10.62.0.1')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64: addresses of one line share the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => ask(`linea${index}.enlaces@correo.co`, `2001:db8:7:1::${(index + 1).toString(16)}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
  });
});
