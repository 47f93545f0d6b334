/**
 * The WhatsApp notices through a loopback fake of Meta's Graph API: a paid booking whose customer
 * ticked the box sends exactly one confirmation template to the number in WhatsApp's form, with the
 * service, date, hour, place and /mi-reserva link; without the box nothing is queued; the outbox
 * retries a 5xx or a dropped connection, gives up a 4xx with Meta's error kept, and its unique key
 * sends a notice once however many times it is queued or swept at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../src/domain/shared/business.ts';
import { formatDay } from '../../src/domain/shared/dates.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { notifyPaidOrder } from '../../functions/services/mail/notifications.ts';
import { deliverWhatsApp } from '../../functions/services/whatsapp/whatsapp-outbox.ts';
import type { FakeWhatsApp } from '../fixtures/whatsapp-fake.ts';
import { bookAppointment, findService } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import type { WhatsAppNoticeView } from '../../functions/services/whatsapp/whatsapp-status.ts';
import { BOOKED_AT, FRIDAY, SATURDAY, optIn, useWhatsAppShop, sentFor as sharedSentFor } from './whatsapp-helpers.ts';

const shop = useWhatsAppShop();
let fake: FakeWhatsApp;
let harness: Harness;
let service: Product;
beforeAll(() => ({ fake, harness, service } = shop));

const sentFor = (reference: string) => sharedSentFor(shop, reference);
/** The notices the outbox keeps for one reservation, once the sends after the answer ended. */
async function noticesOf(reference: string) {
  await harness.deps.background.settle();
  return harness.deps.store.collection('whatsappMessages').find({ reference });
}

describe('the confirmation by WhatsApp', () => {
  it('sends exactly one template to 57… for a paid booking with the box ticked, with the service, date, hour, place and link', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '10:00', optIn('300 123 4567'));
    const sent = await sentFor(booked.reference);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '573001234567', template: 'cita_confirmada', language: 'es_CO' });
    expect(sent[0]!.parameters).toEqual([
      service.productName,
      formatDay(FRIDAY),
      '10:00 a. m.',
      `en la tienda: ${business.address}`,
      `http://localhost:4321/mi-reserva?ref=${booked.reference}&access=${booked.access}`,
    ]);
    expect(sent[0]!.body).toMatchObject({ messaging_product: 'whatsapp', type: 'template' });

    const [notice] = await noticesOf(booked.reference);
    expect(notice).toMatchObject({
      _id: `whatsapp:confirmation:${booked.lineId}:paid`,
      state: 'sent',
      attempts: 1,
      providerMessageId: sent[0]!.id,
    });
    // The consent is on the order and the record, with its time, like the other consents.
    const record = await harness.deps.store.collection('transactions').findOne({ reference: booked.reference, kind: 'reserva' });
    expect(record?.shippingInfo.whatsappOptIn).toBe(true);
    expect(record?.consents?.find((consent) => consent.kind === 'whatsapp')?.acceptedAt).toEqual(BOOKED_AT);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference: booked.reference });
    expect(order?.consents?.map((consent) => consent.kind)).toEqual(['dataPolicy', 'terms', 'whatsapp']);
  });

  it('sends none without the box, and keeps no consent', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '11:00');
    expect(await sentFor(booked.reference)).toHaveLength(0);
    expect(await noticesOf(booked.reference)).toHaveLength(0);
    const record = await harness.deps.store.collection('transactions').findOne({ reference: booked.reference, kind: 'reserva' });
    expect(record?.shippingInfo).not.toHaveProperty('whatsappOptIn');
    expect(record?.consents?.map((consent) => consent.kind)).toEqual(['dataPolicy', 'terms']);
  });

  it('keeps neither the choice nor its consent on an order without appointments', async () => {
    const products = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const product = products.find((candidate) => candidate.category !== 'Servicios' && !candidate.serviceDuration && candidate.stock > 5)!;
    const browser = shopper(harness, { shippingInfo: {}, seed: 'solo-productos' });
    const shippingInfo = {
      name: 'Sin citas',
      email: 'sin-citas@correo.co',
      phone: '3001234567',
      shippingMethod: 'pickup',
      whatsappOptIn: true,
    };
    const created = await browser.createOrder([{ productId: product._id, quantity: 1 }], { shippingInfo });
    expect(created.status).toBe(201);
    const { reference } = await body<{ reference: string }>(created);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference });
    expect(order?.shippingInfo).not.toHaveProperty('whatsappOptIn');
    expect(order?.consents?.map((consent) => consent.kind)).toEqual(['dataPolicy', 'terms']);
  });

  it('sends none to a phone that is no WhatsApp number, and tells the owner why', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '12:00', optIn('604 444 1234'));
    expect(await sentFor(booked.reference)).toHaveLength(0);
    const [notice] = await noticesOf(booked.reference);
    expect(notice).toMatchObject({ state: 'failed', nextAttemptAt: null, attempts: 0 });
    expect(notice?.lastError).toContain('no es un número de WhatsApp válido');
  });

  it('is queued once and sent once when the paid order is announced 20 times at once', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '13:00', optIn('+57 310 555 0101'));
    await Promise.all(Array.from({ length: 20 }, () => notifyPaidOrder(harness.deps, booked.reference)));
    await Promise.all(Array.from({ length: 20 }, () => runSweep(harness.deps)));
    const sent = await sentFor(booked.reference);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('573105550101');
    expect(await noticesOf(booked.reference)).toHaveLength(1);
  });
});

