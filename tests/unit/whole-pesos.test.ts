import { describe, expect, it } from 'vitest';
import { amountsNotWholePesos, isWholePesos } from '../../src/domain/money/money.ts';

describe('whole pesos', () => {
  it('accepts whole, finite, non-negative numbers', () => {
    for (const value of [0, 1, 42_000, Number.MAX_SAFE_INTEGER]) expect(isWholePesos(value), String(value)).toBe(true);
  });

  it('refuses strings, fractions, NaN, infinities, negatives and functions', () => {
    const broken: unknown[] = [
      '42000',
      '42000function Object() { [native code] }',
      1.5,
      Number.NaN,
      Infinity,
      -1,
      Object,
      null,
      undefined,
      2 ** 60,
    ];
    for (const value of broken) expect(isWholePesos(value), String(value)).toBe(false);
  });

  it('names the amounts that cannot be charged', () => {
    expect(amountsNotWholePesos({ subtotal: 10_000, shipping: 12_000, totalNow: 22_000 })).toEqual([]);
    expect(amountsNotWholePesos({ subtotal: 10_000, shipping: `12000${String(Object)}`, totalNow: Number.NaN })).toEqual([
      'shipping',
      'totalNow',
    ]);
  });
});
