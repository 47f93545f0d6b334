import { describe, expect, it } from 'vitest';
import { copCents, wompiTransactionIdPattern } from '../../src/domain/checkout/checkout.ts';
import { paymentReviewNoticeMail } from '../../src/domain/mail/payment-review-mail.ts';
import { mailMessages } from '../../src/domain/mail/messages-mail.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { createOrderBodySchema, wompiConfirmBodySchema } from '../../src/domain/checkout/checkout-schemas.ts';

describe('paying in pesos: the pure rules', () => {
  it('copCents: whole positive pesos × 100, else null', () => {
    expect(copCents(49_900)).toBe(4_990_000);
    expect(copCents(1)).toBe(100);
    for (const bad of [0, -5, 10.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER]) expect(copCents(bad)).toBeNull();
  });

  it('a Wompi transaction id is letters, digits, dashes and underscores, at most 64', () => {
    expect(wompiTransactionIdPattern.test('12345-1668624561-38705')).toBe(true);
    for (const bad of ['', '../merchants', 'a b', 'x'.repeat(65), 'id?x=1']) expect(wompiTransactionIdPattern.test(bad)).toBe(false);
  });

  it('confirm takes only a transaction id, with a Spanish message otherwise', () => {
    expect(wompiConfirmBodySchema.parse({ id: ' 12345-1668624561-38705 ' })).toEqual({ id: '12345-1668624561-38705' });
    const refused = wompiConfirmBodySchema.safeParse({ id: '../x' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(messages.wompiTransactionIdInvalid);
    expect(wompiConfirmBodySchema.safeParse({}).error?.issues[0]?.message).toBe(messages.wompiTransactionIdInvalid);
  });

  it('create-order accepts wompi, paypal or sandbox as provider, or none', () => {
    const base = {
      items: [{ productId: '0123456789abcdef01234567', quantity: 1 }],
      shippingInfo: {},
      acceptDataPolicy: true,
      acceptTerms: true,
    };
    expect(createOrderBodySchema.parse(base).provider).toBeUndefined();
    expect(createOrderBodySchema.parse({ ...base, provider: 'wompi' }).provider).toBe('wompi');
    expect(createOrderBodySchema.safeParse({ ...base, provider: 'efectivo' }).error?.issues[0]?.message).toBe(
      messages.paymentProviderInvalid,
    );
  });

  it("the owner's review notice says what Wompi charged, what the order expected and why", () => {
    const mail = paymentReviewNoticeMail(
      {
        reference: 'TM-ABC',
        transactionId: '1-2-3',
        reason: 'mismatch:1000',
        charged: { amountInCents: 1_000, currency: 'USD' },
        expectedCents: 4_990_000,
      },
      'https://tienda.example',
    );
    expect(mail.subject).toBe(mailMessages.reviewNoticeSubject('TM-ABC'));
    expect(mail.text).toContain('10.00 USD');
    expect(mail.text).toContain(formatCop(49_900));
    expect(mail.text).toContain(mailMessages.reviewReasons.mismatch);
    const stock = paymentReviewNoticeMail(
      {
        reference: 'TM-ABC',
        transactionId: '1-2-3',
        reason: 'stock:Funda',
        charged: { amountInCents: 4_990_000, currency: 'COP' },
        expectedCents: null,
      },
      'https://tienda.example',
    );
    expect(stock.text).toContain(mailMessages.reviewReasons.stock);
    expect(stock.text).not.toContain(mailMessages.reviewExpected);
    expect(paymentReviewNoticeMail({ ...reviewFacts(), reason: 'algo-nuevo' }, 'https://t.example').text).toContain(
      mailMessages.reviewReasons.other,
    );
  });
});

function reviewFacts() {
  return { reference: 'TM-X', transactionId: '9', reason: '', charged: { amountInCents: 100, currency: 'COP' }, expectedCents: 100 };
}
