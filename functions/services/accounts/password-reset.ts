/**
 * Getting back into an account, and changing its password.
 *
 * A reset link carries 32 random bytes; only their SHA-256 is stored, on the user, with its expiry.
 * Asking again replaces it, so only the newest link works; using it removes it in the same
 * conditional update that sets the password, so it works once. The answer to a request is the same
 * for known and unknown e-mails, and only a known one gets a message.
 */
import { passwordResetMail } from '../../../src/domain/mail/account-mails.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { accountAccessMessages } from '../../../src/domain/accounts/messages-account-access.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { newLinkToken, secretHash } from '../secret-tokens.ts';
import type { UserDoc } from '../../store/documents.ts';
import { queueMail } from '../mail/index.ts';
import { shopOrigin } from '../../config.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { requireRateSlot } from '../platform/index.ts';
import { startSession } from './sessions.ts';
import { forgiveSignin, takeSigninSlots } from './signin-limits.ts';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;

/** Sends a reset link to the account of this e-mail, if there is one. Answers the same either way. */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  const { store, clock } = deps;
  const now = clock();
  await requireRateSlot(store, 'passwordResetPerAddress', ip, now, messages.tooManyResetRequests);
  await requireRateSlot(store, 'passwordResetPerEmail', email, now, messages.tooManyResetRequests);
  const token = newLinkToken();
  const tokenHash = secretHash(token);
  const user = await store
    .collection('users')
    .findOneAndUpdate({ email }, { $set: { passwordReset: { tokenHash, expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS) } } });
  if (!user) return;
  const origin = shopOrigin(deps.config);
  await queueMail(deps, {
    key: `password-reset:${tokenHash}`,
    kind: 'password-reset',
    to: user.email,
    ...passwordResetMail({ name: user.name, resetUrl: `${origin}/reset-password?token=${token}` }, origin),
  });
}

/**
 * Whether a reset link still works (unused, the newest, within its hour), without using it: its
 * page says so as it opens. Limited per address before the lookup, so it is no free oracle.
 */
export async function checkResetToken(deps: AppDeps, token: string, ip: string): Promise<void> {
  const { store, clock } = deps;
  const now = clock();
  await requireRateSlot(store, 'passwordResetChecksPerAddress', ip, now, accountAccessMessages.tooManyResetChecks);
  const valid = { 'passwordReset.tokenHash': secretHash(token), 'passwordReset.expiresAt': { $gt: now } };
  if (!(await store.collection('users').findOne(valid, { projection: { _id: 1 } }))) throw new ServiceError(400, messages.resetLinkInvalid);
}

/**
 * Sets the new password of the link's account, ends every session it had, and starts one for
 * this browser. A used, replaced, expired or unknown link is a 400.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string, ip: string): Promise<{ token: string; user: UserDoc }> {
  const { store, clock, config } = deps;
  const now = clock();
  const users = store.collection('users');
  const valid = { 'passwordReset.tokenHash': secretHash(token), 'passwordReset.expiresAt': { $gt: now } };
  // The cheap check first, so a made-up token never costs a bcrypt hash.
  if (!(await users.findOne(valid, { projection: { _id: 1 } }))) throw new ServiceError(400, messages.resetLinkInvalid);
  await requireRateSlot(store, 'passwordResetsPerAddress', ip, now, messages.tooManyResetRequests);
  const passwordHash = await hashPassword(password);
  const user = await users.findOneAndUpdate(valid, { $set: { passwordHash, sessions: [], updatedAt: now }, $unset: { passwordReset: '' } });
  if (!user) throw new ServiceError(400, messages.resetLinkInvalid);
  return { token: await startSession(store, user._id, config.jwtSecret, now), user };
}

/**
 * A signed-in user's new password: the current one must be right (its failures count like
 * sign-in failures), and every other session ends; this browser stays signed in.
 */
export async function changePassword(
  deps: AppDeps,
  user: UserDoc,
  sessionId: string,
  input: { currentPassword: string; password: string },
  ip: string,
): Promise<void> {
  const { store, clock } = deps;
  const now = clock();
  const slots = await takeSigninSlots(store, user.email, ip, now);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) throw new ServiceError(400, messages.currentPasswordWrong);
  await forgiveSignin(store, slots);
  const passwordHash = await hashPassword(input.password);
  const kept = (user.sessions ?? []).filter((session) => session.id === sessionId);
  await store
    .collection('users')
    .updateOne({ _id: user._id }, { $set: { passwordHash, sessions: kept, updatedAt: now }, $unset: { passwordReset: '' } });
}
