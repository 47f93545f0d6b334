/**
 * The footer's newsletter, double opt-in: a pending subscription only with the marketing consent,
 * one per e-mail, the same answer whoever asks, and one mail, the request to confirm, whose link
 * confirms it; only confirmed subscriptions are marketing recipients; the sweeper deletes the
 * requests never confirmed; and a one-click unsubscribe link (the page's, and RFC 8058's POST).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { marketingRecipientsFilter } from '../../functions/services/mail/newsletter.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import type { Store } from '../../functions/store/contract.ts';
import { DATA_POLICY_VERSION } from '../../src/domain/legal/consent.ts';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { retention } from '../../src/domain/legal/retention.ts';
import { body, createHarness, ORIGIN, type Harness } from './helpers.ts';
import { linksOf, outboxFor, type OutboxMessage } from './outbox.ts';

const START = new Date('2026-03-04T15:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const KIND = 'newsletter-confirmation';

let harness: Harness;
let counter = 0;

beforeAll(async () => {
  harness = await createHarness({ now: START });
});
afterAll(async () => {
  await harness.close();
});

/** A distinct address per call, so the per-address limit never decides a test it is not about. */
const subscribe = (json: unknown, ip = `10.70.0.${++counter}`) => harness.request('/api/newsletter', { json, ip });
const subscriptionOf = (email: string) => harness.deps.store.collection('subscriptions').findOne({ email });
const confirm = (token: string) => harness.request('/api/newsletter/confirm', { json: { token } });

