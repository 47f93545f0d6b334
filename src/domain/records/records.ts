/**
 * Reservation and sale records as the API returns them: one shape shared by the server, the
 * customer's order history, the payment result page and the admin panel.
 */
import type { AppointmentPlace } from '../bookings/appointment-place.ts';
import type { BookingEvent } from '../bookings/booking-policy.ts';
import type { PackTerms, PaidWithCredit } from '../promotions/packs.ts';
import type { InvoiceBuyer } from '../invoicing/buyer.ts';
import type { InvoiceSummary } from '../invoicing/invoices.ts';
import type { TaxTreatment } from '../invoicing/tax.ts';
import type { RecordKind } from './record-schemas.ts';
import type { SaleShipment } from '../shipments/shipments.ts';
import { hasHomeService, needsAddress } from '../shipping/shipping.ts';

/**
 * The statuses each kind of record can take. Kept here, free of zod, so that a page listing
 * records needs no schema library to offer them; the schemas validate against these lists.
 */
export const reservationStatuses = ['pendiente', 'confirmada', 'completada', 'cancelada', 'no asistió'] as const;
export const saleStatuses = ['pagada', 'enviada', 'entregada', 'cancelada'] as const;

/** A line as the server priced it when the order was created. */
export interface RecordLine {
  kind: 'product' | 'service';
  productId: string;
  /** What was sold: the product's name, and for a variant its label too ("Camiseta básica — Talla M · Negro"). */
  productName: string;
  /** The variant sold, and its label as it was then ("Talla M · Negro"). */
  variantId?: string;
  variantLabel?: string;
  productImage: string;
  category: string;
  description: string;
  brandName: string;
  quantity: number;
  unitPrice: number;
  /** The line's full price, after a discount code's share (`discount`) was taken off. */
  lineTotal: number;
  payNow: number;
  /** Pesos a discount code took off this line; missing when none did. */
  discount?: number;
  /** The product's or service's IVA treatment when it was sold (src/domain/invoicing/tax.ts); missing on older lines. */
  taxTreatment?: TaxTreatment;
  /** A session pack sold on this line: what its credits are (src/domain/promotions/packs.ts). */
  pack?: PackTerms;
  /** The pack credit that paid this appointment (the line then costs $0). */
  paidWithCredit?: PaidWithCredit;
  reservationDate?: string;
  reservationTime?: string;
  serviceDuration?: number;
  /** The service's preparation and cleanup minutes when it was booked (src/domain/schedule/booking-hours.ts); missing: none. */
  servicePreparation?: number;
  serviceCleanup?: number;
  serviceIntensity?: string;
  /** The person the appointment is with (src/domain/staff/staff.ts) and their name then; missing when its service has no people. */
  staffId?: string;
  staffName?: string;
  /** Where an appointment happens (at the shop, or at the customer's address), stored when it was booked. */
  place?: AppointmentPlace;
  /** What the customer's own changes keep on an appointment: its id, moves, cancellation and refund, and their history. */
  lineId?: string;
  reschedules?: number;
  cancelledAt?: string;
  cancelledBy?: 'cliente' | 'tienda';
  refundId?: string | null;
  history?: BookingEvent[];
  /** A Wompi deposit to give back by hand: 'devolución pendiente' until the owner marks it done. */
  refundPending?: RefundPending;
}

/** A cancelled appointment's deposit the owner refunds outside the shop (Wompi: PSE and Nequi cannot be refunded by API). */
export interface RefundPending {
  /** Pesos to give back. */
  amount: number;
  /** When the cancellation recorded it (ISO). */
  since: string;
  /** When the owner marked it done (ISO), and who. */
  doneAt?: string;
  doneBy?: string;
}

/** Where an appointment stands after its changes; null for a product line. */
export type LineState = 'reservada' | 'reprogramada' | 'cancelada';

export function lineStateOf(line: Pick<RecordLine, 'kind' | 'cancelledAt' | 'reschedules'>): LineState | null {
  if (line.kind !== 'service') return null;
  if (line.cancelledAt) return 'cancelada';
  return (line.reschedules ?? 0) > 0 ? 'reprogramada' : 'reservada';
}

export interface RecordShippingInfo {
  name: string;
  email: string;
  phone: string;
  address: string;
  deliveryTime: string;
  shippingMethod: 'delivery' | 'pickup';
  city: string;
  neighborhood: string;
  /** The customer ticked "Recibir avisos de mi cita por WhatsApp" (its time is the order's `whatsapp` consent). */
  whatsappOptIn?: true;
}

export interface RecordAmounts {
  lines: number;
  payNow: number;
  shipping: number;
  totalNowUsdCents: number;
  /** Pesos a discount code took off this record's lines (already out of `lines`), and the code; missing without one. */
  discount?: number;
  discountCode?: string;
}

export interface PublicRecord {
  _id: string;
  reference: string;
  kind: RecordKind;
  status: string;
  user: { _id: string; name: string; email: string; tel: string } | null;
  reservationDetails: RecordLine[];
  shippingInfo: RecordShippingInfo;
  amounts: RecordAmounts;
  payment: { provider: 'paypal' | 'sandbox' | 'wompi' | 'manual' | 'contra-entrega'; orderId: string; captureId: string };
  /** Who the electronic invoice is made out to, as the buyer asked at checkout; missing: consumidor final. */
  invoiceBuyer?: InvoiceBuyer;
  /** The payment's electronic invoice (functions/services/invoicing), once it is queued; missing on older records. */
  invoice?: InvoiceSummary;
  /** A sale's shipment: the carrier, the guide and the tracking link once "enviada", the day once "entregada". */
  shipment?: SaleShipment;
  createdAt: string;
  updatedAt: string;
}

/** What the rules below read of a record. */
export type RecordFacts = Pick<PublicRecord, 'kind' | 'reservationDetails' | 'shippingInfo'>;

/**
 * The record goes to the customer's address: its products are delivered, or its home service is
 * done there. A reservation at the shop in the same payment as a delivery does not.
 */
export function goesToAddress(record: Pick<RecordFacts, 'reservationDetails' | 'shippingInfo'> & { kind?: RecordKind }): boolean {
  return record.shippingInfo.shippingMethod === 'delivery' && (record.kind === 'venta' || needsAddress(record.reservationDetails));
}

/** Where a reservation's balance is paid: at a home service's appointment, else at the shop. */
export function balancePaidAt(record: Pick<RecordFacts, 'reservationDetails'>): 'appointment' | 'shop' {
  return hasHomeService(record.reservationDetails) ? 'appointment' : 'shop';
}

/** A payment Wompi took, or one collected on delivery, was paid in pesos: what it paid is said in pesos alone, never in dollars. */
export function paidInPesos(records: readonly { payment?: Pick<PublicRecord['payment'], 'provider'> }[]): boolean {
  const provider = records[0]?.payment?.provider;
  return provider === 'wompi' || provider === 'contra-entrega';
}

/**
 * Wompi's PSE and Nequi payments cannot be refunded through its API, and cash collected on delivery
 * has no provider to refund it: the shop gives the money back by hand.
 */
export function refundedByHand(record: { payment?: Pick<PublicRecord['payment'], 'provider'> }): boolean {
  return record.payment?.provider === 'wompi' || record.payment?.provider === 'contra-entrega';
}
