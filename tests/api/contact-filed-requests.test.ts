/**
 * A PQR or a personal-data request sent with POST /api/forma is filed: it gets the year's next
 * radicado (PQR-2026-000001…), taken atomically in the store, its sender an acknowledgement with
 * their words quoted and the legal date of the answer, and the owner a notice naming the type and
 * the radicado. A general message stays as it was. The clock stands on Friday 20 March 2026,
 * before San José (Monday 23) and Holy Week.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../src/domain/shared/dates.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { body, createHarness, dataPolicyConsent, type Harness } from './helpers.ts';
import { outboxFor, readOutbox } from './outbox.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';

const NOW = new Date('2026-03-20T15:00:00Z');

interface Filed {
  radicado: string;
  deadlines: { dataRequest: string | null; businessDays: number; answerBy: string }[];
}

let harness: Harness;
let ipCounter = 0;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
});
afterAll(() => harness.close());

/** Sends the contact form from an address of its own, so the per-address limit never interferes. */
async function send(requestType: string, fields: { email: string; subject?: string; message?: string; ip?: string }) {
  ipCounter += 1;
  const form = {
    name: 'Lina Gómez',
    subject: '',
    message: 'Hola.',
    requestType,
    ...dataPolicyConsent,
    ...fields,
  };
  return harness.request('/api/forma', { json: form, ip: fields.ip ?? `10.90.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` });
}

async function filedOf(response: Response): Promise<Filed> {
  expect(response.status).toBe(201);
  const answer = await body<{ message: string; data: Filed }>(response);
  expect(answer.message).toBe(messages.contactSent);
  return answer.data;
}

const inbox = async (): Promise<{ _id: string; email: string; radicado: string | null }[]> => {
  const admin = await harness.signInAs('ADMIN');
  return (
    await body<{ data: { _id: string; email: string; radicado: string | null }[] }>(
      await harness.request('/api/contact-messages', { cookie: admin.cookie }),
    )
  ).data;
};

const radicadoNumber = (radicado: string) => Number(radicado.split('-')[2]);

describe('a PQR', () => {
  it('answers its radicado and the date 15 business days on; its sender gets the acknowledgement with their words quoted', async () => {
    const email = 'pqr.uno@correo.co';
    const message = 'Mi pedido llegó incompleto.\nFalta el mouse <inalámbrico> & su cable.';
    const filed = await filedOf(await send('pqr', { email, subject: 'Pedido incompleto', message }));
    expect(filed).toEqual({
      radicado: expect.stringMatching(/^PQR-2026-\d{6}$/),
      deadlines: [{ dataRequest: null, businessDays: 15, answerBy: '2026-04-15' }],
    });

    const [ack, ...more] = await outboxFor(harness, email, 'contact-acknowledgement');
    expect(more).toEqual([]);
    expect(ack!.mail.subject).toBe(`Recibimos tu solicitud · Radicado N.º ${filed.radicado}`);
    const text = String(ack!.mail.text);
    expect(text).toContain(`Radicado N.º: ${filed.radicado}`);
    expect(text).toContain('Tipo de solicitud: Petición, queja o reclamo (PQR)');
    expect(text).toContain('Recibida el: viernes 20 de marzo de 2026, 10:00 a. m.');
    expect(text).toContain('Asunto: Pedido incompleto');
    expect(text).toContain(`Te responderemos a más tardar el: ${formatDay('2026-04-15')}`);
    expect(text).toContain('> Mi pedido llegó incompleto.\n> Falta el mouse <inalámbrico> & su cable.');
    expect(text).toContain('15 días hábiles');
    // Quoted in the HTML part too, escaped, with its line break.
    expect(String(ack!.mail.html)).toContain(
      'Mi pedido llegó incompleto.<br>Falta el mouse &lt;inalámbrico&gt; &amp; su cable.</blockquote>',
    );

    // The owner's notice names the type and the radicado in its subject, and the inbox shows it.
    const notices = await outboxFor(harness, harness.deps.config.mail.notifyTo, 'contact');
    const notice = notices.find((candidate) => String(candidate.mail.text).includes(filed.radicado));
    expect(notice?.mail.subject).toBe(`PQR · Radicado N.º ${filed.radicado}: Pedido incompleto`);
    expect(notice?.mail.text).toContain(`Responder antes del: ${formatDay('2026-04-15')}`);
    expect((await inbox()).find((item) => item.email === email)?.radicado).toBe(filed.radicado);
  });
});

describe('a personal-data request', () => {
  it('is told both terms: 10 business days as a consultation, 15 as a claim', async () => {
    const email = 'datos.uno@correo.co';
    const filed = await filedOf(await send('datos', { email, message: '¿Qué datos míos tienen?' }));
    expect(filed.deadlines).toEqual([
      { dataRequest: 'consulta', businessDays: 10, answerBy: '2026-04-08' },
      { dataRequest: 'reclamo', businessDays: 15, answerBy: '2026-04-15' },
    ]);
    const [ack] = await outboxFor(harness, email, 'contact-acknowledgement');
    const text = String(ack!.mail.text);
    expect(text).toContain('Tipo de solicitud: Solicitud sobre mis datos personales');
    expect(text).toContain(`Si es una consulta (10 días hábiles): ${formatDay('2026-04-08')}`);
    expect(text).toContain(`Si es un reclamo (15 días hábiles): ${formatDay('2026-04-15')}`);
    expect(text).toContain('Ley 1581 de 2012');
    // Without a subject there is no "Asunto" line.
    expect(text).not.toContain('Asunto:');
    const notice = (await outboxFor(harness, harness.deps.config.mail.notifyTo, 'contact')).find((candidate) =>
      String(candidate.mail.text).includes(filed.radicado),
    );
    expect(notice?.mail.subject).toBe(`Datos personales · Radicado N.º ${filed.radicado}: sin asunto`);
  });
});

