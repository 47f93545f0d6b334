/**
 * The embedded engine's trigram index for literal `$regex` searches must never change an answer:
 * every search here is compared with a plain scan of the same documents, across inserts, text
 * changes, upserts, bulk updates and deletes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { escapeRegex } from '../../src/domain/catalogue/catalogue.ts';
import type { Collection, Filter, Store } from '../../functions/store/contract.ts';
import type { ProductDoc } from '../../functions/store/documents.ts';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';
import { literalOf } from '../../functions/store/substring-index.ts';

let dir = '';
let store: Store;
let products: Collection<ProductDoc>;

function product(name: string, description = ''): Omit<ProductDoc, '_id'> {
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    productName: name,
    brandName: 'Marca',
    category: 'Teclados',
    productImage: [],
    description,
    price: 1000,
    sellingPrice: 1000,
    stock: 5,
    searchText: name.toLowerCase(),
    searchDescription: description.toLowerCase(),
    createdAt: now,
    updatedAt: now,
  };
}

/** What a plain scan finds: the reference every indexed answer must equal. */
async function scan(text: string, withDescription: boolean): Promise<string[]> {
  const all = await products.find({});
  return all
    .filter((doc) => doc.searchText.includes(text) || (withDescription && doc.searchDescription.includes(text)))
    .map((doc) => doc._id)
    .sort();
}

async function search(text: string, withDescription: boolean): Promise<string[]> {
  const pattern = new RegExp(escapeRegex(text));
  const filter: Filter = withDescription
    ? { $or: [{ searchText: { $regex: pattern } }, { searchDescription: { $regex: pattern } }] }
    : { searchText: { $regex: pattern } };
  return (await products.find(filter)).map((doc) => doc._id).sort();
}

async function expectSameAsScan(queries: string[]) {
  for (const query of queries) {
    for (const withDescription of [false, true]) {
      expect(await search(query, withDescription), `${query} ${withDescription}`).toEqual(await scan(query, withDescription));
    }
  }
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'substring-index-'));
  store = await openEmbeddedStore(dir);
  products = store.collection('products');
  for (let index = 0; index < 40; index += 1) {
    await products.insertOne(product(`teclado mecanico ${index}`, index % 3 === 0 ? 'switches rojos' : 'inalambrico'));
  }
  await products.insertOne(product('mouse logitech', 'teclado incluido'));
  await products.insertOne(product('precio 1.5 x (oferta)', 'a+b'));
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('embedded substring index', () => {
  const queries = ['teclado', 'mecanico 1', 'rojos', 'incluido', 'logitech', 'zzz', '1.5', '(oferta)', 'a+b', 'eclado mec'];

  it('answers like a plain scan', async () => {
    await expectSameAsScan(queries);
  });

  it('sees documents inserted, renamed, upserted, bulk-updated and deleted after it was built', async () => {
    await expectSameAsScan(['teclado']);
    const { insertedId } = await products.insertOne(product('camara deportiva', 'teclado de repuesto'));
    await expectSameAsScan(['camara', 'repuesto']);

    await products.findOneAndUpdate({ _id: insertedId }, { $set: { searchText: 'webcam nueva', searchDescription: 'microfono' } });
    await expectSameAsScan(['camara', 'webcam', 'microfono', 'repuesto']);

    await products.updateOne({ productName: 'mouse logitech' }, { $set: { searchText: 'raton logitech' } });
    await expectSameAsScan(['mouse', 'raton']);

    await products.updateOne(
      { productName: 'nuevo' },
      { $set: { ...product('nuevo'), searchText: 'parlante bluetooth' } },
      { upsert: true },
    );
    await expectSameAsScan(['parlante']);

    await products.updateMany({ category: 'Teclados' }, { $set: { searchDescription: 'garantia extendida' } });
    await expectSameAsScan(['garantia', 'rojos']);

    await products.deleteMany({ searchText: { $regex: /mecanico 1/ } });
    await expectSameAsScan(queries);

    // A stock change leaves the index as it is and the answers right.
    await products.updateOne({ _id: insertedId }, { $inc: { stock: -1 } });
    await expectSameAsScan(['webcam']);
  });

  it('leaves other patterns to the engine', async () => {
    expect(literalOf({ $regex: /teclado/i })).toBeNull();
    expect(literalOf({ $regex: /tec.ado/ })).toBeNull();
    expect(literalOf({ $regex: /\d+/ })).toBeNull();
    expect(literalOf({ $regex: /a\.b\(c\)/ })).toBe('a.b(c)');
    expect((await products.find({ searchText: { $regex: /TECLADO MECANICO 3/i } })).length).toBe(11);
    expect((await products.find({ searchText: { $regex: /^mouse/ } })).length).toBe(1);
    // Short queries are scanned, as before.
    expect(await search('15', false)).toEqual(await scan('15', false));
  });
});
