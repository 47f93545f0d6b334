/**
 * The e-mails of a withdrawal: the customer's acknowledgement with the radicado, the owner's notice,
 * and the customer's approval.
 */
import { renderMail, type RenderedMail } from '../mail/render.ts';
import { formatCop } from '../money/money.ts';
import { formatDay } from '../shared/dates.ts';
import { withdrawalMessages as t } from './messages-withdrawals.ts';
import type { PublicWithdrawal } from './withdrawals.ts';

type Facts = Pick<PublicWithdrawal, 'radicado' | 'reference' | 'productNames' | 'reason' | 'amount' | 'lastDay' | 'customer'>;

const factRows = (facts: Facts) =>
  [
    [t.mailRadicado, facts.radicado],
    [t.mailReference, facts.reference],
    [t.mailProducts, facts.productNames.join(', ')],
    [t.mailAmount, formatCop(facts.amount)],
  ] as const;

export function withdrawalReceivedMail(facts: Facts, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.mailCustomerSubject(facts.radicado),
      title: t.mailCustomerSubject(facts.radicado),
      blocks: [
        { kind: 'paragraph', text: t.mailCustomerIntro(facts.customer.name) },
        { kind: 'facts', rows: [...factRows(facts), [t.mailReason, facts.reason]] },
      ],
    },
    siteOrigin,
  );
}

export function withdrawalNoticeMail(facts: Facts, adminUrl: string, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.mailOwnerSubject(facts.radicado, facts.reference),
      title: t.adminTitle,
      blocks: [
        { kind: 'paragraph', text: t.mailOwnerIntro },
        { kind: 'facts', rows: [...factRows(facts), [t.mailReason, facts.reason], [t.mailLastDay, formatDay(facts.lastDay)]] },
        { kind: 'button', label: t.mailOpen, href: adminUrl },
      ],
    },
    siteOrigin,
  );
}

export function withdrawalApprovedMail(facts: Facts, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.mailApprovedSubject(facts.radicado),
      title: t.mailApprovedSubject(facts.radicado),
      blocks: [
        { kind: 'paragraph', text: t.mailApprovedIntro(facts.customer.name) },
        { kind: 'facts', rows: factRows(facts) },
      ],
    },
    siteOrigin,
  );
}
