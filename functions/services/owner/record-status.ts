/**
 * A status set from the admin lists. "cancelada" has consequences, and it does the whole job:
 * - a reservation is cancelled through the real cancellation of each of its appointments
 *   (bookings/booking-cancel.ts, as the shop: the deposit refunded or recorded to give back by hand,
 *   the pack credit or the discount code's use given back, the hours freed, the customer told by
 *   e-mail and WhatsApp), all or none of the refusals checked first;
 * - a sale that sold session packs voids their sessions not yet used (their credits expire now, with
 *   one conditional update each, so an appointment can no longer take one);
 * - a sale publishes `sale.cancelled` (its credit note reacts), again each time it is set cancelled:
 *   a no-op once stored, and the way to resume one a crash kept from being stored.
 * Neither is undone by choosing another status: a really cancelled reservation or a sale whose packs
 * were voided is not reopened.
 * "enviada" and "entregada" on a sale go through the shipments (services/shipments): the carrier and
 * the guide are required to send it, and the customer is told; the delivery's day is recorded. The
 * other statuses only say where the record stands.
 */
import { cancelRefusalOf } from '../../../src/domain/bookings/booking-policy.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { type RecordKind } from '../../../src/domain/records/record-schemas.ts';
import { reservationStatuses, saleStatuses } from '../../../src/domain/records/records.ts';
import type { PublicRecord } from '../../../src/domain/records/records.ts';
import type { AppDeps } from '../../deps.ts';
import type { RecordDoc, UserDoc } from '../../store/documents.ts';
import { domainEvent } from '../../../src/domain/shared/events.ts';
import { cancelOpenedLine } from '../bookings/index.ts';
import { findBooking, lineIdOf, refusalError } from '../bookings/index.ts';
import { ServiceError } from '../errors.ts';
import { publish } from '../events/index.ts';
import { recordWithDefaultTaxTreatment, toPublicRecord } from '../records/index.ts';
import { deliverSale, shipSale, type DispatchInput } from '../shipments/index.ts';
import { rebookSlots } from './records-admin.ts';

const statusesOf: Record<RecordKind, readonly string[]> = { reserva: reservationStatuses, venta: saleStatuses };
const CANCELLED = 'cancelada';

/** The owner changing the status (signed in as ADMIN: the customer's limits on changes do not apply). */
export interface StatusActor {
  viewer: UserDoc;
}

export interface StatusChange {
  record: PublicRecord;
  message: string;
}

const openAppointments = (doc: RecordDoc) =>
  doc.reservationDetails.flatMap((line, index) => (line.kind === 'service' && !line.cancelledAt ? [index] : []));

const reload = async (deps: AppDeps, recordId: string) => {
  const doc = await deps.store.collection('transactions').findOne({ _id: recordId });
  if (!doc) throw new ServiceError(404, messages.transactionNotFound);
  return doc;
};

/** Every open appointment cancelled as the shop would cancel it one by one; refused as a whole when one may not be. */
async function cancelReservation(deps: AppDeps, doc: RecordDoc, actor: StatusActor): Promise<RecordDoc> {
  const now = deps.clock();
  for (const index of openAppointments(doc)) {
    const refusal = cancelRefusalOf(doc.status, doc.reservationDetails[index]!, now);
    if (refusal) throw refusalError(refusal);
  }
  for (const index of openAppointments(doc)) {
    try {
      const current = await findBooking(deps.store, doc.reference, actor.viewer, undefined);
      await cancelOpenedLine(deps, current, actor.viewer, lineIdOf(doc, index));
    } catch (error) {
      // A parallel request (or the customer) cancelled it meanwhile: the outcome is the same.
      const now = await reload(deps, doc._id);
      if (!now.reservationDetails[index]?.cancelledAt) throw error;
    }
  }
  const after = await reload(deps, doc._id);
  if (after.status === CANCELLED) return after;
  // A reservation with no appointment left open (none to cancel) only changes its status.
  const updated = await deps.store
    .collection('transactions')
    .findOneAndUpdate({ _id: doc._id }, { $set: { status: CANCELLED, updatedAt: deps.clock() } });
  return updated ?? after;
}

