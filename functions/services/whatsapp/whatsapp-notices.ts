/**
 * What WhatsApp tells a customer who ticked "Recibir avisos de mi cita por WhatsApp", and when: the
 * confirmation of each appointment once its payment settles, each change (moved, cancelled by the
 * customer, by the shop or by a closure) and the reminder the day before. Called beside the
 * matching e-mail (services/mail/notifications.ts), with a key naming the line and the event, so
 * each notice is queued once. A notice that cannot be queued is logged and never undoes its cause.
 */
import { serviceWithPerson } from '../../../src/domain/staff/messages-picker.ts';
import { placeOfLine } from '../../../src/domain/bookings/appointment-place.ts';
import { whatsappTemplateParameters, type WhatsAppNoticeKind } from '../../../src/domain/whatsapp/whatsapp.ts';
import type { AppDeps } from '../../deps.ts';
import type { RecordDoc } from '../../store/documents.ts';
import { lineIdOf } from '../bookings/index.ts';
import { queueWhatsApp } from './whatsapp-outbox.ts';

/** When the customer ticked the box on this order; null when they did not. */
export function whatsappConsentOf(doc: Pick<RecordDoc, 'consents'>): Date | null {
  const consent = doc.consents?.findLast((record) => record.kind === 'whatsapp');
  return consent ? new Date(consent.acceptedAt) : null;
}

/**
 * Queues the notice `kind` of the appointment on line `index`; `event` tells one notice of a kind
 * from the next on the same line (the move's count, the reminder's hour).
 */
export async function queueAppointmentNotice(
  deps: AppDeps,
  doc: RecordDoc,
  index: number,
  kind: WhatsAppNoticeKind,
  event: string,
  origin: string,
): Promise<void> {
  if (!deps.whatsapp) return;
  const consentAt = whatsappConsentOf(doc);
  const line = doc.reservationDetails[index];
  if (!consentAt || !line || line.kind !== 'service') return;
  const place = placeOfLine(line, doc.shippingInfo);
  const lineId = lineIdOf(doc, index);
  try {
    await queueWhatsApp(deps, {
      key: `whatsapp:${kind}:${lineId}:${event}`,
      kind,
      reference: doc.reference,
      lineId,
      phone: doc.shippingInfo.phone,
      consentAt,
      parameters: whatsappTemplateParameters({
        productName: serviceWithPerson(line),
        reservationDate: line.reservationDate ?? '',
        reservationTime: line.reservationTime ?? '',
        atHome: place?.at === 'domicilio',
        address: place?.address ?? '',
        manageUrl: `${origin}/mi-reserva?ref=${encodeURIComponent(doc.reference)}&access=${encodeURIComponent(doc.accessToken)}`,
      }),
    });
  } catch (error) {
    deps.log({ level: 'error', event: 'whatsapp.queue.failed', reference: doc.reference, kind, error: String(error) });
  }
}

/** The confirmation of every appointment of a paid reservation. Safe to call again. */
export async function queueBookingConfirmations(deps: AppDeps, docs: readonly RecordDoc[], origin: string): Promise<void> {
  for (const doc of docs) {
    if (doc.kind !== 'reserva') continue;
    for (const index of doc.reservationDetails.keys()) await queueAppointmentNotice(deps, doc, index, 'confirmation', 'paid', origin);
  }
}
