import { describe, expect, it } from 'vitest';
import { historyText, lineStateText } from '../../src/islands/admin/records/detail/line-history.ts';
import { lineStateOf, type RecordLine } from '../../src/domain/records/records.ts';

const line: RecordLine = {
  kind: 'service',
  productId: 'p',
  productName: 'Masaje relajante',
  productImage: '',
  category: 'Servicios',
  description: '',
  brandName: '',
  quantity: 1,
  unitPrice: 80_000,
  lineTotal: 80_000,
  payNow: 16_000,
  reservationDate: '2026-03-07',
  reservationTime: '12:00',
};
const moved = {
  kind: 'reprogramada',
  at: '2026-03-05T15:00:00Z',
  by: 'cliente',
  from: { date: '2026-03-06', time: '12:00' },
  to: { date: '2026-03-07', time: '12:00' },
} as const;
const cancelled = { kind: 'cancelada', at: '2026-03-05T16:30:00Z', by: 'cliente', refundId: 'REFUND-1', refundAmount: 16_000 } as const;

describe('an appointment’s history for the admin', () => {
  it('says where the appointment stands', () => {
    expect(lineStateOf(line)).toBe('reservada');
    expect(lineStateText(line)).toBeNull();
    expect(lineStateText({ ...line, reschedules: 2, history: [moved, moved] })).toBe('Reprogramada 2 veces');
    expect(lineStateText({ ...line, reschedules: 1, cancelledAt: cancelled.at, cancelledBy: 'cliente' })).toBe('Cancelada por el cliente');
    expect(lineStateText({ ...line, cancelledAt: cancelled.at, cancelledBy: 'tienda' })).toBe('Cancelada por la tienda');
    expect(lineStateOf({ ...line, kind: 'product' })).toBeNull();
  });

  it('says each change: the move from what to what, the cancellation by whom and when, the refund and its id', () => {
    expect(historyText(moved)).toMatch(
      /^5 de mar.* de 2026.*: el cliente la cambió del 6 de marzo de 2026 · 12:00 al 7 de marzo de 2026 · 12:00$/,
    );
    expect(historyText(cancelled)).toMatch(/: cancelada por el cliente\. Reembolso de \$\s16\.000 \(REFUND-1\)$/);
    expect(historyText({ ...cancelled, by: 'tienda', refundId: null, refundAmount: 0 })).toMatch(
      /: cancelada por la tienda\. Sin reembolso$/,
    );
  });

  it('a Wompi deposit, which no API refunds, is a refund pending by hand, not "Sin reembolso"', () => {
    expect(historyText({ ...cancelled, refundId: null, refundAmount: 16_000 })).toMatch(
      /: cancelada por el cliente\. Devolución pendiente de \$\s16\.000 \(pago por Wompi: se devuelve a mano\)$/,
    );
  });
});
