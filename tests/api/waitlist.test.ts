/**
 * "Avísame si se libera": a full hour takes a line, once per person, within the limits; when a place
 * of it frees up (a cancellation, an expired hold) the first in line gets one mail whose link holds
 * the place for them 20 minutes — their browser sees it free and books it, nobody else can; an
 * offer not used in time passes to the next one; the line of a past hour is dropped; the owner sees
 * the lines; the entries are in the data export and go with the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '../../src/domain/accounts/data-export.ts';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { waitlistMessages } from '../../src/domain/waitlist/messages-waitlist.ts';
import { OFFER_MINUTES } from '../../src/domain/waitlist/waitlist.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { bookAppointment, cancel } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, TEST_PASSWORD, type Harness } from './helpers.ts';
import { addResource, createService, listResources, offeredHours, saveResources } from './resource-helpers.ts';
import { fullHour, join, joined, linkTo, offersTo, openOffer } from './waitlist-helpers.ts';

const START = new Date('2026-03-04T15:00:00Z');
const DATE = '2026-03-11';
const TIME = '10:00';

let harness: Harness;
let adminCookie: string;

beforeAll(async () => {
  harness = await createHarness({ now: START });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());

const entriesOf = (serviceId: string) => harness.deps.store.collection('waitlist').find({ serviceId }, { sort: { createdAt: 1, _id: 1 } });
const slotsOf = (serviceId: string) => harness.deps.store.collection('slots').find({ serviceId, date: DATE, time: TIME });

function contact(email: string) {
  return { name: 'Cliente en espera', email, phone: '3001234567', address: '', shippingMethod: 'pickup', city: '', neighborhood: '' };
}

describe('joining a line', () => {
  it('takes a full hour once per person, with the data policy, and refuses a free or past hour', async () => {
    const { service } = await fullHour(harness, DATE, TIME);
    const answer = await join(harness, service, DATE, TIME, 'Espera.Una@Correo.co');
    expect(answer.status).toBe(200);
    expect((await body(answer)).message).toBe(waitlistMessages.joined);
    // The same person again, spelled otherwise: the same answer, one entry.
    expect((await join(harness, service, DATE, TIME, 'espera.una@correo.co')).status).toBe(200);
    const entries = await entriesOf(service._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ status: 'waiting', email: 'espera.una@correo.co', date: DATE, time: TIME });
    expect(entries[0]!.consents.map((consent) => consent.kind)).toEqual(['dataPolicy']);

    const free = await join(harness, service, DATE, '11:00', 'espera.una@correo.co');
    expect(free.status).toBe(409);
    expect((await body(free)).message).toBe(waitlistMessages.hourNotFull);
    const past = await join(harness, service, '2026-03-02', TIME, 'espera.una@correo.co');
    expect(past.status).toBe(400);
    const noConsent = await harness.request('/api/waitlist', {
      json: { serviceId: service._id, date: DATE, time: TIME, email: 'sin@correo.co' },
      ip: '10.78.0.1',
    });
    expect(noConsent.status).toBe(400);
    expect(await entriesOf(service._id)).toHaveLength(1);
  });

  it('limits the lines one e-mail and one address may join', async () => {
    const hours = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '08:00'];
    const full = [];
    for (const time of hours.slice(0, rateRules.waitlistPerEmail.limit + 1)) full.push({ ...(await fullHour(harness, DATE, time)), time });
    const email = 'muchas@correo.co';
    for (const { service, time } of full.slice(0, -1)) expect((await join(harness, service, DATE, time, email)).status).toBe(200);
    const last = full.at(-1)!;
    const refused = await join(harness, last.service, DATE, last.time, email);
    expect(refused.status).toBe(429);
    expect((await body(refused)).message).toBe(waitlistMessages.rateLimited);

    const ip = '10.79.0.1';
    const perAddress = rateRules.waitlistPerAddress.limit;
    const { service } = await fullHour(harness, DATE, TIME);
    for (let i = 0; i < perAddress; i++) expect((await join(harness, service, DATE, TIME, `direccion${i}@correo.co`, ip)).status).toBe(200);
    expect((await join(harness, service, DATE, TIME, 'una-mas@correo.co', ip)).status).toBe(429);
    expect(await entriesOf(service._id)).toHaveLength(perAddress);
  });
});

describe('a freed place', () => {
  it('is offered to the first in line only, held for them, and booked through the link by nobody else', async () => {
    const { service, booked } = await fullHour(harness, DATE, TIME);
    await joined(harness, service, DATE, TIME, 'primera@correo.co');
    await joined(harness, service, DATE, TIME, 'segunda@correo.co');
    expect((await cancel(harness, booked)).status).toBe(200);

    const [first, second] = await entriesOf(service._id);
    expect(first).toMatchObject({ status: 'offered', email: 'primera@correo.co' });
    expect(second).toMatchObject({ status: 'waiting' });
    const [held] = await slotsOf(service._id);
    expect(held).toMatchObject({ state: 'held', orderId: `espera:${first!._id}` });
    expect(held!.heldUntil).toEqual(new Date(START.getTime() + OFFER_MINUTES * 60_000));
    const [mail] = await offersTo(harness, 'primera@correo.co');
    expect(mail).toBeDefined();
    expect(mail!.mail.text).toContain(service.productName);
    expect(linkTo(mail!, '/cancelar-espera')).toContain('token=');
    expect(await offersTo(harness, 'segunda@correo.co')).toHaveLength(0);

    // Anybody else: the hour is full, and a checkout of it is refused.
    expect((await offeredHours(harness, service, DATE)).get(TIME)?.available).toBe(false);
    const other = shopper(harness, { shippingInfo: contact('otra@correo.co'), seed: 'espera-otra' });
    const items = [{ productId: service._id, reservationDate: DATE, reservationTime: TIME }];
    expect((await other.createOrder(items, { shippingInfo: contact('otra@correo.co') })).status).toBe(409);

    // The link's browser sees the place free and books it.
    const { cookie, location } = await openOffer(harness, mail!);
    expect(location).toBe(`/product/${service._id}`);
    expect(cookie).toMatch(/^espera=/);
    const seen = await harness.request(`/api/services/${service._id}/availability?date=${DATE}`, { cookie });
    const hours = (await body<{ data: { slots: { time: string; available: boolean }[] } }>(seen)).data.slots;
    expect(hours.find((hour) => hour.time === TIME)?.available).toBe(true);
    const browser = shopper(harness, { shippingInfo: contact('primera@correo.co'), seed: 'espera-primera' });
    const created = await browser.createOrder(items, { shippingInfo: contact('primera@correo.co'), cookie });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await body<{ id: string }>(created);
    expect((await browser.capture(id)).status).toBe(200);
    const slots = await slotsOf(service._id);
    expect(slots).toHaveLength(1);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ providerOrderId: id });
    expect(slots[0]).toMatchObject({ _id: held!._id, state: 'booked', orderId: order!._id });
    expect((await entriesOf(service._id))[0]).toMatchObject({ status: 'booked' });
    // The link is used: opening it again holds nothing, and the next one still waits.
    expect((await openOffer(harness, mail!)).cookie).toBe('');
    expect((await entriesOf(service._id))[1]).toMatchObject({ status: 'waiting' });
  });

  it('passes to the next one in line when the offer is not used in time', async () => {
    const { service, booked } = await fullHour(harness, DATE, TIME);
    await joined(harness, service, DATE, TIME, 'lenta@correo.co');
    await joined(harness, service, DATE, TIME, 'siguiente@correo.co');
    expect((await cancel(harness, booked)).status).toBe(200);
    const [mail] = await offersTo(harness, 'lenta@correo.co');
    const { cookie } = await openOffer(harness, mail!);

    harness.setNow(new Date(START.getTime() + (OFFER_MINUTES + 1) * 60_000));
    try {
      await runSweep(harness.deps);
      const [late, next] = await entriesOf(service._id);
      expect(late).toMatchObject({ status: 'lapsed' });
      expect(next).toMatchObject({ status: 'offered' });
      const [held] = await slotsOf(service._id);
      expect(held).toMatchObject({ state: 'held', orderId: `espera:${next!._id}` });
      expect(await offersTo(harness, 'siguiente@correo.co')).toHaveLength(1);
      // Another sweep offers nothing more.
      await runSweep(harness.deps);
      expect(await offersTo(harness, 'siguiente@correo.co')).toHaveLength(1);
      // The late browser's checkout gets no place: it is the next one's.
      const late2 = shopper(harness, { shippingInfo: contact('lenta@correo.co'), seed: 'espera-lenta' });
      const items = [{ productId: service._id, reservationDate: DATE, reservationTime: TIME }];
      expect((await late2.createOrder(items, { shippingInfo: contact('lenta@correo.co'), cookie })).status).toBe(409);
    } finally {
      harness.setNow(START);
    }
  });

  it('is offered from the sweep when an unpaid hold of the hour runs out', async () => {
    const { service } = await fullHour(harness, DATE, '11:00');
    const held = await ownHeldHour(service._id);
    await joined(harness, service, DATE, '12:00', 'tras-reserva@correo.co');
    harness.setNow(new Date(START.getTime() + 16 * 60_000));
    try {
      await runSweep(harness.deps);
      const [entry] = await entriesOf(service._id);
      expect(entry).toMatchObject({ status: 'offered' });
      expect(await harness.deps.store.collection('slots').findOne({ _id: held })).toMatchObject({ orderId: `espera:${entry!._id}` });
    } finally {
      harness.setNow(START);
    }
  });
});

/** Holds 12:00 of the service with an unpaid order; returns its slot. */
async function ownHeldHour(serviceId: string): Promise<string> {
  const browser = shopper(harness, { shippingInfo: contact('sin-pagar@correo.co'), seed: 'espera-sin-pagar' });
  const created = await browser.createOrder([{ productId: serviceId, reservationDate: DATE, reservationTime: '12:00' }]);
  expect(created.status).toBe(201);
  const { id } = await body<{ id: string }>(created);
  const order = await harness.deps.store.collection('paymentOrders').findOne({ providerOrderId: id });
  return order!.slotIds[0]!;
}

