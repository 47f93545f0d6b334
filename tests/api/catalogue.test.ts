import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const products = async (response: Response) => (await body<{ data: Product[] }>(response)).data;

describe('POST /api/category-product', () => {
  it('finds products by category name, slug or id', async () => {
    const byName = await products(await harness.request('/api/category-product', { json: { category: 'Cámaras' } }));
    expect(byName.length).toBeGreaterThan(1);
    expect(byName.every((product) => product.category === 'Cámaras')).toBe(true);

    const bySlug = await products(await harness.request('/api/category-product', { json: { category: 'camaras' } }));
    expect(bySlug.map((p) => p._id)).toEqual(byName.map((p) => p._id));

    const categories = (await body<{ data: { _id: string; name: string }[] }>(await harness.request('/api/get-categoryProduct'))).data;
    const cameras = categories.find((category) => category.name === 'Cámaras')!;
    const byId = await products(await harness.request('/api/category-product', { json: { category: cameras._id } }));
    expect(byId.map((p) => p._id)).toEqual(byName.map((p) => p._id));
  });

  it('answers an empty list for a category without products', async () => {
    const response = await harness.request('/api/category-product', { json: { category: 'No existe' } });
    expect(response.status).toBe(200);
    expect(await products(response)).toEqual([]);
  });

  it('refuses a missing or non-string category with 400', async () => {
    for (const json of [{}, { category: '' }, { category: { $ne: null } }, { category: ['Cámaras'] }]) {
      const response = await harness.request('/api/category-product', { json });
      expect(response.status).toBe(400);
      expect((await body(response)).success).toBe(false);
    }
  });
});

