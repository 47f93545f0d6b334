/**
 * The owner's side of reservations and sales: filtered pages, CSV export, deletion, and manual
 * reservations taken by phone (status changes are record-status.ts).
 */
import { randomBytes } from 'node:crypto';
import { messages } from '../../../src/domain/shared/messages.ts';
import { appointmentFieldsOf } from '../../../src/domain/bookings/agenda.ts';
import { appointmentPlace, type PlaceAddress } from '../../../src/domain/bookings/appointment-place.ts';
import { isHomeServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { homeVisitPlaceRefusal, listedPlace } from '../../../src/domain/shipping/shipping.ts';
import { serviceBookingWindow } from '../../../src/domain/schedule/schedule.ts';
import { bookingRefusal } from '../../../src/domain/schedule/booking-refusal.ts';
import { lineBuffers, serviceBuffers } from '../../../src/domain/schedule/booking-hours.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { shopHours } from '../schedule/index.ts';
import type { Store } from '../../store/contract.ts';
import type { RecordDoc } from '../../store/documents.ts';
import { recordsToCsv } from './records-csv.ts';
import { ensureAppointmentFields, recordFilter, recordSort, type RecordQuery } from '../records/index.ts';
import { domainEvent } from '../../../src/domain/shared/events.ts';
import { publish } from '../events/index.ts';
import { appointmentOf, bookedHourEntries } from '../bookings/index.ts';
import { bookingHours, findService } from '../bookings/index.ts';
import { bookHours } from '../slots/index.ts';
import { assignStaff, takeWithFreePerson } from '../staff/index.ts';
import { newObjectId } from '../../store/object-id.ts';
import { listShippingRates } from '../catalogue/index.ts';
import { defaultTaxTreatment, taxTreatmentOf, toPublicRecord, withDefaultTaxTreatment, withLineIds } from '../records/index.ts';
import type { PublicRecord } from '../../../src/domain/records/records.ts';

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
  return { items: await withDefaultTaxTreatment(store, docs.map(toPublicRecord)), total, page, pageSize };
}

export async function recordsCsv(store: Store, query: RecordQuery): Promise<string> {
  if (query.kind === 'reserva') await ensureAppointmentFields(store);
  const docs = await store.collection('transactions').find(recordFilter(query), { sort: recordSort(query.kind) });
  return recordsToCsv(docs, query.kind, await defaultTaxTreatment(store));
}

/** A line the customer cancelled gave its hours back then: they may be somebody else's booking now. */
const holdsItsHour = (line: RecordDoc['reservationDetails'][number]) =>
  line.kind === 'service' && !line.cancelledAt && Boolean(line.reservationDate && line.reservationTime);

/** Frees every hour the record's appointments have booked (only while their own booking has it). */
export async function freeSlots(store: Store, doc: RecordDoc, now: Date) {
  for (const line of doc.reservationDetails.filter(holdsItsHour)) {
    for (const entry of await bookedHourEntries(store, appointmentOf(line), now)) {
      await store.collection('slots').deleteOne({ _id: entry.slotId, state: 'booked', orderId: entry.owner });
    }
  }
}

/**
 * Books every hour of the record's appointments again (un-cancelling), all or none; refused when
 * someone took one meanwhile. Returns the lines naming their hours' new owner.
 */
export async function rebookSlots(store: Store, doc: RecordDoc, now: Date): Promise<RecordDoc['reservationDetails']> {
  const owner = `record-${doc._id}`;
  const hours = doc.reservationDetails.filter(holdsItsHour).flatMap((line) => {
    const { serviceId, date, time, durationMinutes, buffers } = appointmentOf(line);
    // The person the appointment was with is taken again with each of its hours.
    return bookingHours(serviceId, date, time, durationMinutes, buffers).map((hour) =>
      line.staffId ? { ...hour, staffId: line.staffId } : hour,
    );
  });
  if (!(await bookHours(store, hours, owner, now))) throw new ServiceError(409, messages.slotTaken);
  return doc.reservationDetails.map((line) => (holdsItsHour(line) ? { ...line, slotOwner: owner } : line));
}

export async function deleteRecord(deps: AppDeps, recordId: string) {
  const { store } = deps;
  const doc = await store.collection('transactions').findOne({ _id: recordId });
  if (!doc) throw new ServiceError(404, messages.transactionNotFound);
  if (doc.kind === 'reserva' && doc.status !== CANCELLED) await freeSlots(store, doc, deps.clock());
  await store.collection('transactions').deleteOne({ _id: recordId });
}

