/**
 * What the shop tells people, and when: each use case here renders one message from src/domain's
 * templates and queues it in the outbox under a key that makes it happen once.
 */
import { serviceWithPerson } from '../../../src/domain/staff/messages-picker.ts';
import { shopHours } from '../schedule/index.ts';
import { paymentSuccessUrl } from '../../../src/domain/checkout/checkout.ts';
import { emailConfirmationMail, welcomeMail } from '../../../src/domain/mail/account-mails.ts';
import { contactAcknowledgementMail, contactNoticeMail } from '../../../src/domain/mail/contact-mails.ts';
import { answerDeadline, type AcknowledgedDeadline, type FiledRequestKind } from '../../../src/domain/contact/contact-requests.ts';
import { formatDay, formatMoment } from '../../../src/domain/shared/dates.ts';
import { legalMessages } from '../../../src/domain/legal/messages-legal.ts';
import { newsletterConfirmationMail } from '../../../src/domain/mail/newsletter-mail.ts';
import {
  bookingCancelledMail,
  bookingChangeNoticeMail,
  bookingMovedMail,
  bookingReminderMail,
  type AppointmentFacts,
} from '../../../src/domain/mail/booking-mails.ts';
import { bookingLinksMail, type ReservationLink } from '../../../src/domain/mail/booking-links-mail.ts';
import { lowStockNoticeMail } from '../../../src/domain/mail/low-stock-mail.ts';
import { orderNoticeMail, phoneReservationNoticeMail, receiptMail } from '../../../src/domain/mail/order-mails.ts';
import { paymentReviewNoticeMail, type PaymentReviewFacts } from '../../../src/domain/mail/payment-review-mail.ts';
import { placeOfLine } from '../../../src/domain/bookings/appointment-place.ts';
import type { PublicRecord } from '../../../src/domain/records/records.ts';
import type { ContactForm } from '../../../src/domain/contact/contact-schemas.ts';
import { shopOrigin } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { RecordDoc, UserDoc } from '../../store/documents.ts';
import { lineIdOf } from '../bookings/index.ts';
import { cancelledEventCalendar, movedEventCalendar, reservationCalendar } from '../bookings/index.ts';
import { queueMail } from './mail-outbox.ts';
import { toPublicRecord, withDefaultTaxTreatment } from '../records/index.ts';

/** Where the admin panel lists a record of this kind, filtered to its reference. */
function adminRecordUrl(origin: string, kind: 'reserva' | 'venta', reference: string): string {
  const page = kind === 'reserva' ? 'all-reservas' : 'all-Ventas';
  return `${origin}/admin-panel/${page}?ref=${encodeURIComponent(reference)}`;
}

/** The issued invoice's own document, for a guest with the receipt token (the shop's sandbox document); none otherwise. */
function invoiceUrlOf(records: readonly PublicRecord[], access: string): { invoiceUrl?: string } {
  const url = records.find((record) => record.invoice?.status === 'emitida')?.invoice?.pdfUrl;
  return url ? { invoiceUrl: url.includes('/api/invoices/') ? `${url}?access=${access}` : url } : {};
}

