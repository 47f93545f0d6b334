/**
 * Reservation and sale records as the API returns them: one shape shared by the server, the
 * customer's order history, the payment result page and the admin panel.
 */
import type { TransactionKind } from './schemas.ts';

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
  productName: string;
  productImage: string;
  category: string;
  description: string;
  brandName: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  payNow: number;
  reservationDate?: string;
  reservationTime?: string;
  serviceDuration?: number;
  serviceIntensity?: string;
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
}

export interface RecordAmounts {
  lines: number;
  payNow: number;
  shipping: number;
  totalNowUsdCents: number;
}

export interface PublicRecord {
  _id: string;
  reference: string;
  kind: TransactionKind;
  status: string;
  user: { _id: string; name: string; email: string; tel: string } | null;
  reservationDetails: RecordLine[];
  shippingInfo: RecordShippingInfo;
  amounts: RecordAmounts;
  payment: { provider: 'paypal' | 'sandbox' | 'manual'; orderId: string; captureId: string };
  createdAt: string;
  updatedAt: string;
}
