/**
 * Catalogue answers are cached per catalogue version: they must never outlive a write (an admin
 * edit, a stock change at capture), they revalidate with an ETag, and they are compressed as the
 * client accepts.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueAnswers } from '../../functions/http/catalogue-answers.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let admin: { cookie: string };
let product: Product;

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.signInAs('ADMIN');
  const listed = await body<{ data: Product[] }>(await harness.request('/api/get-product?limit=1'));
  product = listed.data[0]!;
});
afterAll(() => harness.close());

async function details(productId: string): Promise<Product> {
  return (await body<{ data: Product }>(await harness.request('/api/product-details', { json: { productId } }))).data;
}

async function listed(path: string): Promise<Product | undefined> {
  return (await body<{ data: Product[] }>(await harness.request(path))).data.find((item) => item._id === product._id);
}

describe('cached catalogue answers', () => {
  it('show an admin edit at once, on every read that has the product', async () => {
    const query = encodeURIComponent(product.productName);
    // Fill the caches first.
    expect((await details(product._id)).sellingPrice).toBe(product.sellingPrice);
    expect((await listed('/api/get-product'))?.sellingPrice).toBe(product.sellingPrice);
    expect((await listed(`/api/search?q=${query}`))?.sellingPrice).toBe(product.sellingPrice);

    const newPrice = product.sellingPrice - 1_000;
    const { _id, productName, brandName, category, productImage, description, price, stock } = product;
    const edited = await harness.request('/api/update-product', {
      cookie: admin.cookie,
      json: { _id, productName, brandName, category, productImage, description, price, sellingPrice: newPrice, stock },
    });
    expect(edited.status).toBe(200);

    expect((await details(product._id)).sellingPrice).toBe(newPrice);
    expect((await listed('/api/get-product'))?.sellingPrice).toBe(newPrice);
    expect((await listed(`/api/search?q=${query}`))?.sellingPrice).toBe(newPrice);
    const prices = await body<{ data: { _id: string; sellingPrice: number }[] }>(
      await harness.request(`/api/product-prices?ids=${product._id}`),
    );
    expect(prices.data[0]?.sellingPrice).toBe(newPrice);
  });

  it('show a stock change made by a checkout (a direct store write)', async () => {
    const before = (await details(product._id)).stock;
    await harness.deps.store.collection('products').updateOne({ _id: product._id }, { $inc: { stock: -1 } });
    expect((await details(product._id)).stock).toBe(before - 1);
  });

  it('answer 304 to a matching ETag, and 200 with a new ETag once the catalogue changed', async () => {
    const first = await harness.request('/api/get-product?limit=5');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const again = await harness.request('/api/get-product?limit=5', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await harness.deps.store.collection('products').updateOne({ _id: product._id }, { $inc: { stock: 1 } });
    const changed = await harness.request('/api/get-product?limit=5', { headers: { 'if-none-match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('compress the answer as the client accepts: brotli first, then gzip, else plain', async () => {
    const plain = await harness.request('/api/get-product');
    const plainText = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');

    const unpack = { br: brotliDecompressSync, gzip: gunzipSync };
    const cases: [string, 'br' | 'gzip' | null][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', null],
    ];
    for (const [accepted, expected] of cases) {
      const response = await harness.request('/api/get-product', { headers: { 'accept-encoding': accepted } });
      expect(response.headers.get('content-encoding'), accepted).toBe(expected);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (expected === null) {
        expect(bytes.toString('utf8')).toBe(plainText);
      } else {
        expect(bytes.length).toBeLessThan(plainText.length / 3);
        expect(unpack[expected](bytes).toString('utf8')).toBe(plainText);
      }
    }
  });

  it('never cache a failure', async () => {
    const missing = '0123456789abcdef01234567';
    expect((await harness.request('/api/product-details', { json: { productId: missing } })).status).toBe(404);
    await harness.deps.store
      .collection('products')
      .insertOne({ ...(await harness.deps.store.collection('products').findOne({ _id: product._id }))!, _id: missing });
    expect((await details(missing))._id).toBe(missing);
  });
});

describe('the answer cache', () => {
  it('drops everything when the version moves, and refuses an answer built for an older version', () => {
    const cache = new CatalogueAnswers();
    expect(cache.get(1, 'a')).toBeNull();
    cache.put(1, 'a', '"uno"');
    expect(cache.get(1, 'a')?.json).toBe('"uno"');
    expect(cache.get(2, 'a')).toBeNull();
    cache.put(1, 'a', '"viejo"');
    expect(cache.get(2, 'a')).toBeNull();
  });

  it('lets an answer expire after a minute', () => {
    let now = 0;
    const cache = new CatalogueAnswers(() => now);
    cache.get(1, 'a');
    cache.put(1, 'a', '"uno"');
    now = 59_000;
    expect(cache.get(1, 'a')).not.toBeNull();
    now = 61_000;
    expect(cache.get(1, 'a')).toBeNull();
  });

  it('evicts the least recently used answers beyond its size', () => {
    const cache = new CatalogueAnswers();
    const big = 'x'.repeat(7 * 1024 * 1024);
    cache.get(1, 'first');
    for (const key of ['first', 'second', 'third', 'fourth']) cache.put(1, key, big);
    expect(cache.get(1, 'first')).not.toBeNull();
    cache.put(1, 'fifth', big);
    expect(cache.get(1, 'second')).toBeNull();
    expect(cache.get(1, 'first')).not.toBeNull();
    expect(cache.get(1, 'fifth')).not.toBeNull();
  });
});
