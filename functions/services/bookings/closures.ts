/**
 * The owner's closures and special days (POST/GET/DELETE /api/admin/closures). Each is one entry of
 * the `schedule` setting's `closures`, added with one `$push` and removed with one `$pull`, so two
 * owners saving at once never lose each other's. A closure never cancels anything: it answers the
 * bookings already inside it (`affected`), and the owner cancels (POST /api/bookings/:ref/cancel,
 * with its refund and e-mail) or moves (…/reschedule) each one from the list.
 */
import { lockedStatuses } from '../../../src/domain/bookings/booking-policy.ts';
import { minutesOfHour, type BusinessHours } from '../../../src/domain/schedule/business-hours.ts';
import { scheduleMessages as t } from '../../../src/domain/schedule/messages-schedule.ts';
import { appointmentHoursOn, bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import { buffersFitDay } from '../../../src/domain/schedule/booking-refusal.ts';
import { serviceBuffers, type ServiceBuffers } from '../../../src/domain/schedule/booking-hours.ts';
import type { ClosureBody } from '../../../src/domain/schedule/schedule-schemas.ts';
import { businessHoursOf, type Closure } from '../../../src/domain/schedule/shop-schedule.ts';
import type { AppDeps } from '../../deps.ts';
import type { Store } from '../../store/contract.ts';
import type { ClosureDoc, RecordDoc } from '../../store/documents.ts';
import { newObjectId } from '../../store/object-id.ts';
import { lineIdOf } from './booking-records.ts';
import { ServiceError } from '../errors.ts';
import { recordFilter } from '../records/index.ts';
import { readClosures, SCHEDULE_SETTING_ID } from '../schedule/index.ts';

/** A booking inside a closure, or outside a special day's hours: what the owner needs to act on it. */
export interface AffectedBooking {
  reference: string;
  lineId: string;
  service: string;
  serviceId: string;
  durationMinutes: number;
  date: string;
  time: string;
  customer: { name: string; email: string; phone: string };
}

export interface ClosureView extends Closure {
  affected: AffectedBooking[];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether an appointment (its preparation and cleanup too) still fits the day's hours under these hours (a closed day fits nothing). */
function fits(hours: BusinessHours, date: string, time: string, durationMinutes: number, buffers: ServiceBuffers): boolean {
  const day = appointmentHoursOn(date, hours);
  if (!day) return false;
  const start = minutesOf(time);
  const inside = start >= minutesOfHour(day.opens) && start + Math.max(durationMinutes, 0) <= minutesOfHour(day.closes);
  return inside && buffersFitDay(date, time, durationMinutes, buffers, hours);
}

/** The live appointments (not cancelled, record not closed) of the records inside a closure that its hours leave out. */
function affectedIn(records: readonly RecordDoc[], closure: Closure): AffectedBooking[] {
  const hours = businessHoursOf(null, [closure]);
  const found: AffectedBooking[] = [];
  for (const doc of records) {
    if (lockedStatuses.includes(doc.status)) continue;
    doc.reservationDetails.forEach((line, index) => {
      const date = line.reservationDate;
      const time = line.reservationTime;
      if (line.kind !== 'service' || line.cancelledAt || !date || !time || date < closure.from || date > closure.to) return;
      if (fits(hours, date, time, line.serviceDuration ?? 0, serviceBuffers(line))) return;
      found.push({
        reference: doc.reference,
        lineId: lineIdOf(doc, index),
        service: line.productName,
        serviceId: line.productId,
        durationMinutes: line.serviceDuration ?? 0,
        date,
        time,
        customer: { name: doc.shippingInfo.name, email: doc.shippingInfo.email, phone: doc.shippingInfo.phone },
      });
    });
  }
  return found.sort((a, b) => `${a.date} ${a.time} ${a.reference}`.localeCompare(`${b.date} ${b.time} ${b.reference}`));
}

/** The closures with their affected bookings, from one read of the reservations of all their days. */
async function withAffected(store: Store, closures: readonly Closure[]): Promise<ClosureView[]> {
  if (closures.length === 0) return [];
  const from = closures.reduce((first, closure) => (closure.from < first ? closure.from : first), closures[0]!.from);
  const to = closures.reduce((last, closure) => (closure.to > last ? closure.to : last), closures[0]!.to);
  const records = await store.collection('transactions').find(recordFilter({ kind: 'reserva', from, to }));
  return closures.map((closure) => ({ ...closure, affected: affectedIn(records, closure) }));
}

const viewOf = ({ _id, from, to, reason, hours }: Closure): Closure => ({ _id, from, to, reason, hours });

export async function createClosure(deps: AppDeps, input: ClosureBody): Promise<ClosureView> {
  const today = bogotaMoment(deps.clock()).date;
  if (input.to < today) throw new ServiceError(400, t.closureInPast);
  const closure: ClosureDoc = {
    _id: newObjectId(),
    from: input.from,
    to: input.to,
    reason: input.reason,
    hours: input.hours ? { from: input.hours.from, to: input.hours.to } : null,
    createdAt: deps.clock(),
  };
  await deps.store.collection('settings').updateOne({ _id: SCHEDULE_SETTING_ID }, { $push: { closures: closure } }, { upsert: true });
  const [view] = await withAffected(deps.store, [viewOf(closure)]);
  return view!;
}

/** Every closure and special day that has not ended yet, earliest first, with the bookings inside each. */
export async function listClosures(deps: AppDeps): Promise<ClosureView[]> {
  const today = bogotaMoment(deps.clock()).date;
  const current = (await readClosures(deps.store)).filter((closure) => closure.to >= today).map(viewOf);
  return withAffected(deps.store, current);
}

export async function deleteClosure(deps: AppDeps, id: string): Promise<void> {
  // Matches only while the closure is there, so a second delete (or a parallel one) is a 404.
  const result = await deps.store
    .collection('settings')
    .updateOne({ _id: SCHEDULE_SETTING_ID, 'closures._id': id }, { $pull: { closures: { _id: id } } });
  if (result.matchedCount === 0) throw new ServiceError(404, t.closureNotFound);
}
