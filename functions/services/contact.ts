/**
 * The contact form: messages are stored for the owner (and sent to the shop's inbox), and each address may send only a few
 * per window (`contactPerAddress` in src/domain/limits.ts) so the inbox cannot be flooded. The
 * slot is taken before the message is stored, so parallel posts cannot outrun the limit.
 */
import { messages } from '../../src/domain/messages.ts';
import type { ContactForm } from '../../src/domain/schemas.ts';
import type { AppDeps } from '../http/context.ts';
import type { Store } from '../store/contract.ts';
import { notifyContactMessage } from './notifications.ts';
import { requireRateSlot } from './rate-limits.ts';

/** Stores the message for the panel's inbox and sends the owner a copy to answer by e-mail. */
export async function submitContactMessage(deps: AppDeps, form: ContactForm, ip: string) {
  const { store, clock } = deps;
  const now = clock();
  await requireRateSlot(store, 'contactPerAddress', ip, now, messages.contactRateLimited);
  const { insertedId } = await store.collection('contactMessages').insertOne({ ...form, ip, createdAt: now });
  await notifyContactMessage(deps, insertedId, form);
}

export async function listContactMessages(store: Store) {
  const docs = await store.collection('contactMessages').find({}, { sort: { createdAt: -1, _id: -1 }, limit: 500 });
  return docs.map(({ ip: _ip, createdAt, ...message }) => ({ ...message, createdAt: new Date(createdAt).toISOString() }));
}
