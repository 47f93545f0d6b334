/**
 * The sign-in and contact limits under parallel requests: each request takes its slot in the
 * store before the work (the bcrypt check, the stored message), so a crowd of requests started
 * at once gets no more than the limit between them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../functions/services/accounts/passwords.ts';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { body, createHarness, TEST_PASSWORD, type Harness } from './helpers.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Counts the password checks. `fast` stands in for bcrypt (the right password is TEST_PASSWORD)
 * where a test needs many checks and bcrypt's cost would only make it slow: the slots are taken
 * before the check either way.
 */
function countChecks(options: { fast: boolean }) {
  const checks = vi.spyOn(passwords, 'verifyPassword');
  if (options.fast) checks.mockImplementation(async (password) => password === TEST_PASSWORD);
  return checks;
}

const signin = (email: string, password: string, ip: string) => harness.request('/api/signin', { json: { email, password }, ip });

function statuses(responses: Response[]) {
  const count = (status: number) => responses.filter((response) => response.status === status).length;
  return { ok: count(200), refused: count(401), limited: count(429), other: responses.length - count(200) - count(401) - count(429) };
}

describe('sign-in limits under parallel guesses', () => {
  it('checks at most a handful of 60 parallel wrong passwords for one account, then refuses even the right one', async () => {
    const { email } = await accountFor('objetivo@correo.co');
    const checks = countChecks({ fast: false });
    const responses = await Promise.all(Array.from({ length: 60 }, (_, index) => signin(email, `adivinanza-${index}`, '10.20.0.1')));
    const counted = statuses(responses);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(10);
    expect(counted.refused).toBe(checks.mock.calls.length);
    expect(counted).toMatchObject({ ok: 0, other: 0, refused: rateRules.signinFailuresPerEmail.limit });
    expect(counted.limited).toBe(60 - counted.refused);
    const limited = responses.find((response) => response.status === 429);
    expect((await body(limited!)).message).toBe(messages.tooManyLoginAttempts);

    const right = await signin(email, TEST_PASSWORD, '10.20.0.1');
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
    // The lock is per e-mail and address: the owner elsewhere still signs in.
    expect((await signin(email, TEST_PASSWORD, '10.20.0.2')).status).toBe(200);
  });

  it('checks at most the address limit of 100 parallel unknown e-mails from one address', async () => {
    const checks = countChecks({ fast: true });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => signin(`nadie${index}@correo.co`, 'adivinanza-1', '10.21.0.1')),
    );
    const counted = statuses(responses);
    expect(rateRules.signinFailuresPerAddress.limit).toBeLessThan(100);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(rateRules.signinFailuresPerAddress.limit);
    expect(counted).toMatchObject({ ok: 0, other: 0, refused: rateRules.signinFailuresPerAddress.limit });
    expect(counted.refused).toBe(checks.mock.calls.length);
    // Another address is not affected.
    expect((await signin('nadie@correo.co', 'adivinanza-1', '10.21.0.2')).status).toBe(401);
  });

  it('counts a successful sign-in as no failure: it gives its slots back and forgives earlier failures', async () => {
    const { email } = await accountFor('constante@correo.co');
    countChecks({ fast: true });
    const ip = '10.22.0.1';
    const perEmail = rateRules.signinFailuresPerEmail.limit;
    for (let index = 0; index < perEmail - 1; index++) expect((await signin(email, 'mala-clave-1', ip)).status).toBe(401);
    expect((await signin(email, TEST_PASSWORD, ip)).status).toBe(200);
    for (let index = 0; index < perEmail - 1; index++) expect((await signin(email, 'mala-clave-1', ip)).status).toBe(401);
    // More successes from one address than its failure limit: none of them is counted.
    for (let index = 0; index < rateRules.signinFailuresPerAddress.limit; index++) {
      expect((await signin(email, TEST_PASSWORD, ip)).status).toBe(200);
    }
  });

  it('lets parallel right sign-ins of one account in: a success forgetting the window never refuses another', async () => {
    const { email } = await accountFor('paralelo@correo.co');
    countChecks({ fast: true });
    const parallel = rateRules.signinFailuresPerEmail.limit - 1;
    for (let round = 0; round < 10; round++) {
      const responses = await Promise.all(Array.from({ length: parallel }, () => signin(email, TEST_PASSWORD, '10.24.0.1')));
      expect(responses.map((response) => response.status)).toEqual(Array.from({ length: parallel }, () => 200));
    }
  });

  it('takes no slot for a request refused before the check (bad input, over-long password)', async () => {
    const { email } = await accountFor('entrada@correo.co');
    const checks = countChecks({ fast: true });
    const ip = '10.23.0.1';
    const limit = rateRules.signinFailuresPerAddress.limit;
    for (let index = 0; index <= limit; index++) {
      const password = index % 2 === 0 ? '' : 'x'.repeat(73);
      expect((await harness.request('/api/signin', { json: { email, password }, ip })).status).toBe(400);
    }
    expect(checks).not.toHaveBeenCalled();
    expect((await signin(email, TEST_PASSWORD, ip)).status).toBe(200);
  });
});

describe('contact form limit under parallel posts', () => {
  it('stores at most the limit of 100 parallel messages from one address', async () => {
    const form = { name: 'Ráfaga', email: 'rafaga@correo.co', subject: 'Hola', message: 'Mensaje repetido', acceptDataPolicy: true };
    const responses = await Promise.all(Array.from({ length: 100 }, () => harness.request('/api/forma', { json: form, ip: '10.30.0.1' })));
    const created = responses.filter((response) => response.status === 201).length;
    const limited = responses.filter((response) => response.status === 429).length;
    const stored = await harness.deps.store.collection('contactMessages').countDocuments({ ip: '10.30.0.1' });
    expect(stored).toBeLessThanOrEqual(rateRules.contactPerAddress.limit);
    expect(created).toBe(stored);
    expect(created + limited).toBe(100);
    const refusal = responses.find((response) => response.status === 429);
    expect((await body(refusal!)).message).toBe(messages.contactRateLimited);
  });
});

/** An account with the shared test password, created directly in the store. */
async function accountFor(email: string) {
  await harness.signInAs('GENERAL', email);
  return { email };
}
