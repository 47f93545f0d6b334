/**
 * The reminder the day before an appointment, queued by the sweeper: once per appointment however
 * often or however many sweepers run, never for a booking made less than 24 hours ahead or a
 * cancelled one, and for the new hour of a moved one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { bookAppointment, cancel, findService, minutesBefore, reschedule } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { linksOf, outboxFor } from './outbox.ts';
import { business, mapsLink } from '../../src/domain/shared/business.ts';

const BOOKED_AT = new Date('2026-03-04T15:00:00Z'); // Wednesday 10:00 in Bogotá
const FRIDAY = '2026-03-06';
const SATURDAY = '2026-03-07';

let harness: Harness;
let service: Product;

beforeAll(async () => {
  harness = await createHarness({ now: BOOKED_AT });
  service = await findService(harness);
});
beforeEach(() => harness.setNow(BOOKED_AT));
afterAll(() => harness.close());

const remindersTo = (email: string) => outboxFor(harness, email, 'reminder');

describe('the reminder', () => {
  it('is sent once in the last 24 hours, even when the sweeper runs twice in the hour or three at once', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '10:00');
    harness.setNow(minutesBefore(FRIDAY, '10:00', 24 * 60 + 1));
    await runSweep(harness.deps);
    expect(await remindersTo(booked.email)).toHaveLength(0);

    harness.setNow(minutesBefore(FRIDAY, '10:00', 23 * 60 + 50));
    const first = await runSweep(harness.deps);
    expect(first.remindersDue).toBeGreaterThanOrEqual(1);
    harness.setNow(minutesBefore(FRIDAY, '10:00', 23 * 60 + 5));
    await runSweep(harness.deps);
    await Promise.all([runSweep(harness.deps), runSweep(harness.deps), runSweep(harness.deps)]);

    const reminders = await remindersTo(booked.email);
    expect(reminders).toHaveLength(1);
    const mail = reminders[0]!.mail;
    expect(mail.subject).toBe(`Recordatorio: tu cita de ${service.productName} es mañana`);
    expect(mail.text).toContain('viernes 6 de marzo de 2026, 10:00 a. m. (hora de Colombia)');
    expect(linksOf(mail).some((href) => href.endsWith(`/mi-reserva?ref=${booked.reference}&access=${booked.access}`))).toBe(true);
    expect((await harness.deps.store.collection('mail').findOne({ _id: `reminder:${booked.lineId}:${FRIDAY}T10:00` }))?.state).toBe('sent');
  });

  it('is not sent for a booking made less than 24 hours ahead', async () => {
    harness.setNow(minutesBefore(FRIDAY, '13:00', 20 * 60));
    const booked = await bookAppointment(harness, service, FRIDAY, '13:00');
    harness.setNow(minutesBefore(FRIDAY, '13:00', 2 * 60));
    await runSweep(harness.deps);
    expect(await remindersTo(booked.email)).toHaveLength(0);
  });

  it('is not sent for a cancelled appointment', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '14:00');
    expect((await cancel(harness, booked)).status).toBe(200);
    harness.setNow(minutesBefore(FRIDAY, '14:00', 3 * 60));
    await runSweep(harness.deps);
    expect(await remindersTo(booked.email)).toHaveLength(0);
  });

  it('reminds of the new hour of a moved appointment, not the old one', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '15:00');
    expect((await reschedule(harness, booked, SATURDAY, '15:00')).status).toBe(200);
    harness.setNow(minutesBefore(FRIDAY, '15:00', 60));
    await runSweep(harness.deps);
    expect(await remindersTo(booked.email)).toHaveLength(0);
    harness.setNow(minutesBefore(SATURDAY, '15:00', 60));
    await runSweep(harness.deps);
    const reminders = await remindersTo(booked.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.mail.text).toContain('sábado 7 de marzo de 2026, 3:00 p. m.');
  });

  it('says where: the shop with its map link, or the customer’s address for a home visit, and links the reservation', async () => {
    const atShop = await bookAppointment(harness, service, FRIDAY, '16:00');
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const homeService = all.find((product) => product.productName === 'Masaje a domicilio')!;
    const visitInfo = {
      name: 'Valentina Ospina',
      email: 'valentina.recordatorio@correo.co',
      phone: '3104567890',
      address: 'Calle 10 # 43-20',
      shippingMethod: 'delivery',
      city: 'Medellín',
      neighborhood: 'El Poblado',
    };
    const browser = shopper(harness, { shippingInfo: visitInfo, seed: 'recordatorio-domicilio' });
    const created = await browser.createOrder([{ productId: homeService._id, reservationDate: FRIDAY, reservationTime: '09:00' }], {
      shippingInfo: visitInfo,
    });
    expect(created.status).toBe(201);
    const captured = await browser.capture((await body<{ id: string }>(created)).id);
    expect(captured.status).toBe(200);
    const { reference, accessToken } = await body<{ reference: string; accessToken: string }>(captured);

    harness.setNow(minutesBefore(FRIDAY, '09:00', 60));
    await runSweep(harness.deps);
    const [shopMail] = await remindersTo(atShop.email);
    expect(shopMail!.mail.text).toContain(`Lugar: ${business.address}`);
    expect(linksOf(shopMail!.mail)).toContain(mapsLink(business.address));
    expect(linksOf(shopMail!.mail).some((href) => href.endsWith(`/mi-reserva?ref=${atShop.reference}&access=${atShop.access}`))).toBe(true);

    const [homeMail] = await remindersTo(visitInfo.email);
    expect(homeMail!.mail.text).toContain('Lugar: En tu dirección: Calle 10 # 43-20, El Poblado, Medellín');
    expect(linksOf(homeMail!.mail).some((href) => href.includes('google.com/maps'))).toBe(false);
    expect(linksOf(homeMail!.mail).some((href) => href.endsWith(`/mi-reserva?ref=${reference}&access=${accessToken}`))).toBe(true);
  });
});