describe('GET /api/search', () => {
  const search = async (query: string) => products(await harness.request(`/api/search?${query}`));

  it('is case- and accent-insensitive: "camara" finds "Cámara"', async () => {
    const hits = await search('q=camara');
    expect(hits.some((product) => product.productName.includes('Cámara deportiva'))).toBe(true);
    expect(await search('q=CÁMARA')).toEqual(hits);
  });

  it('matches brand and category, and the description only when asked', async () => {
    expect(
      (await search('q=logitech')).every((p) => `${p.productName} ${p.brandName} ${p.category}`.toLowerCase().includes('logitech')),
    ).toBe(true);
    const word = 'refrigeración';
    const withoutDescription = await search(`q=${encodeURIComponent(word)}`);
    const withDescription = await search(`q=${encodeURIComponent(word)}&description=true`);
    expect(withDescription.length).toBeGreaterThan(withoutDescription.length);
  });

  it('treats regex characters literally and answers empty results', async () => {
    for (const query of ['.*', '(', '[a-z]+', '\\', '$^|?', '"']) {
      const response = await harness.request(`/api/search?q=${encodeURIComponent(query)}&description=true`);
      expect(response.status).toBe(200);
      // Every hit really contains the characters as typed; '.*' does not match everything.
      for (const product of await products(response)) {
        expect(`${product.productName} ${product.brandName} ${product.category} ${product.description}`).toContain(query);
      }
    }
    expect(await search('q=.*')).toEqual([]);
    expect(await search('q=')).toEqual([]);
    expect(await search('q=zzzznoexiste')).toEqual([]);
  });

  it('refuses an over-long query with 400', async () => {
    const response = await harness.request(`/api/search?q=${'a'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(messages.searchQueryTooLong);
  });
});

describe('POST /api/filter-product', () => {
  it('filters by categories and price range and sorts by price', async () => {
    const response = await harness.request('/api/filter-product', {
      json: { category: ['Cámaras', 'Webcams'], minPrice: 100_000, maxPrice: 3_000_000, sort: 'price-asc' },
    });
    const hits = await products(response);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((p) => ['Cámaras', 'Webcams'].includes(p.category))).toBe(true);
    expect(hits.every((p) => p.sellingPrice >= 100_000 && p.sellingPrice <= 3_000_000)).toBe(true);
    const prices = hits.map((p) => p.sellingPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const descending = await products(await harness.request('/api/filter-product', { json: { sort: 'price-desc' } }));
    expect(descending[0]!.sellingPrice).toBeGreaterThanOrEqual(descending.at(-1)!.sellingPrice);
  });

  it('answers every product for an empty filter and none for an impossible range', async () => {
    expect((await products(await harness.request('/api/filter-product', { json: {} }))).length).toBeGreaterThanOrEqual(60);
    expect(await products(await harness.request('/api/filter-product', { json: { minPrice: 999_999_999 } }))).toEqual([]);
  });

  it('refuses bad filters with 400', async () => {
    for (const json of [
      { minPrice: -1 },
      { minPrice: '10' },
      { sort: 'cheapest' },
      { category: 'Cámaras' },
      { category: [{ $gt: '' }] },
      { minPrice: 10, maxPrice: 5 },
    ]) {
      const response = await harness.request('/api/filter-product', { json });
      expect(response.status).toBe(400);
    }
  });
});

describe('POST /api/forma', () => {
  const form = {
    name: 'Laura Gómez',
    email: 'laura@example.co',
    subject: 'Horario',
    message: '¿Abren el domingo?',
    acceptDataPolicy: true,
  };

  it('stores a valid message', async () => {
    const response = await harness.request('/api/forma', { json: form, ip: '10.0.0.1' });
    expect(response.status).toBe(201);
    expect(await body(response)).toMatchObject({ success: true, message: messages.contactSent });
    const stored = await harness.deps.store.collection('contactMessages').findOne({ email: 'laura@example.co' });
    expect(stored?.message).toBe('¿Abren el domingo?');
  });

  it('accepts a message without subject', async () => {
    const { subject: _subject, ...withoutSubject } = form;
    expect((await harness.request('/api/forma', { json: withoutSubject, ip: '10.0.0.2' })).status).toBe(201);
  });

  it('refuses missing fields and a malformed e-mail with the field message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, name: '  ' }, messages.contactNameRequired],
      [{ ...form, email: 'no-es-correo' }, messages.contactEmailInvalid],
      [{ ...form, message: '' }, messages.contactMessageRequired],
      [{ email: form.email, message: form.message }, messages.contactNameRequired],
      [{ ...form, name: { $gt: '' } }, messages.contactNameRequired],
    ];
    for (const [json, message] of cases) {
      const response = await harness.request('/api/forma', { json, ip: '10.0.0.3' });
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe(message);
    }
  });

  it('limits each address to a few messages per window with a Spanish 429', async () => {
    for (let index = 0; index < rateRules.contactPerAddress.limit; index++) {
      expect((await harness.request('/api/forma', { json: form, ip: '10.0.0.9' })).status).toBe(201);
    }
    const refused = await harness.request('/api/forma', { json: form, ip: '10.0.0.9' });
    expect(refused.status).toBe(429);
    expect((await body(refused)).message).toBe(messages.contactRateLimited);
    // Another address is not affected, and the window passes.
    expect((await harness.request('/api/forma', { json: form, ip: '10.0.0.10' })).status).toBe(201);
    harness.setNow(new Date(harness.deps.clock().getTime() + 11 * 60 * 1000));
    expect((await harness.request('/api/forma', { json: form, ip: '10.0.0.9' })).status).toBe(201);
  });
});

describe('GET /api/product-prices', () => {
  it('answers the current price and stock of the given products', async () => {
    const all = await products(await harness.request('/api/get-product?limit=3'));
    const ids = all.map((product) => product._id);
    await harness.deps.store.collection('products').updateOne({ _id: ids[0] }, { $set: { sellingPrice: 12_345, stock: 0 } });
    const response = await harness.request(`/api/product-prices?ids=${ids.join(',')}`);
    expect(response.status).toBe(200);
    const prices = (await body<{ data: { _id: string; sellingPrice: number; stock: number; price: number }[] }>(response)).data;
    expect(prices).toHaveLength(3);
    const changed = prices.find((price) => price._id === ids[0]);
    expect(changed).toMatchObject({ sellingPrice: 12_345, stock: 0 });
    expect(Object.keys(changed!).sort()).toEqual(['_id', 'price', 'sellingPrice', 'stock']);
  });

  it('refuses missing, malformed or too many ids with 400', async () => {
    const many = Array.from({ length: 201 }, (_, index) => index.toString(16).padStart(24, '0')).join(',');
    for (const query of ['', 'ids=', 'ids=nope', `ids=${many}`]) {
      expect((await harness.request(`/api/product-prices?${query}`)).status).toBe(400);
    }
  });
});
