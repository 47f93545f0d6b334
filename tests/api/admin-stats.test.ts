/**
 * The dashboard's figures (GET /api/admin/stats) on a hand-made set of records whose sums are worked
 * out below, and the proof that MongoDB's aggregation pipelines give the same numbers as the
 * embedded engine's sums: the pipelines run on the same records in mingo (MongoDB's aggregation
 * language in JavaScript) and, when MONGODB_URI is set, on a real MongoDB.
 */
import { MongoClient } from 'mongodb';
import { aggregate } from 'mingo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDeadline } from '../../src/domain/contact/contact-requests.ts';
import { upcomingRange, type DashboardFigures, type StatsAggregates } from '../../src/domain/owner/stats.ts';
import { occupancyPipeline, periodPipeline } from '../../functions/services/owner/stats-pipeline.ts';
import { dashboardFigures } from '../../functions/services/owner/stats.ts';
import type { CollectionName, Filter, Store } from '../../functions/store/contract.ts';
import { openMongoStore } from '../../functions/store/mongodb.ts';
import type { RecordDoc } from '../../functions/store/documents.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { statsRecords, P1, P2, RANGE } from './stats-records.ts';

// Wednesday 4 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-04T15:00:00Z');
const TODAY = '2026-03-04';

let harness: Harness;
let adminCookie: string;
let dashboard: DashboardFigures & Record<string, unknown>;

const figuresOf = ({ range, totals, days, categories, topProducts, occupancy, upcoming }: DashboardFigures): DashboardFigures => ({
  range,
  totals,
  days,
  categories,
  topProducts,
  occupancy,
  upcoming,
});

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
  for (const record of statsRecords()) await harness.deps.store.collection('transactions').insertOne(record);
  const response = await harness.request(`/api/admin/stats?from=${RANGE.from}&to=${RANGE.to}`, { cookie: adminCookie });
  expect(response.status).toBe(200);
  dashboard = (await body<{ data: DashboardFigures & Record<string, unknown> }>(response)).data;
});
afterAll(() => harness.close());