describe('the lines', () => {
  it('are dropped once their hour has started', async () => {
    const { service } = await fullHour(harness, DATE, TIME);
    await joined(harness, service, DATE, TIME, 'tarde@correo.co');
    harness.setNow(new Date(`${DATE}T${TIME}:00-05:00`));
    try {
      expect((await runSweep(harness.deps)).waitlist.dropped).toBeGreaterThanOrEqual(1);
      expect(await entriesOf(service._id)).toHaveLength(0);
    } finally {
      harness.setNow(START);
    }
  });

  it('are shown to the owner only, by hour, in order', async () => {
    const { service } = await fullHour(harness, DATE, TIME);
    await joined(harness, service, DATE, TIME, 'uno@correo.co');
    await joined(harness, service, DATE, TIME, 'dos@correo.co');
    const path = `/api/admin/waitlist?from=${DATE}&to=${DATE}&serviceId=${service._id}`;
    expect((await harness.request(path)).status).toBe(401);
    const customer = await harness.signInAs('GENERAL', 'curiosa@correo.co');
    expect((await harness.request(path, { cookie: customer.cookie })).status).toBe(403);
    const answer = await harness.request(path, { cookie: adminCookie });
    expect(answer.status).toBe(200);
    const lines = (await body<{ data: { time: string; waiting: number; people: { email: string }[] }[] }>(answer)).data;
    expect(lines).toEqual([
      expect.objectContaining({
        time: TIME,
        waiting: 2,
        people: [expect.objectContaining({ email: 'uno@correo.co' }), expect.objectContaining({ email: 'dos@correo.co' })],
      }),
    ]);
  });

  it('are in the data export, can be left by the link, and go with the account', async () => {
    const { service, booked } = await fullHour(harness, DATE, TIME);
    const account = await harness.signInAs('GENERAL', 'cuenta-espera@correo.co');
    const answer = await join(harness, service, DATE, TIME, 'cuenta-espera@correo.co', undefined, account.cookie);
    expect(answer.status).toBe(200);
    const exported = await harness.request('/api/profile/export', { cookie: account.cookie });
    const data = JSON.parse(await exported.text()) as DataExport;
    expect(data.listasDeEspera).toEqual([
      expect.objectContaining({ servicio: service.productName, fecha: DATE, hora: TIME, estado: 'En espera' }),
    ]);

    // Its place frees up: the offer is mailed, and the place held for the account's entry.
    expect((await cancel(harness, booked)).status).toBe(200);
    expect(await offersTo(harness, 'cuenta-espera@correo.co')).toHaveLength(1);
    expect(await slotsOf(service._id)).toHaveLength(1);

    // Leaving by the offer mail's link gives the held place to nobody left: it is free again.
    const leaving = await fullHour(harness, DATE, TIME);
    await joined(harness, leaving.service, DATE, TIME, 'se-va@correo.co');
    expect((await cancel(harness, leaving.booked)).status).toBe(200);
    const [mail] = await offersTo(harness, 'se-va@correo.co');
    const token = new URL(linkTo(mail!, '/cancelar-espera')).searchParams.get('token');
    for (let i = 0; i < 2; i++) expect((await harness.request('/api/waitlist/cancel', { json: { token } })).status).toBe(200);
    expect(await entriesOf(leaving.service._id)).toHaveLength(0);
    expect(await slotsOf(leaving.service._id)).toHaveLength(0);

    // Joined signed out: the account's e-mail, once confirmed, makes it the account's.
    await joined(harness, (await fullHour(harness, DATE, '15:00')).service, DATE, '15:00', 'cuenta-espera@correo.co');
    await harness.deps.store.collection('users').updateOne({ _id: account.userId }, { $set: { emailConfirmedAt: START } });
    const deleted = await harness.request('/api/profile', { method: 'DELETE', cookie: account.cookie, json: { password: TEST_PASSWORD } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await harness.deps.store.collection('waitlist').countDocuments({ email: 'cuenta-espera@correo.co' })).toBe(0);
    // The place held for it is free again.
    expect(await slotsOf(service._id)).toHaveLength(0);
    // The offer mail it had is forgotten with the account.
    expect(await harness.deps.store.collection('mail').countDocuments({ kind: 'waitlist-offer', to: 'cuenta-espera@correo.co' })).toBe(0);
  });
});

describe('a day the owner closed', () => {
  it('offers nobody the places its cancellations free', async () => {
    const day = '2026-03-12';
    const { service, booked } = await fullHour(harness, day, TIME);
    await joined(harness, service, day, TIME, 'dia-cerrado@correo.co');
    const closed = await harness.request('/api/admin/closures', {
      cookie: adminCookie,
      json: { from: day, to: day, reason: 'Inventario' },
    });
    expect(closed.status, await closed.clone().text()).toBeLessThan(300);
    expect((await cancel(harness, booked)).status).toBe(200);
    await runSweep(harness.deps);
    expect((await entriesOf(service._id))[0]).toMatchObject({ status: 'waiting' });
    expect(await offersTo(harness, 'dia-cerrado@correo.co')).toHaveLength(0);
  });
});

// Last: the service it makes (of the sample shop's "Servicios") would be the model of the others' own services.
describe('a raised capacity', () => {
  it('offers the place it opens to the first in line of each full hour', async () => {
    const cabin = await addResource(harness, adminCookie, 'Cabina de espera', 1);
    const service = await createService(harness, adminCookie, cabin._id);
    await bookAppointment(harness, service, DATE, TIME);
    await joined(harness, service, DATE, TIME, 'capacidad@correo.co');
    const list = await listResources(harness, adminCookie);
    const raised = await saveResources(
      harness,
      adminCookie,
      list.map((resource) => (resource._id === cabin._id ? { ...resource, capacity: 2 } : resource)),
    );
    expect(raised.status).toBe(200);
    const [entry] = await entriesOf(service._id);
    expect(entry).toMatchObject({ status: 'offered' });
    expect(await offersTo(harness, 'capacidad@correo.co')).toHaveLength(1);
  });
});
