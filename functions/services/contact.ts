/**
 * The contact form: messages are stored for the owner (and sent to the shop's inbox), and each address may send only a few
 * per window (`contactPerAddress` in src/domain/limits.ts) so the inbox cannot be flooded. The
 * slot is taken before the message is stored, so parallel posts cannot outrun the limit.
 */
import { consentsAccepted } from '../../src/domain/consent.ts';
import { answerDeadline, contactKindOf } from '../../src/domain/contact-requests.ts';
import { messages } from '../../src/domain/messages.ts';
import { legalMessages } from '../../src/domain/messages-legal.ts';
import { formatBogotaDate } from '../../src/domain/schedule.ts';
import type { ContactForm } from '../../src/domain/schemas.ts';
import type { AppDeps } from '../http/context.ts';
import type { Store } from '../store/contract.ts';
import { notifyContactMessage } from './notifications.ts';
import { requireRateSlot } from './rate-limits.ts';

const contactRequestLabels = legalMessages.contactRequestTypes;

/**
 * Stores the message for the panel's inbox, with its kind (a PQR or a personal-data request has a
 * legal deadline) and the data policy the sender accepted, and sends the owner a copy to answer by e-mail.
 */
export async function submitContactMessage(deps: AppDeps, form: ContactForm, ip: string) {
  const { store, clock } = deps;
  const now = clock();
  await requireRateSlot(store, 'contactPerAddress', ip, now, messages.contactRateLimited);
  const { name, email, subject, message, requestType } = form;
  const kind = contactKindOf(requestType);
  const consents = consentsAccepted(['dataPolicy'], now);
  const { insertedId } = await store.collection('contactMessages').insertOne({ name, email, subject, message, kind, consents, ip, createdAt: now });
  const answerBy = answerDeadline(kind, now);
  const label = contactRequestLabels.get(requestType);
  await notifyContactMessage(deps, insertedId, form, answerBy && label ? { label, answerBy: formatBogotaDate(answerBy) } : undefined);
}

/** The inbox: messages with a legal deadline first (the soonest first), then the rest, newest first. */
export async function listContactMessages(store: Store) {
  const docs = await store.collection('contactMessages').find({}, { sort: { createdAt: -1, _id: -1 }, limit: 500 });
  const listed = docs.map(({ _id, name, email, subject, message, kind = 'general', createdAt }) => ({
    _id,
    name,
    email,
    subject,
    message,
    kind,
    answerBy: answerDeadline(kind, new Date(createdAt)),
    createdAt: new Date(createdAt).toISOString(),
  }));
  const flagged = listed.filter((item) => item.answerBy !== null).sort((a, b) => (a.answerBy ?? '').localeCompare(b.answerBy ?? ''));
  return [...flagged, ...listed.filter((item) => item.answerBy === null)];
}
