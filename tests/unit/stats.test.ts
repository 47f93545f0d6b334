/**
 * The dashboard's rules (src/domain/owner/stats.ts): periods in Bogotá days, what counts as collected,
 * and the answer every engine's sums end in.
 */
import { describe, expect, it } from 'vitest';
import {
  aggregateRecords,
  assembleStats,
  daysBetween,
  isLowStock,
  isoWeekdayOf,
  lastDays,
  occupancyRange,
  upcomingRange,
  type StatsRecord,
} from '../../src/domain/owner/stats.ts';
import { shadeOf } from '../../src/islands/admin/dashboard/OccupancyMap.tsx';

const line = (overrides: Partial<StatsRecord['reservationDetails'][number]>): StatsRecord['reservationDetails'][number] => ({
  kind: 'product',
  productId: 'p1',
  productName: 'Cámara',
  category: 'Cámaras',
  quantity: 1,
  lineTotal: 100,
  payNow: 100,
  ...overrides,
});

describe('periods', () => {
  it('counts the last days with today included, and the 8 weeks of the occupancy map end on the last day', () => {
    expect(lastDays(7, '2026-03-04')).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(daysBetween({ from: '2026-02-26', to: '2026-03-04' })).toBe(7);
    expect(daysBetween({ from: '2026-03-05', to: '2026-03-04' })).toBe(0);
    expect(occupancyRange({ from: '2026-03-01', to: '2026-03-04' })).toEqual({ from: '2026-01-08', to: '2026-03-04' });
  });

  it('looks ahead the 4 weeks after today, today left to its own list', () => {
    expect(upcomingRange('2026-03-04')).toEqual({ from: '2026-03-05', to: '2026-04-01' });
  });

  it('numbers weekdays from Monday (1) to Sunday (7), like MongoDB’s $isoDayOfWeek', () => {
    expect(isoWeekdayOf('2026-03-02')).toBe(1);
    expect(isoWeekdayOf('2026-03-08')).toBe(7);
  });

  it('takes a product at the threshold as running out', () => {
    expect(isLowStock(3, 3)).toBe(true);
    expect(isLowStock(4, 3)).toBe(false);
  });
});

describe('the sums', () => {
  const range = { from: '2026-03-01', to: '2026-03-02' };
  const sale: StatsRecord & { day: string } = {
    day: '2026-03-01',
    kind: 'venta',
    status: 'pagada',
    createdAt: new Date('2026-03-01T15:00:00Z'),
    amounts: { shipping: 9 },
    reservationDetails: [
      line({ quantity: 2, lineTotal: 200 }),
      line({ productId: 'p2', productName: 'Lente', quantity: 2, lineTotal: 50 }),
    ],
  };
  const booking: StatsRecord & { day: string } = {
    day: '2026-03-02',
    kind: 'reserva',
    status: 'confirmada',
    createdAt: new Date('2026-03-02T15:00:00Z'),
    amounts: { shipping: 0 },
    reservationDetails: [
      line({
        kind: 'service',
        productId: 's1',
        category: 'Servicios',
        lineTotal: 80,
        payNow: 16,
        reservationDate: '2026-03-02',
        reservationTime: '10:30',
      }),
      line({
        kind: 'service',
        productId: 's1',
        category: 'Servicios',
        lineTotal: 80,
        payNow: 16,
        reservationDate: '2026-03-02',
        reservationTime: '11:00',
        cancelledAt: '2026-03-02T16:00:00Z',
        refundId: 'R-1',
      }),
    ],
  };
  // Booked on the period's last day for later: one standing appointment within the 4 weeks, one
  // cancelled, one beyond them.
  const ahead: StatsRecord = {
    ...booking,
    reservationDetails: [
      line({ kind: 'service', productId: 's1', reservationDate: '2026-03-05', reservationTime: '15:00' }),
      line({
        kind: 'service',
        productId: 's1',
        reservationDate: '2026-03-06',
        reservationTime: '09:00',
        cancelledAt: '2026-03-02T17:00:00Z',
      }),
      line({ kind: 'service', productId: 's1', reservationDate: '2026-04-02', reservationTime: '09:00' }),
    ],
  };
  const today = '2026-03-02';
  const figures = assembleStats(
    aggregateRecords([sale, booking], [booking], occupancyRange(range), { booked: [booking, ahead], range: upcomingRange(today) }),
    range,
    today,
  );

  it('counts products in full, the deposits of standing appointments, and shipping apart', () => {
    expect(figures.days).toEqual([
      { date: '2026-03-01', sales: 250, deposits: 0, refunds: 0, bookings: 0, discounts: 0, credits: 0 },
      { date: '2026-03-02', sales: 0, deposits: 16, refunds: 16, bookings: 1, discounts: 0, credits: 0 },
    ]);
    expect(figures.totals).toEqual({
      sales: 250,
      deposits: 16,
      refunds: 16,
      shipping: 9,
      orders: 1,
      bookings: 1,
      discounts: 0,
      credits: 0,
    });
    expect(figures.categories).toEqual([
      { category: 'Cámaras', revenue: 250 },
      { category: 'Servicios', revenue: 16 },
    ]);
  });

  it('ranks best sellers by units, then by sales', () => {
    expect(figures.topProducts.map((product) => product.productId)).toEqual(['p1', 'p2']);
  });

  it('maps a standing appointment to its weekday and starting hour', () => {
    expect(figures.occupancy.cells).toEqual([{ weekday: 1, hour: 10, count: 1 }]);
  });

  it('maps the standing appointments booked for the coming 4 weeks, not today’s', () => {
    expect(figures.upcoming).toEqual({ range: { from: '2026-03-03', to: '2026-03-30' }, cells: [{ weekday: 4, hour: 15, count: 1 }] });
  });

  it('fills a period without records with zeros', () => {
    const empty = assembleStats({ orders: [], lines: [], categories: [], products: [], slots: [], upcomingSlots: [] }, range, today);
    expect(empty.days.map((day) => day.sales)).toEqual([0, 0]);
    expect(empty.totals).toEqual({ sales: 0, deposits: 0, refunds: 0, shipping: 0, orders: 0, bookings: 0, discounts: 0, credits: 0 });
    expect(empty.upcoming.cells).toEqual([]);
  });
});

describe('the occupancy shading', () => {
  it('is empty for no appointment and darkest for the busiest hour', () => {
    expect([0, 1, 2, 3, 4].map((count) => shadeOf(count, 4))).toEqual([0, 1, 2, 3, 4]);
    expect(shadeOf(1, 7)).toBe(1);
  });
});
