/**
 * What the owner sees of a reservation's WhatsApp notices, beside the booking in the admin panel:
 * each notice's kind, appointment, number, state in the outbox, delivery status and the error
 * kept when it failed or was stopped.
 */
import { paymentReferenceSchema } from '../../../src/domain/checkout/checkout-schemas.ts';
import type { WhatsAppDeliveryStatus, WhatsAppNoticeKind } from '../../../src/domain/whatsapp/whatsapp.ts';
import type { AppDeps } from '../../deps.ts';
import type { WhatsAppMessageState } from '../../store/documents.ts';
import { parseOrThrow } from '../errors.ts';

export interface WhatsAppNoticeView {
  id: string;
  kind: WhatsAppNoticeKind;
  lineId: string;
  /** The service, and the date and hour the notice told (its first three parameters). */
  service: string;
  when: string;
  to: string;
  state: WhatsAppMessageState;
  delivery: WhatsAppDeliveryStatus | null;
  /** Why it was not sent, or Meta's reason of a failed delivery. */
  error: string | null;
  attempts: number;
  /** When a failed notice is tried again; null once sent or given up. */
  retryAt: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveryAt: string | null;
}

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** The notices of one reservation, oldest first; none when its customer did not ask for them. */
export async function whatsappNoticesOf(deps: AppDeps, rawReference: string): Promise<WhatsAppNoticeView[]> {
  const reference = parseOrThrow(paymentReferenceSchema, rawReference);
  const docs = await deps.store.collection('whatsappMessages').find({ reference }, { sort: { createdAt: 1 } });
  return docs.map((doc) => ({
    id: doc._id,
    kind: doc.kind,
    lineId: doc.lineId,
    service: doc.parameters[0] ?? '',
    when: [doc.parameters[1], doc.parameters[2]].filter(Boolean).join(', '),
    to: doc.to,
    state: doc.state,
    delivery: doc.delivery ?? null,
    error: doc.deliveryError ?? doc.lastError ?? null,
    attempts: doc.attempts,
    retryAt: doc.state === 'failed' ? iso(doc.nextAttemptAt) : null,
    createdAt: new Date(doc.createdAt).toISOString(),
    sentAt: iso(doc.sentAt),
    deliveryAt: iso(doc.deliveryAt),
  }));
}
