/**
 * The records the dashboard's figures are checked on (admin-stats.test.ts), each named by its
 * reference (TM-A …) and written for one rule: see the test for the sums worked out by hand.
 */
import type { RecordDoc, RecordLineDoc } from '../../functions/store/documents.ts';

export const RANGE = { from: '2026-03-01', to: '2026-03-04' };
export const P1 = 'aaaaaaaaaaaaaaaaaaaaaaa1';
export const P2 = 'aaaaaaaaaaaaaaaaaaaaaaa2';
const P3 = 'aaaaaaaaaaaaaaaaaaaaaaa3';
const S1 = 'bbbbbbbbbbbbbbbbbbbbbbb1';
const S2 = 'bbbbbbbbbbbbbbbbbbbbbbb2';

function product(productId: string, productName: string, category: string, quantity: number, unitPrice: number): RecordLineDoc {
  const lineTotal = quantity * unitPrice;
  return {
    kind: 'product',
    productId,
    productName,
    productImage: '',
    category,
    description: '',
    brandName: 'Marca',
    quantity,
    unitPrice,
    lineTotal,
    payNow: lineTotal,
  };
}

function service(productId: string, payNow: number, date: string, time: string, extra: Partial<RecordLineDoc> = {}): RecordLineDoc {
  return {
    kind: 'service',
    productId,
    productName: 'Masaje',
    productImage: '',
    category: 'Servicios',
    description: '',
    brandName: 'Spa',
    quantity: 1,
    unitPrice: 80_000,
    lineTotal: 80_000,
    payNow,
    reservationDate: date,
    reservationTime: time,
    ...extra,
  };
}

function record(
  reference: string,
  kind: 'venta' | 'reserva',
  status: string,
  createdAt: string,
  lines: RecordLineDoc[],
  shipping = 0,
  shippingMethod: 'delivery' | 'pickup' = 'pickup',
): Omit<RecordDoc, '_id'> {
  const at = new Date(createdAt);
  const dates = [...new Set(lines.flatMap((line) => (line.reservationDate ? [line.reservationDate] : [])))].sort();
  return {
    reference,
    kind,
    status,
    user: null,
    reservationDetails: lines,
    shippingInfo: {
      name: `Cliente ${reference}`,
      email: 'cliente@correo.co',
      phone: '3001112233',
      address: shippingMethod === 'delivery' ? 'Calle 10 # 43-20' : '',
      deliveryTime: '',
      shippingMethod,
      city: 'Medellín',
      neighborhood: '',
    },
    amounts: {
      lines: lines.reduce((sum, line) => sum + line.lineTotal, 0),
      payNow: lines.reduce((sum, line) => sum + line.payNow, 0) + shipping,
      shipping,
      totalNowUsdCents: 0,
    },
    payment: { provider: 'sandbox', orderId: '', captureId: '' },
    accessToken: 'token',
    createdAt: at,
    updatedAt: at,
    ...(kind === 'reserva' ? { appointmentDates: dates, firstAppointment: dates[0] ?? '' } : {}),
  };
}

export function statsRecords(): Omit<RecordDoc, '_id'>[] {
  return [
    record(
      'TM-A',
      'venta',
      'pagada',
      '2026-03-01T14:00:00Z',
      [product(P1, 'Cámara', 'Cámaras', 2, 100_000), product(P2, 'Trípode', 'Accesorios', 1, 50_000)],
      10_000,
      'delivery',
    ),
    // 23:30 of 1 March in Bogotá.
    record('TM-B', 'venta', 'enviada', '2026-03-02T04:30:00Z', [product(P2, 'Trípode', 'Accesorios', 3, 50_000)]),
    record('TM-C', 'venta', 'cancelada', '2026-03-02T15:00:00Z', [product(P1, 'Cámara', 'Cámaras', 5, 100_000)]),
    record('TM-D', 'reserva', 'confirmada', '2026-03-03T15:00:00Z', [
      service(S1, 16_000, '2026-03-04', '10:00'),
      // Cancelled by the customer, its deposit refunded through the provider.
      service(S2, 20_000, '2026-03-02', '15:30', {
        cancelledAt: '2026-03-03T16:00:00.000Z',
        cancelledBy: 'cliente',
        refundId: 'SANDBOX-REFUND-D',
        // A discount code's share on a cancelled appointment is no discount the shop gave.
        discount: 5_000,
      }),
    ]),
    // Taken by phone: booked, nothing paid.
    record('TM-E', 'reserva', 'confirmada', '2026-03-04T13:00:00Z', [service(S1, 0, '2026-03-04', '14:00')]),
    // 23:59 of 27 February in Bogotá: before the period.
    record('TM-F', 'venta', 'pagada', '2026-02-28T04:59:00Z', [product(P1, 'Cámara', 'Cámaras', 1, 100_000)], 0, 'delivery'),
    // Midnight of 5 March in Bogotá: after the period. Picked up at the shop.
    record('TM-G', 'venta', 'pagada', '2026-03-05T05:00:00Z', [product(P3, 'Lente', 'Cámaras', 9, 10_000)]),
    record('TM-H', 'reserva', 'cancelada', '2026-03-02T15:00:00Z', [service(S1, 16_000, '2026-03-04', '10:00')]),
    // Paid long before; its appointment on Wednesday 11 February falls within the 8 weeks.
    record('TM-I', 'reserva', 'completada', '2026-01-20T15:00:00Z', [service(S1, 16_000, '2026-02-11', '10:00')]),
    // An appointment more than 8 weeks before 4 March.
    record('TM-J', 'reserva', 'completada', '2025-12-20T15:00:00Z', [service(S1, 16_000, '2026-01-05', '11:00')]),
    // Paid before the period for the weeks after 4 March: Thursday 5 March (the first day ahead),
    // Wednesday 11 March, a cancelled Thursday 12 March, Wednesday 1 April (the last day of the 4
    // weeks) and Thursday 2 April (beyond them).
    record('TM-K', 'reserva', 'confirmada', '2026-02-20T15:00:00Z', [
      service(S1, 16_000, '2026-03-05', '09:00'),
      service(S1, 16_000, '2026-03-11', '10:00'),
      service(S2, 16_000, '2026-03-12', '11:00', {
        cancelledAt: '2026-03-01T16:00:00.000Z',
        cancelledBy: 'cliente',
        refundId: 'SANDBOX-REFUND-K',
      }),
      service(S1, 16_000, '2026-04-01', '14:00'),
      service(S1, 16_000, '2026-04-02', '14:00'),
    ]),
    // Paid today with a discount code: 8.000 off the 80.000 service, its deposit 20 % of 72.000, on Friday 20 March.
    record('TM-M', 'reserva', 'confirmada', '2026-03-04T14:00:00Z', [
      service(S2, 14_400, '2026-03-20', '12:00', { lineTotal: 72_000, discount: 8_000 }),
    ]),
    // Paid today with a pack's credit: $0, no deposit, one booking, on Friday 15 May (beyond both maps).
    record('TM-N', 'reserva', 'confirmada', '2026-03-04T14:30:00Z', [
      service(S1, 0, '2026-05-15', '10:00', {
        unitPrice: 0,
        lineTotal: 0,
        paidWithCredit: { creditId: 'TM-Z|0|0', packId: 'TM-Z|0', packName: 'Bono de masajes', value: 80_000 },
      }),
    ]),
    // Called off by the shop: its appointment ahead is not counted.
    record('TM-L', 'reserva', 'cancelada', '2026-02-21T15:00:00Z', [service(S1, 16_000, '2026-03-06', '10:00')]),
  ];
}
