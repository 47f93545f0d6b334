/**
 * The link that confirms an account's e-mail, read from the outbox as its owner would read it, and
 * used as the /confirmar-correo page's button uses it.
 */
import { expect } from 'vitest';
import type { Harness } from './helpers.ts';

/** The token of the newest link sent to the account of this e-mail (the one that works). */
export async function confirmationTokenOf(harness: Harness, email: string): Promise<string> {
  const user = await harness.deps.store.collection('users').findOne({ email });
  const hash = user?.emailConfirmation?.tokenHash ?? '';
  expect(hash, `no confirmation link for ${email}`).not.toBe('');
  const message = await harness.deps.store.collection('mail').findOne({ _id: `email-confirmation:${user!._id}:${hash.slice(0, 16)}` });
  expect(message?.to).toBe(email);
  const token = /\/confirmar-correo\?token=([^\s"&<]+)/.exec(message!.text)?.[1];
  expect(token).toBeTruthy();
  return decodeURIComponent(token!);
}

export const confirmEmailWith = (harness: Harness, token: string) => harness.request('/api/confirm-email', { json: { token } });

/** Confirms the account's e-mail through the link of its newest message. */
export async function confirmEmailOf(harness: Harness, email: string): Promise<void> {
  const response = await confirmEmailWith(harness, await confirmationTokenOf(harness, email));
  expect(response.status, await response.clone().text()).toBe(200);
}
