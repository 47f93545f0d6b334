/**
 * A customer cancels an appointment and gets its deposit back. Three steps, each safe to repeat:
 * 1. the line is marked as asked to cancel (`cancelRequest`), a conditional write;
 * 2. the deposit is refunded under the provider's idempotency key `refund-<lineId>`, so a retried,
 *    parallel or resumed cancellation refunds once;
 * 3. the line is written cancelled (and its hour listed, then freed: booking-slots.ts).
 * If the refund fails the request is taken back and the booking stays. If the process dies after
 * step 1, the sweeper finishes the cancellation the customer asked for, with the same refund.
 */
import { cancelRefusalOf, refundAmountOf, type BookingEvent } from '../../../src/domain/bookings/booking-policy.ts';
import { bookingMessages as t } from '../../../src/domain/bookings/messages-bookings.ts';
import { centsToUsdString, copToUsdCents, formatCop } from '../../../src/domain/money/money.ts';
import { refundedByHand } from '../../../src/domain/records/records.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { PaymentProviderError } from '../../integrations/payments.ts';
import type { RecordDoc, RecordLineDoc } from '../../store/documents.ts';
import { bookingView, findLine, lineIdOf, refusalError, reloadBooking, writeLines } from './booking-records.ts';
import { appointmentOf, bookedHourEntries, freeListedSlots, SLOT_RELEASE_GRACE_MS } from './booking-slots.ts';
import { actorName, openForChange, type BookingActor, type BookingChange } from './bookings.ts';
import { publish } from '../events/index.ts';
import { cancelledEvent } from './line-change-events.ts';
import { freePaidDiscountUses } from '../promotions/index.ts';
import { returnPackCredit } from '../promotions/index.ts';
import { packMessages } from '../../../src/domain/promotions/messages-packs.ts';
import type { Store } from '../../store/contract.ts';

/** How many times a write is tried again when the record changed under it. */
const WRITE_ATTEMPTS = 5;

type Actor = 'cliente' | 'tienda';

/** Refunds the line's deposit to the capture that paid it; nothing when nothing was paid. */
async function refundDeposit(deps: AppDeps, doc: RecordDoc, lineId: string, line: RecordLineDoc): Promise<string | null> {
  const amount = refundAmountOf(line);
  if (amount === 0 || doc.payment.provider === 'manual') return null;
  if (doc.payment.provider !== deps.payments.kind || !doc.payment.captureId) throw new ServiceError(502, t.refundFailed);
  // Never more than the capture has left: the lines' rounded dollars may add up to a cent above it.
  const refundedCents = doc.reservationDetails
    .filter((other) => other.cancelledAt && other.refundId)
    .reduce((sum, other) => sum + copToUsdCents(refundAmountOf(other)), 0);
  const cents = Math.min(copToUsdCents(amount), doc.amounts.totalNowUsdCents - refundedCents);
  if (cents <= 0) throw new ServiceError(502, t.refundFailed);
  try {
    const refund = await deps.payments.refundCapture({
      captureId: doc.payment.captureId,
      amountUsd: centsToUsdString(cents),
      requestId: `refund-${lineId}`,
      note: `${line.productName} ${line.reservationDate ?? ''} ${line.reservationTime ?? ''}`.trim(),
    });
    return refund.refundId;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log({ level: 'error', event: 'booking.refund_failed', reference: doc.reference, lineId, error: String(error) });
    // Nothing was refunded, so nothing is cancelled: the shop sorts it out with the customer.
    throw new ServiceError(502, t.refundFailed);
  }
}