describe('the outbox', () => {
  it('retries a 5xx and a dropped connection with backoff, then sends it once', async () => {
    fake.fail(2, 500);
    const booked = await bookAppointment(harness, service, FRIDAY, '14:00', optIn());
    expect(await sentFor(booked.reference)).toHaveLength(0);
    let [notice] = await noticesOf(booked.reference);
    expect(notice).toMatchObject({ state: 'failed', attempts: 1 });
    expect(notice?.lastError).toContain('HTTP 500');
    expect(notice?.nextAttemptAt?.getTime()).toBe(BOOKED_AT.getTime() + 60_000);

    // Not due yet: the sweeper leaves it.
    await runSweep(harness.deps);
    expect((await noticesOf(booked.reference))[0]?.attempts).toBe(1);

    harness.setNow(new Date(BOOKED_AT.getTime() + 61_000));
    await runSweep(harness.deps);
    [notice] = await noticesOf(booked.reference);
    expect(notice).toMatchObject({ state: 'failed', attempts: 2 });

    fake.fail(1, 'drop');
    harness.setNow(new Date(BOOKED_AT.getTime() + 7 * 60_000));
    await runSweep(harness.deps);
    [notice] = await noticesOf(booked.reference);
    expect(notice).toMatchObject({ state: 'failed', attempts: 3 });

    harness.setNow(new Date(BOOKED_AT.getTime() + 30 * 60_000));
    await Promise.all([runSweep(harness.deps), runSweep(harness.deps), deliverWhatsApp(harness.deps, notice!._id)]);
    expect(await sentFor(booked.reference)).toHaveLength(1);
    [notice] = await noticesOf(booked.reference);
    expect(notice).toMatchObject({ state: 'sent', attempts: 4, nextAttemptAt: null });
    expect(notice).not.toHaveProperty('lastError');
  });

  it('gives up a 4xx at once and keeps Meta’s error for the owner', async () => {
    fake.fail(1, 400);
    const booked = await bookAppointment(harness, service, FRIDAY, '15:00', optIn());
    const [notice] = await noticesOf(booked.reference);
    expect(notice).toMatchObject({ state: 'failed', attempts: 1, nextAttemptAt: null });
    expect(notice?.lastError).toContain('HTTP 400');
    expect(notice?.lastError).toContain('Something went wrong');
    harness.setNow(new Date(BOOKED_AT.getTime() + 4 * 3600_000));
    await runSweep(harness.deps);
    expect(await sentFor(booked.reference)).toHaveLength(0);
  });
});

