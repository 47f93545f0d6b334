/**
 * WhatsApp's webhook against the shop: Meta's verification of the address, the signature checked
 * on the raw body before anything is read, the delivery statuses recorded on the notice (kept when
 * they come before the send's answer), and the "BAJA" that stops every later notice to the number
 * (pending ones included) until the number itself replies "ALTA": a checkout's ticked box does not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { deliveryStatus, FAKE_WHATSAPP_VERIFY_TOKEN, hubSignature, inboundText, type FakeWhatsApp } from '../fixtures/whatsapp-fake.ts';
import { bookAppointment, cancel } from './booking-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { FRIDAY, SATURDAY, optIn, later, useWhatsAppShop, sentFor as sharedSentFor } from './whatsapp-helpers.ts';

const shop = useWhatsAppShop();
let fake: FakeWhatsApp;
let harness: Harness;
let service: Product;
beforeAll(() => ({ fake, harness, service } = shop));

/** A webhook call as Meta makes it: JSON, no Origin, signed unless told otherwise. */
function callWebhook(raw: string, signature: string | null = hubSignature(raw), on: Harness = harness) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-hub-signature-256'] = signature;
  return on.app.request('http://localhost/api/whatsapp/webhook', { method: 'POST', headers, body: raw });
}

const sentFor = (reference: string) => sharedSentFor(shop, reference);
async function noticesOf(reference: string) {
  await harness.deps.background.settle();
  return harness.deps.store.collection('whatsappMessages').find({ reference }, { sort: { createdAt: 1 } });
}

describe('GET /api/whatsapp/webhook (verification)', () => {
  const verify = (query: string, on: Harness = harness) => on.request(`/api/whatsapp/webhook?${query}`);

  it('answers the challenge as plain text when the token matches', async () => {
    const response = await verify(`hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('1158201444');
  });

  it('is a 403 for a wrong token, another mode, a missing challenge, or a shop without WhatsApp', async () => {
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${FAKE_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP_VERIFY_TOKEN}`,
      'hub.challenge=1',
    ]) {
      const response = await verify(query);
      expect(response.status, query).toBe(403);
      expect((await body(response)).message).toBe('Token de verificación de WhatsApp no válido.');
    }
    const plain = await createHarness();
    try {
      expect((await verify(`hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1`, plain)).status).toBe(403);
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/whatsapp/webhook (signature)', () => {
  it('is a 401 for a missing, malformed or wrong signature, and reads nothing', async () => {
    const raw = inboundText('573009990001', 'BAJA', later(5));
    const tampered = raw.replace('573009990001', '573009990002');
    for (const signature of [
      null,
      '',
      'sha256=',
      'sha1=abc',
      hubSignature(raw, 'otro-secreto'),
      hubSignature(raw),
      hubSignature(raw).toUpperCase(),
    ]) {
      // Signed for `raw`, sent with `tampered`: the HMAC covers the exact bytes.
      const response = await callWebhook(tampered, signature);
      expect(response.status, String(signature)).toBe(401);
      expect((await body(response)).message).toBe('Firma del webhook de WhatsApp no válida.');
    }
    expect(await harness.deps.store.collection('whatsappOptOuts').countDocuments({})).toBe(0);
  });

  it('is a 401 on a shop without WhatsApp, and a 400 for a signed body that is no JSON', async () => {
    const plain = await createHarness();
    try {
      const raw = inboundText('573009990001', 'BAJA', later(5));
      expect((await callWebhook(raw, hubSignature(raw), plain)).status).toBe(401);
    } finally {
      await plain.close();
    }
    expect((await callWebhook('{no es json')).status).toBe(400);
  });
});

describe('delivery statuses', () => {
  it('records sent, delivered and read on the notice, never going back, and a failure with its reason', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '09:00', optIn('3007770001'));
    const [sent] = await sentFor(booked.reference);
    const id = sent!.id;
    const delivered = deliveryStatus(id, '573007770001', 'delivered', later(1));
    // Meta retries: the same call twice answers 200 twice and records once.
    for (const raw of [deliveryStatus(id, '573007770001', 'sent', later(1)), delivered, delivered]) {
      expect((await callWebhook(raw)).status).toBe(200);
    }
    expect((await noticesOf(booked.reference))[0]).toMatchObject({ delivery: 'delivered', deliveryAt: later(1) });
    expect((await callWebhook(deliveryStatus(id, '573007770001', 'read', later(3)))).status).toBe(200);
    // A late "delivered" after "read" changes nothing.
    expect((await callWebhook(deliveryStatus(id, '573007770001', 'delivered', later(2)))).status).toBe(200);
    expect((await noticesOf(booked.reference))[0]).toMatchObject({ delivery: 'read', deliveryAt: later(3) });

    const other = await bookAppointment(harness, service, FRIDAY, '10:00', optIn('3007770002'));
    const [otherSent] = await sentFor(other.reference);
    expect((await callWebhook(deliveryStatus(otherSent!.id, '573007770002', 'failed', later(1)))).status).toBe(200);
    const [failed] = await noticesOf(other.reference);
    expect(failed).toMatchObject({ state: 'sent', delivery: 'failed' });
    expect(failed?.deliveryError).toContain('131026');
  });

  it('answers 200 to what it does not know (an unknown message, another field, an unreadable entry)', async () => {
    for (const raw of [
      deliveryStatus('wamid.desconocido', '573000000000', 'read', later(1)),
      JSON.stringify({ object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'account_update', value: {} }] }] }),
      JSON.stringify({ object: 'whatsapp_business_account', entry: 'no' }),
    ]) {
      expect((await callWebhook(raw)).status).toBe(200);
    }
  });
});

