/**
 * The SMTP path, against a loopback SMTP server: a message is sent after the answer; a refused one
 * stays `failed` with its error and the sweeper sends it later; one a crashed sender left half-sent
 * is sent again once its lease ends, and one being sent now is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../functions/integrations/mail-transport.ts';
import { MAX_ATTEMPTS as MAX_MAIL_ATTEMPTS, retryDelayMs, SEND_LEASE_MS } from '../../functions/services/outbox/index.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { startSmtpFake, type SmtpFake } from '../fixtures/smtp-fake.ts';
import { createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let smtp: SmtpFake;
const start = new Date('2026-03-04T15:00:00Z');

beforeAll(async () => {
  smtp = await startSmtpFake();
  harness = await createHarness({ now: start, mail: createSmtpTransport(smtp.url) });
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

const contact = (email: string, ip: string) =>
  harness.request('/api/forma', { json: { name: 'Lucía', email, subject: 'Pedido', message: 'Hola', acceptDataPolicy: true }, ip });
const mailDoc = (email: string) => harness.deps.store.collection('mail').findOne({ kind: 'contact', replyTo: email });
const receivedFrom = (email: string) => smtp.received.filter((mail) => mail.replyTo?.text === email);

describe('sending through SMTP', () => {
  it('delivers a message to the SMTP server after the answer', async () => {
    expect((await contact('primera@correo.co', '10.70.0.1')).status).toBe(201);
    await harness.deps.background.settle();
    expect(receivedFrom('primera@correo.co')).toHaveLength(1);
    expect((await mailDoc('primera@correo.co'))?.state).toBe('sent');
  });

  it('keeps a refused message as failed, never failing the request, and the sweeper sends it later', async () => {
    smtp.refuseNext = 1;
    expect((await contact('segunda@correo.co', '10.70.0.2')).status).toBe(201);
    await harness.deps.background.settle();
    const failed = await mailDoc('segunda@correo.co');
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed?.lastError).toContain('451');
    expect(failed?.nextAttemptAt).toEqual(new Date(start.getTime() + retryDelayMs(1)));
    expect(receivedFrom('segunda@correo.co')).toHaveLength(0);

    // Not yet due: the sweeper leaves it.
    await runSweep(harness.deps);
    expect(receivedFrom('segunda@correo.co')).toHaveLength(0);

    harness.setNow(new Date(start.getTime() + retryDelayMs(1)));
    try {
      const report = await runSweep(harness.deps);
      expect(report.mailSent).toBeGreaterThanOrEqual(1);
      expect(receivedFrom('segunda@correo.co')).toHaveLength(1);
      expect(await mailDoc('segunda@correo.co')).toMatchObject({ state: 'sent', attempts: 2 });
      // Two sweeps more send nothing twice.
      await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
      expect(receivedFrom('segunda@correo.co')).toHaveLength(1);
    } finally {
      harness.setNow(start);
    }
  });

  it('never tries again a message given up after its last attempt', async () => {
    expect((await contact('rendida@correo.co', '10.70.0.4')).status).toBe(201);
    await harness.deps.background.settle();
    const mail = harness.deps.store.collection('mail');
    const sentBefore = receivedFrom('rendida@correo.co').length;
    expect(sentBefore).toBe(1);
    const doc = await mailDoc('rendida@correo.co');
    await mail.updateOne(
      { _id: doc?._id },
      { $set: { state: 'failed', attempts: MAX_MAIL_ATTEMPTS, nextAttemptAt: null, lastError: '550 refused' } },
    );
    await runSweep(harness.deps);
    expect(receivedFrom('rendida@correo.co')).toHaveLength(sentBefore);
    expect(await mailDoc('rendida@correo.co')).toMatchObject({ state: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });

  it('sends again a message whose sender crashed mid-send, once its lease is over, and only once', async () => {
    const mail = harness.deps.store.collection('mail');
    const base = {
      kind: 'contact',
      to: 'admin@tienda.local',
      subject: 'Aviso',
      text: 'Hola',
      html: '<p>Hola</p>',
      attachments: [],
      attempts: 1,
      nextAttemptAt: start,
      createdAt: start,
    };
    await mail.insertOne({
      ...base,
      _id: 'contact:caido',
      replyTo: 'caido@correo.co',
      state: 'sending',
      leaseUntil: new Date(start.getTime() - 1),
    });
    await mail.insertOne({
      ...base,
      _id: 'contact:enviando',
      replyTo: 'enviando@correo.co',
      state: 'sending',
      leaseUntil: new Date(start.getTime() + SEND_LEASE_MS),
    });
    await Promise.all([runSweep(harness.deps), runSweep(harness.deps), runSweep(harness.deps)]);
    expect(receivedFrom('caido@correo.co')).toHaveLength(1);
    expect(receivedFrom('enviando@correo.co')).toHaveLength(0);
    expect((await mail.findOne({ _id: 'contact:caido' }))?.state).toBe('sent');
  });
});