describe('the figures of a period', () => {
  it('add up sales and deposits per Bogotá day, without cancelled records, cancelled appointments or days outside', () => {
    // 1 March: A (2 × 100.000 + 50.000) and B, paid at 23:30 in Bogotá (04:30 UTC on the 2nd): 150.000.
    // 2 March: only C and H, both cancelled. 3 March: D's standing appointment, 16.000 of deposit.
    // 4 March: E, taken by phone, paid nothing. F (27 Feb in Bogotá) and G (5 March) fall outside.
    // D's cancelled appointment refunded its 20.000: a refund of 3 March, the day it was paid.
    // M, paid on 4 March with a code: a deposit of 14.400 and 8.000 of discount (D's cancelled line's 5.000 is no discount given).
    // N, paid on 4 March with a pack's credit: a booking and a credit, no deposit.
    expect(dashboard.days).toEqual([
      { date: '2026-03-01', sales: 400_000, deposits: 0, refunds: 0, bookings: 0, discounts: 0, credits: 0 },
      { date: '2026-03-02', sales: 0, deposits: 0, refunds: 0, bookings: 0, discounts: 0, credits: 0 },
      { date: '2026-03-03', sales: 0, deposits: 16_000, refunds: 20_000, bookings: 1, discounts: 0, credits: 0 },
      { date: '2026-03-04', sales: 0, deposits: 14_400, refunds: 0, bookings: 3, discounts: 8_000, credits: 1 },
    ]);
    expect(dashboard.totals).toEqual({
      sales: 400_000,
      deposits: 30_400,
      refunds: 20_000,
      shipping: 10_000,
      orders: 2,
      bookings: 4,
      discounts: 8_000,
      credits: 1,
    });
  });

  it('sums the revenue of each category and ranks the best sellers by units', () => {
    expect(dashboard.categories).toEqual([
      { category: 'Accesorios', revenue: 200_000 },
      { category: 'Cámaras', revenue: 200_000 },
      { category: 'Servicios', revenue: 30_400 },
    ]);
    expect(dashboard.topProducts).toEqual([
      { productId: P2, productName: 'Trípode', units: 4, revenue: 200_000 },
      { productId: P1, productName: 'Cámara', units: 2, revenue: 200_000 },
    ]);
  });

  it('maps the standing appointments of the last 8 weeks by weekday and hour', () => {
    // Wednesdays: D at 10:00 and I at 10:00 (11 February), E at 14:00. J (5 January) is older than
    // 8 weeks, H was cancelled, and D's second appointment was cancelled.
    expect(dashboard.occupancy).toEqual({
      range: { from: '2026-01-08', to: '2026-03-04' },
      cells: [
        { weekday: 3, hour: 10, count: 2 },
        { weekday: 3, hour: 14, count: 1 },
      ],
    });
  });

  it('maps the standing appointments already booked for the 4 weeks after today', () => {
    // K's Thursday 5 March at 9:00, Wednesday 11 March at 10:00 and Wednesday 1 April at 14:00; M's Friday 20 March at 12:00.
    // Not today's (D, E), not K's cancelled one, nor the one of 2 April, nor L's (called off).
    expect(dashboard.upcoming).toEqual({
      range: { from: '2026-03-05', to: '2026-04-01' },
      cells: [
        { weekday: 3, hour: 10, count: 1 },
        { weekday: 3, hour: 14, count: 1 },
        { weekday: 4, hour: 9, count: 1 },
        { weekday: 5, hour: 12, count: 1 },
      ],
    });
  });

  it('gives the same numbers from the MongoDB pipelines, run on the same records', async () => {
    // The service's MongoDB path, whole: the store's aggregate capability, here answered by mingo.
    const embedded = harness.deps.store;
    const withPipelines: Store = Object.assign(Object.create(embedded) as Store, {
      aggregate: async (name: CollectionName, pipeline: readonly Filter[]) =>
        aggregate(await embedded.collection(name).find({}), [...pipeline]),
    });
    expect(await dashboardFigures(withPipelines, RANGE, TODAY)).toEqual(figuresOf(dashboard));
    // And the pipelines alone, on the records as stored.
    const docs = await embedded.collection('transactions').find({});
    const [period] = aggregate(docs, periodPipeline(RANGE)) as Omit<StatsAggregates, 'slots' | 'upcomingSlots'>[];
    // 1, 3 and 4 March, and 2 March for its cancelled records (read for their refunds, here none).
    expect(period?.lines).toHaveLength(4);
    // The upcoming appointments, one per date and hour.
    const ahead = aggregate(docs, occupancyPipeline(upcomingRange(TODAY))) as unknown as StatsAggregates['upcomingSlots'];
    expect(ahead.map((slot) => `${slot._id.date} ${slot._id.hour} ${slot.count}`).sort()).toEqual([
      '2026-03-05 9 1',
      '2026-03-11 10 1',
      '2026-03-20 12 1',
      '2026-04-01 14 1',
    ]);
  });

  // Like the store contract: embedded always, MongoDB itself when MONGODB_URI is set.
  for (const uri of process.env.MONGODB_URI ? [process.env.MONGODB_URI] : []) {
    it('gives the same numbers on a real MongoDB', async () => {
      const dbName = `stats_${process.pid}_${Date.now()}`;
      const mongo = openMongoStore(uri, dbName);
      try {
        for (const record of statsRecords()) await mongo.collection('transactions').insertOne(record as RecordDoc);
        expect(await dashboardFigures(mongo, RANGE, TODAY)).toEqual(figuresOf(dashboard));
      } finally {
        await mongo.close();
        const client = await MongoClient.connect(uri);
        await client.db(dbName).dropDatabase();
        await client.close();
      }
    });
  }

  it('covers the last 30 days when no period is given, and refuses a period that is not one', async () => {
    const answer = await body<{ data: DashboardFigures }>(await harness.request('/api/admin/stats', { cookie: adminCookie }));
    expect(answer.data.range).toEqual({ from: '2026-02-03', to: '2026-03-04' });
    expect(answer.data.totals.sales).toBe(500_000);
    for (const query of [
      'from=2026-03-04&to=2026-03-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01',
      'from=2025-01-01&to=2026-03-04',
    ]) {
      const refused = await harness.request(`/api/admin/stats?${query}`, { cookie: adminCookie });
      expect(refused.status).toBe(400);
      expect((await body<{ message: string }>(refused)).message).toMatch(/periodo válido/);
    }
  });
});