describe('opting out by reply', () => {
  it('after "BAJA", a cancellation of that booking sends none, nor the pending notices of the number', async () => {
    const booked = await bookAppointment(harness, service, SATURDAY, '09:00', optIn('3008880001'));
    expect(await sentFor(booked.reference)).toHaveLength(1);
    // A second booking of the same number whose confirmation waits for a retry.
    fake.fail(1, 503);
    const pending = await bookAppointment(harness, service, SATURDAY, '10:00', optIn('+57 300 888 0001'));
    expect((await noticesOf(pending.reference))[0]).toMatchObject({ state: 'failed' });

    harness.setNow(later(10));
    const raw = inboundText('573008880001', '  Baja ', later(10));
    const answers = await Promise.all(Array.from({ length: 20 }, () => callWebhook(raw)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await harness.deps.store.collection('whatsappOptOuts').findOne({ _id: '573008880001' })).toEqual({
      _id: '573008880001',
      optedOutAt: later(10),
    });
    expect((await noticesOf(pending.reference))[0]).toMatchObject({ state: 'stopped', nextAttemptAt: null });

    harness.setNow(later(20));
    expect((await cancel(harness, booked)).status).toBe(200);
    await runSweep(harness.deps);
    harness.setNow(later(24 * 60));
    await runSweep(harness.deps);
    expect(await sentFor(booked.reference)).toHaveLength(1);
    expect(await sentFor(pending.reference)).toHaveLength(0);
    const cancelled = (await noticesOf(booked.reference)).find((notice) => notice.kind === 'cancelled');
    expect(cancelled).toMatchObject({ state: 'stopped', attempts: 0 });
    expect(cancelled?.lastError).toBe('El cliente respondió BAJA: no se le envían más avisos.');
  });

  it('stops a notice already queued when the reply arrives before it is sent', async () => {
    fake.fail(1, 500);
    const booked = await bookAppointment(harness, service, SATURDAY, '11:00', optIn('3008880002'));
    harness.setNow(later(1));
    // The opt-out document alone (as a reply whose pending notices were not yet stopped): the send itself checks it.
    await harness.deps.store.collection('whatsappOptOuts').insertOne({ _id: '573008880002', optedOutAt: later(1) });
    harness.setNow(later(5));
    await runSweep(harness.deps);
    expect(await sentFor(booked.reference)).toHaveLength(0);
    expect((await noticesOf(booked.reference))[0]).toMatchObject({ state: 'stopped', attempts: 2 });
  });

  it('"NO MÁS" and "STOP" opt out too; any other reply does not', async () => {
    for (const [phone, text, optedOut] of [
      ['573008880003', 'no más', true],
      ['573008880004', 'STOP', true],
      ['573008880005', 'Hola, ¿a qué hora abren?', false],
    ] as const) {
      expect((await callWebhook(inboundText(phone, text, later(1)))).status).toBe(200);
      expect(await harness.deps.store.collection('whatsappOptOuts').findOne({ _id: phone }), text).toEqual(
        optedOut ? expect.anything() : null,
      );
    }
  });

  it("ignores a stranger's ticked box after BAJA: nothing goes until the number itself replies ALTA", async () => {
    const before = await bookAppointment(harness, service, SATURDAY, '12:00', optIn('3008880006'));
    harness.setNow(later(30));
    expect((await callWebhook(inboundText('573008880006', 'BAJA', later(30)))).status).toBe(200);
    harness.setNow(later(60));
    expect((await cancel(harness, before)).status).toBe(200);
    expect((await sentFor(before.reference)).map((message) => message.template)).toEqual(['cita_confirmada']);

    // Another customer (another e-mail) books with the same phone and the box ticked: nothing is sent.
    const stranger = await bookAppointment(harness, service, SATURDAY, '13:00', optIn('300 888 0006'));
    expect(await sentFor(stranger.reference)).toHaveLength(0);
    const [stopped] = await noticesOf(stranger.reference);
    expect(stopped).toMatchObject({ state: 'stopped', lastError: 'El cliente respondió BAJA: no se le envían más avisos.' });

    // "ALTA" from the number, in the same second as the BAJA, loses the tie: still nothing.
    expect((await callWebhook(inboundText('573008880006', 'alta', later(30)))).status).toBe(200);
    const tie = await bookAppointment(harness, service, SATURDAY, '14:00', optIn('3008880006'));
    expect(await sentFor(tie.reference)).toHaveLength(0);

    // A later "ALTA" from the number lifts it: the next booking's notices go again (what was stopped stays stopped).
    harness.setNow(later(90));
    expect((await callWebhook(inboundText('573008880006', ' Alta ', later(90)))).status).toBe(200);
    const again = await bookAppointment(harness, service, SATURDAY, '15:00', optIn('3008880006'));
    const sent = await sentFor(again.reference);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('573008880006');
    expect(await sentFor(stranger.reference)).toHaveLength(0);
    await runSweep(harness.deps);
    expect(await sentFor(stranger.reference)).toHaveLength(0);
  });

  it('keeps the latest BAJA and ALTA whatever the order of 40 calls at once', async () => {
    const phone = '573008880008';
    const calls = [
      ...Array.from({ length: 15 }, () => inboundText(phone, 'BAJA', later(10))),
      ...Array.from({ length: 15 }, () => inboundText(phone, 'ALTA', later(20))),
      ...Array.from({ length: 10 }, () => inboundText(phone, 'ALTA', later(5))),
    ].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(calls.map((raw) => callWebhook(raw)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect(await harness.deps.store.collection('whatsappOptOuts').findOne({ _id: phone })).toEqual({
      _id: phone,
      optedOutAt: later(10),
      optedInAt: later(20),
    });
    const booked = await bookAppointment(harness, service, SATURDAY, '17:00', optIn('3008880008'));
    expect(await sentFor(booked.reference)).toHaveLength(1);
  });

  it('lets an opt-out Meta stamped in the same second as the consent win', async () => {
    // The box is ticked at 10:05:00.700; Meta stamps the reply with whole seconds: 10:05:00.
    harness.setNow(new Date(later(5).getTime() + 700));
    fake.fail(1, 503);
    const booked = await bookAppointment(harness, service, SATURDAY, '16:00', optIn('3008880007'));
    expect((await noticesOf(booked.reference))[0]).toMatchObject({ state: 'failed' });
    expect((await callWebhook(inboundText('573008880007', 'BAJA', later(5)))).status).toBe(200);
    expect((await noticesOf(booked.reference))[0]).toMatchObject({ state: 'stopped', nextAttemptAt: null });
    harness.setNow(later(30));
    await runSweep(harness.deps);
    expect(await sentFor(booked.reference)).toHaveLength(0);
  });
});

describe('a delivery status that arrives before the notice is stored', () => {
  it("is kept until the send's answer stores Meta's id, then applied, however the two interleave", async () => {
    const calls: Promise<Response>[] = [];
    // Meta calls the webhook ("sent", then "delivered") before it answers the send.
    fake.beforeAnswer = async (message) => {
      for (const status of ['sent', 'delivered'] as const) {
        const answer = await callWebhook(deliveryStatus(message.id, message.to, status, later(1)));
        expect(answer.status).toBe(200);
      }
      // And once more while the answer is on its way (twenty retries of the same "delivered").
      const raw = deliveryStatus(message.id, message.to, 'delivered', later(1));
      for (let n = 0; n < 20; n += 1) calls.push(Promise.resolve(callWebhook(raw)));
    };
    try {
      const booked = await bookAppointment(harness, service, FRIDAY, '15:00', optIn('3007770009'));
      expect(await sentFor(booked.reference)).toHaveLength(1);
      expect((await Promise.all(calls)).map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect((await noticesOf(booked.reference))[0]).toMatchObject({ state: 'sent', delivery: 'delivered', deliveryAt: later(1) });
      const sentId = (await sentFor(booked.reference))[0]!.id;
      expect(await harness.deps.store.collection('whatsappEarlyStatuses').countDocuments({ messageId: sentId })).toBe(0);
    } finally {
      fake.beforeAnswer = null;
    }
  });

  it('drops a status kept a week for an id no notice ever got', async () => {
    expect((await callWebhook(deliveryStatus('wamid.de-otra-herramienta', '573000000001', 'read', later(1)))).status).toBe(200);
    const early = harness.deps.store.collection('whatsappEarlyStatuses');
    expect(await early.countDocuments({ messageId: 'wamid.de-otra-herramienta' })).toBe(1);
    harness.setNow(later(8 * 24 * 60));
    await runSweep(harness.deps);
    expect(await early.countDocuments({ messageId: 'wamid.de-otra-herramienta' })).toBe(0);
  });
});