/** The receipt to the customer and the notice to the owner of a paid order (`order.paid`). Safe to call again. */
export async function notifyPaidOrder(deps: AppDeps, reference: string): Promise<void> {
  const docs = await deps.store.collection('transactions').find({ reference }, { sort: { kind: 1 } });
  const first = docs[0];
  if (!first) return;
  // Each line with its IVA treatment (an older one, the shop's default): the receipt says the IVA included.
  const records: PublicRecord[] = await withDefaultTaxTreatment(deps.store, docs.map(toPublicRecord));
  const origin = shopOrigin(deps.config);
  const access = encodeURIComponent(first.accessToken);
  const receiptUrl = `${origin}${paymentSuccessUrl(reference, first.amounts.totalNowUsdCents)}&access=${access}`;
  const manageUrl = `${origin}/mi-reserva?ref=${encodeURIComponent(reference)}&access=${access}`;
  const calendar = await reservationCalendar(records, { publish: true });
  await queueMail(deps, {
    key: `receipt:${reference}`,
    kind: 'receipt',
    to: first.shippingInfo.email,
    ...receiptMail(records, { receiptUrl, manageUrl, ...invoiceUrlOf(records, access) }, origin, await shopHours(deps.store)),
    attachments: calendar
      ? [{ filename: `reserva-${reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar }]
      : [],
  });
  const kind = records.some((record) => record.kind === 'reserva') ? 'reserva' : 'venta';
  await queueMail(deps, {
    key: `order-notice:${reference}`,
    kind: 'order-notice',
    to: deps.config.mail.notifyTo,
    replyTo: first.shippingInfo.email,
    ...orderNoticeMail(records, adminRecordUrl(origin, kind, reference), origin),
  });
}

export async function notifyPhoneReservation(deps: AppDeps, record: PublicRecord): Promise<void> {
  const origin = shopOrigin(deps.config);
  await queueMail(deps, {
    key: `phone-reservation:${record.reference}`,
    kind: 'phone-reservation',
    to: deps.config.mail.notifyTo,
    ...phoneReservationNoticeMail(record, adminRecordUrl(origin, 'reserva', record.reference), origin),
  });
}

/** Who wrote a contact message and what: all its mails need, from the form or from the stored message. */
export type ContactSender = Pick<ContactForm, 'name' | 'email' | 'subject' | 'message'>;

/** A PQR or a personal-data request as it was filed: its radicado and the deadlines its sender is told. */
export interface FiledRequest {
  kind: FiledRequestKind;
  radicado: string;
  receivedAt: Date;
  deadlines: readonly AcknowledgedDeadline[];
}

/** The owner's copy of a contact message; answering it writes to the sender. A filed request names its type and radicado. */
export async function notifyContactMessage(deps: AppDeps, messageId: string, form: ContactSender, filed?: FiledRequest): Promise<void> {
  const answerBy = filed ? answerDeadline(filed.kind, filed.receivedAt) : null;
  const request =
    filed && answerBy
      ? {
          label: legalMessages.contactRequestTypes.get(filed.kind) ?? filed.kind,
          shortLabel: legalMessages.inboxKindLabels.get(filed.kind) ?? filed.kind,
          radicado: filed.radicado,
          answerBy: formatDay(answerBy),
        }
      : undefined;
  await queueMail(deps, {
    key: `contact:${messageId}`,
    kind: 'contact',
    to: deps.config.mail.notifyTo,
    replyTo: form.email,
    ...contactNoticeMail(
      { name: form.name, email: form.email, subject: form.subject, message: form.message, ...(request ? { request } : {}) },
      shopOrigin(deps.config),
    ),
  });
}

/** The acknowledgement of a filed PQR or personal-data request, to its sender: once per message. */
export async function sendContactAcknowledgement(
  deps: AppDeps,
  messageId: string,
  form: ContactSender,
  filed: FiledRequest,
): Promise<void> {
  await queueMail(deps, {
    key: `contact-acknowledgement:${messageId}`,
    kind: 'contact-acknowledgement',
    to: form.email,
    ...contactAcknowledgementMail(
      {
        name: form.name,
        kind: filed.kind,
        label: legalMessages.contactRequestTypes.get(filed.kind) ?? filed.kind,
        radicado: filed.radicado,
        receivedAt: formatMoment(filed.receivedAt),
        subject: form.subject,
        message: form.message,
        deadlines: filed.deadlines.map((deadline) => ({ ...deadline, answerBy: formatDay(deadline.answerBy) })),
      },
      shopOrigin(deps.config),
    ),
  });
}

/**
 * The request to confirm a newsletter subscription (double opt-in): the confirmation page's link,
 * and the unsubscribe link for whoever did not ask: the page's address in the body, and the API's
 * for mail clients' one-click button (List-Unsubscribe, RFC 8058). `sendingKey` tells one request
 * from the next of the same subscription (a re-sent one has new tokens).
 */
export async function sendNewsletterConfirmationRequest(
  deps: AppDeps,
  input: { subscriptionId: string; sendingKey: string; email: string; confirmToken: string; unsubscribeToken: string },
): Promise<void> {
  const origin = shopOrigin(deps.config);
  const confirmToken = encodeURIComponent(input.confirmToken);
  const unsubscribeToken = encodeURIComponent(input.unsubscribeToken);
  await queueMail(deps, {
    key: `newsletter-confirmation:${input.subscriptionId}:${input.sendingKey}`,
    kind: 'newsletter-confirmation',
    to: input.email,
    listUnsubscribe: `${origin}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
    ...newsletterConfirmationMail(
      {
        confirmUrl: `${origin}/confirmar-suscripcion?token=${confirmToken}`,
        unsubscribeUrl: `${origin}/darse-de-baja?token=${unsubscribeToken}`,
      },
      origin,
    ),
  });
}

export async function sendWelcome(deps: AppDeps, user: Pick<UserDoc, '_id' | 'name' | 'email'>): Promise<void> {
  await queueMail(deps, {
    key: `welcome:${user._id}`,
    kind: 'welcome',
    to: user.email,
    ...welcomeMail({ name: user.name }, shopOrigin(deps.config)),
  });
}

/**
 * The link that confirms the account's e-mail, to that e-mail. `sendingKey` tells one link from the
 * next of the same account (a new link has a new token), so each is queued once.
 */
export async function sendEmailConfirmationRequest(
  deps: AppDeps,
  input: { userId: string; name: string; email: string; sendingKey: string; token: string },
): Promise<void> {
  const origin = shopOrigin(deps.config);
  await queueMail(deps, {
    key: `email-confirmation:${input.userId}:${input.sendingKey}`,
    kind: 'email-confirmation',
    to: input.email,
    ...emailConfirmationMail(
      { name: input.name, email: input.email, confirmUrl: `${origin}/confirmar-correo?token=${encodeURIComponent(input.token)}` },
      origin,
    ),
  });
}

/** The page where the customer sees, moves or cancels the reservation (the receipt links it too). */
function manageUrl(origin: string, doc: Pick<RecordDoc, 'reference' | 'accessToken'>): string {
  return `${origin}/mi-reserva?ref=${encodeURIComponent(doc.reference)}&access=${encodeURIComponent(doc.accessToken)}`;
}

/**
 * The manage links of a customer's reservations still to come, asked again because the receipt's
 * was lost: one message, to the address the receipts went to. `requestId` makes each request its
 * own message (the requests are rate-limited before this).
 */
export async function sendBookingLinks(
  deps: AppDeps,
  input: {
    requestId: string;
    email: string;
    reservations: readonly (Pick<RecordDoc, 'reference' | 'accessToken'> & { appointments: ReservationLink['appointments'] })[];
  },
): Promise<void> {
  if (input.reservations.length === 0) return;
  const origin = shopOrigin(deps.config);
  const links = input.reservations.map((doc) => ({
    reference: doc.reference,
    manageUrl: manageUrl(origin, doc),
    appointments: doc.appointments,
  }));
  await queueMail(deps, {
    key: `booking-links:${input.requestId}`,
    kind: 'booking-links',
    to: input.email,
    ...bookingLinksMail(links, origin),
  });
}

function appointmentOf(doc: RecordDoc, index: number) {
  const line = doc.reservationDetails[index];
  if (!line) return null;
  const info = doc.shippingInfo;
  const place = placeOfLine(line, info);
  const facts: AppointmentFacts = {
    reference: doc.reference,
    customerName: info.name,
    customerContact: [info.name, info.phone, info.email].filter(Boolean).join(' · '),
    productName: serviceWithPerson(line),
    reservationDate: line.reservationDate ?? '',
    reservationTime: line.reservationTime ?? '',
    reschedules: line.reschedules ?? 0,
    atHome: place?.at === 'domicilio',
    visitAddress: place?.address ?? '',
  };
  return { line, lineId: lineIdOf(doc, index), facts };
}

/** The customer's confirmation (its .ics removes the event) and the owner's notice of a cancelled appointment (`appointment.cancelled`). Once per line. */
export async function notifyBookingCancelled(deps: AppDeps, doc: RecordDoc, index: number): Promise<void> {
  const appointment = appointmentOf(doc, index);
  if (!appointment) return;
  const { line, lineId, facts } = appointment;
  const origin = shopOrigin(deps.config);
  const cancelled = line.history?.findLast((event) => event.kind === 'cancelada');
  const refundCop = cancelled?.kind === 'cancelada' ? cancelled.refundAmount : 0;
  if (doc.shippingInfo.email) {
    await queueMail(deps, {
      key: `booking-cancelled:${lineId}`,
      kind: 'booking-cancelled',
      to: doc.shippingInfo.email,
      ...bookingCancelledMail(facts, refundCop, manageUrl(origin, doc), origin, Boolean(line.refundPending), line.cancelledBy === 'tienda'),
      // Above every SEQUENCE the event had: the receipt's (0) and each move's.
      attachments: [
        {
          filename: `cita-${doc.reference}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=CANCEL',
          content: await cancelledEventCalendar(line, doc.shippingInfo, doc.shippingInfo, facts.reschedules + 1),
        },
      ],
    });
  }
  await queueMail(deps, {
    key: `booking-cancelled-notice:${lineId}`,
    kind: 'booking-cancelled-notice',
    to: deps.config.mail.notifyTo,
    ...(doc.shippingInfo.email ? { replyTo: doc.shippingInfo.email } : {}),
    ...bookingChangeNoticeMail(
      facts,
      { change: 'cancelada', by: line.cancelledBy ?? 'cliente', refundCop },
      adminRecordUrl(origin, 'reserva', doc.reference),
      origin,
    ),
  });
}

/** The customer's confirmation (its .ics moves the event) and the owner's notice of a moved appointment (`appointment.moved`). Once per move. */
export async function notifyBookingMoved(deps: AppDeps, doc: RecordDoc, index: number): Promise<void> {
  const appointment = appointmentOf(doc, index);
  if (!appointment) return;
  const { line, lineId, facts } = appointment;
  const origin = shopOrigin(deps.config);
  const moved = line.history?.findLast((event) => event.kind === 'reprogramada');
  const from = moved?.kind === 'reprogramada' ? moved.from : { date: '', time: '' };
  const by = moved?.by ?? 'cliente';
  if (doc.shippingInfo.email) {
    await queueMail(deps, {
      key: `booking-moved:${lineId}:${facts.reschedules}`,
      kind: 'booking-moved',
      to: doc.shippingInfo.email,
      ...bookingMovedMail(facts, from, manageUrl(origin, doc), origin),
      attachments: [
        {
          filename: `cita-${doc.reference}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: await movedEventCalendar(line, doc.shippingInfo, doc.shippingInfo, facts.reschedules),
        },
      ],
    });
  }
  await queueMail(deps, {
    key: `booking-moved-notice:${lineId}:${facts.reschedules}`,
    kind: 'booking-moved-notice',
    to: deps.config.mail.notifyTo,
    ...(doc.shippingInfo.email ? { replyTo: doc.shippingInfo.email } : {}),
    ...bookingChangeNoticeMail(facts, { change: 'reprogramada', by, from }, adminRecordUrl(origin, 'reserva', doc.reference), origin),
  });
}

/** The reminder of an appointment, once per line and appointment (a moved one is reminded of its new hour). */
export async function notifyBookingReminder(deps: AppDeps, doc: RecordDoc, index: number): Promise<void> {
  const appointment = appointmentOf(doc, index);
  if (!appointment) return;
  const { lineId, facts } = appointment;
  const origin = shopOrigin(deps.config);
  const event = `${facts.reservationDate}T${facts.reservationTime}`;
  if (doc.shippingInfo.email) {
    await queueMail(deps, {
      key: `reminder:${lineId}:${event}`,
      kind: 'reminder',
      to: doc.shippingInfo.email,
      ...bookingReminderMail(facts, manageUrl(origin, doc), origin),
    });
  }
}

/** The owner's notice of a payment marked 'revisar', once per order and transaction. */
export async function notifyPaymentToReview(deps: AppDeps, facts: PaymentReviewFacts): Promise<void> {
  await queueMail(deps, {
    key: `payment-review:${facts.reference}:${facts.transactionId}`,
    kind: 'payment-review',
    to: deps.config.mail.notifyTo,
    ...paymentReviewNoticeMail(facts, shopOrigin(deps.config)),
  });
}

/**
 * The owner's notice that a sale left a product at or below the threshold: once per product and
 * restock (`restocks` moves when the owner raises the stock above the threshold,
 * services/catalogue/low-stock.ts).
 */
export async function notifyLowStock(
  deps: AppDeps,
  product: { _id: string; productName: string; stock: number; restocks?: number },
  threshold: number,
): Promise<void> {
  const origin = shopOrigin(deps.config);
  await queueMail(deps, {
    key: `low-stock:${product._id}:${product.restocks ?? 0}`,
    kind: 'low-stock',
    to: deps.config.mail.notifyTo,
    ...lowStockNoticeMail(
      { productName: product.productName, stock: product.stock, threshold, dashboardUrl: `${origin}/admin-panel` },
      origin,
    ),
  });
}