describe('the lists', () => {
  it('shows the sales paid and not yet sent apart from those to pick up, oldest first, and today’s appointments by hour', () => {
    const toSend = dashboard.toSend as { total: number; items: { reference: string }[] };
    expect(toSend.total).toBe(2);
    expect(toSend.items.map((item) => item.reference)).toEqual(['TM-F', 'TM-A']);
    // G is picked up at the shop: it waits there, it is not sent.
    const toPickUp = dashboard.toPickUp as { total: number; items: { reference: string }[] };
    expect(toPickUp).toEqual({
      total: 1,
      items: [expect.objectContaining({ reference: 'TM-G', customer: 'Cliente TM-G', total: 90_000 })],
    });
    const appointments = dashboard.appointments as { reference: string; time: string }[];
    expect(appointments.map((item) => `${item.time} ${item.reference}`)).toEqual(['10:00 TM-D', '14:00 TM-E']);
  });

  it('lists unread contact messages until the owner marks them read', async () => {
    const contact = harness.deps.store.collection('contactMessages');
    const base = { email: 'a@correo.co', message: 'Hola', ip: '127.0.0.1' };
    const { insertedId } = await contact.insertOne({
      ...base,
      name: 'Ana',
      subject: 'Horario',
      createdAt: new Date('2026-03-03T12:00:00Z'),
    });
    await contact.insertOne({ ...base, name: 'Beto', subject: 'Envíos', createdAt: new Date('2026-03-04T12:00:00Z') });
    const unread = async () =>
      (
        await body<{ data: { unread: { total: number; items: { name: string }[] } } }>(
          await harness.request('/api/admin/stats', { cookie: adminCookie }),
        )
      ).data.unread;
    expect((await unread()).items.map((item) => item.name)).toEqual(['Beto', 'Ana']);
    const marked = await harness.request(`/api/admin/contact-messages/${insertedId}/read`, { method: 'POST', cookie: adminCookie });
    expect(marked.status).toBe(200);
    expect(await unread()).toEqual({ total: 1, items: [expect.objectContaining({ name: 'Beto' })] });
  });

  it('puts the unread PQRs and personal-data requests first, the soonest deadline first', async () => {
    const contact = harness.deps.store.collection('contactMessages');
    const base = { email: 'b@correo.co', message: 'Solicitud', ip: '127.0.0.1' };
    const pqrAt = new Date('2026-03-02T12:00:00Z');
    const dataAt = new Date('2026-03-04T12:00:00Z');
    await contact.insertOne({ ...base, name: 'Carla', subject: 'Queja', kind: 'pqr', createdAt: pqrAt });
    await contact.insertOne({ ...base, name: 'Diego', subject: 'Mis datos', kind: 'datos', createdAt: dataAt });
    await contact.insertOne({ ...base, name: 'Elena', subject: 'Leída', kind: 'pqr', createdAt: pqrAt, readAt: NOW });
    const answer = await body<{ data: { unread: { total: number; items: { name: string; kind: string; answerBy: string | null }[] } } }>(
      await harness.request('/api/admin/stats', { cookie: adminCookie }),
    );
    // Diego's consultation (10 business days) is due before Carla's older PQR (15); then Beto's, unflagged.
    const dataBy = answerDeadline('datos', dataAt);
    const pqrBy = answerDeadline('pqr', pqrAt);
    expect(dataBy! < pqrBy!).toBe(true);
    expect(answer.data.unread).toEqual({
      total: 3,
      items: [
        expect.objectContaining({ name: 'Diego', kind: 'datos', answerBy: dataBy }),
        expect.objectContaining({ name: 'Carla', kind: 'pqr', answerBy: pqrBy }),
        expect.objectContaining({ name: 'Beto', kind: 'general', answerBy: null }),
      ],
    });
  });
});
