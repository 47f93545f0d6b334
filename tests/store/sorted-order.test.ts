/**
 * The embedded engine's kept sort orders must never change an answer: every sorted page here is
 * compared with the same documents sorted in plain JavaScript, across inserts, price changes,
 * stock changes, upserts, bulk updates and deletes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collection, Filter, FindOptions, SortSpec, Store } from '../../functions/store/contract.ts';
import type { ProductDoc } from '../../functions/store/documents.ts';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';

let dir = '';
let store: Store;
let products: Collection<ProductDoc>;

const categories = ['Teclados', 'Mouses', 'Audífonos'];

function product(index: number): Omit<ProductDoc, '_id'> {
  // Several products share a date and a price, so the `_id` tie-break matters.
  const at = new Date(Date.UTC(2026, 0, 1 + (index % 7)));
  return {
    productName: `Producto ${index}`,
    brandName: 'Marca',
    category: categories[index % categories.length] ?? 'Teclados',
    productImage: [],
    description: '',
    price: 2000,
    sellingPrice: 1000 * ((index % 5) + 1),
    stock: 5,
    searchText: `producto ${index}`,
    searchDescription: '',
    createdAt: at,
    updatedAt: at,
  };
}

function compare(a: ProductDoc, b: ProductDoc, sort: SortSpec): number {
  for (const [field, direction] of Object.entries(sort)) {
    const left = a[field as keyof ProductDoc] as unknown as number | string | Date;
    const right = b[field as keyof ProductDoc] as unknown as number | string | Date;
    if (left < right) return -direction;
    if (left > right) return direction;
  }
  return 0;
}

/** What sorting every match in plain JavaScript gives: the reference. */
async function reference(filter: Filter, options: FindOptions & { sort: SortSpec }): Promise<string[]> {
  const all = await products.find(filter);
  const sorted = all.sort((a, b) => compare(a, b, options.sort)).map((doc) => doc._id);
  const skip = options.skip ?? 0;
  return sorted.slice(skip, options.limit ? skip + options.limit : undefined);
}

const newest: SortSpec = { createdAt: -1, _id: -1 };
const cheapest: SortSpec = { sellingPrice: 1, _id: 1 };
const queries: { filter: Filter; options: FindOptions & { sort: SortSpec } }[] = [
  { filter: {}, options: { sort: newest, limit: 5 } },
  { filter: {}, options: { sort: newest, skip: 7, limit: 6 } },
  { filter: {}, options: { sort: cheapest } },
  { filter: { category: 'Mouses' }, options: { sort: newest, limit: 4 } },
  {
    filter: { category: { $in: ['Teclados', 'Audífonos'] }, sellingPrice: { $gte: 2000 } },
    options: { sort: cheapest, skip: 2, limit: 5 },
  },
  { filter: { category: 'Nada' }, options: { sort: newest, limit: 3 } },
];

async function expectSameAsReference() {
  for (const { filter, options } of queries) {
    const found = (await products.find(filter, options)).map((doc) => doc._id);
    expect(found, JSON.stringify({ filter, options })).toEqual(await reference(filter, options));
  }
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sorted-order-'));
  store = await openEmbeddedStore(dir);
  products = store.collection('products');
  for (let index = 0; index < 30; index += 1) await products.insertOne(product(index));
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('embedded sorted orders', () => {
  it('pages like a full sort', async () => {
    await expectSameAsReference();
  });

  it('keeps answering like a full sort after every kind of write', async () => {
    await expectSameAsReference();
    await products.insertOne({ ...product(99), createdAt: new Date('2027-01-01T00:00:00Z') });
    await expectSameAsReference();
    const [first] = await products.find({}, { sort: cheapest, limit: 1 });
    await products.updateOne({ _id: first?._id }, { $set: { sellingPrice: 999_999 } });
    await expectSameAsReference();
    await products.updateOne({ _id: first?._id }, { $inc: { stock: -1 } });
    await expectSameAsReference();
    await products.updateMany({ category: 'Mouses' }, { $set: { createdAt: new Date('2020-01-01T00:00:00Z') } });
    await expectSameAsReference();
    await products.updateOne({ _id: '0123456789abcdef01234567' }, { $set: { ...product(100), sellingPrice: 1 } }, { upsert: true });
    await expectSameAsReference();
    await products.findOneAndUpdate({ category: 'Teclados' }, { $set: { category: 'Mouses' } });
    await expectSameAsReference();
    await products.deleteMany({ sellingPrice: { $lte: 2000 } });
    await expectSameAsReference();
  });

  it('sees a write that was queued while the order was being read', async () => {
    await products.find({}, { sort: newest, limit: 3 });
    const inserting = products.insertOne({ ...product(200), createdAt: new Date('2030-01-01T00:00:00Z') });
    const during = products.find({}, { sort: newest, limit: 3 });
    const { insertedId } = await inserting;
    await during;
    const [newestNow] = await products.find({}, { sort: newest, limit: 1 });
    expect(newestNow?._id).toBe(insertedId);
  });
});
