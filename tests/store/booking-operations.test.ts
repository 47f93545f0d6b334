/**
 * The store operations booking self-service relies on (services/booking-*.ts), proven for each
 * engine: embedded always, MongoDB when MONGODB_URI is set. A conditional write on a revision,
 * lists of sub-documents pushed, pulled by a query and matched by a dotted path.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../functions/store/contract.ts';
import type { RecordDoc } from '../../functions/store/documents.ts';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';
import { openMongoStore } from '../../functions/store/mongodb.ts';
import { mongoOnlyOnFerret } from './ferretdb-gaps.ts';
import { testEngines } from './test-engines.ts';

interface Engine {
  name: string;
  open(): Promise<Store>;
  cleanup(): Promise<void>;
}

function embeddedEngine(): Engine {
  let dir = '';
  return {
    name: 'embedded',
    async open() {
      dir ||= await mkdtemp(path.join(tmpdir(), 'store-bookings-'));
      return openEmbeddedStore(dir);
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

function mongoEngine(uri: string): Engine {
  const dbName = `bookings_${process.pid}_${Date.now()}`;
  return {
    name: 'mongodb',
    open: async () => openMongoStore(uri, dbName),
    async cleanup() {
      const client = await MongoClient.connect(uri);
      await client.db(dbName).dropDatabase();
      await client.close();
    },
  };
}

const engines = testEngines(embeddedEngine, mongoEngine);
const AT = new Date('2026-03-04T15:00:00Z');

function reservation(): Omit<RecordDoc, '_id'> {
  return {
    reference: 'TM-STORE',
    kind: 'reserva',
    status: 'confirmada',
    user: null,
    reservationDetails: [
      {
        kind: 'service',
        productId: 'p1',
        productName: 'Masaje',
        productImage: '',
        category: 'Servicios',
        description: '',
        brandName: '',
        quantity: 1,
        unitPrice: 80_000,
        lineTotal: 80_000,
        payNow: 16_000,
        reservationDate: '2026-03-06',
        reservationTime: '10:00',
      },
    ],
    shippingInfo: {
      name: 'Ana',
      email: 'ana@correo.co',
      phone: '',
      address: '',
      deliveryTime: '',
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
    },
    amounts: { lines: 80_000, payNow: 16_000, shipping: 0, totalNowUsdCents: 400 },
    payment: { provider: 'sandbox', orderId: 'o1', captureId: 'c1' },
    accessToken: 't',
    createdAt: AT,
    updatedAt: AT,
  };
}

describe.each(engines)('booking operations: $name', (engine) => {
  let store: Store;
  let id: string;

  beforeEach(async () => {
    store = await engine.open();
    await store.collection('transactions').deleteMany({});
    id = (await store.collection('transactions').insertOne(reservation())).insertedId;
  });
  afterEach(async () => {
    await store.close();
  });
  afterAll(async () => {
    await engine.cleanup();
  });

  it('writes on a revision once: the first write wins, a stale one matches nothing', async () => {
    const transactions = store.collection('transactions');
    const first = await transactions.findOneAndUpdate(
      { _id: id, status: 'confirmada', bookingRevision: { $exists: false } },
      { $set: { bookingRevision: 1 } },
    );
    expect(first?.bookingRevision).toBe(1);
    expect(
      await transactions.findOneAndUpdate(
        { _id: id, status: 'confirmada', bookingRevision: { $exists: false } },
        { $set: { bookingRevision: 1 } },
      ),
    ).toBeNull();
    expect(
      await transactions.findOneAndUpdate({ _id: id, status: 'confirmada', bookingRevision: 1 }, { $set: { bookingRevision: 2 } }),
    ).not.toBeNull();
  });

  mongoOnlyOnFerret(engine.name, 'pullByCondition')(
    'pushes sub-documents, finds them by a dotted path, and pulls one by a query',
    async () => {
      const transactions = store.collection('transactions');
      await transactions.updateOne({ _id: id }, { $push: { slotsToFree: { slotId: 'a', owner: 'x', since: AT } } });
      await transactions.updateOne(
        { _id: id },
        { $push: { slotsToFree: { slotId: 'b', owner: 'y', since: new Date(AT.getTime() + 60_000) } } },
      );
      expect(await transactions.countDocuments({ 'slotsToFree.since': { $lte: AT } })).toBe(1);
      expect(await transactions.countDocuments({ 'slotsToFree.since': { $lte: new Date(AT.getTime() - 1) } })).toBe(0);
      await transactions.updateOne({ _id: id }, { $pull: { slotsToFree: { slotId: 'a', owner: 'x' } } });
      expect((await transactions.findOne({ _id: id }))?.slotsToFree?.map((entry) => entry.slotId)).toEqual(['b']);
    },
  );

  mongoOnlyOnFerret(engine.name, 'pullByCondition')(
    'sets fields and pulls a pending entry in one write, only while the entry is there',
    async () => {
      const transactions = store.collection('transactions');
      await transactions.updateOne({ _id: id }, { $push: { slotsPending: { slotId: 'n', owner: 'move-1', since: AT } } });
      const move = () =>
        transactions.findOneAndUpdate(
          { _id: id, 'slotsPending.owner': 'move-1' },
          { $pull: { slotsPending: { owner: 'move-1' } }, $set: { firstAppointment: '2026-03-07 10:00' } },
        );
      const moved = await move();
      expect(moved?.slotsPending).toEqual([]);
      expect(moved?.firstAppointment).toBe('2026-03-07 10:00');
      expect(await move()).toBeNull();
    },
  );

  it('finds a line by a field of a sub-document inside the lines', async () => {
    const transactions = store.collection('transactions');
    const doc = (await transactions.findOne({ _id: id }))!;
    const lines = doc.reservationDetails.map((line) => ({ ...line, cancelRequest: { at: AT.toISOString(), by: 'cliente' as const } }));
    await transactions.updateOne({ _id: id }, { $set: { reservationDetails: lines } });
    expect(await transactions.countDocuments({ kind: 'reserva', 'reservationDetails.cancelRequest.at': { $lte: AT.toISOString() } })).toBe(
      1,
    );
    expect(await transactions.countDocuments({ 'reservationDetails.cancelRequest.at': { $lte: '2026-03-04T14:00:00.000Z' } })).toBe(0);
  });
});
