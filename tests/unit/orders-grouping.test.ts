/**
 * /orders shows one card per payment: the records of one reference (its sale and its reservation)
 * are one order, newest payment first, and its figures are one total in pesos.
 */
import { describe, expect, it } from 'vitest';
import { paymentFigures } from '../../src/domain/money/payment-figures.ts';
import type { PublicRecord, RecordLine } from '../../src/domain/records/records.ts';
import { ordersOf } from '../../src/islands/account/orders/orders.ts';

const line = (kind: RecordLine['kind'], lineTotal: number, payNow: number): RecordLine => ({
  kind,
  productId: `${kind}-${lineTotal}`,
  productName: kind === 'service' ? 'Masaje relajante' : 'Cargador USB-C',
  productImage: '',
  category: kind === 'service' ? 'Servicios' : 'Cargadores',
  description: '',
  brandName: '',
  quantity: 1,
  unitPrice: lineTotal,
  lineTotal,
  payNow,
});

function record(reference: string, kind: PublicRecord['kind'], createdAt: string, lines: RecordLine[], shipping = 0): PublicRecord {
  const payNow = lines.reduce((sum, each) => sum + each.payNow, 0) + shipping;
  return {
    _id: `${reference}-${kind}`,
    reference,
    kind,
    status: kind === 'reserva' ? 'confirmada' : 'pagada',
    user: null,
    reservationDetails: lines,
    shippingInfo: {
      name: 'Ana',
      email: 'ana@correo.co',
      phone: '3001234567',
      address: '',
      deliveryTime: '',
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
    },
    amounts: { lines: 0, payNow, shipping, totalNowUsdCents: 12_825 },
    payment: { provider: 'paypal', orderId: 'o', captureId: 'c' },
    createdAt,
    updatedAt: createdAt,
  };
}

describe('ordersOf', () => {
  const mixedSale = record('TM-MIX', 'venta', '2026-03-04T15:00:00.000Z', [line('product', 413_000, 413_000)], 0);
  const mixedReservation = record('TM-MIX', 'reserva', '2026-03-04T15:00:00.000Z', [line('service', 500_000, 100_000)]);
  const older = record('TM-OLD', 'reserva', '2026-02-01T15:00:00.000Z', [line('service', 95_000, 19_000)]);
  const newest = record('TM-NEW', 'venta', '2026-03-10T15:00:00.000Z', [line('product', 50_000, 50_000)], 8_000);

  it('makes one order per payment reference, the sale first, newest payment first', () => {
    const orders = ordersOf([older, mixedReservation, newest, mixedSale]);
    expect(orders.map((order) => order.reference)).toEqual(['TM-NEW', 'TM-MIX', 'TM-OLD']);
    const mixed = orders[1]!;
    expect(mixed.sale).toBe(mixedSale);
    expect(mixed.reservation).toBe(mixedReservation);
    expect(mixed.records).toEqual([mixedSale, mixedReservation]);
    expect(orders[0]).toMatchObject({ sale: newest, reservation: null, records: [newest] });
    expect(orders[2]).toMatchObject({ sale: null, reservation: older, records: [older] });
  });

  it('gives a mixed payment one charge in pesos: both records’ shares, counted once', () => {
    const [mixed] = ordersOf([mixedReservation, mixedSale]);
    const figures = paymentFigures(mixed!.records);
    expect(figures.charged).toBe(513_000);
    expect(figures.lines).toBe(913_000);
    expect(figures.balance).toBe(400_000);
    // The dollars are the payment's one charge, not one per record.
    expect(figures.chargedUsdCents).toBe(12_825);
  });

  it('dates a payment by its earliest record, and leaves an empty list empty', () => {
    const late = record('TM-TWO', 'reserva', '2026-03-05T10:00:00.000Z', [line('service', 95_000, 19_000)]);
    const early = record('TM-TWO', 'venta', '2026-03-05T09:59:59.000Z', [line('product', 50_000, 50_000)]);
    expect(ordersOf([late, early])[0]!.createdAt).toBe('2026-03-05T09:59:59.000Z');
    expect(ordersOf([])).toEqual([]);
  });
});