/** The token of the link containing `pathPart` in the message. */
function tokenIn(message: OutboxMessage, pathPart: string): string {
  const link = linksOf(message.mail).find((href) => href.includes(pathPart));
  expect(link, pathPart).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

/** Subscribes and answers the tokens of the only request to confirm sent to the e-mail. */
async function requestedTokens(email: string): Promise<{ confirm: string; unsubscribe: string }> {
  expect((await subscribe({ email, acceptMarketing: true })).status).toBe(200);
  const sent = await outboxFor(harness, email, KIND);
  expect(sent).toHaveLength(1);
  return { confirm: tokenIn(sent[0]!, '/confirmar-suscripcion?token='), unsubscribe: tokenIn(sent[0]!, '/darse-de-baja?token=') };
}

describe('POST /api/newsletter', () => {
  it('stores nothing and sends nothing without the marketing box', async () => {
    for (const json of [
      { email: 'sin-casilla@correo.co' },
      { email: 'sin-casilla@correo.co', acceptMarketing: false },
      { email: 'sin-casilla@correo.co', acceptMarketing: 'true' },
    ]) {
      const response = await subscribe(json);
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe(messages.marketingConsentRequired);
    }
    expect(await subscriptionOf('sin-casilla@correo.co')).toBeNull();
    expect(await outboxFor(harness, 'sin-casilla@correo.co')).toEqual([]);
  });

  it('stores a pending subscription with the consent the form gave, and sends only the request to confirm, with both links and the one-click headers', async () => {
    const response = await subscribe({ email: '  Vecina@Correo.co ', acceptMarketing: true });
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ success: true, error: false, message: messages.newsletterSubscribed });
    const stored = await subscriptionOf('vecina@correo.co');
    expect(stored).toMatchObject({
      status: 'pending',
      confirmExpiresAt: new Date(START.getTime() + retention.newsletterConfirmDays * DAY_MS),
    });
    expect(stored?.confirmedAt).toBeUndefined();
    expect(stored?.consents).toEqual([{ kind: 'marketing', version: DATA_POLICY_VERSION, acceptedAt: START }]);
    // Only the tokens' hashes are kept.
    expect(stored?.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);

    // One message in all to the address: the request to confirm.
    const [request, ...others] = await outboxFor(harness, 'vecina@correo.co');
    expect(others).toEqual([]);
    expect(request!.file).toContain(`-${KIND}-`);
    expect(request!.mail.subject).toContain('Confirma tu suscripción');
    const confirmToken = tokenIn(request!, '/confirmar-suscripcion?token=');
    const unsubscribeToken = tokenIn(request!, '/darse-de-baja?token=');
    expect(confirmToken).not.toBe(unsubscribeToken);
    for (const token of [confirmToken, unsubscribeToken]) expect(JSON.stringify(stored)).not.toContain(token);
    const header = (key: string) => request!.mail.headerLines.find((line) => line.key === key)?.line;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toContain(`/api/newsletter/unsubscribe?token=${unsubscribeToken}>`);
  });

  it('answers a new, a pending and a confirmed e-mail alike; a pending one gets a new request (only its links work), a confirmed one nothing', async () => {
    const email = 'tres-veces@correo.co';
    const first = await subscribe({ email, acceptMarketing: true });
    const firstTokens = { confirm: tokenIn((await outboxFor(harness, email, KIND))[0]!, '/confirmar-suscripcion?token=') };
    const pending = await subscribe({ email: 'TRES-VECES@correo.co', acceptMarketing: true });
    const sent = await outboxFor(harness, email, KIND);
    expect(sent).toHaveLength(2);
    // Both files carry the same (injected) time, so their order says nothing: the newest is the other token.
    const tokens = sent.map((message) => tokenIn(message, '/confirmar-suscripcion?token='));
    expect(tokens).toContain(firstTokens.confirm);
    const newest = tokens.find((token) => token !== firstTokens.confirm);
    if (!newest) throw new Error('the second request carries the first one’s token');
    // The first request's link no longer confirms; the newest does.
    expect((await confirm(firstTokens.confirm)).status).toBe(400);
    expect((await confirm(newest)).status).toBe(200);

    const confirmed = await subscribe({ email, acceptMarketing: true });
    for (const response of [first, pending, confirmed]) {
      expect(response.status).toBe(200);
      expect(await body(response)).toEqual({ success: true, error: false, message: messages.newsletterSubscribed });
    }
    expect(await harness.deps.store.collection('subscriptions').countDocuments({ email })).toBe(1);
    expect(await outboxFor(harness, email)).toHaveLength(2);
    expect(await subscriptionOf(email)).toMatchObject({ status: 'confirmed', confirmedAt: START });
  });

  it('limits the subscriptions asked for one e-mail with a Spanish 429, and sends no more requests past it', async () => {
    const email = 'insistente@correo.co';
    for (let index = 0; index < rateRules.newsletterPerEmail.limit; index++) {
      expect((await subscribe({ email, acceptMarketing: true })).status).toBe(200);
    }
    const refused = await subscribe({ email, acceptMarketing: true });
    expect(refused.status).toBe(429);
    expect((await body(refused)).message).toBe(messages.newsletterRateLimited);
    expect(await outboxFor(harness, email, KIND)).toHaveLength(rateRules.newsletterPerEmail.limit);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it("confirms with the request's link, on the subscription and on its marketing consent, and answers the same when used again", async () => {
    const email = 'confirma@correo.co';
    const tokens = await requestedTokens(email);
    const later = new Date(START.getTime() + 2 * DAY_MS);
    harness.setNow(later);
    try {
      const response = await confirm(tokens.confirm);
      expect(response.status).toBe(200);
      expect((await body(response)).message).toBe(messages.newsletterConfirmed);
      const stored = await subscriptionOf(email);
      expect(stored).toMatchObject({ status: 'confirmed', confirmedAt: later });
      expect(stored?.confirmExpiresAt).toBeUndefined();
      expect(stored?.consents).toEqual([{ kind: 'marketing', version: DATA_POLICY_VERSION, acceptedAt: START, confirmedAt: later }]);

      const again = await confirm(tokens.confirm);
      expect(again.status).toBe(200);
      expect((await body(again)).message).toBe(messages.newsletterConfirmed);
      expect((await subscriptionOf(email))?.confirmedAt).toEqual(later);
      // The only message is still the request: confirming sends nothing.
      expect(await outboxFor(harness, email)).toHaveLength(1);
    } finally {
      harness.setNow(START);
    }
  });

  it('refuses a wrong, an empty and an expired link with a Spanish 400, and confirms nothing', async () => {
    const email = 'vence@correo.co';
    const tokens = await requestedTokens(email);
    for (const token of [`${tokens.confirm}x`, tokens.unsubscribe, '', { $ne: null }]) {
      const response = await harness.request('/api/newsletter/confirm', { json: { token } });
      expect(response.status, JSON.stringify(token)).toBe(400);
      expect((await body(response)).message).toBe(messages.confirmLinkInvalid);
    }
    harness.setNow(new Date(START.getTime() + retention.newsletterConfirmDays * DAY_MS));
    try {
      const expired = await confirm(tokens.confirm);
      expect(expired.status).toBe(400);
      expect((await body(expired)).message).toBe(messages.confirmLinkInvalid);
    } finally {
      harness.setNow(START);
    }
    expect(await subscriptionOf(email)).toMatchObject({ status: 'pending' });
    expect((await subscriptionOf(email))?.confirmedAt).toBeUndefined();
  });

  it('confirms once when the same link is used 20 times at once: every answer a 200, one write, one confirmedAt', async () => {
    const email = 'a-la-vez@correo.co';
    const tokens = await requestedTokens(email);
    // Counts the writes to subscriptions that changed something.
    const store = harness.deps.store;
    const collection = store.collection.bind(store);
    const writes: number[] = [];
    const spy = vi.spyOn(store, 'collection').mockImplementation(((name: Parameters<Store['collection']>[0]) => {
      const real = collection(name);
      if (name !== 'subscriptions') return real;
      return new Proxy(real, {
        get: (target, property) => {
          const value = Reflect.get(target, property) as unknown;
          if (typeof value !== 'function') return value;
          if (property !== 'updateOne' && property !== 'findOneAndUpdate' && property !== 'updateMany') return value.bind(target);
          return async (...args: unknown[]) => {
            const result = (await (value as (...inner: unknown[]) => Promise<unknown>).apply(target, args)) as {
              modifiedCount?: number;
            } | null;
            writes.push(result === null ? 0 : (result.modifiedCount ?? 1));
            return result;
          };
        },
      });
    }) as Store['collection']);
    let answers: Response[];
    try {
      answers = await Promise.all(Array.from({ length: 20 }, () => confirm(tokens.confirm)));
    } finally {
      spy.mockRestore();
    }
    expect(answers.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(writes.reduce((sum, count) => sum + count, 0)).toBe(1);
    const stored = await subscriptionOf(email);
    expect(stored).toMatchObject({ status: 'confirmed', confirmedAt: START });
    expect(stored?.consents).toEqual([{ kind: 'marketing', version: DATA_POLICY_VERSION, acceptedAt: START, confirmedAt: START }]);
  });
});

describe('marketing recipients and the sweeper', () => {
  it('lists only confirmed subscriptions (and those stored before the double opt-in) as marketing recipients', async () => {
    const subscriptions = harness.deps.store.collection('subscriptions');
    const confirmedTokens = await requestedTokens('lista-confirmada@correo.co');
    expect((await confirm(confirmedTokens.confirm)).status).toBe(200);
    await requestedTokens('lista-pendiente@correo.co');
    // Stored under the old single opt-in: no status.
    await subscriptions.insertOne({
      email: 'lista-antigua@correo.co',
      unsubscribeTokenHash: 'e'.repeat(64),
      consents: [],
      createdAt: START,
    });

    const recipients = (await subscriptions.find(marketingRecipientsFilter)).map((subscription) => subscription.email);
    expect(recipients).toContain('lista-confirmada@correo.co');
    expect(recipients).toContain('lista-antigua@correo.co');
    expect(recipients).not.toContain('lista-pendiente@correo.co');
    const pending = await subscriptions.find({ status: 'pending' });
    expect(pending.length).toBeGreaterThan(0);
    for (const subscription of pending) expect(recipients).not.toContain(subscription.email);
  });

  it('deletes the pending subscriptions whose link expired, once, and keeps the confirmed ones and the pending ones still in time', async () => {
    const subscriptions = harness.deps.store.collection('subscriptions');
    const kept = await requestedTokens('barrido-confirmada@correo.co');
    expect((await confirm(kept.confirm)).status).toBe(200);
    await requestedTokens('barrido-vencida@correo.co');
    harness.setNow(new Date(START.getTime() + DAY_MS));
    await requestedTokens('barrido-a-tiempo@correo.co');
    const pendingBefore = await subscriptions.countDocuments({ status: 'pending' });
    const confirmedBefore = await subscriptions.countDocuments(marketingRecipientsFilter);

    // Just past the first requests' expiry, a day before the last one's.
    harness.setNow(new Date(START.getTime() + retention.newsletterConfirmDays * DAY_MS));
    try {
      const sweeps = await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
      const deleted = sweeps.reduce((sum, sweep) => sum + sweep.unconfirmedSubscriptionsDeleted, 0);
      expect(deleted).toBe(pendingBefore - 1);
      expect(await subscriptionOf('barrido-vencida@correo.co')).toBeNull();
      expect(await subscriptionOf('barrido-a-tiempo@correo.co')).toMatchObject({ status: 'pending' });
      expect(await subscriptionOf('barrido-confirmada@correo.co')).toMatchObject({ status: 'confirmed' });
      expect(await subscriptions.countDocuments(marketingRecipientsFilter)).toBe(confirmedBefore);
      expect((await runSweep(harness.deps)).unconfirmedSubscriptionsDeleted).toBe(0);
    } finally {
      harness.setNow(START);
    }
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('ends a pending subscription with the link from the request, and answers the same when used again', async () => {
    const { unsubscribe } = await requestedTokens('baja@correo.co');
    const first = await harness.request('/api/newsletter/unsubscribe', { json: { token: unsubscribe } });
    expect(first.status).toBe(200);
    expect((await body(first)).message).toBe(messages.newsletterUnsubscribed);
    expect(await subscriptionOf('baja@correo.co')).toBeNull();
    const again = await harness.request('/api/newsletter/unsubscribe', { json: { token: unsubscribe } });
    expect(again.status).toBe(200);
    expect((await body(again)).message).toBe(messages.newsletterUnsubscribed);
  });

  it("ends a confirmed subscription with a mail client's one-click POST (RFC 8058) on the header's address", async () => {
    const tokens = await requestedTokens('un-clic@correo.co');
    expect((await confirm(tokens.confirm)).status).toBe(200);
    // A mail provider's server posts it: no Origin, no cookie, a form body.
    const oneClick = await harness.app.request(
      `${ORIGIN}/api/newsletter/unsubscribe?token=${encodeURIComponent(tokens.unsubscribe)}`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect(oneClick.status).toBe(200);
    expect(await subscriptionOf('un-clic@correo.co')).toBeNull();
    // Its confirmation link is dead with it.
    expect((await confirm(tokens.confirm)).status).toBe(400);
  });

  it('refuses a link without its token, and a form post that is not a one-click unsubscribe, and deletes nothing', async () => {
    const { unsubscribe: token } = await requestedTokens('se-queda@correo.co');
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
