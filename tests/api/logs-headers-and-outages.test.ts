/**
 * Operations and security: request logs, security headers, production cookies behind https, and
 * a store that goes away and comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/app.ts';
import type { LogEntry } from '../../functions/integrations/logger.ts';
import { StoreUnavailableError, type Collection, type Store } from '../../functions/store/contract.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { body, createHarness, TEST_PASSWORD, type Harness } from './helpers.ts';

describe('request logs', () => {
  const entries: LogEntry[] = [];
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness({ log: (entry) => entries.push(entry) });
  });
  afterAll(() => harness.close());

  it('writes one structured line per request, without the query, and echoes the request id', async () => {
    const response = await harness.request('/api/search?q=ana%40correo.co', { headers: { 'x-request-id': 'prueba-123' } });
    expect(response.headers.get('x-request-id')).toBe('prueba-123');
    const entry = entries.find((candidate) => candidate.event === 'request' && candidate.requestId === 'prueba-123');
    expect(entry).toMatchObject({ level: 'info', method: 'GET', path: '/api/search', status: 200 });
    expect(typeof entry?.ms).toBe('number');
    expect(JSON.stringify(entries)).not.toContain('correo');

    const generated = await harness.request('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});

describe('security headers on API answers', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness();
  });
  afterAll(() => harness.close());

  it('forbids framing, sniffing and any resource', async () => {
    const response = await harness.request('/api/get-categoryProduct');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });
});

describe('production behind https', () => {
  let harness: Harness;
  const site = 'https://tienda.example';
  beforeAll(async () => {
    harness = await createHarness({
      env: {
        NETLIFY: 'true',
        JWT_SECRET: 'x'.repeat(48),
        MONGODB_URI: 'mongodb://no-usado',
        SITE_URL: site,
        ALLOW_SANDBOX_PAYMENTS: 'true',
        ALLOW_TEST_INVOICES: 'true',
        CLOUDINARY_URL: 'cloudinary://clave:secreto@nube',
        SMTP_URL: 'smtp://usuario:clave@127.0.0.1:2525',
        SHOP_NOTIFY_EMAIL: 'duena@tienda.example',
      },
    });
  });
  afterAll(() => harness.close());

  const call = (path: string, init: RequestInit = {}) =>
    harness.app.request(`${site}${path}`, { ...init, headers: { origin: site, 'x-forwarded-proto': 'https', ...init.headers } });

  it('sets the session as a __Host- cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const { userId } = await harness.signInAs('GENERAL', 'produccion@correo.co');
    expect(userId).toBeTruthy();
    const response = await call('/api/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'produccion@correo.co', password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-token=/);
    for (const attribute of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']) expect(cookie).toContain(attribute);
    expect(cookie.toLowerCase()).not.toContain('domain=');

    const token = /^__Host-token=([^;]+)/.exec(cookie)?.[1];
    expect((await call('/api/user-details', { headers: { cookie: `__Host-token=${token}` } })).status).toBe(200);
    // Over https a cookie without the prefix is not a session.
    expect((await call('/api/user-details', { headers: { cookie: `token=${token}` } })).status).toBe(401);
  });

  it('accepts state changes only from SITE_URL', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const foreign = await call('/api/profile', {
      method: 'PATCH',
      headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'X' }),
    });
    expect(foreign.status).toBe(403);
  });
});

describe('the store going away', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness();
  });
  afterAll(() => harness.close());

  /** The real store, except that every operation fails while `down` is set. */
  function flaky(store: Store) {
    const state = { down: false };
    const wrap = <T extends { _id: string }>(collection: Collection<T>): Collection<T> =>
      new Proxy(collection, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (state.down) return Promise.reject(new StoreUnavailableError(new Error('connection refused')));
            return (value as (...inner: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    const proxy: Store = { ...store, collection: (name) => wrap(store.collection(name)) };
    return { proxy, state };
  }

  it('answers 503 with a Spanish message and recovers on the next request', async () => {
    const { proxy, state } = flaky(harness.deps.store);
    const app = createApp({ ...harness.deps, store: proxy });
    state.down = true;
    const down = await app.request('http://localhost/api/get-product');
    expect(down.status).toBe(503);
    expect(await body(down)).toEqual({ success: false, error: true, message: messages.storeUnavailable });
    state.down = false;
    const back = await app.request('http://localhost/api/get-product');
    expect(back.status).toBe(200);
  });
});
