/**
 * The store contract, proven for each engine: embedded always, MongoDB when MONGODB_URI is set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { MongoClient } from 'mongodb';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Store } from '../../functions/store/contract.ts';
import type { ProductDoc } from '../../functions/store/documents.ts';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';
import { openMongoStore } from '../../functions/store/mongodb.ts';
import { mongoOnlyOnFerret } from './ferretdb-gaps.ts';
import { testEngines } from './test-engines.ts';

interface Engine {
  name: string;
  open(): Promise<Store>;
  /** Opens a second, independent store on the same data, as a restarted process would. */
  reopen(): Promise<Store>;
  cleanup(): Promise<void>;
}

function embeddedEngine(): Engine {
  let dir = '';
  return {
    name: 'embedded',
    async open() {
      dir ||= await mkdtemp(path.join(tmpdir(), 'store-contract-'));
      return openEmbeddedStore(dir);
    },
    reopen: () => openEmbeddedStore(dir),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

function mongoEngine(uri: string): Engine {
  const dbName = `contract_${process.pid}_${Date.now()}`;
  return {
    name: 'mongodb',
    open: async () => openMongoStore(uri, dbName),
    reopen: async () => openMongoStore(uri, dbName),
    async cleanup() {
      const client = await MongoClient.connect(uri);
      await client.db(dbName).dropDatabase();
      await client.close();
    },
  };
}

const engines = testEngines(embeddedEngine, mongoEngine);

function product(overrides: Partial<ProductDoc> = {}): Omit<ProductDoc, '_id'> {
  const now = new Date('2026-03-01T12:00:00Z');
  return {
    productName: 'Teclado mecánico',
    brandName: 'Redragon',
    category: 'Teclados',
    productImage: ['/images/a.svg'],
    description: 'Switches rojos',
    price: 200_000,
    sellingPrice: 180_000,
    stock: 5,
    searchText: 'teclado mecanico redragon teclados',
    searchDescription: 'switches rojos',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

describe.each(engines)('store contract: $name', (engine) => {
  let store: Store;

  beforeEach(async () => {
    store = await engine.open();
    await store.collection('products').deleteMany({});
    await store.collection('users').deleteMany({});
  });

  afterEach(async () => {
    await store.close();
  });

  afterAll(async () => {
    await engine.cleanup();
  });

  it('creates, reads, updates and deletes with ObjectId-string ids', async () => {
    const products = store.collection('products');
    const { insertedId } = await products.insertOne(product());
    expect(insertedId).toMatch(/^[0-9a-f]{24}$/);

    const found = await products.findOne({ _id: insertedId });
    expect(found?._id).toBe(insertedId);
    expect(found?.productName).toBe('Teclado mecánico');
    expect(found?.createdAt).toBeInstanceOf(Date);

    const update = await products.updateOne({ _id: insertedId }, { $set: { sellingPrice: 170_000 } });
    expect(update.matchedCount).toBe(1);
    expect((await products.findOne({ _id: insertedId }))?.sellingPrice).toBe(170_000);

    const after = await products.findOneAndUpdate({ _id: insertedId }, { $inc: { stock: 2 } });
    expect(after?.stock).toBe(7);

    expect(await products.countDocuments({})).toBe(1);
    expect((await products.deleteOne({ _id: insertedId })).deletedCount).toBe(1);
    expect(await products.findOne({ _id: insertedId })).toBeNull();
    expect(await products.countDocuments({})).toBe(0);
  });

  it('keeps an explicit id, including non-ObjectId keys such as slot ids', async () => {
    const slots = store.collection('slots');
    const slotId = '65f0c0ffee0000000000abcd|2026-03-04|10:00';
    await slots.deleteMany({});
    await slots.insertOne({
      _id: slotId,
      serviceId: '65f0c0ffee0000000000abcd',
      date: '2026-03-04',
      time: '10:00',
      state: 'held',
      orderId: 'order-1',
      heldUntil: new Date('2026-03-04T15:15:00Z'),
      createdAt: new Date('2026-03-04T15:00:00Z'),
    });
    const found = await slots.findOne({ _id: slotId });
    expect(found?.serviceId).toBe('65f0c0ffee0000000000abcd');
    expect(await slots.countDocuments({ serviceId: '65f0c0ffee0000000000abcd', date: '2026-03-04' })).toBe(1);
    await expect(slots.insertOne({ ...found!, _id: slotId })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('moves the catalogue version after catalogue writes, and only after them', async () => {
    const products = store.collection('products');
    const versions = [await store.catalogueVersion()];
    const { insertedId } = await products.insertOne(product());
    versions.push(await store.catalogueVersion());
    await products.updateOne({ _id: insertedId }, { $inc: { stock: -1 } });
    versions.push(await store.catalogueVersion());
    await store.collection('categories').updateOne({ _id: 'c1' }, { $set: { name: 'Teclados' } }, { upsert: true });
    versions.push(await store.catalogueVersion());
    await products.deleteOne({ _id: insertedId });
    versions.push(await store.catalogueVersion());
    expect(new Set(versions).size).toBe(versions.length);

    const before = await store.catalogueVersion();
    await store.collection('users').deleteMany({});
    await store.collection('contactMessages').deleteMany({});
    expect(await store.catalogueVersion()).toBe(before);
  });

  it('sorts, skips, limits and projects', async () => {
    const products = store.collection('products');
    for (let index = 0; index < 5; index++) {
      await products.insertOne(product({ productName: `P${index}`, sellingPrice: 1000 * (index + 1) }));
    }
    const page = await products.find(
      {},
      { sort: { sellingPrice: -1 }, skip: 1, limit: 2, projection: { searchText: 0, searchDescription: 0 } },
    );
    expect(page.map((doc) => doc.productName)).toEqual(['P3', 'P2']);
    expect(page[0]).not.toHaveProperty('searchText');
    expect(await products.countDocuments({ sellingPrice: { $gte: 3000 } })).toBe(3);
  });

  it('searches with $regex', async () => {
    const products = store.collection('products');
    await products.insertOne(product({ searchText: 'camara deportiva gopro camaras' }));
    await products.insertOne(product({ searchText: 'mouse inalambrico logitech' }));
    const hits = await products.find({ searchText: { $regex: /camara/i } });
    expect(hits).toHaveLength(1);
    const either = await products.find({ $or: [{ searchText: { $regex: /mouse/ } }, { searchDescription: { $regex: /zzz/ } }] });
    expect(either).toHaveLength(1);
  });

  it('raises DuplicateKeyError on a unique key', async () => {
    const users = store.collection('users');
    const user = {
      name: 'Ana',
      email: 'ana@example.com',
      tel: '3000000000',
      passwordHash: 'x',
      role: 'GENERAL' as const,
      profilePic: '',
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    await users.insertOne(user);
    await expect(users.insertOne(user)).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await users.countDocuments({ email: 'ana@example.com' })).toBe(1);
  });

  it('applies a conditional $inc atomically under 20 parallel callers', async () => {
    const products = store.collection('products');
    const { insertedId } = await products.insertOne(product({ stock: 3 }));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => products.updateOne({ _id: insertedId, stock: { $gte: 1 } }, { $inc: { stock: -1 } })),
    );
    expect(results.filter((result) => result.matchedCount === 1)).toHaveLength(3);
    expect((await products.findOne({ _id: insertedId }))?.stock).toBe(0);
  });

  mongoOnlyOnFerret(engine.name, 'positional')(
    'updates the element the filter matched with the positional $, atomically under 20 parallel callers',
    async () => {
      const products = store.collection('products');
      const variants = [
        { _id: 'a'.repeat(24), options: { Talla: 'S' }, stock: 5 },
        { _id: 'b'.repeat(24), options: { Talla: 'M' }, stock: 2 },
        { _id: 'c'.repeat(24), options: { Talla: 'L' }, stock: 4 },
      ];
      const { insertedId } = await products.insertOne(product({ stock: 11, variants }));
      const takeM = () =>
        products.updateOne(
          { _id: insertedId, variants: { $elemMatch: { _id: 'b'.repeat(24), stock: { $gte: 1 } } } },
          { $inc: { 'variants.$.stock': -1, stock: -1 } },
        );
      const results = await Promise.all(Array.from({ length: 20 }, takeM));
      expect(results.filter((result) => result.matchedCount === 1)).toHaveLength(2);
      const after = await products.findOne({ _id: insertedId });
      expect(after?.variants?.map((variant) => variant.stock)).toEqual([5, 0, 4]);
      expect(after?.stock).toBe(9);
      // A dotted condition names the element too, and findOneAndUpdate answers the document as written.
      const renamed = await products.findOneAndUpdate(
        { _id: insertedId, 'variants._id': 'c'.repeat(24) },
        { $set: { 'variants.$.sku': 'CAM-L' } },
      );
      expect(renamed?.variants?.[2]).toEqual({ _id: 'c'.repeat(24), options: { Talla: 'L' }, stock: 4, sku: 'CAM-L' });
      expect(renamed?.variants?.[0]).toEqual(variants[0]);
      // No element matching: nothing is written.
      const none = await products.updateOne(
        { _id: insertedId, variants: { $elemMatch: { _id: 'b'.repeat(24), stock: { $gte: 1 } } } },
        { $inc: { 'variants.$.stock': -1, stock: -1 } },
      );
      expect(none.matchedCount).toBe(0);
      expect((await products.findOne({ _id: insertedId }))?.stock).toBe(9);
    },
  );

  it('hands out 1 to 50 exactly once to 50 parallel callers of an upserted $inc counter', async () => {
    const counters = store.collection('counters');
    const taken = await Promise.all(
      Array.from({ length: 50 }, () => counters.findOneAndUpdate({ _id: 'contract-sequence' }, { $inc: { value: 1 } }, { upsert: true })),
    );
    expect(taken.map((counter) => counter?.value).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(await counters.findOne({ _id: 'contract-sequence' })).toEqual({ _id: 'contract-sequence', value: 50 });
  });

  it('upserts with an equality filter', async () => {
    const contact = store.collection('contactMessages');
    await contact.deleteMany({});
    const first = await contact.updateOne({ ip: '1.2.3.4' }, { $set: { createdAt: new Date() } }, { upsert: true });
    expect(first.upsertedId).toMatch(/^[0-9a-f]{24}$/);
    const second = await contact.updateOne({ ip: '1.2.3.4' }, { $set: { createdAt: new Date() } }, { upsert: true });
    expect(second.upsertedId).toBeNull();
    expect(await contact.countDocuments({ ip: '1.2.3.4' })).toBe(1);
  });

  mongoOnlyOnFerret(engine.name, 'pushSlice')(
    'keeps a capped list with $push $each $slice, and pulls an element by one of its fields',
    async () => {
      const users = store.collection('users');
      const now = new Date('2026-03-01T12:00:00Z');
      const { insertedId } = await users.insertOne({
        name: 'Lista',
        email: 'lista@example.com',
        tel: '3000000000',
        passwordHash: 'x',
        role: 'GENERAL',
        profilePic: '',
        createdAt: now,
        updatedAt: now,
      });
      // Pulling from a document without the list matches nothing instead of failing.
      expect((await users.updateOne({ _id: insertedId, 'sessions.id': 's0' }, { $pull: { sessions: { id: 's0' } } })).matchedCount).toBe(0);
      for (const id of ['s1', 's2', 's3', 's4']) {
        await users.updateOne({ _id: insertedId }, { $push: { sessions: { $each: [{ id, expiresAt: now }], $slice: -3 } } });
      }
      expect((await users.findOne({ _id: insertedId }))?.sessions?.map((session) => session.id)).toEqual(['s2', 's3', 's4']);
      const pulled = await users.updateOne({ _id: insertedId, 'sessions.id': 's3' }, { $pull: { sessions: { id: 's3' } } });
      expect(pulled.matchedCount).toBe(1);
      const left = (await users.findOne({ _id: insertedId }))?.sessions ?? [];
      expect(left.map((session) => session.id)).toEqual(['s2', 's4']);
      expect(left[0]?.expiresAt).toBeInstanceOf(Date);
    },
  );

  mongoOnlyOnFerret(engine.name, 'uniqueMissing')('keeps one cart line per product and variant', async () => {
    const carts = store.collection('carts');
    const now = new Date('2026-03-01T12:00:00Z');
    const line = (productId: string, variantId?: string) => ({
      userId: 'd'.repeat(24),
      productId,
      ...(variantId ? { variantId } : {}),
      quantity: 1,
      createdAt: now,
      updatedAt: now,
    });
    await carts.insertOne(line('e'.repeat(24), 'a'.repeat(24)));
    await carts.insertOne(line('e'.repeat(24), 'b'.repeat(24)));
    await expect(carts.insertOne(line('e'.repeat(24), 'b'.repeat(24)))).rejects.toBeInstanceOf(DuplicateKeyError);
    await carts.insertOne(line('f'.repeat(24)));
    await expect(carts.insertOne(line('f'.repeat(24)))).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await carts.countDocuments({ userId: 'd'.repeat(24) })).toBe(3);
  });

  it('keeps writes across a restart', async () => {
    const { insertedId } = await store.collection('products').insertOne(product({ productName: 'Persistente' }));
    await store.collection('products').updateOne({ _id: insertedId }, { $inc: { stock: -1 } });
    await store.close();
    const restarted = await engine.reopen();
    const found = await restarted.collection('products').findOne({ _id: insertedId });
    expect(found?.productName).toBe('Persistente');
    expect(found?.stock).toBe(4);
    expect(found?.createdAt).toBeInstanceOf(Date);
    store = restarted;
  });
});

describe('embedded engine: indexes of older stores', () => {
  it("drops the cart lines' old unique index per product, so two sizes of a garment are two lines", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'store-old-index-'));
    const old = new Datastore({ filename: path.join(dir, 'carts.db') });
    await old.loadDatabaseAsync();
    await old.ensureIndexAsync({ fieldName: ['userId', 'productId'], unique: true });
    await old.compactDatafileAsync();
    const store = await openEmbeddedStore(dir);
    const now = new Date();
    const line = { userId: 'd'.repeat(24), productId: 'e'.repeat(24), quantity: 1, createdAt: now, updatedAt: now };
    await store.collection('carts').insertOne({ ...line, variantId: 'a'.repeat(24) });
    await store.collection('carts').insertOne({ ...line, variantId: 'b'.repeat(24) });
    expect(await store.collection('carts').countDocuments({})).toBe(2);
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
});

describe('embedded engine: one set of files per process', () => {
  it('shares an open data dir between openers and lets go of it after the last close', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'store-shared-'));
    const first = await openEmbeddedStore(dir);
    const second = await openEmbeddedStore(dir);
    const { insertedId } = await first.collection('categories').insertOne({
      name: 'Compartida',
      nameKey: 'compartida',
      slug: 'compartida',
      image: '',
      createdAt: new Date(),
    });
    expect((await second.collection('categories').findOne({ _id: insertedId }))?.name).toBe('Compartida');
    await first.close();
    // Still open for the second opener.
    expect(await second.collection('categories').countDocuments({})).toBe(1);
    await second.close();
    const reopened = await openEmbeddedStore(dir);
    expect(await reopened.collection('categories').countDocuments({})).toBe(1);
    await reopened.close();
    await rm(dir, { recursive: true, force: true });
  });
});
