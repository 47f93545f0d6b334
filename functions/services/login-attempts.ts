/**
 * Login throttling: after 5 failures in 15 minutes for one e-mail from one address, further tries
 * are refused. The counts live in the store, so they hold across function instances.
 */
import { messages } from '../../src/domain/messages.ts';
import { HttpError } from '../http/envelope.ts';
import type { Store } from '../store/contract.ts';

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const attemptKey = (email: string, ip: string) => `${email}|${ip}`;

export async function assertLoginAllowed(store: Store, email: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const failures = await store.collection('loginAttempts').countDocuments({ key: attemptKey(email, ip), at: { $gt: since } });
  if (failures >= MAX_LOGIN_FAILURES) throw new HttpError(429, messages.tooManyLoginAttempts);
}

export async function recordLoginFailure(store: Store, email: string, ip: string, now: Date) {
  const attempts = store.collection('loginAttempts');
  await attempts.insertOne({ key: attemptKey(email, ip), at: now });
  // Old failures no longer count; dropping them keeps the collection small.
  await attempts.deleteMany({ at: { $lt: new Date(now.getTime() - LOGIN_WINDOW_MS) } });
}

export async function clearLoginFailures(store: Store, email: string, ip: string) {
  await store.collection('loginAttempts').deleteMany({ key: attemptKey(email, ip) });
}
