/**
 * The contact form: messages are stored for the owner (and sent to the shop's inbox), and each address may send only a few
 * per window (`contactPerAddress` in src/domain/shared/limits.ts) so the inbox cannot be flooded. The
 * slot is taken before the message is stored, so parallel posts cannot outrun the limit.
 */
import { consentsAccepted } from '../../../src/domain/legal/consent.ts';
import {
  acknowledgedDeadlines,
  answerBusinessDays,
  answerDeadline,
  contactKindOf,
  filingYear,
  formatRadicado,
  isFiledRequest,
  radicadoSequence,
  type AcknowledgedDeadline,
  type ContactMessageKind,
  type DataRequestClass,
} from '../../../src/domain/contact/contact-requests.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { ContactForm } from '../../../src/domain/contact/contact-schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../../store/contract.ts';
import type { ContactMessageDoc } from '../../store/documents.ts';
import { notifyContactMessage, sendContactAcknowledgement, type FiledRequest } from './notifications.ts';
import { nextInSequence } from '../platform/index.ts';
import { requireRateSlot } from '../platform/index.ts';

/** What the sender of a PQR or a personal-data request is told at once: its filing number and the dates of the answer. */
export interface FiledContactRequest {
  radicado: string;
  deadlines: AcknowledgedDeadline[];
}

/**
 * Stores the message for the panel's inbox, with its kind (a PQR or a personal-data request has a
 * legal deadline) and the data policy the sender accepted, and sends the owner a copy to answer by e-mail.
 * A PQR or a personal-data request is filed: it takes the year's next radicado before it is stored
 * (a crash in between leaves a gap in the numbers, never one number twice), and its sender gets
 * the acknowledgement. A general message answers nothing. The message is stored marked
 * `mailPending` until its mails are queued, so a crash in between is finished by the sweeper.
 */
export async function submitContactMessage(deps: AppDeps, form: ContactForm, ip: string): Promise<FiledContactRequest | undefined> {
  await requireRateSlot(deps.store, 'contactPerAddress', ip, deps.clock(), messages.contactRateLimited);
  const { name, email, subject, message, requestType } = form;
  return storeContactMessage(deps, { name, email, subject, message, kind: contactKindOf(requestType) }, ip);
}

/** A message to store for the inbox, of the kind the server decided. */
export type ContactMessageInput = Pick<ContactMessageDoc, 'name' | 'email' | 'subject' | 'message'> & { kind: ContactMessageKind };

/**
 * Stores a message whose sender's limit is already taken (the contact form's or the payment
 * reversal's), files it when its kind is filed, and queues its mails.
 */
export async function storeContactMessage(deps: AppDeps, input: ContactMessageInput, ip: string): Promise<FiledContactRequest | undefined> {
  const { store, clock } = deps;
  const now = clock();
  const consents = consentsAccepted(['dataPolicy'], now);
  const radicado = isFiledRequest(input.kind)
    ? formatRadicado(filingYear(now), await nextInSequence(store, radicadoSequence(filingYear(now))))
    : undefined;
  const doc = {
    ...input,
    ...(radicado ? { radicado } : {}),
    consents,
    mailPending: true as const,
    ip,
    createdAt: now,
  };
  const { insertedId } = await store.collection('contactMessages').insertOne(doc);
  const filed = await queueContactMail(deps, { _id: insertedId, ...doc });
  return filed ? { radicado: filed.radicado, deadlines: [...filed.deadlines] } : undefined;
}

/**
 * Queues a stored message's mails (each once, by its key) and then clears its `mailPending`: a
 * request that dies in between leaves the mark, and the sweeper queues them again without sending twice.
 */
async function queueContactMail(deps: AppDeps, doc: ContactMessageDoc): Promise<FiledRequest | undefined> {
  const kind = doc.kind ?? 'general';
  const filed: FiledRequest | undefined =
    isFiledRequest(kind) && doc.radicado
      ? {
          kind,
          radicado: doc.radicado,
          receivedAt: new Date(doc.createdAt),
          deadlines: acknowledgedDeadlines(kind, new Date(doc.createdAt)),
        }
      : undefined;
  await notifyContactMessage(deps, doc._id, doc, filed);
  if (filed) await sendContactAcknowledgement(deps, doc._id, doc, filed);
  await deps.store.collection('contactMessages').updateOne({ _id: doc._id }, { $unset: { mailPending: true } });
  return filed;
}

/** How long a message's own request has to queue its mails before the sweeper does it. */
const CONTACT_MAIL_GRACE_MS = 2 * 60_000;

/** The sweeper's part: messages whose request died before their mails were queued get them now. */
export async function resumeContactMail(deps: AppDeps, batch = 25): Promise<number> {
  const before = new Date(deps.clock().getTime() - CONTACT_MAIL_GRACE_MS);
  const stranded = await deps.store
    .collection('contactMessages')
    .find({ mailPending: true, createdAt: { $lt: before } }, { sort: { createdAt: 1 }, limit: batch });
  for (const doc of stranded) await queueContactMail(deps, doc);
  return stranded.length;
}

/** A message as the inbox shows it: its legal deadline (a data request's by its class) and whether the owner read it. */
function inboxItem({ _id, name, email, subject, message, kind = 'general', dataRequest, radicado, readAt, createdAt }: ContactMessageDoc) {
  const dataClass: DataRequestClass | null = kind === 'datos' ? (dataRequest ?? 'consulta') : null;
  return {
    _id,
    name,
    email,
    subject,
    message,
    kind,
    /** The filing number of a PQR or a personal-data request; null for the other messages. */
    radicado: radicado ?? null,
    /** 'consulta' or 'reclamo' for a personal-data request; null for the other kinds. */
    dataRequest: dataClass,
    answerBy: answerDeadline(kind, new Date(createdAt), dataClass ?? undefined),
    /** When the owner marked it read; null while unread. */
    readAt: readAt ? new Date(readAt).toISOString() : null,
    createdAt: new Date(createdAt).toISOString(),
  };
}

/**
 * The inbox: messages with a legal deadline first (the soonest first), then the rest, newest first.
 * Unread or read does not move a message: the deadline is what orders the work, and a card the
 * owner just marked stays where it was; each card says "Sin leer" instead.
 */
export async function listContactMessages(store: Store) {
  const docs = await store.collection('contactMessages').find({}, { sort: { createdAt: -1, _id: -1 }, limit: 500 });
  const listed = docs.map(inboxItem);
  const flagged = listed.filter((item) => item.answerBy !== null).sort((a, b) => (a.answerBy ?? '').localeCompare(b.answerBy ?? ''));
  return [...flagged, ...listed.filter((item) => item.answerBy === null)];
}

/**
 * The owner says whether a personal-data request is a consultation (10 business days) or a claim
 * (15): one conditional write that matches only a data request, so another kind is never changed.
 */
export async function setDataRequestClass(store: Store, messageId: string, dataRequest: DataRequestClass) {
  const contact = store.collection('contactMessages');
  const { matchedCount } = await contact.updateOne({ _id: messageId, kind: 'datos' }, { $set: { dataRequest } });
  const doc = await contact.findOne({ _id: messageId });
  if (!doc) throw new ServiceError(404, messages.contactMessageNotFound);
  if (matchedCount === 0) throw new ServiceError(409, messages.dataRequestOnlyForDataMessages);
  const item = inboxItem(doc);
  return { item, message: messages.dataRequestMarked(dataRequest === 'reclamo', answerBusinessDays('datos', dataRequest) ?? 0) };
}
