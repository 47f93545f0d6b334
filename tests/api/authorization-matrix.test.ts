/**
 * Every endpoint marked (A), (U) or (O) in the API contract, checked signed out, as GENERAL, as
 * another user and as ADMIN. A new protected endpoint joins this table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createHarness, ORIGIN, type Harness } from './helpers.ts';

type Mark = 'A' | 'U';

interface Protected {
  mark: Mark;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  json?: (context: { userId: string }) => unknown;
  form?: () => FormData;
}

const matrix: Protected[] = [
  { mark: 'U', method: 'GET', path: '/api/user-details' },
  { mark: 'U', method: 'PATCH', path: '/api/profile', json: () => ({ name: 'Nombre Nuevo' }) },
  { mark: 'A', method: 'GET', path: '/api/all-user' },
  { mark: 'A', method: 'POST', path: '/api/update-user', json: ({ userId }) => ({ userId, role: 'GENERAL' }) },
  {
    mark: 'A',
    method: 'POST',
    path: '/api/media',
    form: () => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'a.png'));
      return form;
    },
  },
];

let harness: Harness;
let general: { cookie: string; userId: string };
let admin: { cookie: string; userId: string };
let target: { cookie: string; userId: string };

beforeAll(async () => {
  harness = await createHarness();
  general = await harness.signInAs('GENERAL');
  admin = await harness.signInAs('ADMIN');
  target = await harness.signInAs('GENERAL');
});
afterAll(() => harness.close());

function call(endpoint: Protected, cookie?: string) {
  const init: Parameters<Harness['request']>[1] = { method: endpoint.method, headers: { origin: ORIGIN } };
  if (cookie) init.cookie = cookie;
  if (endpoint.json) init.json = endpoint.json({ userId: target.userId });
  if (endpoint.form) init.body = endpoint.form();
  return harness.request(endpoint.path, init);
}

describe.each(matrix)('$mark $method $path', (endpoint) => {
  it('answers 401 signed out', async () => {
    const response = await call(endpoint);
    expect(response.status).toBe(401);
    expect((await body(response)).success).toBe(false);
  });

  it(endpoint.mark === 'A' ? 'answers 403 to a GENERAL user' : 'serves a GENERAL user', async () => {
    const response = await call(endpoint, general.cookie);
    if (endpoint.mark === 'A') expect(response.status).toBe(403);
    else expect(response.status).toBeLessThan(300);
  });

  it('serves an ADMIN', async () => {
    const response = await call(endpoint, admin.cookie);
    expect(response.status).toBeLessThan(300);
  });

  it('refuses a forged or tampered token', async () => {
    const [header, payload] = general.cookie.replace('token=', '').split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: admin.userId, exp: 9999999999 })).toString('base64url');
    const response = await call(endpoint, `token=${header}.${forgedPayload}.${payload}`);
    expect(response.status).toBe(401);
  });
});
