/**
 * A payment's figures (src/domain/money/payment-figures.ts): only the lines that still stand make the
 * total, and the money that moved (charged, refunded, owed back by hand) makes what was paid and
 * what is left.
 */
import { describe, expect, it } from 'vitest';
import { lineFigures, paymentFigures, type FigureLine, type FigureRecord } from '../../src/domain/money/payment-figures.ts';

const service = (lineTotal: number, extra: Partial<FigureLine> = {}): FigureLine => ({
  kind: 'service',
  lineTotal,
  payNow: lineTotal / 5,
  ...extra,
});
const product = (lineTotal: number): FigureLine => ({ kind: 'product', lineTotal, payNow: lineTotal });
const cancelled = { cancelledAt: '2026-03-04T15:00:00.000Z' };

function record(lines: FigureLine[], options: { status?: string; shipping?: number; usdCents?: number } = {}): FigureRecord {
  const shipping = options.shipping ?? 0;
  return {
    status: options.status ?? 'confirmada',
    reservationDetails: lines,
    amounts: { shipping, payNow: lines.reduce((sum, line) => sum + line.payNow, 0) + shipping, totalNowUsdCents: options.usdCents ?? 0 },
  };
}

describe('paymentFigures', () => {
  it('leaves a cancelled home massage and its refunded deposit out: 290.000 still stand, 58.000 kept, 232.000 to pay', () => {
    const figures = paymentFigures([
      record([service(250_000, { ...cancelled, refundId: 'REFUND-1' }), service(190_000), service(100_000)]),
    ]);
    expect(figures).toMatchObject({
      lines: 290_000,
      total: 290_000,
      deposits: 58_000,
      charged: 108_000,
      refunded: 50_000,
      refundPending: 0,
      paid: 58_000,
      balance: 232_000,
    });
  });

  it('owes nothing on a booking wholly cancelled and refunded', () => {
    const figures = paymentFigures([record([service(95_000, { ...cancelled, refundId: 'REFUND-2' })], { status: 'cancelada' })]);
    expect(figures).toMatchObject({ total: 0, charged: 19_000, refunded: 19_000, paid: 0, balance: 0 });
  });

  it('counts a Wompi deposit still to give back as owed, not as refunded, until the owner marks it done', () => {
    const pending = service(100_000, { ...cancelled, refundId: null, refundPending: { amount: 20_000 } });
    const open = paymentFigures([record([pending, service(150_000)])]);
    expect(open).toMatchObject({ total: 150_000, charged: 50_000, refunded: 0, refundPending: 20_000, paid: 30_000, balance: 120_000 });
    const done = paymentFigures([
      record([{ ...pending, refundPending: { amount: 20_000, doneAt: '2026-03-05T15:00:00.000Z' } }, service(150_000)]),
    ]);
    expect(done).toMatchObject({ total: 150_000, charged: 50_000, refunded: 20_000, refundPending: 0, paid: 30_000, balance: 120_000 });
  });

  it('adds products, shipping and deposits of one payment’s two records, with the charge in dollars as the provider took it', () => {
    const figures = paymentFigures([
      record([service(100_000), service(50_000, { ...cancelled, refundId: 'REFUND-3' })], { usdCents: 8_375 }),
      record([product(300_000)], { status: 'pagada', shipping: 15_000, usdCents: 8_375 }),
    ]);
    expect(figures).toEqual({
      lines: 400_000,
      shipping: 15_000,
      total: 415_000,
      deposits: 20_000,
      charged: 345_000,
      chargedUsdCents: 8_375,
      refunded: 10_000,
      refundPending: 0,
      paid: 335_000,
      balance: 80_000,
    });
  });

  it('keeps a deposit nobody refunded (a cancelled appointment without a refund) as paid, and never shows a balance below zero', () => {
    const figures = paymentFigures([record([service(100_000, cancelled)])]);
    expect(figures).toMatchObject({ total: 0, charged: 20_000, refunded: 0, paid: 20_000, balance: 0 });
  });

  it('takes a record the owner cancelled as nothing left to pay, its shipping included', () => {
    const figures = paymentFigures([record([product(80_000)], { status: 'cancelada', shipping: 10_000 })]);
    expect(figures).toMatchObject({ lines: 0, shipping: 0, total: 0, charged: 90_000, balance: 0 });
  });

  it('reads a stored amount that is not whole pesos as 0, and never refunds more than the deposit', () => {
    expect(lineFigures({ kind: 'service', lineTotal: 1.5, payNow: Number.NaN })).toMatchObject({
      total: 0,
      charged: 0,
      paid: 0,
      balance: 0,
    });
    expect(lineFigures({ kind: 'service', lineTotal: 100, payNow: 20, cancelledAt: 'x', refundPending: { amount: 500 } })).toMatchObject({
      refundPending: 20,
      paid: 0,
    });
  });
});

describe('lineFigures', () => {
  it('gives a standing appointment its balance and a cancelled one its refund', () => {
    expect(lineFigures(service(80_000))).toEqual({
      stands: true,
      total: 80_000,
      charged: 16_000,
      refunded: 0,
      refundPending: 0,
      paid: 16_000,
      balance: 64_000,
    });
    expect(lineFigures(service(80_000, { ...cancelled, refundId: 'R' }))).toEqual({
      stands: false,
      total: 0,
      charged: 16_000,
      refunded: 16_000,
      refundPending: 0,
      paid: 0,
      balance: 0,
    });
    expect(lineFigures(service(80_000), false)).toMatchObject({ stands: false, total: 0, balance: 0 });
  });
});
