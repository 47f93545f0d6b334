/**
 * The owner's side of reservations and sales: filtered pages, CSV export, status changes (a
 * cancelled reservation frees its hour), deletion, and manual reservations taken by phone.
 */
import { randomBytes } from 'node:crypto';
import { messages } from '../../src/domain/messages.ts';
import { appointmentFieldsOf } from '../../src/domain/agenda.ts';
import { reservationRefusal } from '../../src/domain/schedule.ts';
import { reservationStatuses, saleStatuses, type TransactionKind } from '../../src/domain/schemas.ts';
import type { AppDeps } from '../http/context.ts';
import { HttpError } from '../http/envelope.ts';
import { DuplicateKeyError, type Store } from '../store/contract.ts';
import type { TransactionDoc } from '../store/documents.ts';
import { recordsToCsv } from './records-csv.ts';
import { ensureAppointmentFields, recordFilter, recordSort, type RecordQuery } from './records-query.ts';
import { notifyPhoneReservation } from './notifications.ts';
import { findService, slotId } from './reservations.ts';
import { newObjectId } from '../store/object-id.ts';
import { toPublicTransaction, withLineIds, type PublicTransaction } from './transactions.ts';

const statusesOf: Record<TransactionKind, readonly string[]> = { reserva: reservationStatuses, venta: saleStatuses };
const CANCELLED = 'cancelada';

/** One page of records: reservations by appointment, soonest first; sales newest first. */
export async function pageOfRecords(store: Store, query: RecordQuery, page: number, pageSize: number) {
  if (query.kind === 'reserva') await ensureAppointmentFields(store);
  const filter = recordFilter(query);
  const transactions = store.collection('transactions');
  const [total, docs] = await Promise.all([
    transactions.countDocuments(filter),
    transactions.find(filter, { sort: recordSort(query.kind), skip: (page - 1) * pageSize, limit: pageSize }),
  ]);
  return { items: docs.map(toPublicTransaction), total, page, pageSize };
}

export async function recordsCsv(store: Store, query: RecordQuery): Promise<string> {
  if (query.kind === 'reserva') await ensureAppointmentFields(store);
  return recordsToCsv(await store.collection('transactions').find(recordFilter(query), { sort: recordSort(query.kind) }));
}

/** A line the customer cancelled gave its hour back then: it may be somebody else's booking now. */
const holdsItsHour = (line: TransactionDoc['reservationDetails'][number]) => line.kind === 'service' && !line.cancelledAt;

function reservationSlotIds(doc: TransactionDoc): string[] {
  return doc.reservationDetails
    .filter((line) => holdsItsHour(line) && line.reservationDate && line.reservationTime)
    .map((line) => slotId(line.productId, line.reservationDate ?? '', line.reservationTime ?? ''));
}

async function freeSlots(store: Store, doc: TransactionDoc) {
  const ids = reservationSlotIds(doc);
  if (ids.length) await store.collection('slots').deleteMany({ _id: { $in: ids }, state: 'booked' });
}

/** Books the record's hours again (un-cancelling); refused when someone took one meanwhile. */
async function rebookSlots(store: Store, doc: TransactionDoc, now: Date) {
  const booked: string[] = [];
  for (const line of doc.reservationDetails.filter(holdsItsHour)) {
    const id = slotId(line.productId, line.reservationDate ?? '', line.reservationTime ?? '');
    try {
      await store.collection('slots').insertOne({
        _id: id,
        serviceId: line.productId,
        date: line.reservationDate ?? '',
        time: line.reservationTime ?? '',
        state: 'booked',
        orderId: `record-${doc._id}`,
        heldUntil: null,
        createdAt: now,
      });
      booked.push(id);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      await store.collection('slots').deleteMany({ _id: { $in: booked } });
      throw new HttpError(409, messages.slotTaken);
    }
  }
}

