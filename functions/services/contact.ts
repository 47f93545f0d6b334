/**
 * The contact form: messages are stored for the owner, and each address may send only a few
 * per window (`contactPerAddress` in src/domain/limits.ts) so the inbox cannot be flooded. The
 * slot is taken before the message is stored, so parallel posts cannot outrun the limit.
 */
import { messages } from '../../src/domain/messages.ts';
import type { ContactForm } from '../../src/domain/schemas.ts';
import type { Store } from '../store/contract.ts';
import { requireRateSlot } from './rate-limits.ts';

export async function submitContactMessage(store: Store, form: ContactForm, ip: string, now: Date) {
  await requireRateSlot(store, 'contactPerAddress', ip, now, messages.contactRateLimited);
  await store.collection('contactMessages').insertOne({ ...form, ip, createdAt: now });
}

export async function listContactMessages(store: Store) {
  const docs = await store.collection('contactMessages').find({}, { sort: { createdAt: -1, _id: -1 }, limit: 500 });
  return docs.map(({ ip: _ip, createdAt, ...message }) => ({ ...message, createdAt: new Date(createdAt).toISOString() }));
}
