/**
 * The contact form: messages are stored for the owner, and each address may send only a few
 * per window so the inbox cannot be flooded.
 */
import { messages } from '../../src/domain/messages.ts';
import type { ContactForm } from '../../src/domain/schemas.ts';
import { HttpError } from '../http/envelope.ts';
import type { Store } from '../store/contract.ts';

export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export async function submitContactMessage(store: Store, form: ContactForm, ip: string, now: Date) {
  const messagesCollection = store.collection('contactMessages');
  const since = new Date(now.getTime() - CONTACT_WINDOW_MS);
  if ((await messagesCollection.countDocuments({ ip, createdAt: { $gt: since } })) >= CONTACT_LIMIT) {
    throw new HttpError(429, messages.contactRateLimited);
  }
  await messagesCollection.insertOne({ ...form, ip, createdAt: now });
}

export async function listContactMessages(store: Store) {
  const docs = await store.collection('contactMessages').find({}, { sort: { createdAt: -1, _id: -1 }, limit: 500 });
  return docs.map(({ ip: _ip, createdAt, ...message }) => ({ ...message, createdAt: new Date(createdAt).toISOString() }));
}
