import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import {
  centsToUsdString,
  copToUsdCents,
  discountPercent,
  formatCop,
  formatUsdFromCop,
  serviceDeposit,
} from '../../src/domain/money/money.ts';

describe('money', () => {
  it('formats COP the es-CO way, without decimals', () => {
    expect(formatCop(1_250_000).replace(/\s/g, ' ')).toBe('$ 1.250.000');
    expect(formatCop(0).replace(/\s/g, ' ')).toBe('$ 0');
  });

  it('converts COP to USD cents at 4000, rounding half-up', () => {
    expect(copToUsdCents(4000)).toBe(100);
    expect(copToUsdCents(50_000)).toBe(1250);
    expect(copToUsdCents(20)).toBe(1); // 0.5 cent rounds up
    expect(copToUsdCents(19)).toBe(0); // 0.475 cent rounds down
    expect(copToUsdCents(1_234_567)).toBe(30864); // 308.64175
  });

  it('writes the USD value with two decimals', () => {
    expect(centsToUsdString(30864)).toBe('308.64');
    expect(centsToUsdString(5)).toBe('0.05');
    expect(centsToUsdString(100)).toBe('1.00');
  });

  it('labels the approximate USD price', () => {
    expect(formatUsdFromCop(50_000).replace(/\s/g, ' ')).toBe('US$ 12,50');
  });

  it('takes a 20% deposit, rounded half-up to the peso', () => {
    expect(serviceDeposit(150_000)).toBe(30_000);
    expect(serviceDeposit(12_345)).toBe(2469); // 2469.0
    expect(serviceDeposit(12_348)).toBe(2470); // 2469.6
    expect(serviceDeposit(12_347)).toBe(2469); // 2469.4
  });

  it('computes the discount badge', () => {
    expect(discountPercent(200_000, 150_000)).toBe(25);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    // Equal prices show no badge at all, never "-0%".
    expect(messages.discountLabel(discountPercent(59_000, 59_000))).toBe('');
    expect(messages.discountLabel(25)).toBe('-25%');
  });
});
