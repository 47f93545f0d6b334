/**
 * The owner approves a withdrawal once the product is back: the refund through the payment's own
 * provider (PayPal: `refundCapture` with the request's own id, so it never refunds twice; Wompi
 * cannot refund by API: "devolución pendiente" for the owner to give back by hand, as a cancelled
 * deposit), the withdrawn lines' units back to the stock once (a mark per line), a credit note
 * queued once (invoicing), and the customer told. One conditional update claims the request, so
 * parallel approvals do all this once; a claim left by a crash is taken again after its lease, and
 * every step is idempotent, so a resumed approval finishes without doing anything twice.
 */
import { refundAmountOf } from '../../../src/domain/bookings/booking-policy.ts';
import { centsToUsdString, copToUsdCents } from '../../../src/domain/money/money.ts';
import { refundedByHand } from '../../../src/domain/records/records.ts';
import { withdrawalMessages as t } from '../../../src/domain/withdrawals/messages-withdrawals.ts';
import type { PublicWithdrawal } from '../../../src/domain/withdrawals/withdrawals.ts';
import type { AppDeps } from '../../deps.ts';
import { PaymentProviderError } from '../../integrations/payments.ts';
import type { RecordDoc, UserDoc, WithdrawalDoc } from '../../store/documents.ts';
import { announceReturned, returnStockOnce } from '../catalogue/index.ts';
import { ServiceError } from '../errors.ts';
import { queueWithdrawalCreditNote } from '../invoicing/index.ts';
import { mailWithdrawalApproved, toPublicWithdrawal } from './withdrawal-view.ts';

/** How long a claim holds before another approval may take it again (a crashed one). */
const CLAIM_LEASE_MS = 2 * 60_000;

/** What the refund gave: the provider's id, or the pesos owed back by hand; null when nothing was charged online. */
async function refund(deps: AppDeps, doc: WithdrawalDoc, record: RecordDoc): Promise<Pick<WithdrawalDoc, 'refundId' | 'refundPending'>> {
  if (doc.refundId || doc.refundPending)
    return { refundId: doc.refundId ?? null, ...(doc.refundPending ? { refundPending: doc.refundPending } : {}) };
  if (record.payment.provider === 'manual' || doc.amount <= 0) return { refundId: null };
  if (refundedByHand(record)) return { refundId: null, refundPending: { amount: doc.amount, since: deps.clock().toISOString() } };
  if (record.payment.provider !== deps.payments.kind || !record.payment.captureId) throw new ServiceError(502, t.refundFailed);
  // Never more than the capture has left: a cancelled appointment of the same payment may have taken its deposit back.
  const payment = await deps.store.collection('transactions').find({ reference: record.reference });
  const refundedCents = payment
    .flatMap((other) => other.reservationDetails)
    .filter((line) => line.cancelledAt && line.refundId)
    .reduce((sum, line) => sum + copToUsdCents(refundAmountOf(line)), 0);
  const cents = Math.min(copToUsdCents(doc.amount), record.amounts.totalNowUsdCents - refundedCents);
  if (cents <= 0) throw new ServiceError(502, t.refundFailed);
  try {
    const outcome = await deps.payments.refundCapture({
      captureId: record.payment.captureId,
      amountUsd: centsToUsdString(cents),
      requestId: `retracto-${doc._id}`,
      note: `Retracto ${doc.radicado}`,
    });
    return { refundId: outcome.refundId };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log({ level: 'error', event: 'withdrawal.refund_failed', reference: doc.reference, error: String(error) });
    throw new ServiceError(502, t.refundFailed);
  }
}