export async function updateRecordStatus(deps: AppDeps, recordId: string, status: string): Promise<PublicTransaction> {
  const { store, clock } = deps;
  const doc = await store.collection('transactions').findOne({ _id: recordId });
  if (!doc) throw new HttpError(404, messages.transactionNotFound);
  if (!statusesOf[doc.kind].includes(status)) throw new HttpError(400, messages.transactionStatusInvalid);
  if (doc.kind === 'reserva' && status === CANCELLED && doc.status !== CANCELLED) await freeSlots(store, doc);
  if (doc.kind === 'reserva' && status !== CANCELLED && doc.status === CANCELLED) await rebookSlots(store, doc, clock());
  const updated = await store.collection('transactions').findOneAndUpdate({ _id: recordId }, { $set: { status, updatedAt: clock() } });
  if (!updated) throw new HttpError(404, messages.transactionNotFound);
  return toPublicTransaction(updated);
}

export async function deleteRecord(store: Store, recordId: string) {
  const doc = await store.collection('transactions').findOne({ _id: recordId });
  if (!doc) throw new HttpError(404, messages.transactionNotFound);
  if (doc.kind === 'reserva' && doc.status !== CANCELLED) await freeSlots(store, doc);
  await store.collection('transactions').deleteOne({ _id: recordId });
}

/** A reservation taken by phone: the same availability rules, no payment. */
export async function createManualReservation(
  deps: AppDeps,
  input: { serviceId: string; reservationDate: string; reservationTime: string; customer: { name: string; tel: string; email: string }; notes: string },
): Promise<PublicTransaction> {
  const { store, clock } = deps;
  const now = clock();
  const service = await findService(store, input.serviceId);
  const refusal = reservationRefusal(
    { date: input.reservationDate, time: input.reservationTime, stock: service.stock, window: 'reservar', durationMinutes: service.serviceDuration ?? 0 },
    now,
  );
  if (refusal) throw new HttpError(400, refusal);
  const reference = `TM-M${randomBytes(5).toString('hex').toUpperCase()}`;
  const id = slotId(service._id, input.reservationDate, input.reservationTime);
  const existing = await store.collection('slots').findOne({ _id: id });
  if (existing && (existing.state === 'booked' || (existing.heldUntil && new Date(existing.heldUntil) > now))) {
    throw new HttpError(409, messages.slotTaken);
  }
  if (existing) await store.collection('slots').deleteOne({ _id: id, state: 'held', heldUntil: { $lte: now } });
  try {
    await store.collection('slots').insertOne({
      _id: id,
      serviceId: service._id,
      date: input.reservationDate,
      time: input.reservationTime,
      state: 'booked',
      orderId: `manual-${reference}`,
      heldUntil: null,
      createdAt: now,
    });
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new HttpError(409, messages.slotTaken);
    throw error;
  }
  const record: Omit<TransactionDoc, '_id'> = {
    reference,
    kind: 'reserva',
    status: 'confirmada',
    user: null,
    reservationDetails: [
      {
        kind: 'service',
        productId: service._id,
        productName: service.productName,
        productImage: service.productImage[0] ?? '',
        category: service.category,
        description: input.notes || service.description,
        brandName: service.brandName,
        quantity: 1,
        unitPrice: service.sellingPrice,
        lineTotal: service.sellingPrice,
        payNow: 0,
        reservationDate: input.reservationDate,
        reservationTime: input.reservationTime,
        serviceDuration: service.serviceDuration ?? 0,
        serviceIntensity: service.serviceIntensity ?? '',
      },
    ],
    shippingInfo: {
      name: input.customer.name,
      email: input.customer.email,
      phone: input.customer.tel,
      address: '',
      deliveryTime: '',
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
    },
    amounts: { lines: service.sellingPrice, payNow: 0, shipping: 0, totalNowUsdCents: 0 },
    payment: { provider: 'manual', orderId: '', captureId: '' },
    accessToken: randomBytes(24).toString('hex'),
    createdAt: now,
    updatedAt: now,
  };
  Object.assign(record, appointmentFieldsOf(record.reservationDetails));
  const recordId = newObjectId();
  record.reservationDetails = withLineIds(recordId, record.reservationDetails);
  const { insertedId } = await store.collection('transactions').insertOne({ ...record, _id: recordId });
  const created = toPublicTransaction({ ...record, _id: insertedId });
  await notifyPhoneReservation(deps, created);
  return created;
}
