/**
 * The shapes the admin panel reads from the API (see DESIGN §5 and tests/api/admin.test.ts).
 */
import type { ServiceIntensity } from '../../domain/schemas.ts';

export interface RecordLine {
  productName: string;
  category: string;
  description: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  payNow: number;
  reservationDate?: string;
  reservationTime?: string;
  serviceDuration?: number;
  serviceIntensity?: ServiceIntensity | '';
}

export interface AdminRecord {
  _id: string;
  reference: string;
  kind: 'reserva' | 'venta';
  status: string;
  user: { _id: string; name: string; email: string; tel: string } | null;
  reservationDetails: RecordLine[];
  shippingInfo: {
    name: string;
    email: string;
    phone: string;
    address: string;
    deliveryTime: string;
    shippingMethod: 'delivery' | 'pickup';
    city: string;
    neighborhood: string;
  };
  amounts: { lines: number; payNow: number; shipping: number; totalNowUsdCents: number };
  payment: { provider: string; orderId: string; captureId: string };
  createdAt: string;
}

export interface RecordsPage {
  records: AdminRecord[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Availability {
  date: string;
  closed: boolean;
  reason?: 'martes' | 'pasado' | 'lejano' | 'invalida';
  holiday?: string;
  slots: { time: string; available: boolean }[];
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

export interface PublishStatusAnswer {
  kind: 'local' | 'build-hook' | 'none';
  state: 'idle' | 'pending' | 'building' | 'published' | 'failed';
  changedAt: string | null;
  publishedAt: string | null;
}
