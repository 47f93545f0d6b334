/**
 * Shipments: the owner's carriers (the defaults, https patterns with {guia} only), "enviada" refused
 * without a carrier and a guide, the tracking link made from the carrier's pattern, the customer's
 * e-mail sent once per guide, the shipment shown in the customer's orders, and "entregada" keeping
 * the Bogotá day of its first time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { PublicRecord } from '../../src/domain/records/records.ts';
import type { Carrier } from '../../src/domain/shipments/carriers.ts';
import { shipmentMessages } from '../../src/domain/shipments/messages-shipments.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { linksOf, outboxFor } from './outbox.ts';
import { paidSale, plainProduct, setSaleStatus } from './shipment-helpers.ts';

let harness: Harness;
let admin: { cookie: string };
let product: Product;
// Friday 28 November 2026, 21:00 in Bogotá (Saturday in UTC).
const NOW = new Date('2026-11-29T02:00:00Z');

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = await harness.signInAs('ADMIN');
  product = await plainProduct(harness);
});
afterAll(() => harness.close());

const carriersOf = async () =>
  (await body<{ data: Carrier[] }>(await harness.request('/api/admin/carriers', { cookie: admin.cookie }))).data;
const saveCarriers = (carriers: unknown) =>
  harness.request('/api/admin/carriers', { method: 'PUT', cookie: admin.cookie, json: { carriers } });

describe("the owner's carriers", () => {
  it('starts with the known carriers and the own messenger, each pattern with {guia}', async () => {
    const carriers = await carriersOf();
    expect(carriers.map((carrier) => carrier.name)).toEqual([
      'Servientrega',
      'Coordinadora',
      'Interrapidísimo',
      'Envía',
      'Mensajero propio',
    ]);
    for (const carrier of carriers.slice(0, 4)) expect(carrier.trackingUrl).toMatch(/^https:\/\/.+\{guia\}/);
    expect(carriers.at(-1)).toEqual({ id: 'mensajero-propio', name: 'Mensajero propio', trackingUrl: null });
  });

  it('refuses a pattern that is not https, one without {guia}, and two carriers of one name', async () => {
    const http = await saveCarriers([{ name: 'Rápido', trackingUrl: 'http://rapido.example/rastreo?g={guia}' }]);
    expect(http.status).toBe(400);
    expect((await body<{ message: string }>(http)).message).toBe(shipmentMessages.patternNeedsHttps);
    const noGuide = await saveCarriers([{ name: 'Rápido', trackingUrl: 'https://rapido.example/rastreo' }]);
    expect((await body<{ message: string }>(noGuide)).message).toBe(shipmentMessages.patternNeedsGuide);
    const twice = await saveCarriers([{ name: 'Rápido' }, { name: 'rapido' }]);
    expect((await body<{ message: string }>(twice)).message).toBe(shipmentMessages.carrierNamesRepeated);
    expect(await carriersOf()).toHaveLength(5);
  });

  it('saves the whole list, each carrier with its id', async () => {
    const saved = await saveCarriers([
      ...(await carriersOf()),
      { name: 'Rápido Paisa', trackingUrl: 'https://rapido.example/rastreo/{guia}?pais=co' },
    ]);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await carriersOf()).at(-1)).toEqual({
      id: 'rapido-paisa',
      name: 'Rápido Paisa',
      trackingUrl: 'https://rapido.example/rastreo/{guia}?pais=co',
    });
  });
});

describe('a sale sent and delivered', () => {
  it('refuses "enviada" without a carrier and a guide, or with a carrier not on the list', async () => {
    const { sale } = await paidSale(harness, product);
    const bare = await setSaleStatus(harness, admin.cookie, sale._id, 'enviada');
    expect(bare.status).toBe(400);
    expect((await body<{ message: string }>(bare)).message).toBe(shipmentMessages.shipmentRequired);
    const noGuide = await setSaleStatus(harness, admin.cookie, sale._id, 'enviada', { carrierId: 'servientrega', guide: ' ' });
    expect((await body<{ message: string }>(noGuide)).message).toBe(shipmentMessages.shipmentRequired);
    const unknown = await setSaleStatus(harness, admin.cookie, sale._id, 'enviada', { carrierId: 'dhl', guide: '123456' });
    expect(unknown.status).toBe(400);
    expect((await body<{ message: string }>(unknown)).message).toBe(shipmentMessages.carrierUnknown);
    const record = await harness.deps.store.collection('transactions').findOne({ _id: sale._id });
    expect(record?.status).toBe('pagada');
    expect(record?.shipment).toBeUndefined();
  });

  it("makes the tracking link from the carrier's pattern and tells the customer once by e-mail, with the link", async () => {
    const customer = await harness.signInAs('GENERAL', 'sigue-su-envio@correo.co');
    const { sale, email, reference } = await paidSale(harness, product, { cookie: customer.cookie, email: 'sigue-su-envio@correo.co' });
    const sent = await setSaleStatus(harness, admin.cookie, sale._id, 'enviada', { carrierId: 'rapido-paisa', guide: '7001 2345' });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const url = 'https://rapido.example/rastreo/70012345?pais=co';
    expect((await body<{ data: PublicRecord }>(sent)).data.shipment).toEqual({
      carrier: 'Rápido Paisa',
      carrierId: 'rapido-paisa',
      guide: '70012345',
      url,
      shippedAt: NOW.toISOString(),
    });
    // Sent again (a second click): nothing new for the customer.
    expect((await setSaleStatus(harness, admin.cookie, sale._id, 'enviada', { carrierId: 'rapido-paisa', guide: '70012345' })).status).toBe(
      200,
    );
    const mails = await outboxFor(harness, email, 'shipment');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.mail.subject).toBe(shipmentMessages.mailSubject(reference));
    expect(mails[0]!.mail.text).toContain('70012345');
    expect(linksOf(mails[0]!.mail)).toContain(url);
    expect(linksOf(mails[0]!.mail)).toContain('http://localhost:4321/orders');

    // The customer's orders show the carrier, the guide and the link.
    const mine = (await body<{ data: PublicRecord[] }>(await harness.request('/api/transactions?mine=1', { cookie: customer.cookie })))
      .data;
    expect(mine.find((record) => record._id === sale._id)?.shipment).toMatchObject({ carrier: 'Rápido Paisa', guide: '70012345', url });
  });

  it('a corrected guide is a new link and a new e-mail; the own messenger has no link', async () => {
    const { sale, email } = await paidSale(harness, product);
    await setSaleStatus(harness, admin.cookie, sale._id, 'enviada', { carrierId: 'coordinadora', guide: '11111' });
    const corrected = await setSaleStatus(harness, admin.cookie, sale._id, 'enviada', { carrierId: 'mensajero-propio', guide: 'MP-22' });
    expect((await body<{ data: PublicRecord }>(corrected)).data.shipment).toMatchObject({
      carrier: 'Mensajero propio',
      guide: 'MP-22',
      url: null,
    });
    const mails = await outboxFor(harness, email, 'shipment');
    expect(mails).toHaveLength(2);
    const latest = mails.find((message) => message.mail.text?.includes('MP-22'));
    expect(latest?.mail.text).toContain(shipmentMessages.mailOwnMessenger);
  });

  it('"entregada" records the Bogotá day once: a later "entregada" keeps the first', async () => {
    const { sale } = await paidSale(harness, product);
    await setSaleStatus(harness, admin.cookie, sale._id, 'enviada', { carrierId: 'servientrega', guide: '990011' });
    const delivered = await setSaleStatus(harness, admin.cookie, sale._id, 'entregada');
    expect(delivered.status, await delivered.clone().text()).toBe(200);
    // 21:00 on Friday in Bogotá, already Saturday in UTC.
    expect((await body<{ data: PublicRecord }>(delivered)).data.shipment).toMatchObject({ guide: '990011', deliveredAt: '2026-11-28' });
    harness.setNow(new Date('2026-12-02T15:00:00Z'));
    try {
      await setSaleStatus(harness, admin.cookie, sale._id, 'pagada');
      await setSaleStatus(harness, admin.cookie, sale._id, 'entregada');
      const record = await harness.deps.store.collection('transactions').findOne({ _id: sale._id });
      expect(record).toMatchObject({ status: 'entregada', shipment: { deliveredAt: '2026-11-28' } });
    } finally {
      harness.setNow(NOW);
    }
  });
});
