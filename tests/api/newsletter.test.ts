/**
 * The footer's newsletter: a subscription only with the marketing consent, one per e-mail, the
 * same answer whoever asks, and a one-click unsubscribe link (the page's, and RFC 8058's POST).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_POLICY_VERSION } from '../../src/domain/consent.ts';
import { rateRules } from '../../src/domain/limits.ts';
import { messages } from '../../src/domain/messages.ts';
import { body, createHarness, ORIGIN, type Harness } from './helpers.ts';
import { linksOf, outboxFor } from './outbox.ts';

let harness: Harness;
let counter = 0;

beforeAll(async () => {
  harness = await createHarness();
});
afterAll(async () => {
  await harness.close();
});

/** A distinct address per call, so the per-address limit never decides a test it is not about. */
const subscribe = (json: unknown, ip = `10.70.0.${++counter}`) => harness.request('/api/newsletter', { json, ip });
const subscriptionOf = (email: string) => harness.deps.store.collection('subscriptions').findOne({ email });

/** Subscribes and answers the token of the confirmation's unsubscribe link. */
async function subscribedToken(email: string): Promise<string> {
  expect((await subscribe({ email, acceptMarketing: true })).status).toBe(200);
  const [confirmation] = await outboxFor(harness, email, 'newsletter-welcome');
  const link = linksOf(confirmation!.mail).find((href) => href.includes('/darse-de-baja?token='));
  return new URL(link!).searchParams.get('token')!;
}

describe('POST /api/newsletter', () => {
  it('stores nothing and sends nothing without the marketing box', async () => {
    for (const json of [{ email: 'sin-casilla@correo.co' }, { email: 'sin-casilla@correo.co', acceptMarketing: false }, { email: 'sin-casilla@correo.co', acceptMarketing: 'true' }]) {
      const response = await subscribe(json);
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe(messages.marketingConsentRequired);
    }
    expect(await subscriptionOf('sin-casilla@correo.co')).toBeNull();
    expect(await outboxFor(harness, 'sin-casilla@correo.co')).toEqual([]);
  });

  it('stores the subscription with the marketing consent, and confirms it with the unsubscribe link and the one-click headers', async () => {
    const response = await subscribe({ email: '  Vecina@Correo.co ', acceptMarketing: true });
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ success: true, error: false, message: messages.newsletterSubscribed });
    const stored = await subscriptionOf('vecina@correo.co');
    expect(stored?.consents).toEqual([{ kind: 'marketing', version: DATA_POLICY_VERSION, acceptedAt: harness.deps.clock() }]);
    // Only the token's hash is kept.
    expect(stored?.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const [confirmation, ...others] = await outboxFor(harness, 'vecina@correo.co', 'newsletter-welcome');
    expect(others).toEqual([]);
    const link = linksOf(confirmation!.mail).find((href) => href.includes('/darse-de-baja?token='));
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    expect(JSON.stringify(stored)).not.toContain(token);
    const header = (key: string) => confirmation!.mail.headerLines.find((line) => line.key === key)?.line;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toContain(`/api/newsletter/unsubscribe?token=${token}>`);
  });

  it('answers a second subscription exactly like the first, and keeps one subscription and one confirmation', async () => {
    const first = await body(await subscribe({ email: 'dos-veces@correo.co', acceptMarketing: true }));
    const again = await subscribe({ email: 'DOS-VECES@correo.co', acceptMarketing: true });
    expect(again.status).toBe(200);
    expect(await body(again)).toEqual(first);
    expect(await harness.deps.store.collection('subscriptions').countDocuments({ email: 'dos-veces@correo.co' })).toBe(1);
    expect(await outboxFor(harness, 'dos-veces@correo.co', 'newsletter-welcome')).toHaveLength(1);
  });

  it('limits the subscriptions asked for one e-mail with a Spanish 429', async () => {
    const email = 'insistente@correo.co';
    for (let index = 0; index < rateRules.newsletterPerEmail.limit; index++) {
      expect((await subscribe({ email, acceptMarketing: true })).status).toBe(200);
    }
    const refused = await subscribe({ email, acceptMarketing: true });
    expect(refused.status).toBe(429);
    expect((await body(refused)).message).toBe(messages.newsletterRateLimited);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('ends the subscription with the link from the confirmation, and answers the same when used again', async () => {
    const token = await subscribedToken('baja@correo.co');
    const first = await harness.request('/api/newsletter/unsubscribe', { json: { token } });
    expect(first.status).toBe(200);
    expect((await body(first)).message).toBe(messages.newsletterUnsubscribed);
    expect(await subscriptionOf('baja@correo.co')).toBeNull();
    const again = await harness.request('/api/newsletter/unsubscribe', { json: { token } });
    expect(again.status).toBe(200);
    expect((await body(again)).message).toBe(messages.newsletterUnsubscribed);
  });

  it("takes a mail client's one-click POST (RFC 8058) on the header's address", async () => {
    const token = await subscribedToken('un-clic@correo.co');
    // A mail provider's server posts it: no Origin, no cookie, a form body.
    const oneClick = await harness.app.request(
      `${ORIGIN}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect(oneClick.status).toBe(200);
    expect(await subscriptionOf('un-clic@correo.co')).toBeNull();
  });

  it('refuses a link without its token, and a form post that is not a one-click unsubscribe, and deletes nothing', async () => {
    const token = await subscribedToken('se-queda@correo.co');
    const empty = await harness.request('/api/newsletter/unsubscribe', { json: { token: '' } });
    expect(empty.status).toBe(400);
    expect((await body(empty)).message).toBe(messages.unsubscribeLinkInvalid);
    const notOneClick = await harness.request(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'otra=cosa',
    });
    expect(notOneClick.status).toBe(400);
    const wrong = await harness.request('/api/newsletter/unsubscribe', { json: { token: `${token}x` } });
    expect(wrong.status).toBe(200);
    expect(await subscriptionOf('se-queda@correo.co')).not.toBeNull();
  });
});
