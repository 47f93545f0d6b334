/**
 * The payment reversal request (POST /api/payment-reversals; art. 51 Ley 1480, Decreto 587 de 2016):
 * filed as a contact message of kind `reversion` with a radicado, only for an order bought with that
 * e-mail and within five business days of learning of the fact (Colombian holidays skipped). The
 * clock stands on Friday 20 March 2026, before San José (Monday 23).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../src/domain/shared/dates.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { reversalFormMessages, reversalServerMessages } from '../../src/domain/payment-reversal/messages-payment-reversal.ts';
import type { RecordDoc } from '../../functions/store/documents.ts';
import { body, createHarness, dataPolicyConsent, type Harness } from './helpers.ts';
import { readOutbox } from './outbox.ts';

const NOW = new Date('2026-03-20T15:00:00Z');
const REFERENCE = 'TM-REV-0001';
const BUYER = 'compradora@correo.co';

let harness: Harness;
let ipCounter = 0;

const sale = (reference: string, email: string): Omit<RecordDoc, '_id'> => ({
  reference,
  kind: 'venta',
  status: 'pagada',
  user: null,
  reservationDetails: [],
  shippingInfo: {
    name: 'Compradora',
    email,
    phone: '3001112233',
    address: 'Calle 10 # 43-20',
    deliveryTime: '',
    shippingMethod: 'delivery',
    city: 'Medellín',
    neighborhood: 'El Poblado',
  },
  amounts: { lines: 50_000, payNow: 50_000, shipping: 0, totalNowUsdCents: 0 },
  payment: { provider: 'wompi', orderId: '', captureId: '' },
  accessToken: 'token',
  createdAt: new Date('2026-03-10T15:00:00Z'),
  updatedAt: new Date('2026-03-10T15:00:00Z'),
});

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  await harness.deps.store.collection('transactions').insertOne(sale(REFERENCE, BUYER));
});
afterAll(() => harness.close());

/** Sends a request from an address of its own (unless one is given), so the per-address limit never interferes. */
async function send(fields: Record<string, unknown> = {}, ip?: string) {
  ipCounter += 1;
  const form = {
    name: 'Lina Gómez',
    email: BUYER,
    orderReference: REFERENCE,
    reversalCase: 'no-recibido',
    learnedOn: '2026-03-16',
    description: 'El pedido nunca llegó.',
    ...dataPolicyConsent,
    ...fields,
  };
  return harness.request('/api/payment-reversals', { json: form, ip: ip ?? `10.91.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` });
}

const storedReversals = () => harness.deps.store.collection('contactMessages').countDocuments({ kind: 'reversion' });

describe('a payment reversal request', () => {
  it('is filed with a radicado, shown in the inbox as a reversal, and its sender gets the acknowledgement', async () => {
    const response = await send({ email: 'Compradora@Correo.co', description: 'Pagué y el pedido nunca llegó.' });
    expect(response.status).toBe(201);
    const answer = await body<{ message: string; data: { radicado: string; deadlines: unknown[] } }>(response);
    expect(answer.message).toBe(reversalFormMessages.sent);
    expect(answer.data).toEqual({
      radicado: expect.stringMatching(/^PQR-2026-\d{6}$/),
      deadlines: [{ dataRequest: null, businessDays: 15, answerBy: '2026-04-15' }],
    });

    const admin = await harness.signInAs('ADMIN');
    const inbox = await body<{
      data: { kind: string; radicado: string | null; subject: string; message: string; answerBy: string | null }[];
    }>(await harness.request('/api/contact-messages', { cookie: admin.cookie }));
    const item = inbox.data.find((message) => message.radicado === answer.data.radicado);
    expect(item).toMatchObject({ kind: 'reversion', subject: `Reversión del pago · pedido ${REFERENCE}`, answerBy: '2026-04-15' });
    expect(item!.message).toContain('Motivo: No recibí el producto');
    expect(item!.message).toContain(`Conocí el hecho el: ${formatDay('2026-03-16')}`);
    expect(item!.message).toContain('Pagué y el pedido nunca llegó.');

    const [ack, ...more] = (await readOutbox(harness)).filter((sent) => sent.file.includes('-contact-acknowledgement-'));
    expect(more).toEqual([]);
    expect(ack!.mail.subject).toBe(`Recibimos tu solicitud · Radicado N.º ${answer.data.radicado}`);
    const text = String(ack!.mail.text);
    expect(text).toContain('Tipo de solicitud: Reversión del pago');
    expect(text).toContain('Revisaremos tu solicitud de reversión del pago y te responderemos a más tardar en 15 días hábiles');
  });

  it('is taken on the fifth business day and refused on the sixth, naming the last day', async () => {
    // Learned on Friday 13 March: the 16th, 17th, 18th, 19th and 20th are its five business days.
    expect((await send({ learnedOn: '2026-03-13' })).status).toBe(201);
    const before = await storedReversals();
    const late = await send({ learnedOn: '2026-03-12' });
    expect(late.status).toBe(409);
    expect((await body<{ message: string }>(late)).message).toBe(reversalServerMessages.late(formatDay('2026-03-19')));
    expect(await storedReversals()).toBe(before);
  });

  it('skips Colombian holidays: learned on Monday 16 March, it may still be filed on Tuesday 24 (San José on the 23rd)', async () => {
    harness.setNow(new Date('2026-03-24T15:00:00Z'));
    try {
      expect((await send({ learnedOn: '2026-03-16' })).status).toBe(201);
      const late = await send({ learnedOn: '2026-03-13' });
      expect(late.status).toBe(409);
      expect((await body<{ message: string }>(late)).message).toBe(reversalServerMessages.late(formatDay('2026-03-20')));
    } finally {
      harness.setNow(NOW);
    }
  });

  it('refuses a date still to come', async () => {
    const response = await send({ learnedOn: '2026-03-21' });
    expect(response.status).toBe(409);
    expect((await body<{ message: string }>(response)).message).toBe(reversalServerMessages.learnedOnFuture);
  });

  it('refuses an order that does not exist or was bought with another e-mail, the same way', async () => {
    await harness.deps.store.collection('transactions').insertOne(sale('TM-REV-0002', 'otra@correo.co'));
    for (const fields of [{ orderReference: 'TM-NO-EXISTE' }, { orderReference: 'TM-REV-0002' }]) {
      const response = await send(fields);
      expect(response.status).toBe(404);
      expect((await body<{ message: string }>(response)).message).toBe(reversalServerMessages.orderNotFound);
    }
  });

  it('refuses a case outside the five, and a form without the data policy, storing nothing', async () => {
    const before = await storedReversals();
    const wrongCase = await send({ reversalCase: 'me-arrepenti' });
    expect(wrongCase.status).toBe(400);
    expect((await body<{ message: string }>(wrongCase)).message).toBe(reversalServerMessages.caseInvalid);
    expect((await send({ acceptDataPolicy: false })).status).toBe(400);
    expect(await storedReversals()).toBe(before);
  });

  it('shares the contact form limit per address: the sixth in the window is refused', async () => {
    const ip = '10.92.0.1';
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await send({}, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await send({}, ip);
    expect((await body<{ message: string }>(refused)).message).toBe(messages.contactRateLimited);
  });
});
