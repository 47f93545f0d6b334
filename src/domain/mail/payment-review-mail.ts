/**
 * The owner's notice of a payment to review ('revisar'): Wompi charged, but the order could not
 * take the money (another amount or currency, the hour or the stock gone, a second payment).
 */
import { mailMessages as t } from './messages-mail.ts';
import { formatCop } from '../money/money.ts';
import { renderMail, type RenderedMail } from './render.ts';

export interface PaymentReviewFacts {
  reference: string;
  transactionId: string;
  /** The order's failure or state: mismatch:<…>, slot, stock:<product>, declined, cancelled, second-payment… */
  reason: string;
  charged: { amountInCents: number; currency: string };
  /** What the order expected, in COP cents; null when unknown. */
  expectedCents: number | null;
}

/** Wompi's cents as the owner reads them: pesos for COP, else the amount and its currency. */
export function chargeText(amountInCents: number, currency: string): string {
  return currency === 'COP' ? formatCop(amountInCents / 100) : `${(amountInCents / 100).toFixed(2)} ${currency}`;
}

export function reasonText(reason: string): string {
  const key = reason.split(':')[0] ?? '';
  return key in t.reviewReasons ? t.reviewReasons[key as keyof typeof t.reviewReasons] : t.reviewReasons.other;
}

export function paymentReviewNoticeMail(facts: PaymentReviewFacts, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.reviewNoticeSubject(facts.reference),
      title: t.reviewNoticeTitle,
      blocks: [
        { kind: 'paragraph', text: t.reviewNoticeIntro },
        {
          kind: 'facts',
          rows: [
            [t.reviewReference, facts.reference],
            [t.reviewTransaction, facts.transactionId],
            [t.reviewCharged, chargeText(facts.charged.amountInCents, facts.charged.currency)],
            ...(facts.expectedCents === null ? [] : [[t.reviewExpected, chargeText(facts.expectedCents, 'COP')] as const]),
            [t.reviewReason, reasonText(facts.reason)],
          ],
        },
      ],
    },
    siteOrigin,
  );
}