/** The sale's packs: their sessions not yet used expire now (held or used ones keep their appointment). */
async function voidSoldPacks(deps: AppDeps, doc: RecordDoc): Promise<boolean> {
  const now = deps.clock();
  const packs = await deps.store.collection('sessionPacks').find({ reference: doc.reference }, { projection: { _id: 1 } });
  if (packs.length === 0) return false;
  const ids = packs.map((pack) => pack._id);
  await deps.store.collection('sessionPacks').updateMany({ _id: { $in: ids } }, { $min: { expiresAt: now } });
  await deps.store.collection('packCredits').updateMany({ packId: { $in: ids } }, { $min: { expiresAt: now } });
  return true;
}

const soldPacks = (doc: RecordDoc) => doc.reservationDetails.some((line) => line.pack);

async function setStatus(deps: AppDeps, doc: RecordDoc, status: string, extra: Partial<RecordDoc> = {}): Promise<RecordDoc> {
  const updated = await deps.store
    .collection('transactions')
    .findOneAndUpdate({ _id: doc._id }, { $set: { status, updatedAt: deps.clock(), ...extra } });
  if (!updated) throw new ServiceError(404, messages.transactionNotFound);
  return updated;
}

export async function updateRecordStatus(
  deps: AppDeps,
  recordId: string,
  status: string,
  actor: StatusActor,
  dispatch?: DispatchInput,
): Promise<StatusChange> {
  const doc = await reload(deps, recordId);
  if (!statusesOf[doc.kind].includes(status)) throw new ServiceError(400, messages.transactionStatusInvalid);
  // The record as the admin's detail shows it, each line with its IVA treatment.
  const done = async (record: RecordDoc, message: string = messages.transactionUpdated) => ({
    record: await recordWithDefaultTaxTreatment(deps.store, toPublicRecord(record)),
    message,
  });
  if (doc.kind === 'reserva') {
    if (status === CANCELLED) {
      if (doc.status === CANCELLED && openAppointments(doc).length === 0) return done(doc, messages.reservationCancelledFromList);
      return done(await cancelReservation(deps, doc, actor), messages.reservationCancelledFromList);
    }
    if (doc.status !== CANCELLED) return done(await setStatus(deps, doc, status));
    // Cancelled with its appointments (refunded, told): never reopened. One cancelled by status alone (before) may be.
    const appointments = doc.reservationDetails.filter((line) => line.kind === 'service');
    if (appointments.length === 0 || appointments.every((line) => line.cancelledAt))
      throw new ServiceError(409, messages.reservationNotReopened);
    return done(await setStatus(deps, doc, status, { reservationDetails: await rebookSlots(deps.store, doc, deps.clock()) }));
  }
  if (status === CANCELLED) {
    const voided = soldPacks(doc) && (await voidSoldPacks(deps, doc));
    const updated = doc.status === CANCELLED ? doc : await setStatus(deps, doc, status);
    // Its credit note reacts (invoicing); cancelling it again publishes nothing new (one key per sale).
    await publish(deps, domainEvent.saleCancelled({ recordId: doc._id, reference: doc.reference }));
    return done(updated, voided ? messages.saleCancelledPacksVoided : messages.transactionUpdated);
  }
  if (doc.status === CANCELLED && soldPacks(doc)) throw new ServiceError(409, messages.saleNotReopened);
  // Sent and delivered are the shipments' own: the carrier and guide, the delivery day, the customer told.
  if (status === 'enviada') return done(await shipSale(deps, doc, dispatch));
  if (status === 'entregada') return done(await deliverSale(deps, doc));
  return done(await setStatus(deps, doc, status));
}
