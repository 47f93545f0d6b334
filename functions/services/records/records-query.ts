/**
 * How the owner's lists find and order records: reservations by their appointments (the agenda:
 * `from`/`to` are the dates of the appointments, soonest first), sales by their purchase date
 * (newest first). Dates are Bogotá days.
 */
import { appointmentFieldsOf } from '../../../src/domain/bookings/agenda.ts';
import { bogotaInstant } from '../../../src/domain/schedule/schedule.ts';
import type { RecordKind } from '../../../src/domain/records/record-schemas.ts';
import type { Filter, SortSpec, Store } from '../../store/contract.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RecordQuery {
  kind: RecordKind;
  from?: string | undefined;
  to?: string | undefined;
  status?: string | undefined;
  /** One payment's records (the owner's notice e-mail links the list to its reference). */
  reference?: string | undefined;
}

export function recordFilter(query: RecordQuery): Filter {
  const filter: Filter = { kind: query.kind };
  if (query.status) filter.status = query.status;
  if (query.reference) filter.reference = query.reference;
  if (!query.from && !query.to) return filter;
  if (query.kind === 'reserva') {
    // One of its appointments falls within the days (YYYY-MM-DD compares as text).
    filter.appointmentDates = { $elemMatch: { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) } };
  } else {
    // From the first instant of `from` to the last instant of `to`, in Bogotá.
    filter.createdAt = {
      ...(query.from ? { $gte: bogotaInstant(query.from) } : {}),
      ...(query.to ? { $lt: new Date(bogotaInstant(query.to).getTime() + DAY_MS) } : {}),
    };
  }
  return filter;
}

export function recordSort(kind: RecordKind): SortSpec {
  return kind === 'reserva' ? { firstAppointment: 1, _id: 1 } : { createdAt: -1, _id: -1 };
}

/** Reservations written before the agenda get their appointment fields (once; idempotent). */
export async function ensureAppointmentFields(store: Store) {
  const transactions = store.collection('transactions');
  const missing = await transactions.find({ kind: 'reserva', appointmentDates: { $exists: false } });
  for (const doc of missing) {
    await transactions.updateOne({ _id: doc._id }, { $set: { ...appointmentFieldsOf(doc.reservationDetails) } });
  }
}