/**
 * A home service's place on a phone booking: the address, and a city of the shipping list with a
 * neighbourhood (any) when it lists some, as the checkout asks; null for a service at the shop.
 */
async function homeVisitOf(deps: AppDeps, category: string, place: PlaceAddress): Promise<PlaceAddress | null> {
  if (!isHomeServiceCategory(category)) return null;
  if (place.address === '') throw new ServiceError(400, messages.homeServiceAddressRequired);
  if (place.city === '') throw new ServiceError(400, messages.shippingCityRequired);
  const rates = await listShippingRates(deps.store);
  const refusal = homeVisitPlaceRefusal(rates, place);
  if (refusal) throw new ServiceError(400, refusal.message);
  const listed = listedPlace(rates, { shippingMethod: 'delivery', ...place });
  return { address: place.address, city: listed.city, neighborhood: listed.neighborhood };
}

/** A reservation taken by phone: the same availability rules, no payment. */
export async function createManualReservation(
  deps: AppDeps,
  input: {
    serviceId: string;
    reservationDate: string;
    reservationTime: string;
    customer: { name: string; tel: string; email: string };
    notes: string;
    shippingInfo: PlaceAddress;
    staffId?: string | undefined;
  },
): Promise<PublicRecord> {
  const { store, clock } = deps;
  const now = clock();
  const service = await findService(store, input.serviceId);
  const buffers = serviceBuffers(service);
  const refusal = bookingRefusal(
    {
      date: input.reservationDate,
      time: input.reservationTime,
      stock: service.stock,
      window: serviceBookingWindow(service),
      durationMinutes: service.serviceDuration ?? 0,
      buffers,
    },
    now,
    await shopHours(store),
  );
  if (refusal) throw new ServiceError(400, refusal);
  const visit = await homeVisitOf(deps, service.category, input.shippingInfo);
  const reference = `TM-M${randomBytes(5).toString('hex').toUpperCase()}`;
  // Every hour the appointment runs through, all or none.
  const hours = bookingHours(service._id, input.reservationDate, input.reservationTime, service.serviceDuration ?? 0, buffers);
  // A service performed by people is with one: the chosen one while free, or the fairest free one.
  // With "Cualquiera disponible" a person a parallel booking took first gives way to the next free one.
  const booking = { serviceId: service._id, date: input.reservationDate, hours: hours.map((hour) => hour.time), choice: input.staffId };
  const owner = `manual-${reference}`;
  const { person } = await takeWithFreePerson(
    store,
    { ...booking, person: await assignStaff(store, booking, now) },
    now,
    async (who) => ((await bookHours(store, who ? hours.map((hour) => ({ ...hour, staffId: who._id })) : hours, owner, now)) ? true : null),
    () => new ServiceError(409, messages.slotTaken),
  );
  const record: Omit<RecordDoc, '_id'> = {
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
        // The owner's notes, as typed: none stays none.
        description: input.notes,
        brandName: service.brandName,
        quantity: 1,
        unitPrice: service.sellingPrice,
        lineTotal: service.sellingPrice,
        payNow: 0,
        reservationDate: input.reservationDate,
        reservationTime: input.reservationTime,
        serviceDuration: service.serviceDuration ?? 0,
        ...lineBuffers(buffers),
        serviceIntensity: service.serviceIntensity ?? '',
        ...(person ? { staffId: person._id, staffName: person.name } : {}),
        // The service's IVA treatment when it was booked: the balance paid at the shop is invoiced at it.
        taxTreatment: taxTreatmentOf(service, await defaultTaxTreatment(store)),
        ...(input.notes ? { notes: input.notes } : {}),
        slotOwner: owner,
        place: appointmentPlace(service.category, visit ?? { address: '', city: '', neighborhood: '' }),
      },
    ],
    shippingInfo: {
      name: input.customer.name,
      email: input.customer.email,
      phone: input.customer.tel,
      deliveryTime: '',
      ...(visit ? { shippingMethod: 'delivery', ...visit } : { shippingMethod: 'pickup', address: '', city: '', neighborhood: '' }),
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
  const created = toPublicRecord({ ...record, _id: insertedId });
  // The mail tells the owner (it subscribes to `appointment.booked`).
  await publish(deps, domainEvent.appointmentBooked({ recordId: insertedId, reference, source: 'phone' }));
  return created;
}
