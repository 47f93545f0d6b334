/**
 * WhatsApp's rules for the appointment notices (WhatsApp Business Cloud API): the number a message
 * goes to, the replies that stop every message, and the parameters of each template. Pure: the
 * server decides with them, and the texts they hold live in `messages-whatsapp.ts`.
 */
import { formatDay, formatHour } from '../shared/dates.ts';
import { whatsappMessages as t } from './messages-whatsapp.ts';

/**
 * A phone as WhatsApp knows it: the country code and the number, digits only ("573001234567").
 * A Colombian mobile (ten digits starting with 3) gets 57 in front, and is accepted with +57, 57 or
 * 0057 already there; any other number must already carry its country code (after "+" or "00", or
 * as 11 to 15 digits). Spaces, dots, dashes and brackets are ignored. Anything else is null: a
 * message to a guessed number would reach a stranger, so none is sent.
 */
export function whatsappNumber(phone: string): string | null {
  const compact = phone.trim().replace(/[\s.()-]/g, '');
  const international = /^(\+|00)/.test(compact);
  const digits = compact.replace(/^(\+|00)/, '');
  if (!/^\d+$/.test(digits)) return null;
  if (!international && /^3\d{9}$/.test(digits)) return `57${digits}`;
  if (digits.startsWith('57')) return /^573\d{9}$/.test(digits) ? digits : null;
  if (digits.startsWith('0')) return null;
  if (international) return /^\d{8,15}$/.test(digits) ? digits : null;
  return /^\d{11,15}$/.test(digits) ? digits : null;
}

/** The replies that stop every later message to the number: "BAJA", "STOP", "NO MÁS", in any case, with or without accents. */
export const OPT_OUT_REPLIES = ['baja', 'stop', 'no mas'] as const;
/** The replies that lift a number's opt-out: only the number itself can say them. */
export const OPT_IN_REPLIES = ['alta'] as const;

/** A reply trimmed, case- and accent-insensitive, inner spaces folded. */
const foldedReply = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s.!¡]+/g, ' ')
    .trim();

/** Whether a customer's reply asks to stop the messages. */
export function isOptOutReply(text: string): boolean {
  return (OPT_OUT_REPLIES as readonly string[]).includes(foldedReply(text));
}

/** Whether a customer's reply asks to receive the messages again ("ALTA"). */
export function isOptInReply(text: string): boolean {
  return (OPT_IN_REPLIES as readonly string[]).includes(foldedReply(text));
}

/**
 * Whether a number is opted out: it replied "BAJA" and has not replied "ALTA" since. A tie goes to
 * the opt-out (Meta stamps replies in whole seconds). A checkout's ticked box never lifts it: anybody
 * can type a number there.
 */
export function isOptedOut(record: { optedOutAt?: Date | null; optedInAt?: Date | null } | null): boolean {
  if (!record?.optedOutAt) return false;
  return !record.optedInAt || new Date(record.optedInAt).getTime() <= new Date(record.optedOutAt).getTime();
}

/**
 * The notices a customer who opted in receives about an appointment, about a sale sent ('shipped')
 * and about a waitlist's freed place held for them ('waitlist-offer').
 */
export const whatsappNoticeKinds = ['confirmation', 'moved', 'cancelled', 'reminder', 'shipped', 'waitlist-offer'] as const;
export type WhatsAppNoticeKind = (typeof whatsappNoticeKinds)[number];

/** What every notice says of its appointment. */
export interface WhatsAppAppointment {
  productName: string;
  /** YYYY-MM-DD and HH:mm, Bogotá. */
  reservationDate: string;
  reservationTime: string;
  /** A home service is done at the customer's address; any other at the shop's. */
  atHome: boolean;
  address: string;
  /** The customer's /mi-reserva link. */
  manageUrl: string;
}

/** Meta refuses a parameter with a line break, a tab or more than four spaces in a row, or an empty one. */
function parameterText(text: string): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single === '' ? '-' : single.slice(0, 1000);
}

/**
 * The body parameters of every template, in their order {{1}}…{{5}}: the service, the date, the
 * hour, the place (the shop's address, or the customer's for a home visit) and the /mi-reserva
 * link. The four templates take the same five, so the owner creates them alike.
 */
export function whatsappTemplateParameters(appointment: WhatsAppAppointment): string[] {
  return [
    appointment.productName,
    formatDay(appointment.reservationDate),
    formatHour(appointment.reservationTime),
    appointment.atHome ? t.placeAtHome(appointment.address) : t.placeAtShop(appointment.address),
    appointment.manageUrl,
  ].map(parameterText);
}

/** What the notice of a sent sale says: the purchase, the carrier, the guide and the tracking link. */
export interface WhatsAppShipment {
  reference: string;
  carrier: string;
  guide: string;
  /** The tracking link, or the customer's order page when the carrier has none. */
  link: string;
}

/** The body parameters of the 'shipped' template, {{1}}…{{4}}: the purchase, the carrier, the guide and the link. */
export function whatsappShipmentParameters(shipment: WhatsAppShipment): string[] {
  return [shipment.reference, shipment.carrier, shipment.guide, shipment.link].map(parameterText);
}

/** What the notice of a waitlist's offer says: the service, its day and hour, and the link that holds the place. */
export interface WhatsAppWaitlistOffer {
  serviceName: string;
  /** YYYY-MM-DD and HH:mm, Bogotá. */
  date: string;
  time: string;
  link: string;
}

/** The body parameters of the 'waitlist-offer' template, {{1}}…{{4}}: the service, the date, the hour and the link. */
export function whatsappWaitlistOfferParameters(offer: WhatsAppWaitlistOffer): string[] {
  return [offer.serviceName, formatDay(offer.date), formatHour(offer.time), offer.link].map(parameterText);
}

/** The order of delivery statuses: a later one never goes back to an earlier one (Meta may send them out of order). */
export const whatsappDeliveryStatuses = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppDeliveryStatus = (typeof whatsappDeliveryStatuses)[number];

/** The statuses a new one may replace: every earlier one ('failed' replaces any). */
export function deliveryStatusesBefore(status: WhatsAppDeliveryStatus): WhatsAppDeliveryStatus[] {
  if (status === 'failed') return ['sent', 'delivered', 'read'];
  return whatsappDeliveryStatuses.slice(0, whatsappDeliveryStatuses.indexOf(status));
}