/** Writes the line's own fields, retrying when the record changed meanwhile; null when `change` says there is nothing to write. */
async function writeLine(
  deps: AppDeps,
  doc: RecordDoc,
  index: number,
  change: (line: RecordLineDoc, doc: RecordDoc) => RecordLineDoc | null,
): Promise<{ doc: RecordDoc; written: boolean }> {
  let current = doc;
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    if (attempt > 0) current = await reloadBooking(deps.store, doc._id);
    const line = current.reservationDetails[index];
    if (!line) throw new ServiceError(404, t.lineNotFound);
    const changed = change(line, current);
    if (!changed) return { doc: current, written: false };
    const lines = current.reservationDetails.map((candidate, position) => (position === index ? changed : candidate));
    const written = await writeLines(deps.store, current, lines, deps.clock());
    if (written) return { doc: written, written: true };
  }
  throw new ServiceError(409, t.changedMeanwhile);
}

const withoutRequest = ({ cancelRequest: _request, ...line }: RecordLineDoc): RecordLineDoc => line;

/**
 * The payment order that paid the record: its credits and its code's uses name it. Never the line's
 * `slotOwner`, which names the hours and changes with every move. Null for a reservation the owner
 * took by phone (no payment order, so nothing of a pack or a code to give back).
 */
async function payingOrderOf(store: Store, doc: RecordDoc): Promise<string | null> {
  const order = await store.collection('paymentOrders').findOne({ reference: doc.reference }, { projection: { _id: 1 } });
  return order?._id ?? null;
}

/**
 * The pack credit that paid the appointment goes back to its pack. True only when this call gave
 * it back, so the answer says so only then; repeating it gives nothing twice.
 */
async function giveCreditBack(store: Store, doc: RecordDoc, line: RecordLineDoc): Promise<boolean> {
  if (!line.paidWithCredit) return false;
  const orderId = await payingOrderOf(store, doc);
  return orderId ? returnPackCredit(store, line.paidWithCredit.creditId, orderId) : false;
}

/**
 * Every appointment of a payment with no products cancelled: the payment is undone, so its
 * discount code's use counts no more (the code's limit and the customer's). A sale of the same
 * payment keeps it.
 */
async function giveCodeUseBack(store: Store, doc: RecordDoc) {
  if (!doc.amounts.discountCode) return;
  if ((await store.collection('transactions').countDocuments({ reference: doc.reference, kind: 'venta' })) > 0) return;
  const orderId = await payingOrderOf(store, doc);
  if (orderId) await freePaidDiscountUses(store, orderId);
}

/** Steps 2 and 3: refund, then write the line cancelled and free its hour. Returns the record as it is after. */
async function completeCancellation(deps: AppDeps, doc: RecordDoc, index: number, by: Actor) {
  const { store } = deps;
  const now = deps.clock();
  const line = doc.reservationDetails[index];
  if (!line) throw new ServiceError(404, t.lineNotFound);
  // Wompi (PSE, Nequi, cards in pesos) has no refund by API: the deposit is recorded as
  // 'devolución pendiente' for the owner, who gives it back and marks it done (booking-refunds.ts).
  const byHand = refundedByHand(doc) && refundAmountOf(line) > 0;
  const refundId = byHand ? null : await refundDeposit(deps, doc, lineIdOf(doc, index), line);
  // An appointment a pack paid gets its credit back instead of a refund (before the line is written, as a refund is).
  const creditBack = await giveCreditBack(store, doc, line);
  const refundAmount = refundId || byHand ? refundAmountOf(line) : 0;
  const event: BookingEvent = { kind: 'cancelada', at: now.toISOString(), by, refundId, refundAmount };
  const refundPending = byHand ? { refundPending: { amount: refundAmount, since: event.at } } : {};
  let current = doc;
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    if (attempt > 0) current = await reloadBooking(store, doc._id);
    const target = current.reservationDetails[index];
    if (!target) throw new ServiceError(404, t.lineNotFound);
    // A parallel request cancelled it first (with the same refund): the outcome is the same.
    if (target.cancelledAt) return { doc: current, refundAmount: 0, creditBack };
    const lines = current.reservationDetails.map((candidate, position) =>
      position === index
        ? {
            ...withoutRequest(candidate),
            cancelledAt: event.at,
            cancelledBy: by,
            refundId,
            ...refundPending,
            history: [...(candidate.history ?? []), event],
          }
        : candidate,
    );
    const allCancelled = lines.every((candidate) => candidate.kind !== 'service' || candidate.cancelledAt);
    const listed = new Set((current.slotsToFree ?? []).map((entry) => entry.slotId));
    const toFree = await bookedHourEntries(store, appointmentOf(target), now, listed);
    const written = await writeLines(store, current, lines, now, {
      ...(allCancelled ? { status: 'cancelada' } : {}),
      ...(toFree.length ? { slotsToFree: [...(current.slotsToFree ?? []), ...toFree] } : {}),
    });
    if (!written) continue;
    await freeListedSlots(deps, doc._id, toFree);
    if (allCancelled) await giveCodeUseBack(store, written);
    await publish(deps, cancelledEvent(written, index));
    return { doc: written, refundAmount, creditBack };
  }
  throw new ServiceError(409, t.changedMeanwhile);
}