export async function approveWithdrawal(
  deps: AppDeps,
  id: string,
  owner: UserDoc,
): Promise<{ withdrawal: PublicWithdrawal; message: string }> {
  const withdrawals = deps.store.collection('withdrawals');
  const now = deps.clock();
  const claimed = await withdrawals.findOneAndUpdate(
    { _id: id, $or: [{ status: 'solicitado' }, { status: 'aprobando', approvedAt: { $lt: new Date(now.getTime() - CLAIM_LEASE_MS) } }] },
    { $set: { status: 'aprobando', approvedAt: now, approvedBy: owner.email } },
  );
  if (!claimed) {
    const current = await withdrawals.findOne({ _id: id });
    if (!current) throw new ServiceError(404, t.requestNotFound);
    if (current.status !== 'aprobado') throw new ServiceError(409, t.approvalRunning);
    const record = await deps.store.collection('transactions').findOne({ _id: current.recordId });
    return { withdrawal: toPublicWithdrawal(current, record), message: current.refundPending ? t.approvedByHand : t.approved };
  }
  const record = await deps.store.collection('transactions').findOne({ _id: claimed.recordId });
  if (!record) throw new ServiceError(404, t.saleNotFound);
  let refunded: Pick<WithdrawalDoc, 'refundId' | 'refundPending'>;
  try {
    refunded = await refund(deps, claimed, record);
  } catch (error) {
    // Nothing was refunded: the request waits for another approval.
    await withdrawals.updateOne({ _id: id, status: 'aprobando' }, { $set: { status: 'solicitado' } });
    throw error;
  }
  await withdrawals.updateOne({ _id: id }, { $set: refunded });
  const lines = claimed.lines.flatMap((index) => {
    const line = record.reservationDetails[index];
    return line ? [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity, productName: line.productName }] : [];
  });
  // An item that had run out is back: those who wait for it are told (back-in-stock alerts).
  await announceReturned(deps, await returnStockOnce(deps.store, `retracto-${id}`, lines, now), `retracto-${id}`);
  await withdrawals.updateOne({ _id: id, restockedAt: { $exists: false } }, { $set: { restockedAt: now } });
  await queueWithdrawalCreditNote(deps, record._id, claimed.lines, claimed.radicado);
  const approved = await withdrawals.findOneAndUpdate({ _id: id }, { $set: { status: 'aprobado' } });
  const withdrawal = toPublicWithdrawal(approved ?? claimed, record);
  await mailWithdrawalApproved(deps, withdrawal);
  return { withdrawal, message: refunded.refundPending ? t.approvedByHand : t.approved };
}

/** Every request, the ones waiting first, newest first (the owner's list on the sales page). */
export async function listWithdrawals(deps: AppDeps): Promise<PublicWithdrawal[]> {
  const docs = await deps.store.collection('withdrawals').find({}, { sort: { requestedAt: -1 }, limit: 200 });
  const records = await deps.store.collection('transactions').find({ _id: { $in: docs.map((doc) => doc.recordId) } });
  const views = docs.map((doc) => toPublicWithdrawal(doc, records.find((record) => record._id === doc.recordId) ?? null));
  return [...views.filter((view) => view.status !== 'aprobado'), ...views.filter((view) => view.status === 'aprobado')];
}

/** The owner gave a Wompi payment's withdrawal back by hand: "devolución pendiente" is done (again: nothing changes). */
export async function markWithdrawalRefundDone(deps: AppDeps, id: string, owner: UserDoc): Promise<PublicWithdrawal> {
  const withdrawals = deps.store.collection('withdrawals');
  const current = await withdrawals.findOne({ _id: id });
  if (!current?.refundPending) throw new ServiceError(404, t.requestNotFound);
  const done = current.refundPending.doneAt
    ? current
    : await withdrawals.findOneAndUpdate(
        { _id: id, 'refundPending.doneAt': { $exists: false } },
        { $set: { 'refundPending.doneAt': deps.clock().toISOString(), 'refundPending.doneBy': owner.email } },
      );
  const latest = done ?? (await withdrawals.findOne({ _id: id }))!;
  const record = await deps.store.collection('transactions').findOne({ _id: latest.recordId });
  return toPublicWithdrawal(latest, record);
}
