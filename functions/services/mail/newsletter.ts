/**
 * The footer's newsletter, double opt-in (Ley 1581 de 2012: the consent must come from the owner of
 * the data, and anyone can type someone else's address in a form).
 *
 * - Subscribing stores a `pending` subscription with the marketing consent the form gave (the schema
 *   refuses the form without it), once per e-mail (a unique index), and sends only the request to
 *   confirm: a confirmation link and an unsubscribe link, each a random token of which only the
 *   SHA-256 is stored. Asking again for a pending e-mail sends a new request with new tokens (only
 *   the newest links work); asking for a confirmed one sends nothing. The answer is the same in
 *   every case, so nobody learns whether an address is subscribed; the rate limits bound the mail.
 * - Confirming (the /confirmar-suscripcion page's button, never a GET a mail scanner could follow)
 *   marks it `confirmed` with `confirmedAt`, on the subscription and on its marketing consent;
 *   confirming again answers the same. An unknown or expired link is refused.
 * - A pending subscription whose link expired is deleted by the sweeper.
 * - Unsubscribing deletes the subscription, pending or confirmed; using the link again answers the same.
 *
 * THE RULE: only a confirmed subscription may ever receive marketing mail. Whatever lists
 * recipients (a campaign, an export for a mailing tool) selects them with marketingRecipientsFilter.
 */
import { consentsAccepted, type ConsentRecord } from '../../../src/domain/legal/consent.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { newsletterConfirmExpiresAt } from '../../../src/domain/legal/retention.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { newLinkToken, secretHash } from '../secret-tokens.ts';
import { DuplicateKeyError, type Filter } from '../../store/contract.ts';
import type { SubscriptionDoc, SubscriptionStatus } from '../../store/documents.ts';
import { sendNewsletterConfirmationRequest } from './notifications.ts';
import { requireRateSlot } from '../platform/index.ts';

/**
 * The subscriptions marketing mail may go to: the confirmed ones. A subscription without a status
 * was stored before the double opt-in, under the single opt-in of its time, and counts as
 * confirmed; a pending one never does.
 */
export const marketingRecipientsFilter: Filter = { $or: [{ status: 'confirmed' }, { status: { $exists: false } }] };

/** A subscription's status; one stored before the double opt-in (no status) is confirmed. */
export const subscriptionStatus = (subscription: Pick<SubscriptionDoc, 'status'>): SubscriptionStatus => subscription.status ?? 'confirmed';

/** Asks the owner of the e-mail (already lower-cased by the schema) to confirm; see the file's comment. */
export async function subscribeToNewsletter(deps: AppDeps, email: string, ip: string): Promise<void> {
  const { store } = deps;
  const now = deps.clock();
  await requireRateSlot(store, 'newsletterPerAddress', ip, now, messages.newsletterRateLimited);
  await requireRateSlot(store, 'newsletterPerEmail', email, now, messages.newsletterRateLimited);
  const subscriptions = store.collection('subscriptions');
  const confirmToken = newLinkToken();
  const unsubscribeToken = newLinkToken();
  const request = {
    confirmTokenHash: secretHash(confirmToken),
    confirmExpiresAt: newsletterConfirmExpiresAt(now),
    unsubscribeTokenHash: secretHash(unsubscribeToken),
    consents: consentsAccepted(['marketing'], now),
  };
  const send = (subscriptionId: string) =>
    sendNewsletterConfirmationRequest(deps, {
      subscriptionId,
      sendingKey: request.confirmTokenHash.slice(0, 16),
      email,
      confirmToken,
      unsubscribeToken,
    });
  // Twice at most: a pending subscription the sweeper or an unsubscribe deletes between the two writes is asked for anew.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const { insertedId } = await subscriptions.insertOne({ email, status: 'pending', ...request, createdAt: now });
      return await send(insertedId);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    // Pending: the new request replaces the old one's tokens, consent and expiry.
    const renewed = await subscriptions.findOneAndUpdate({ email, status: 'pending' }, { $set: request });
    if (renewed) return await send(renewed._id);
    // Confirmed (or stored before the double opt-in): nothing changes and nothing is sent.
    if (await subscriptions.findOne({ email }, { projection: { _id: 1 } })) return;
  }
}

/** The marketing consent confirmed at `now`; the other records as they were. */
const confirmedConsents = (consents: ConsentRecord[], now: Date): ConsentRecord[] =>
  consents.map((consent) => (consent.kind === 'marketing' && !consent.confirmedAt ? { ...consent, confirmedAt: now } : consent));

/**
 * Confirms the subscription of the link's token. One conditional update decides it: it applies
 * only while the subscription is pending with this very token (a new request changes the token and
 * the consent together), so of many confirmations at once one writes and the others find it
 * confirmed. An unknown or expired token is a 400.
 */
export async function confirmNewsletterSubscription(deps: AppDeps, token: string): Promise<void> {
  const subscriptions = deps.store.collection('subscriptions');
  const now = deps.clock();
  const confirmTokenHash = secretHash(token);
  const found = await subscriptions.findOne({ confirmTokenHash });
  if (found?.status === 'pending' && found.confirmExpiresAt && found.confirmExpiresAt > now) {
    const confirmed = await subscriptions.updateOne(
      { _id: found._id, confirmTokenHash, status: 'pending' },
      {
        $set: { status: 'confirmed', confirmedAt: now, consents: confirmedConsents(found.consents, now) },
        $unset: { confirmExpiresAt: '' },
      },
    );
    if (confirmed.matchedCount === 1) return;
  } else if (found?.status === 'confirmed') {
    return;
  }
  // Confirmed meanwhile by another request with the same link: the same answer.
  if (await subscriptions.findOne({ confirmTokenHash, status: 'confirmed' }, { projection: { _id: 1 } })) return;
  throw new ServiceError(400, messages.confirmLinkInvalid);
}

/** Ends the subscription the token belongs to, pending or confirmed; an unknown or used token changes nothing. */
export async function unsubscribeFromNewsletter(deps: AppDeps, token: string): Promise<void> {
  await deps.store.collection('subscriptions').deleteOne({ unsubscribeTokenHash: secretHash(token) });
}

/** The sweeper's chore: deletes the pending subscriptions whose confirmation link expired; returns how many. */
export async function sweepUnconfirmedSubscriptions(deps: AppDeps): Promise<number> {
  const expired = { status: 'pending', confirmExpiresAt: { $lte: deps.clock() } };
  return (await deps.store.collection('subscriptions').deleteMany(expired)).deletedCount;
}