export async function cancelBookingLine(deps: AppDeps, actor: BookingActor, reference: string, lineId: string): Promise<BookingChange> {
  return cancelOpenedLine(deps, await openForChange(deps, actor, reference), actor.viewer, lineId);
}

/** The cancellation of a reservation already found (and its limits taken, or the owner's list: records/record-status.ts). */
export async function cancelOpenedLine(
  deps: AppDeps,
  opened: RecordDoc,
  viewer: BookingActor['viewer'],
  lineId: string,
): Promise<BookingChange> {
  const now = deps.clock();
  const { index, line } = findLine(opened, lineId);
  const refusal = cancelRefusalOf(opened.status, line, now);
  if (refusal) throw refusalError(refusal);
  const by = actorName(opened, viewer);
  // Step 1: the customer's wish is on the record before any money moves.
  const requested = await writeLine(deps, opened, index, (current, doc) => {
    const again = cancelRefusalOf(doc.status, current, now);
    if (again) throw refusalError(again);
    return current.cancelRequest ? null : { ...current, cancelRequest: { at: now.toISOString(), by } };
  });
  try {
    const { doc, refundAmount, creditBack } = await completeCancellation(deps, requested.doc, index, by);
    const pending = doc.reservationDetails[index]?.refundPending;
    let message: string = creditBack ? packMessages.cancelledCreditBack : t.cancelled;
    if (refundAmount > 0)
      message = pending ? t.cancelledRefundPending(formatCop(refundAmount)) : t.cancelledWithRefund(formatCop(refundAmount));
    return { booking: bookingView(doc, now), message };
  } catch (error) {
    // The refund did not happen: the request is taken back and the booking stays as it was.
    if (error instanceof ServiceError && error.status === 502) await takeBackRequest(deps, requested.doc, index);
    throw error;
  }
}

async function takeBackRequest(deps: AppDeps, doc: RecordDoc, index: number) {
  await writeLine(deps, doc, index, (line) => (line.cancelRequest && !line.cancelledAt ? withoutRequest(line) : null));
}

/**
 * The sweeper's part: cancellations asked for more than the grace period ago and never finished
 * (the request died) are finished with the same refund; one the provider refuses is taken back.
 */
export async function finishRequestedCancellations(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - SLOT_RELEASE_GRACE_MS).toISOString();
  const records = await deps.store
    .collection('transactions')
    .find({ kind: 'reserva', 'reservationDetails.cancelRequest.at': { $lte: cutoff } });
  let finished = 0;
  for (const record of records) {
    for (const [index, line] of record.reservationDetails.entries()) {
      if (!line.cancelRequest || line.cancelledAt || line.cancelRequest.at > cutoff) continue;
      const current = await reloadBooking(deps.store, record._id);
      try {
        await completeCancellation(deps, current, index, line.cancelRequest.by);
        finished += 1;
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        deps.log({ level: 'error', event: 'booking.cancel_unfinished', reference: record.reference, index, error: error.message });
        if (error.status === 502) await takeBackRequest(deps, current, index);
      }
    }
  }
  return finished;
}
