import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { RESET_LINK_TTL_MS } from '../../functions/services/accounts/password-reset.ts';
import { body, createHarness, TEST_PASSWORD, type Harness } from './helpers.ts';
import { linksOf, outboxFor, readOutbox } from './outbox.ts';

let harness: Harness;
const NEW_PASSWORD = 'otra-clave-456';
const start = new Date('2026-03-04T15:00:00Z');

beforeAll(async () => {
  harness = await createHarness({ now: start });
});
afterAll(() => harness.close());

const forgot = (email: string, ip = '127.0.0.1') => harness.request('/api/forgot-password', { json: { email }, ip });
const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  harness.request('/api/reset-password', { json: { token, password, confirmPassword } });
const signin = (email: string, password: string) => harness.request('/api/signin', { json: { email, password }, ip: '10.9.9.9' });

/** The tokens of the reset links sent to this address. */
async function resetTokensSent(email: string): Promise<string[]> {
  const sent = await outboxFor(harness, email, 'password-reset');
  return sent.map(({ mail }) => {
    const link = linksOf(mail).find((href) => href.includes('/reset-password?token='));
    expect(link).toBeDefined();
    return new URL(link!).searchParams.get('token')!;
  });
}

describe('POST /api/forgot-password', () => {
  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const before = (await readOutbox(harness)).length;
    const response = await forgot('nadie@correo.co', '10.1.0.1');
    expect(response.status).toBe(200);
    expect((await body(response)).message).toBe(messages.forgotPasswordSent);
    expect(await readOutbox(harness)).toHaveLength(before);
  });

  it('sends one message to a known e-mail, whose link resets the password once and signs in', async () => {
    const { cookie: oldSession } = await harness.signInAs('GENERAL', 'olvido@correo.co');
    const response = await forgot('olvido@correo.co', '10.1.0.2');
    expect(response.status).toBe(200);
    expect((await body(response)).message).toBe(messages.forgotPasswordSent);
    const sent = await outboxFor(harness, 'olvido@correo.co', 'password-reset');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.mail.subject).toBe('Restablece tu contraseña');
    expect(sent[0]!.mail.text).toContain('/reset-password?token=');

    const [token] = await resetTokensSent('olvido@correo.co');
    expect(Buffer.from(token!, 'base64url')).toHaveLength(32);
    const user = await harness.deps.store.collection('users').findOne({ email: 'olvido@correo.co' });
    // Only the token's hash is stored.
    expect(JSON.stringify(user)).not.toContain(token!);

    const done = await reset(token!);
    expect(done.status).toBe(200);
    expect(done.headers.get('set-cookie')).toMatch(/token=/);
    const again = await reset(token!, 'tercera-clave-789');
    expect(again.status).toBe(400);
    expect((await body(again)).message).toBe(messages.resetLinkInvalid);

    // The old session and the old password stop working; the new one works.
    expect((await harness.request('/api/user-details', { cookie: oldSession })).status).toBe(401);
    expect((await signin('olvido@correo.co', TEST_PASSWORD)).status).toBe(401);
    expect((await signin('olvido@correo.co', NEW_PASSWORD)).status).toBe(200);
  });

  it('a newer link makes the older one stop working, and a link expires after an hour', async () => {
    await harness.signInAs('GENERAL', 'dos@correo.co');
    await forgot('dos@correo.co', '10.1.0.3');
    const [first] = await resetTokensSent('dos@correo.co');
    await forgot('dos@correo.co', '10.1.0.3');
    const second = (await resetTokensSent('dos@correo.co')).find((token) => token !== first)!;
    expect(second).toBeDefined();
    expect((await reset(first!)).status).toBe(400);

    harness.setNow(new Date(start.getTime() + RESET_LINK_TTL_MS + 1000));
    try {
      const late = await reset(second);
      expect(late.status).toBe(400);
      expect((await body(late)).message).toBe(messages.resetLinkInvalid);
    } finally {
      harness.setNow(start);
    }
  });

  it('refuses an unknown token and a confirmation that does not match, with a Spanish message', async () => {
    expect((await body(await reset('no-es-un-token'))).message).toBe(messages.resetLinkInvalid);
    const mismatch = await reset('x', NEW_PASSWORD, 'otra-cosa-000');
    expect(mismatch.status).toBe(400);
    expect((await body(mismatch)).message).toBe(messages.passwordsDoNotMatch);
  });

  it('is limited per e-mail and per address, even in parallel', async () => {
    await harness.signInAs('GENERAL', 'muchos@correo.co');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => forgot('muchos@correo.co', `10.2.0.${i}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(27);
    expect(await outboxFor(harness, 'muchos@correo.co', 'password-reset')).toHaveLength(3);

    const fromOne = await Promise.all(Array.from({ length: 30 }, (_, i) => forgot(`desconocido${i}@correo.co`, '10.3.0.1')));
    expect(fromOne.filter((answer) => answer.status === 200)).toHaveLength(10);
  });
});

describe('PATCH /api/profile/password', () => {
  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    const { cookie: here } = await harness.signInAs('GENERAL', 'cambia@correo.co');
    const login = await signin('cambia@correo.co', TEST_PASSWORD);
    const elsewhere = login.headers.get('set-cookie')!.split(';')[0]!;
    const change = (currentPassword: string) =>
      harness.request('/api/profile/password', {
        method: 'PATCH',
        json: { currentPassword, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        cookie: here,
      });

    const wrong = await change('no-es-la-clave');
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).message).toBe(messages.currentPasswordWrong);

    const done = await change(TEST_PASSWORD);
    expect(done.status).toBe(200);
    expect((await body(done)).message).toBe(messages.passwordChanged);
    expect((await harness.request('/api/user-details', { cookie: here })).status).toBe(200);
    expect((await harness.request('/api/user-details', { cookie: elsewhere })).status).toBe(401);
    expect((await signin('cambia@correo.co', NEW_PASSWORD)).status).toBe(200);
  });

  it('is for signed-in users only', async () => {
    const response = await harness.request('/api/profile/password', {
      method: 'PATCH',
      json: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(401);
  });
});
