/**
 * The footer's newsletter. A subscription is stored only with the marketing consent (the schema
 * refuses the form without it), once per e-mail (a unique index): subscribing again changes
 * nothing and answers the same, so nobody learns whether an address is subscribed. The unsubscribe
 * link carries a random token of which only the SHA-256 is stored; using it deletes the
 * subscription, and using it again answers the same. Marketing mail may go only to `subscriptions`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { consentsAccepted } from '../../src/domain/consent.ts';
import { messages } from '../../src/domain/messages.ts';
import type { AppDeps } from '../http/context.ts';
import { DuplicateKeyError } from '../store/contract.ts';
import { sendNewsletterWelcome } from './notifications.ts';
import { requireRateSlot } from './rate-limits.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Subscribes the e-mail (already lower-cased by the schema), or leaves an existing subscription as it is. */
export async function subscribeToNewsletter(deps: AppDeps, email: string, ip: string): Promise<void> {
  const { store } = deps;
  const now = deps.clock();
  await requireRateSlot(store, 'newsletterPerAddress', ip, now, messages.newsletterRateLimited);
  await requireRateSlot(store, 'newsletterPerEmail', email, now, messages.newsletterRateLimited);
  const token = randomBytes(32).toString('base64url');
  let subscriptionId: string;
  try {
    ({ insertedId: subscriptionId } = await store.collection('subscriptions').insertOne({
      email,
      unsubscribeTokenHash: sha256(token),
      consents: consentsAccepted(['marketing'], now),
      createdAt: now,
    }));
  } catch (error) {
    // Already subscribed: the first confirmation has the link; nothing changes.
    if (error instanceof DuplicateKeyError) return;
    throw error;
  }
  await sendNewsletterWelcome(deps, { subscriptionId, email, token });
}

/** Ends the subscription the token belongs to; an unknown or used token changes nothing. */
export async function unsubscribeFromNewsletter(deps: AppDeps, token: string): Promise<void> {
  await deps.store.collection('subscriptions').deleteOne({ unsubscribeTokenHash: sha256(token) });
}
