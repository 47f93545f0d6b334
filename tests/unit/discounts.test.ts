import { describe, expect, it } from 'vitest';
import {
  discountCodeKey,
  discountCodeShown,
  discountedTotals,
  discountRefusal,
  lineDiscounts,
  type DiscountRule,
} from '../../src/domain/promotions/discounts.ts';
import { promotionMessages as text } from '../../src/domain/promotions/messages-promotions.ts';
import { computeTotals, formatCop, serviceDeposit } from '../../src/domain/money/money.ts';

const rule = (changes: Partial<DiscountRule> = {}): DiscountRule => ({
  code: 'PRUEBA',
  kind: 'percent',
  value: 10,
  appliesTo: 'all',
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  ...changes,
});
// 2026-03-04 10:00 in Bogotá.
const now = new Date('2026-03-04T15:00:00Z');
const product = { kind: 'product' as const, lineTotal: 100_000 };
const service = { kind: 'service' as const, lineTotal: 45_000 };

describe('discountCodeKey', () => {
  it('ignores case and accents', () => {
    expect(discountCodeKey('Otoño-10')).toBe(discountCodeKey('OTONO-10'));
  });
});

describe('discountCodeShown', () => {
  it('shows a code in capitals, its accents and ñ kept', () => {
    expect(discountCodeShown(' otoño-10 ')).toBe('OTOÑO-10');
    expect(discountCodeShown('Bienvenida')).toBe('BIENVENIDA');
  });
});

describe('discountRefusal', () => {
  it('says why a code cannot be used now', () => {
    expect(discountRefusal(rule(), [product], now)).toBeNull();
    expect(discountRefusal(rule({ active: false }), [product], now)).toBe(text.codeInactive);
    expect(discountRefusal(rule({ startsAt: '2026-03-05' }), [product], now)).toBe(text.codeNotYet('2026-03-05'));
    expect(discountRefusal(rule({ startsAt: '2026-03-04', endsAt: '2026-03-04' }), [product], now)).toBeNull();
    expect(discountRefusal(rule({ endsAt: '2026-03-03' }), [product], now)).toBe(text.codeExpired('2026-03-03'));
    expect(discountRefusal(rule({ appliesTo: 'services' }), [product], now)).toBe(text.codeNotApplicable('services'));
    expect(discountRefusal(rule({ appliesTo: 'products' }), [service], now)).toBe(text.codeNotApplicable('products'));
    expect(discountRefusal(rule({ minSubtotal: 145_001 }), [product, service], now)).toBe(text.codeBelowMinimum(formatCop(145_001)));
    expect(discountRefusal(rule({ minSubtotal: 145_000 }), [product, service], now)).toBeNull();
  });
});

describe('lineDiscounts', () => {
  it('takes a percent of each covered line, rounded half-up', () => {
    expect(lineDiscounts(rule({ value: 15 }), [product, service])).toEqual([15_000, 6_750]);
    expect(lineDiscounts(rule({ value: 15, appliesTo: 'services' }), [product, service])).toEqual([0, 6_750]);
    expect(lineDiscounts(rule({ value: 33 }), [{ kind: 'product', lineTotal: 5 }])).toEqual([2]);
    expect(lineDiscounts(rule({ value: 100 }), [product])).toEqual([100_000]);
  });

  it('shares a fixed amount in proportion, the rounding pesos to the first lines, never beyond the lines', () => {
    const shares = lineDiscounts(rule({ kind: 'fixed', value: 10_000 }), [
      { kind: 'product', lineTotal: 1 },
      { kind: 'product', lineTotal: 2 },
    ]);
    expect(shares).toEqual([1, 2]);
    const split = lineDiscounts(rule({ kind: 'fixed', value: 100 }), [
      { kind: 'product', lineTotal: 1000 },
      { kind: 'product', lineTotal: 1000 },
      { kind: 'product', lineTotal: 1000 },
    ]);
    expect(split).toEqual([34, 33, 33]);
    expect(lineDiscounts(rule({ kind: 'fixed', value: 10_000, appliesTo: 'products' }), [product, service])).toEqual([10_000, 0]);
    const huge = lineDiscounts(rule({ kind: 'fixed', value: 90_000_000 }), [
      { kind: 'product', lineTotal: 80_000_000 },
      { kind: 'product', lineTotal: 70_000_000 },
    ]);
    expect(huge.reduce((sum, share) => sum + share, 0)).toBe(90_000_000);
  });
});

describe('discountedTotals', () => {
  it('is computeTotals when nothing is off', () => {
    const lines = [
      { kind: 'product' as const, unitPrice: 30_000, quantity: 2 },
      { kind: 'service' as const, unitPrice: 45_000, quantity: 1 },
    ];
    const { discount, lineDiscounts: shares, ...totals } = discountedTotals(lines, 15_000, [0, 0]);
    expect(totals).toEqual(computeTotals(lines, 15_000));
    expect(discount).toBe(0);
    expect(shares).toEqual([0, 0]);
  });

  it('a service deposits 20 % of its discounted price; the shipping fee stays', () => {
    const totals = discountedTotals(
      [
        { kind: 'product', unitPrice: 30_000, quantity: 2 },
        { kind: 'service', unitPrice: 45_000, quantity: 1 },
      ],
      15_000,
      [6_000, 4_500],
    );
    expect(totals.lines).toEqual([
      { lineTotal: 54_000, payNow: 54_000 },
      { lineTotal: 40_500, payNow: serviceDeposit(40_500) },
    ]);
    expect(totals.discount).toBe(10_500);
    expect(totals.shipping).toBe(15_000);
    expect(totals.totalNow).toBe(54_000 + serviceDeposit(40_500) + 15_000);
    expect(totals.balanceAtService).toBe(40_500 - serviceDeposit(40_500));
  });
});
