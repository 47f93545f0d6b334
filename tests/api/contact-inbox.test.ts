/**
 * The owner's inbox (GET /api/contact-messages): the read mark set by
 * POST /api/admin/contact-messages/:id/read, and a personal-data request the owner marks a claim
 * (15 business days, art. 15 Ley 1581) or back a consultation (10, art. 14) with
 * PATCH /api/admin/contact-messages/:id. The clock stands on Friday 20 March 2026, before San José
 * (Monday 23) and Holy Week.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { body, createHarness, dataPolicyConsent, type Harness } from './helpers.ts';

const NOW = new Date('2026-03-20T15:00:00Z');

interface InboxItem {
  _id: string;
  subject: string;
  kind: string;
  dataRequest: string | null;
  answerBy: string | null;
  readAt: string | null;
}

let harness: Harness;
let admin: string;
let dataRequestId: string;
let generalId: string;

const inbox = async () => (await body<{ data: InboxItem[] }>(await harness.request('/api/contact-messages', { cookie: admin }))).data;
const itemOf = async (id: string) => (await inbox()).find((item) => item._id === id)!;
const classify = (id: string, json: unknown) =>
  harness.request(`/api/admin/contact-messages/${id}`, { method: 'PATCH', cookie: admin, json });

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = (await harness.signInAs('ADMIN')).cookie;
  const send = async (requestType: string, subject: string, ip: string) => {
    const form = { name: 'Lina Gómez', email: 'lina@correo.co', subject, message: 'Hola.', requestType, ...dataPolicyConsent };
    expect((await harness.request('/api/forma', { json: form, ip })).status).toBe(201);
  };
  await send('datos', 'Corrijan mi teléfono', '10.81.0.1');
  harness.setNow(new Date(NOW.getTime() + 60_000));
  await send('general', 'Horario', '10.81.0.2');
  harness.setNow(NOW);
  const listed = await inbox();
  dataRequestId = listed.find((item) => item.kind === 'datos')!._id;
  generalId = listed.find((item) => item.kind === 'general')!._id;
});
afterAll(() => harness.close());

describe('the read mark in the inbox', () => {
  it('lists a new message unread, and read with the time the owner marked it', async () => {
    expect(await itemOf(generalId)).toMatchObject({ readAt: null });
    harness.setNow(new Date('2026-03-20T16:30:00Z'));
    const marked = await harness.request(`/api/admin/contact-messages/${generalId}/read`, { method: 'POST', cookie: admin });
    expect(marked.status).toBe(200);
    harness.setNow(NOW);
    expect(await itemOf(generalId)).toMatchObject({ readAt: '2026-03-20T16:30:00.000Z' });
    // The other message is still unread, and reading does not reorder: the data request stays first.
    const listed = await inbox();
    expect(listed.map((item) => [item._id, item.readAt])).toEqual([
      [dataRequestId, null],
      [generalId, '2026-03-20T16:30:00.000Z'],
    ]);
  });
});

describe('a personal-data request: consultation or claim', () => {
  it('is a consultation until marked: 10 business days past San José and Holy Week', async () => {
    expect(await itemOf(dataRequestId)).toMatchObject({ kind: 'datos', dataRequest: 'consulta', answerBy: '2026-04-08' });
    expect(await itemOf(generalId)).toMatchObject({ dataRequest: null, answerBy: null });
  });

  it('as a claim it has 15 business days, and back as a consultation 10 again', async () => {
    const claim = await classify(dataRequestId, { dataRequest: 'reclamo' });
    expect(claim.status).toBe(200);
    expect(await body(claim)).toMatchObject({
      success: true,
      message: messages.dataRequestMarked(true, 15),
      data: { _id: dataRequestId, dataRequest: 'reclamo', answerBy: '2026-04-15' },
    });
    expect(await itemOf(dataRequestId)).toMatchObject({ dataRequest: 'reclamo', answerBy: '2026-04-15' });
    // Marking it a claim again changes nothing.
    expect((await classify(dataRequestId, { dataRequest: 'reclamo' })).status).toBe(200);
    expect((await harness.deps.store.collection('contactMessages').findOne({ _id: dataRequestId }))?.dataRequest).toBe('reclamo');

    const consultation = await classify(dataRequestId, { dataRequest: 'consulta' });
    expect(consultation.status).toBe(200);
    expect((await body<{ message: string }>(consultation)).message).toBe(messages.dataRequestMarked(false, 10));
    expect(await itemOf(dataRequestId)).toMatchObject({ dataRequest: 'consulta', answerBy: '2026-04-08' });
  });

  it('is refused on a message that is not a personal-data request, which stays as it was', async () => {
    const refused = await classify(generalId, { dataRequest: 'reclamo' });
    expect(refused.status).toBe(409);
    expect(await body(refused)).toMatchObject({ success: false, message: messages.dataRequestOnlyForDataMessages });
    expect(await harness.deps.store.collection('contactMessages').findOne({ _id: generalId })).not.toHaveProperty('dataRequest');
    expect(await itemOf(generalId)).toMatchObject({ dataRequest: null, answerBy: null });
  });

  it('answers 400 to a class outside the list and 404 to a message that does not exist', async () => {
    for (const json of [{ dataRequest: 'queja' }, {}, { dataRequest: { $ne: null } }]) {
      const response = await classify(dataRequestId, json);
      expect(response.status).toBe(400);
      expect((await body<{ message: string }>(response)).message).toBe(messages.dataRequestClassInvalid);
    }
    expect((await classify('not-an-id', { dataRequest: 'reclamo' })).status).toBe(400);
    const missing = await classify('ffffffffffffffffffffffff', { dataRequest: 'reclamo' });
    expect(missing.status).toBe(404);
    expect((await body<{ message: string }>(missing)).message).toBe(messages.contactMessageNotFound);
  });
});
