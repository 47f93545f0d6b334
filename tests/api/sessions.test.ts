/**
 * Sessions the server can end: a logout ends that session's token at once, a password change
 * ends every older token of the user, and the session list never leaves the server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureAdmin } from '../../functions/services/accounts/accounts.ts';
import * as passwords from '../../functions/services/accounts/passwords.ts';
import { MAX_SESSIONS_PER_USER } from '../../functions/services/accounts/sessions.ts';
import { body, createHarness, TEST_PASSWORD, type Harness } from './helpers.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());
afterEach(() => {
  vi.restoreAllMocks();
});

function sessionCookie(response: Response): string {
  const token = response.headers.getSetCookie().find((value) => value.startsWith('token='));
  return token?.split(';')[0] ?? '';
}

async function signIn(email: string, password = TEST_PASSWORD) {
  const response = await harness.request('/api/signin', { json: { email, password } });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

const detailsStatus = async (cookie: string) => (await harness.request('/api/user-details', { cookie })).status;

describe('logout', () => {
  it('ends the session: the old cookie gets 401 even after it was verified and remembered', async () => {
    await harness.signInAs('GENERAL', 'salida@correo.co');
    const cookie = await signIn('salida@correo.co');
    const otherBrowser = await signIn('salida@correo.co');
    expect(await detailsStatus(cookie)).toBe(200);

    const logout = await harness.request('/api/userLogout', { method: 'POST', cookie });
    expect(logout.status).toBe(200);
    expect(await detailsStatus(cookie)).toBe(401);
    expect((await harness.request('/api/addtocart', { cookie, json: { productId: 'ffffffffffffffffffffffff' } })).status).toBe(401);
    // Only that session: the same user's other browser stays signed in, and a fresh sign-in works.
    expect(await detailsStatus(otherBrowser)).toBe(200);
    expect(await detailsStatus(await signIn('salida@correo.co'))).toBe(200);
  });

  it('ends a session by GET too, and answers 200 to a logout without a session', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    expect((await harness.request('/api/userLogout', { cookie })).status).toBe(200);
    expect(await detailsStatus(cookie)).toBe(401);
    expect((await harness.request('/api/userLogout', { method: 'POST' })).status).toBe(200);
    expect((await harness.request('/api/userLogout', { method: 'POST', cookie })).status).toBe(200);
  });
});

describe('password change', () => {
  it('ends every older session of the user; the new password signs in', async () => {
    const email = 'cambio@correo.co';
    const first = await harness.signInAs('GENERAL', email);
    const second = await signIn(email);
    const stranger = await harness.signInAs('GENERAL');
    expect(await detailsStatus(first.cookie)).toBe(200);
    expect(await detailsStatus(second)).toBe(200);

    // `npm run create-admin` re-keying an existing account is a password change.
    await ensureAdmin(harness.deps.store, { email, password: 'otra-clave-segura', name: 'Admin', tel: '3000000000' }, harness.deps.clock());
    expect(await detailsStatus(first.cookie)).toBe(401);
    expect(await detailsStatus(second)).toBe(401);
    expect(await detailsStatus(stranger.cookie)).toBe(200);

    expect((await harness.request('/api/signin', { json: { email, password: TEST_PASSWORD } })).status).toBe(401);
    const fresh = await signIn(email, 'otra-clave-segura');
    const { data } = await body<{ data: { role: string } }>(await harness.request('/api/user-details', { cookie: fresh }));
    expect(data.role).toBe('ADMIN');
  });
});

describe('the session list', () => {
  it('keeps the newest sessions only: signing in on one browser too many ends the oldest', async () => {
    // bcrypt's cost would only make this slow: the right password is the shared test password.
    vi.spyOn(passwords, 'verifyPassword').mockImplementation(async (password) => password === TEST_PASSWORD);
    const { cookie: oldest } = await harness.signInAs('GENERAL', 'muchos@correo.co');
    const cookies: string[] = [];
    for (let index = 0; index < MAX_SESSIONS_PER_USER; index++) cookies.push(await signIn('muchos@correo.co'));
    expect(await detailsStatus(oldest)).toBe(401);
    for (const cookie of cookies) expect(await detailsStatus(cookie)).toBe(200);
    const stored = await harness.deps.store.collection('users').findOne({ email: 'muchos@correo.co' });
    expect(stored?.sessions).toHaveLength(MAX_SESSIONS_PER_USER);
  });

  it('never leaves the server: not in sign-in, user-details, the user list or a role change', async () => {
    const admin = await harness.signInAs('ADMIN');
    const user = await harness.signInAs('GENERAL', 'privada@correo.co');
    const signin = await harness.request('/api/signin', { json: { email: 'privada@correo.co', password: TEST_PASSWORD } });
    const answers = [
      await signin.text(),
      await (await harness.request('/api/user-details', { cookie: user.cookie })).text(),
      await (await harness.request('/api/all-user', { cookie: admin.cookie })).text(),
      await (await harness.request('/api/update-user', { cookie: admin.cookie, json: { userId: user.userId, role: 'GENERAL' } })).text(),
    ];
    const stored = await harness.deps.store.collection('users').findOne({ _id: user.userId });
    const sessionIds = stored?.sessions?.map((session) => session.id) ?? [];
    expect(sessionIds.length).toBe(2);
    for (const answer of answers) {
      expect(answer).toContain('privada@correo.co');
      expect(answer).not.toContain('sessions');
      expect(answer).not.toContain('passwordHash');
      for (const id of sessionIds) expect(answer).not.toContain(id);
    }
  });
});
