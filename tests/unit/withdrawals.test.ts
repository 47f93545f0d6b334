/**
 * The right of withdrawal's rules: five business days after the delivery, Saturdays, Sundays and
 * Colombian holidays skipped, the delivery day itself not counted; the lines that admit it.
 */
import { describe, expect, it } from 'vitest';
import { isBusinessDay } from '../../src/domain/shared/business-days.ts';
import { withdrawableLines, withdrawalLastDay, withinWithdrawalDays } from '../../src/domain/withdrawals/withdrawals.ts';

describe('the five business days', () => {
  it('skip a weekend', () => {
    // Thursday 19 November 2026: Fri 20, Mon 23, Tue 24, Wed 25, Thu 26.
    expect(withdrawalLastDay('2026-11-19')).toBe('2026-11-26');
  });

  it('skip a holiday in between (8 December)', () => {
    expect(isBusinessDay('2026-12-08')).toBe(false);
    // Wednesday 2 December: Thu 3, Fri 4, Mon 7, (Tue 8 a holiday), Wed 9, Thu 10.
    expect(withdrawalLastDay('2026-12-02')).toBe('2026-12-10');
  });

  it('include the last day and end after it', () => {
    expect(withinWithdrawalDays('2026-12-02', '2026-12-02')).toBe(true);
    expect(withinWithdrawalDays('2026-12-02', '2026-12-10')).toBe(true);
    expect(withinWithdrawalDays('2026-12-02', '2026-12-11')).toBe(false);
  });
});

describe('the lines that admit it', () => {
  it('are the products, but session packs and those the owner marked', () => {
    const lines = [
      { kind: 'product' as const, productId: 'a' },
      { kind: 'service' as const, productId: 'b' },
      { kind: 'product' as const, productId: 'c', pack: { sessions: 5 } },
      { kind: 'product' as const, productId: 'd' },
    ];
    expect(withdrawableLines(lines, new Set(['d']))).toEqual([0]);
    expect(withdrawableLines(lines, new Set())).toEqual([0, 3]);
  });
});
