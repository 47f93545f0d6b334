/**
 * Proving that an account's e-mail belongs to whoever signed up with it. Anyone can type another
 * person's address into the sign-up form, so until the owner of the address clicks the link, the
 * account reaches only what it made itself (its orders, cart, photo…), never what depends on the
 * address alone (the newsletter subscription of that e-mail): the export and the deletion ask
 * isEmailConfirmed.
 *
 * - Sign-up sends a link: 32 random bytes of which only the SHA-256 is stored on the user, with the
 *   address it was sent to and its expiry (EMAIL_CONFIRMATION_HOURS). A new link replaces the old
 *   one, so only the newest works.
 * - Confirming (the /confirmar-correo page's button, never a GET a mail scanner could follow) sets
 *   `emailConfirmedAt` and removes the link in one conditional update that matches only while the
 *   link is unused, unexpired and the account's e-mail is still the one it was sent to: a link
 *   works once.
 * - A new link from /perfil is limited per user (`emailConfirmationsPerUser`), taken in the store
 *   before anything is sent.
 * - Signing in never waits for it.
 */
import { emailConfirmationExpiresAt } from '../../../src/domain/accounts/email-confirmation.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { newLinkToken, secretHash } from '../secret-tokens.ts';
import type { Store } from '../../store/contract.ts';
import type { UserDoc } from '../../store/documents.ts';
import { sendEmailConfirmationRequest } from '../mail/index.ts';
import { requireRateSlot } from '../platform/index.ts';

/** Whether the owner of the account's e-mail confirmed it. */
export const isEmailConfirmed = (user: Pick<UserDoc, 'emailConfirmedAt'>): boolean => Boolean(user.emailConfirmedAt);

/**
 * Stores a new link on the account (replacing any older one) and queues it to the account's e-mail.
 * Nothing is sent when the account is confirmed, being deleted, or gone.
 */
export async function sendEmailConfirmation(deps: AppDeps, user: Pick<UserDoc, '_id' | 'name' | 'email'>): Promise<boolean> {
  const now = deps.clock();
  const token = newLinkToken();
  const tokenHash = secretHash(token);
  const stored = await deps.store
    .collection('users')
    .updateOne(
      { _id: user._id, email: user.email, emailConfirmedAt: { $exists: false }, deletion: { $exists: false } },
      { $set: { emailConfirmation: { tokenHash, email: user.email, expiresAt: emailConfirmationExpiresAt(now) } } },
    );
  if (stored.matchedCount !== 1) return false;
  await sendEmailConfirmationRequest(deps, {
    userId: user._id,
    name: user.name,
    email: user.email,
    sendingKey: tokenHash.slice(0, 16),
    token,
  });
  return true;
}

/** /perfil's "Enviar el enlace de nuevo": 409 when the e-mail is confirmed already, 429 past the limit. */
export async function resendEmailConfirmation(deps: AppDeps, user: UserDoc): Promise<void> {
  if (isEmailConfirmed(user)) throw new ServiceError(409, messages.emailAlreadyConfirmed);
  await requireRateSlot(deps.store, 'emailConfirmationsPerUser', user._id, deps.clock(), messages.emailConfirmationRateLimited);
  if (!(await sendEmailConfirmation(deps, user))) throw new ServiceError(409, messages.emailAlreadyConfirmed);
}

/** Confirms the e-mail of the link's account; a used, replaced, expired or unknown link is a 400. */
export async function confirmEmail(deps: AppDeps, token: string): Promise<void> {
  const users = deps.store.collection('users');
  const now = deps.clock();
  const tokenHash = secretHash(token);
  const found = await users.findOne({ 'emailConfirmation.tokenHash': tokenHash }, { projection: { emailConfirmation: 1 } });
  const sentTo = found?.emailConfirmation?.email;
  if (!found || !sentTo) throw new ServiceError(400, messages.emailConfirmLinkInvalid);
  const confirmed = await users.updateOne(
    {
      _id: found._id,
      email: sentTo,
      'emailConfirmation.tokenHash': tokenHash,
      'emailConfirmation.expiresAt': { $gt: now },
      deletion: { $exists: false },
    },
    { $set: { emailConfirmedAt: now }, $unset: { emailConfirmation: '' } },
  );
  if (confirmed.matchedCount !== 1) throw new ServiceError(400, messages.emailConfirmLinkInvalid);
}

/**
 * The migration's step for accounts stored before the confirmation existed: an admin's address was
 * set by the owner (the seed or `npm run create-admin`), so it counts as confirmed; a customer's
 * stays unconfirmed until its owner clicks a link asked from /perfil. Returns how many it confirmed.
 */
export async function confirmAdminEmails(store: Store, now: Date): Promise<number> {
  const confirmed = await store
    .collection('users')
    .updateMany({ role: 'ADMIN', emailConfirmedAt: { $exists: false } }, { $set: { emailConfirmedAt: now } });
  return confirmed.modifiedCount;
}
