/**
 * A withdrawal as the customer and the owner read it, and its e-mails, each queued once under a key
 * naming the request and the step.
 */
import type { PublicWithdrawal } from '../../../src/domain/withdrawals/withdrawals.ts';
import { withdrawalApprovedMail, withdrawalNoticeMail, withdrawalReceivedMail } from '../../../src/domain/withdrawals/withdrawal-mails.ts';
import { shopOrigin } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { RecordDoc, WithdrawalDoc } from '../../store/documents.ts';
import { queueMail } from '../mail/index.ts';

export function toPublicWithdrawal(doc: WithdrawalDoc, record: RecordDoc | null): PublicWithdrawal {
  return {
    _id: doc._id,
    recordId: doc.recordId,
    reference: doc.reference,
    radicado: doc.radicado,
    status: doc.status,
    lines: doc.lines,
    productNames: doc.lines.map((index) => record?.reservationDetails[index]?.productName ?? ''),
    reason: doc.reason,
    amount: doc.amount,
    deliveredAt: doc.deliveredAt,
    lastDay: doc.lastDay,
    customer: { name: record?.shippingInfo.name ?? '', email: record?.shippingInfo.email ?? '' },
    requestedAt: new Date(doc.requestedAt).toISOString(),
    ...(doc.approvedAt ? { approvedAt: new Date(doc.approvedAt).toISOString() } : {}),
    ...(doc.refundId !== undefined ? { refundId: doc.refundId } : {}),
    ...(doc.refundPending ? { refundPending: true } : {}),
    ...(doc.refundPending?.doneAt ? { refundDoneAt: doc.refundPending.doneAt } : {}),
  };
}

/** The customer's acknowledgement with the radicado and the owner's notice. Safe to call again. */
export async function mailWithdrawalRequested(deps: AppDeps, withdrawal: PublicWithdrawal): Promise<void> {
  const origin = shopOrigin(deps.config);
  await queueMail(deps, {
    key: `retracto:${withdrawal._id}`,
    kind: 'withdrawal',
    to: withdrawal.customer.email,
    ...withdrawalReceivedMail(withdrawal, origin),
  });
  await queueMail(deps, {
    key: `retracto-aviso:${withdrawal._id}`,
    kind: 'withdrawal-notice',
    to: deps.config.mail.notifyTo,
    replyTo: withdrawal.customer.email,
    ...withdrawalNoticeMail(withdrawal, `${origin}/admin-panel/all-Ventas?ref=${encodeURIComponent(withdrawal.reference)}`, origin),
  });
}

/** The customer told the withdrawal is approved. Safe to call again. */
export async function mailWithdrawalApproved(deps: AppDeps, withdrawal: PublicWithdrawal): Promise<void> {
  await queueMail(deps, {
    key: `retracto-aprobado:${withdrawal._id}`,
    kind: 'withdrawal-approved',
    to: withdrawal.customer.email,
    ...withdrawalApprovedMail(withdrawal, shopOrigin(deps.config)),
  });
}