describe('the outbox and Meta’s throttling', () => {
  it('retries a 429 (too many messages) and a 408 instead of giving them up', async () => {
    for (const [status, time] of [
      [429, '16:00'],
      [408, '17:00'],
    ] as const) {
      harness.setNow(BOOKED_AT);
      fake.fail(1, status);
      const booked = await bookAppointment(harness, service, FRIDAY, time, optIn());
      const [notice] = await noticesOf(booked.reference);
      expect(notice, String(status)).toMatchObject({ state: 'failed', attempts: 1, nextAttemptAt: new Date(BOOKED_AT.getTime() + 60_000) });
      harness.setNow(new Date(BOOKED_AT.getTime() + 2 * 60_000));
      await runSweep(harness.deps);
      expect(await sentFor(booked.reference), String(status)).toHaveLength(1);
    }
  });
});

describe('GET /api/admin/whatsapp/:reference', () => {
  it("shows the owner each notice's state, delivery and error beside the booking", async () => {
    fake.fail(1, 400);
    const failed = await bookAppointment(harness, service, SATURDAY, '09:00', optIn());
    const sent = await bookAppointment(harness, service, SATURDAY, '10:00', optIn());
    const admin = await harness.signInAs('ADMIN');
    const read = async (reference: string) => {
      const response = await harness.request(`/api/admin/whatsapp/${reference}`, { cookie: admin.cookie });
      expect(response.status).toBe(200);
      return (await body<{ data: WhatsAppNoticeView[] }>(response)).data;
    };
    const [ok] = await read(sent.reference);
    expect(ok).toMatchObject({
      id: `whatsapp:confirmation:${sent.lineId}:paid`,
      kind: 'confirmation',
      lineId: sent.lineId,
      service: service.productName,
      when: `${formatDay(SATURDAY)}, 10:00 a. m.`,
      to: '573001234567',
      state: 'sent',
      delivery: null,
      error: null,
      attempts: 1,
      retryAt: null,
      sentAt: BOOKED_AT.toISOString(),
    });
    const [refused] = await read(failed.reference);
    expect(refused).toMatchObject({ state: 'failed', retryAt: null, sentAt: null });
    expect(refused?.error).toContain('HTTP 400');
    const plain = await bookAppointment(harness, service, SATURDAY, '11:00');
    expect(await read(plain.reference)).toEqual([]);
    expect((await harness.request('/api/admin/whatsapp/%20', { cookie: admin.cookie })).status).toBe(400);
  });
});

describe('without WhatsApp configured', () => {
  it('says so to the cart (no box to offer), keeps no choice nor consent, queues and sends nothing, and the booking goes through', async () => {
    const plain = await createHarness({ now: BOOKED_AT });
    try {
      expect(plain.deps.config.whatsapp).toBeUndefined();
      expect(plain.deps.whatsapp).toBeNull();
      expect(await body(await plain.request('/api/payment/config'))).toMatchObject({ whatsappNotices: false });
      const calls = fake.calls();
      // A cart that still sends the choice (an old page) books, but nothing promises a message.
      const booked = await bookAppointment(plain, await findService(plain), FRIDAY, '10:00', optIn());
      await plain.deps.background.settle();
      expect(await plain.deps.store.collection('whatsappMessages').countDocuments({})).toBe(0);
      expect(fake.calls()).toBe(calls);
      const record = await plain.deps.store.collection('transactions').findOne({ reference: booked.reference, kind: 'reserva' });
      expect(record?.consents?.some((consent) => consent.kind === 'whatsapp')).toBe(false);
      expect(record?.shippingInfo.whatsappOptIn).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('tells the cart to offer the box when the shop can send', async () => {
    expect(await body(await harness.request('/api/payment/config'))).toMatchObject({ whatsappNotices: true });
  });
});
