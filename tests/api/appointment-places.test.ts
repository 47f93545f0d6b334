/**
 * Where things happen: a pickup asks for no address and keeps none; a home visit takes any
 * neighbourhood; each appointment of a mixed order keeps its own place, which its calendar event
 * names; and a phone booking of a home service records the customer's address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../src/domain/shared/business.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { mailMessages } from '../../src/domain/mail/messages-mail.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { outboxFor } from './outbox.ts';

let harness: Harness;
let homeService: Product;
let shopService: Product;
let product: Product;
let admin: { cookie: string };
const THURSDAY = '2026-03-05';
const FRIDAY = '2026-03-06';
const contact = { name: 'Valentina Ospina', email: 'valentina@correo.co', phone: '3104567890' };
const envigado = { ...contact, shippingMethod: 'delivery', address: 'Calle 38 Sur # 43-10', city: 'envigado', neighborhood: 'La Magnolia' };

beforeAll(async () => {
  harness = await createHarness({ now: new Date('2026-03-04T15:00:00Z') });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  homeService = all.find((p) => p.productName === 'Masaje a domicilio')!;
  shopService = all.find((p) => p.category === 'Servicios' && p.stock > 0)!;
  product = all.find((p) => !p.category.startsWith('Servicios') && p.stock >= 5)!;
  admin = await harness.signInAs('ADMIN');
});
afterAll(() => harness.close());

async function paid(items: unknown[], shippingInfo: unknown) {
  const browser = shopper(harness, { shippingInfo: contact });
  const response = await browser.createOrder(items, { shippingInfo });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  const created = await body<{ id: string; reference: string }>(response);
  expect((await browser.capture(created.id)).status).toBe(200);
  return harness.deps.store.collection('transactions').find({ reference: created.reference });
}

describe('a pickup at the shop', () => {
  it('asks only the name, e-mail and phone, and keeps no address even when one is sent', async () => {
    const records = await paid([{ productId: product._id, quantity: 1 }], {
      ...contact,
      shippingMethod: 'pickup',
      address: 'Lo que se escribió',
      city: 'Medellín',
      neighborhood: 'El Poblado',
      deliveryTime: 'En la tarde',
    });
    expect(records[0]?.shippingInfo).toEqual({
      ...contact,
      shippingMethod: 'pickup',
      address: '',
      city: '',
      neighborhood: '',
      deliveryTime: '',
    });
    const noAddress = await paid([{ productId: product._id, quantity: 1 }], { ...contact, shippingMethod: 'pickup' });
    expect(noAddress[0]?.shippingInfo.address).toBe('');
  });

  it('a delivery still needs the address and the city (400)', async () => {
    const browser = shopper(harness, { shippingInfo: contact });
    const noAddress = await browser.createOrder([{ productId: product._id, quantity: 1 }], {
      shippingInfo: { ...contact, shippingMethod: 'delivery', city: 'Medellín' },
    });
    expect(noAddress.status).toBe(400);
    expect((await body(noAddress)).message).toBe(messages.shippingAddressRequired);
    const noCity = await browser.createOrder([{ productId: product._id, quantity: 1 }], {
      shippingInfo: { ...contact, shippingMethod: 'delivery', address: 'Calle 10 # 43-20' },
    });
    expect((await body(noCity)).message).toBe(messages.shippingCityRequired);
  });
});

describe('a home visit', () => {
  it('takes a neighbourhood the city does not list, as typed, with the city as the list spells it', async () => {
    const [record] = await paid([{ productId: homeService._id, reservationDate: THURSDAY, reservationTime: '09:00' }], envigado);
    expect(record?.shippingInfo).toMatchObject({ shippingMethod: 'delivery', city: 'Envigado', neighborhood: 'La Magnolia' });
    expect(record?.reservationDetails[0]?.place).toEqual({ at: 'domicilio', address: 'Calle 38 Sur # 43-10, La Magnolia, Envigado' });
  });

  it('a mixed order keeps each appointment’s own place, and each calendar event names it', async () => {
    const records = await paid(
      [
        { productId: shopService._id, reservationDate: FRIDAY, reservationTime: '10:00' },
        { productId: homeService._id, reservationDate: FRIDAY, reservationTime: '14:00' },
      ],
      { ...envigado, neighborhood: 'El Portal' },
    );
    const reservation = records.find((record) => record.kind === 'reserva')!;
    const places = new Map(reservation.reservationDetails.map((line) => [line.productId, line.place]));
    expect(places.get(shopService._id)).toEqual({ at: 'tienda', address: business.address });
    expect(places.get(homeService._id)).toEqual({ at: 'domicilio', address: 'Calle 38 Sur # 43-10, El Portal, Envigado' });

    const ics = await harness.request(`/api/transactions/${reservation.reference}/calendar.ics?access=${reservation.accessToken}`);
    expect(ics.status).toBe(200);
    // Each VEVENT (folded lines joined) with its summary and location.
    const events = (await ics.text())
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .slice(1)
      .map((event) => ({
        summary: /SUMMARY:(.*)/.exec(event)?.[1] ?? '',
        location: /LOCATION:(.*)/.exec(event)?.[1]?.replaceAll('\\,', ',') ?? '',
      }));
    expect(events).toHaveLength(2);
    expect(events.find((event) => event.summary.startsWith(homeService.productName))?.location).toBe(
      'Calle 38 Sur # 43-10, El Portal, Envigado',
    );
    expect(events.find((event) => event.summary.startsWith(shopService.productName))?.location).toBe(business.address);

    // /mi-reserva's view says each line's place too.
    const view = await harness.request(`/api/bookings/${reservation.reference}?access=${reservation.accessToken}`);
    const lines = (await body<{ data: { lines: { productName: string; place: { at: string } }[] } }>(view)).data.lines;
    expect(lines.map((line) => [line.productName, line.place.at]).sort()).toEqual(
      [
        [homeService.productName, 'domicilio'],
        [shopService.productName, 'tienda'],
      ].sort(),
    );
  });
});

describe('a phone booking', () => {
  const manual = (serviceId: string, time: string, extra: Record<string, unknown> = {}) =>
    harness.request('/api/reservations/manual', {
      cookie: admin.cookie,
      json: { serviceId, reservationDate: THURSDAY, reservationTime: time, customer: { name: 'Doña Rosa', tel: '3112223344' }, ...extra },
    });

  it('of a home service needs the address (400, in Spanish), and holds no hour without it', async () => {
    const response = await manual(homeService._id, '16:00');
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(messages.homeServiceAddressRequired);
    const noCity = await manual(homeService._id, '16:00', { shippingInfo: { address: 'Calle 5 # 6-7' } });
    expect((await body(noCity)).message).toBe(messages.shippingCityRequired);
    const again = await manual(homeService._id, '16:00', { shippingInfo: { address: 'Calle 5 # 6-7', city: 'Bello' } });
    expect(again.status).toBe(201);
  });

  it('records "A domicilio" with the address, keeps empty notes empty, and the owner’s e-mail says where', async () => {
    const response = await manual(homeService._id, '11:00', {
      customer: { name: 'Doña Marta', tel: '3157778899', email: 'marta@correo.co' },
      shippingInfo: { address: 'Carrera 70 # 44-10', city: 'Medellín', neighborhood: 'Laureles' },
    });
    expect(response.status).toBe(201);
    const record = (
      await body<{
        data: { reference: string; shippingInfo: Record<string, string>; reservationDetails: { description: string; place: unknown }[] };
      }>(response)
    ).data;
    expect(record.shippingInfo).toMatchObject({
      shippingMethod: 'delivery',
      address: 'Carrera 70 # 44-10',
      city: 'Medellín',
      neighborhood: 'Laureles',
    });
    expect(record.reservationDetails[0]?.description).toBe('');
    expect(record.reservationDetails[0]?.place).toEqual({ at: 'domicilio', address: 'Carrera 70 # 44-10, Laureles, Medellín' });

    const notices = (await outboxFor(harness, harness.deps.config.mail.notifyTo)).filter((message) =>
      String(message.mail.subject).includes(record.reference),
    );
    expect(notices).toHaveLength(1);
    const text = String(notices[0]?.mail.text);
    expect(text).toContain(`${mailMessages.factMethod}: ${mailMessages.methodHomeService}`);
    expect(text).toContain('Carrera 70 # 44-10, Laureles, Medellín');
    expect(text).not.toContain(mailMessages.phoneNoticeNotes);
    expect(text).not.toContain(homeService.description.slice(0, 40));
  });

  it('of a service at the shop stays a booking at the shop, whatever address is sent', async () => {
    const response = await manual(shopService._id, '15:00', {
      notes: 'Prefiere camilla baja',
      shippingInfo: { address: 'Calle 1', city: 'Medellín' },
    });
    expect(response.status).toBe(201);
    const record = (
      await body<{ data: { shippingInfo: Record<string, string>; reservationDetails: { description: string; place: unknown }[] } }>(
        response,
      )
    ).data;
    expect(record.shippingInfo).toMatchObject({ shippingMethod: 'pickup', address: '', city: '' });
    expect(record.reservationDetails[0]).toMatchObject({
      description: 'Prefiere camilla baja',
      place: { at: 'tienda', address: business.address },
    });
  });
});
