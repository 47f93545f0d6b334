/**
 * Sessions the server can end. Each sign-in starts one: a random id pushed onto the user's
 * `sessions` list (the newest MAX_SESSIONS_PER_USER are kept; one sign-in more ends the oldest)
 * and carried by the token as `sid` (signed in session-tokens.ts). Every request re-reads the user
 * anyway, and that same read says whether the session is still listed (http/session.ts), so a
 * logout or a password change ends a token at once instead of when it expires.
 */
import { randomBytes } from 'node:crypto';
import { messages } from '../../../src/domain/shared/messages.ts';
import { ServiceError } from '../errors.ts';
import { sessionExpiry, signSession } from './session-tokens.ts';
import type { Store } from '../../store/contract.ts';

/** Browsers one account may keep signed in at once: enough for a shop counter shared by the staff. */
export const MAX_SESSIONS_PER_USER = 20;

/** Starts a session for the user and returns its token. */
export async function startSession(store: Store, userId: string, secret: string, now: Date): Promise<string> {
  const session = { id: randomBytes(16).toString('hex'), expiresAt: sessionExpiry(now) };
  const added = await store
    .collection('users')
    .updateOne({ _id: userId }, { $push: { sessions: { $each: [session], $slice: -MAX_SESSIONS_PER_USER } } });
  if (added.matchedCount === 0) throw new ServiceError(404, messages.userNotFound);
  return signSession({ userId, sessionId: session.id }, secret, now);
}

/** Ends one session (logout). Ending a session that is already gone changes nothing. */
export async function endSession(store: Store, userId: string, sessionId: string): Promise<void> {
  // The filter makes sure the list exists: pulling from a missing field is an error in nedb.
  await store.collection('users').updateOne({ _id: userId, 'sessions.id': sessionId }, { $pull: { sessions: { id: sessionId } } });
}

/** Ends every session of the user: after a password change, no older token may stay signed in. */
export async function endAllSessions(store: Store, userId: string): Promise<void> {
  await store.collection('users').updateOne({ _id: userId }, { $set: { sessions: [] } });
}