describe('a general message', () => {
  it('keeps its behaviour: no radicado, no acknowledgement, the same notice', async () => {
    const email = 'general.uno@correo.co';
    const response = await send('general', { email, subject: 'Horario' });
    expect(response.status).toBe(201);
    const answer = await body<{ success: boolean; message: string; data?: unknown }>(response);
    expect(answer).toMatchObject({ success: true, message: messages.contactSent });
    expect(answer.data ?? null).toBeNull();
    expect(await outboxFor(harness, email)).toEqual([]);
    const notices = await outboxFor(harness, harness.deps.config.mail.notifyTo, 'contact');
    expect(notices.map((notice) => notice.mail.subject)).toContain('Mensaje de contacto: Horario');
    expect((await inbox()).find((item) => item.email === email)).toMatchObject({ radicado: null });
    expect(await harness.deps.store.collection('contactMessages').findOne({ email })).not.toHaveProperty('radicado');
  });
});

describe('the radicados', () => {
  it('are distinct and consecutive under 50 parallel requests, each acknowledged with its own', async () => {
    const before = (await harness.deps.store.collection('counters').findOne({ _id: 'radicado-2026' }))?.value ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => send(index % 2 ? 'pqr' : 'datos', { email: `paralela.${index}@correo.co` }).then(filedOf)),
    );
    const numbers = answers.map((filed) => radicadoNumber(filed.radicado)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => before + index + 1));
    const stored = await harness.deps.store.collection('contactMessages').find({ email: { $regex: /^paralela\./ } });
    expect(new Set(stored.map((doc) => doc.radicado)).size).toBe(50);
    // The outbox is read (and parsed) once, not once per address.
    const outbox = await readOutbox(harness);
    for (const [index, filed] of answers.entries()) {
      const ack = outbox.find(
        (message) => message.to === `paralela.${index}@correo.co` && message.file.includes('-contact-acknowledgement-'),
      );
      expect(ack?.mail.subject).toContain(filed.radicado);
    }
  });

  it('takes no number for a refused request: the next one filed follows on', async () => {
    const ip = '10.91.0.1';
    const taken: number[] = [];
    for (let sent = 0; sent < 5; sent++) {
      taken.push(radicadoNumber((await filedOf(await send('pqr', { email: `limite.${sent}@correo.co`, ip }))).radicado));
    }
    const refused = await send('pqr', { email: 'limite.x@correo.co', ip });
    expect(refused.status).toBe(429);
    const invalid = await harness.request('/api/forma', { json: { requestType: 'pqr', email: 'no-es-correo' }, ip: '10.91.0.2' });
    expect(invalid.status).toBe(400);
    const next = radicadoNumber((await filedOf(await send('pqr', { email: 'limite.y@correo.co' }))).radicado);
    expect(next).toBe(taken[4]! + 1);
  });

  it('start again at 1 each Bogotá year: the night of 31 December is still the old year', async () => {
    harness.setNow(new Date('2027-01-01T03:00:00Z'));
    const lastOf2026 = (await filedOf(await send('pqr', { email: 'nochevieja@correo.co' }))).radicado;
    expect(lastOf2026).toMatch(/^PQR-2026-/);
    harness.setNow(new Date('2027-01-04T15:00:00Z'));
    expect((await filedOf(await send('pqr', { email: 'enero@correo.co' }))).radicado).toBe('PQR-2027-000001');
    expect((await filedOf(await send('datos', { email: 'enero.dos@correo.co' }))).radicado).toBe('PQR-2027-000002');
    harness.setNow(NOW);
  });
});

describe('a request that dies after storing the message', () => {
  it('leaves the message marked; the sweeper queues its notice and acknowledgement once, and a message queued in time is never marked', async () => {
    const email = 'pqr.caida@correo.co';
    const filed = await filedOf(await send('pqr', { email, subject: 'Sin respuesta', message: 'Nadie me llamó.' }));
    const contact = harness.deps.store.collection('contactMessages');
    expect((await contact.findOne({ radicado: filed.radicado }))?.mailPending).toBeUndefined();

    // As if the process died between storing the message and queueing its mails.
    const { insertedId } = await contact.insertOne({
      name: 'Lina Gómez',
      email,
      subject: 'Otra vez',
      message: 'Sigo esperando.',
      kind: 'pqr',
      radicado: 'PQR-2026-900001',
      mailPending: true,
      ip: '10.91.0.1',
      createdAt: NOW,
    });
    const acknowledgements = async () =>
      (await outboxFor(harness, email, 'contact-acknowledgement')).filter((ack) => String(ack.mail.text).includes('PQR-2026-900001'));
    // Its own request may still be queueing: the sweeper leaves it alone for a while.
    expect((await runSweep(harness.deps)).contactMailResumed).toBe(0);
    expect(await acknowledgements()).toEqual([]);

    harness.setNow(new Date(NOW.getTime() + 5 * 60_000));
    try {
      const sweeps = await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
      expect(sweeps.reduce((sum, sweep) => sum + sweep.contactMailResumed, 0)).toBeGreaterThanOrEqual(1);
      expect(await acknowledgements()).toHaveLength(1);
      const notices = (await outboxFor(harness, harness.deps.config.mail.notifyTo, 'contact')).filter((notice) =>
        String(notice.mail.subject).includes('PQR-2026-900001'),
      );
      expect(notices).toHaveLength(1);
      expect((await contact.findOne({ _id: insertedId }))?.mailPending).toBeUndefined();
      expect((await runSweep(harness.deps)).contactMailResumed).toBe(0);
    } finally {
      harness.setNow(NOW);
    }
  });
});
