/**
 * The contact form: messages are stored for the owner (and sent to the shop's inbox), and each address may send only a few
 * per window (`contactPerAddress` in src/domain/limits.ts) so the inbox cannot be flooded. The
 * slot is taken before the message is stored, so parallel posts cannot outrun the limit.
 */
import { consentsAccepted } from '../../../src/domain/consent.ts';
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
  type DataRequestClass,
} from '../../../src/domain/contact-requests.ts';
import { messages } from '../../../src/domain/messages.ts';
import type { ContactForm } from '../../../src/domain/schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../../store/contract.ts';
import type { ContactMessageDoc } from '../../store/documents.ts';
import { notifyContactMessage, sendContactAcknowledgement } from './notifications.ts';
import { nextInSequence } from '../operations/sequences.ts';
import { requireRateSlot } from '../operations/rate-limits.ts';

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
 * the acknowledgement. A general message answers nothing.
 */
export async function submitContactMessage(deps: AppDeps, form: ContactForm, ip: string): Promise<FiledContactRequest | undefined> {
  const { store, clock } = deps;
  const now = clock();
  await requireRateSlot(store, 'contactPerAddress', ip, now, messages.contactRateLimited);
  const { name, email, subject, message, requestType } = form;
  const kind = contactKindOf(requestType);
  const consents = consentsAccepted(['dataPolicy'], now);
  if (!isFiledRequest(kind)) {
    const { insertedId } = await store
      .collection('contactMessages')
      .insertOne({ name, email, subject, message, kind, consents, ip, createdAt: now });
    await notifyContactMessage(deps, insertedId, form);
    return undefined;
  }
  const year = filingYear(now);
  const radicado = formatRadicado(year, await nextInSequence(store, radicadoSequence(year)));
  const { insertedId } = await store
    .collection('contactMessages')
    .insertOne({ name, email, subject, message, kind, radicado, consents, ip, createdAt: now });
  const filed = { kind, radicado, receivedAt: now, deadlines: acknowledgedDeadlines(kind, now) };
  await notifyContactMessage(deps, insertedId, form, filed);
  await sendContactAcknowledgement(deps, insertedId, form, filed);
  return { radicado, deadlines: filed.deadlines };
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
