/**
 * What the shop tells people, and when: each use case here renders one message from src/domain's
 * templates and queues it in the outbox under a key that makes it happen once.
 */
import { paymentSuccessUrl } from '../../src/domain/checkout.ts';
import { contactNoticeMail, welcomeMail } from '../../src/domain/mail/account-mails.ts';
import { orderNoticeMail, phoneReservationNoticeMail, receiptMail } from '../../src/domain/mail/order-mails.ts';
import type { ContactForm } from '../../src/domain/schemas.ts';
import type { AppConfig } from '../config.ts';
import type { AppDeps } from '../http/context.ts';
import type { UserDoc } from '../store/documents.ts';
import { reservationCalendar } from './calendar.ts';
import { queueMail } from './mail-outbox.ts';
import { toPublicTransaction, type PublicTransaction } from './transactions.ts';

/** The address links in a message point to: SITE_URL, or the local server's own. */
export function shopOrigin(config: AppConfig): string {
  if (config.siteOrigin) return config.siteOrigin;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
}

/** Where the admin panel lists a record of this kind, filtered to its reference. */
function adminRecordUrl(origin: string, kind: 'reserva' | 'venta', reference: string): string {
  const page = kind === 'reserva' ? 'all-reservas' : 'all-Ventas';
  return `${origin}/admin-panel/${page}?ref=${encodeURIComponent(reference)}`;
}

/** The receipt to the customer and the notice to the owner of a paid order. Safe to call again. */
export async function notifyPaidOrder(deps: AppDeps, reference: string): Promise<void> {
  const docs = await deps.store.collection('transactions').find({ reference }, { sort: { kind: 1 } });
  const first = docs[0];
  if (!first) return;
  const records: PublicTransaction[] = docs.map(toPublicTransaction);
  const origin = shopOrigin(deps.config);
  const access = encodeURIComponent(first.accessToken);
  const receiptUrl = `${origin}${paymentSuccessUrl(reference, first.amounts.totalNowUsdCents)}&access=${access}`;
  const manageUrl = `${origin}/mi-reserva?ref=${encodeURIComponent(reference)}&access=${access}`;
  const calendar = reservationCalendar(records);
  await queueMail(deps, {
    key: `receipt:${reference}`,
    kind: 'receipt',
    to: first.shippingInfo.email,
    ...receiptMail(records, { receiptUrl, manageUrl }, origin),
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

export async function notifyPhoneReservation(deps: AppDeps, record: PublicTransaction): Promise<void> {
  const origin = shopOrigin(deps.config);
  await queueMail(deps, {
    key: `phone-reservation:${record.reference}`,
    kind: 'phone-reservation',
    to: deps.config.mail.notifyTo,
    ...phoneReservationNoticeMail(record, adminRecordUrl(origin, 'reserva', record.reference), origin),
  });
}

/** The owner's copy of a contact message; answering it writes to the sender. */
export async function notifyContactMessage(deps: AppDeps, messageId: string, form: ContactForm): Promise<void> {
  await queueMail(deps, {
    key: `contact:${messageId}`,
    kind: 'contact',
    to: deps.config.mail.notifyTo,
    replyTo: form.email,
    ...contactNoticeMail({ name: form.name, email: form.email, subject: form.subject, message: form.message }, shopOrigin(deps.config)),
  });
}

export async function sendWelcome(deps: AppDeps, user: Pick<UserDoc, '_id' | 'name' | 'email'>): Promise<void> {
  await queueMail(deps, { key: `welcome:${user._id}`, kind: 'welcome', to: user.email, ...welcomeMail({ name: user.name }, shopOrigin(deps.config)) });
}
