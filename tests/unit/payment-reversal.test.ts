import { describe, expect, it } from 'vitest';
import { REVERSAL_CASES, reversalDeadline, reversalWindowRefusal } from '../../src/domain/payment-reversal/payment-reversal.ts';
import { reversalFormMessages } from '../../src/domain/payment-reversal/messages-payment-reversal.ts';
import { paymentReversalSchema } from '../../src/domain/payment-reversal/payment-reversal-schemas.ts';

describe('the payment reversal window', () => {
  it('ends five business days after the day the fact was learned of, skipping weekends and holidays', () => {
    expect(reversalDeadline('2026-03-13')).toBe('2026-03-20');
    // San José, Monday 23 March 2026, does not count.
    expect(reversalDeadline('2026-03-16')).toBe('2026-03-24');
    // Learned on a Saturday: the count starts on Monday.
    expect(reversalDeadline('2026-03-07')).toBe('2026-03-13');
  });

  it('refuses a date to come and a request past its last day, and takes the last day itself', () => {
    expect(reversalWindowRefusal('2026-03-21', '2026-03-20')).toBe('future');
    expect(reversalWindowRefusal('2026-03-20', '2026-03-20')).toBeNull();
    expect(reversalWindowRefusal('2026-03-13', '2026-03-20')).toBeNull();
    expect(reversalWindowRefusal('2026-03-12', '2026-03-20')).toBe('late');
  });

  it('names the five cases of the decree, each with its label', () => {
    expect(REVERSAL_CASES).toHaveLength(5);
    for (const reversalCase of REVERSAL_CASES) expect(reversalFormMessages.cases.get(reversalCase)).toBeTruthy();
  });

  it('takes a well-formed request and refuses a date that is not one', () => {
    const form = {
      name: 'Lina',
      email: 'lina@correo.co',
      orderReference: 'TM-1',
      reversalCase: 'fraude',
      learnedOn: '2026-03-13',
      description: 'No hice esta compra.',
      acceptDataPolicy: true,
    };
    expect(paymentReversalSchema.safeParse(form).success).toBe(true);
    expect(paymentReversalSchema.safeParse({ ...form, learnedOn: '13/03/2026' }).success).toBe(false);
  });
});
