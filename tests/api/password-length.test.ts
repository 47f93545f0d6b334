/**
 * Only the first 72 bytes of a password would count with bcrypt: the API refuses longer ones at
 * sign-up (400) and at login (400, before any check or count), so no two passwords that differ
 * only after the 72nd byte can both open an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { pngDataUrl } from '../fixtures/images.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const account = (email: string, password: string) => ({
  name: 'Largo',
  email,
  tel: '3001234567',
  password,
  confirmPassword: password,
  profilePic: pngDataUrl,
  acceptDataPolicy: true,
});

describe('passwords over 72 bytes', () => {
  it('refuses them at sign-up with the Spanish message, counting bytes, and stores nothing', async () => {
    for (const password of ['a'.repeat(73), 'ñ'.repeat(37), '🙂'.repeat(19)]) {
      const response = await harness.request('/api/signup', { json: account('largo@correo.co', password) });
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe(messages.passwordTooLong);
    }
    expect(await harness.deps.store.collection('users').findOne({ email: 'largo@correo.co' })).toBeNull();
  });

  it('takes exactly 72 bytes, and refuses at login a longer password that bcrypt would have cut to the right one', async () => {
    const password = `${'ñ'.repeat(30)}${'a'.repeat(12)}`;
    expect((await harness.request('/api/signup', { json: account('justo@correo.co', password) })).status).toBe(201);
    expect((await harness.request('/api/signin', { json: { email: 'justo@correo.co', password } })).status).toBe(200);
    const longer = await harness.request('/api/signin', { json: { email: 'justo@correo.co', password: `${password}-extra` } });
    expect(longer.status).toBe(400);
    expect((await body(longer)).message).toBe(messages.passwordTooLong);
    expect(longer.headers.get('set-cookie')).toBeNull();
  });
});
