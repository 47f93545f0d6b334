/**
 * POST /api/reset-password/check: the reset page asks whether its link still works before the
 * form is filled. It never uses the link, says the same for used, replaced, expired and unknown
 * links, and is limited per address before the lookup (proved with parallel requests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_TTL_MS } from '../../functions/services/accounts/password-reset.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { accountAccessMessages } from '../../src/domain/accounts/messages-account-access.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { linksOf, outboxFor } from './outbox.ts';

let harness: Harness;
const start = new Date('2026-03-04T15:00:00Z');

beforeAll(async () => {
  harness = await createHarness({ now: start });
});
afterAll(() => harness.close());

const check = (token: string, ip = '10.70.0.1') => harness.request('/api/reset-password/check', { json: { token }, ip });
const reset = (token: string) =>
  harness.request('/api/reset-password', {
    json: { token, password: 'otra-clave-456', confirmPassword: 'otra-clave-456' },
    ip: '10.70.9.9',
  });

const tokensSent = async (email: string) =>
  (await outboxFor(harness, email, 'password-reset')).map(({ mail }) => {
    const link = linksOf(mail).find((href) => href.includes('/reset-password?token='))!;
    return new URL(link).searchParams.get('token')!;
  });

/** Asks for a reset link for this e-mail and returns the token of the message it sent. */
async function newResetToken(email: string, ip: string): Promise<string> {
  const before = new Set(await tokensSent(email));
  expect((await harness.request('/api/forgot-password', { json: { email }, ip })).status).toBe(200);
  const fresh = (await tokensSent(email)).filter((token) => !before.has(token));
  expect(fresh).toHaveLength(1);
  return fresh[0]!;
}

describe('POST /api/reset-password/check', () => {
  it('says a fresh link works, without using it: the reset still succeeds afterwards, and then the link is refused', async () => {
    await harness.signInAs('GENERAL', 'revisa@correo.co');
    const token = await newResetToken('revisa@correo.co', '10.70.1.1');
    const first = await check(token);
    expect(first.status).toBe(200);
    expect(await body(first)).toMatchObject({ success: true, data: { valid: true }, message: accountAccessMessages.resetLinkChecked });
    expect((await check(token)).status).toBe(200);
    expect((await reset(token)).status).toBe(200);

    const used = await check(token);
    expect(used.status).toBe(400);
    expect((await body(used)).message).toBe(messages.resetLinkInvalid);
  });

  it('refuses a replaced, an expired and an unknown link with the same message', async () => {
    await harness.signInAs('GENERAL', 'vencido@correo.co');
    const replaced = await newResetToken('vencido@correo.co', '10.70.2.1');
    const newest = await newResetToken('vencido@correo.co', '10.70.2.1');
    for (const token of [replaced, 'token-inventado']) {
      const answer = await check(token, '10.70.2.2');
      expect(answer.status).toBe(400);
      expect((await body(answer)).message).toBe(messages.resetLinkInvalid);
    }
    expect((await check(newest, '10.70.2.2')).status).toBe(200);
    harness.setNow(new Date(start.getTime() + RESET_LINK_TTL_MS + 1000));
    const expired = await check(newest, '10.70.2.3');
    expect(expired.status).toBe(400);
    expect((await body(expired)).message).toBe(messages.resetLinkInvalid);
    harness.setNow(start);
  });

  it('refuses an empty token with a Spanish 400', async () => {
    const answer = await check('   ', '10.70.3.1');
    expect(answer.status).toBe(400);
    expect((await body(answer)).message).toBe(messages.resetLinkInvalid);
  });

  it('allows one address 30 checks in 15 minutes among 60 parallel ones, known token or not', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => check(`inventado-${index}`, '10.70.4.1')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect((await body(refused)).message).toBe(accountAccessMessages.tooManyResetChecks);
  });
});
