import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

describe('health', () => {
  it('reports the engines in use', async () => {
    const response = await harness.request('/api/health');
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ ok: true, store: 'embedded', payments: 'sandbox', media: 'local' });
  });
});

describe('envelope and errors', () => {
  it('answers an unknown route with 404 and a Spanish message', async () => {
    const response = await harness.request('/api/no-existe');
    expect(response.status).toBe(404);
    expect(await body(response)).toEqual({ success: false, error: true, message: messages.routeNotFound });
  });

  it('refuses a malformed JSON body with 400', async () => {
    const response = await harness.request('/api/product-details', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"productId": ',
    });
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ success: false, error: true, message: messages.invalidJson });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await harness.request('/api/product-details', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(harness.deps.config.bodyLimitBytes + 10),
    });
    expect(response.status).toBe(413);
    expect((await body(response)).message).toBe(messages.payloadTooLarge);
  });

  it('refuses a state-changing request with a cookie from a foreign origin', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const response = await harness.request('/api/product-details', {
      json: { productId: '0123456789abcdef01234567' },
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await body(response)).message).toBe(messages.foreignOrigin);
  });

  it('accepts the same request from the site origin', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const response = await harness.request('/api/product-details', {
      json: { productId: '0123456789abcdef01234567' },
      cookie,
    });
    expect(response.status).toBe(404);
  });

  it('sets security headers and no-store on API answers', async () => {
    const response = await harness.request('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('catalogue reads', () => {
  it('lists at least 60 products, newest first, without internal fields', async () => {
    const response = await harness.request('/api/get-product');
    expect(response.status).toBe(200);
    const { success, data } = await body<{ success: boolean; data: Record<string, unknown>[] }>(response);
    expect(success).toBe(true);
    expect(data.length).toBeGreaterThanOrEqual(60);
    const dates = data.map((product) => String(product.createdAt));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data[0]).not.toHaveProperty('searchText');
    expect(data[0]?._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('filters by category and pages with limit and skip', async () => {
    const all = await body<{ data: { _id: string; category: string }[] }>(await harness.request('/api/get-product?category=Cámaras'));
    expect(all.data.length).toBeGreaterThan(1);
    expect(all.data.every((product) => product.category === 'Cámaras')).toBe(true);
    const page = await body<{ data: { _id: string }[] }>(
      await harness.request(`/api/get-product?category=${encodeURIComponent('Cámaras')}&limit=1&skip=1`),
    );
    expect(page.data.map((product) => product._id)).toEqual([all.data[1]?._id]);
  });

  it('refuses a non-numeric limit with 400', async () => {
    const response = await harness.request('/api/get-product?limit=abc');
    expect(response.status).toBe(400);
    expect((await body(response)).success).toBe(false);
  });

  it('returns one product, 404 for an unknown id and 400 for a malformed one', async () => {
    const list = await body<{ data: { _id: string; productName: string }[] }>(await harness.request('/api/get-product?limit=1'));
    const first = list.data[0]!;
    const found = await harness.request('/api/product-details', { json: { productId: first._id } });
    expect(found.status).toBe(200);
    expect((await body<{ data: { productName: string } }>(found)).data.productName).toBe(first.productName);

    const missing = await harness.request('/api/product-details', { json: { productId: 'ffffffffffffffffffffffff' } });
    expect(missing.status).toBe(404);
    expect((await body(missing)).message).toBe(messages.productNotFound);

    for (const productId of ['nope', { $gt: '' }, 42, null]) {
      const bad = await harness.request('/api/product-details', { json: { productId } });
      expect(bad.status).toBe(400);
    }
  });

  it('lists the categories with name, slug and image', async () => {
    const response = await harness.request('/api/get-categoryProduct');
    const { data } = await body<{ data: { name: string; slug: string; image: string }[] }>(response);
    const names = data.map((category) => category.name);
    for (const name of ['Destacados', 'Productos', 'Servicios', 'Servicios-Home', 'Cámaras', 'Móviles']) {
      expect(names).toContain(name);
    }
    expect(data.find((category) => category.name === 'Cámaras')?.slug).toBe('camaras');
  });
});

describe('admin guard', () => {
  it('answers /api/all-user with 401 signed out, 403 for GENERAL and 200 for ADMIN', async () => {
    expect((await harness.request('/api/all-user')).status).toBe(401);
    const general = await harness.signInAs('GENERAL');
    const refused = await harness.request('/api/all-user', { cookie: general.cookie });
    expect(refused.status).toBe(403);
    expect((await body(refused)).message).toBe(messages.adminOnly);

    const admin = await harness.signInAs('ADMIN');
    const allowed = await harness.request('/api/all-user', { cookie: admin.cookie });
    expect(allowed.status).toBe(200);
    const { data } = await body<{ data: Record<string, unknown>[] }>(allowed);
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.every((user) => !('passwordHash' in user))).toBe(true);
  });

  it('re-reads the role on every request', async () => {
    const { cookie, userId } = await harness.signInAs('ADMIN');
    expect((await harness.request('/api/all-user', { cookie })).status).toBe(200);
    await harness.deps.store.collection('users').updateOne({ _id: userId }, { $set: { role: 'GENERAL' } });
    expect((await harness.request('/api/all-user', { cookie })).status).toBe(403);
  });
});
