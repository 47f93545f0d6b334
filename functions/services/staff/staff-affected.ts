/**
 * The upcoming bookings with a person that the person's hours no longer hold (a day no longer
 * worked, shorter hours, time off, or the person removed): saving the team never cancels them, it
 * lists them for the owner to move or cancel, as closures do (services/bookings/closures.ts).
 */
import { lockedStatuses } from '../../../src/domain/bookings/booking-policy.ts';
import { bogotaMoment, coveredHours } from '../../../src/domain/schedule/schedule.ts';
import { worksHours, type StaffMember } from '../../../src/domain/staff/staff.ts';
import type { AppDeps } from '../../deps.ts';
import { lineIdFor, recordFilter } from '../records/index.ts';

export interface StaffAffectedBooking {
  reference: string;
  lineId: string;
  service: string;
  serviceId: string;
  staffId: string;
  staffName: string;
  date: string;
  time: string;
  durationMinutes: number;
  customer: { name: string; email: string; phone: string };
}

export async function bookingsOutsideHours(deps: AppDeps, staff: readonly StaffMember[]): Promise<StaffAffectedBooking[]> {
  const today = bogotaMoment(deps.clock()).date;
  const byId = new Map(staff.map((member) => [member._id, member]));
  const records = await deps.store.collection('transactions').find(recordFilter({ kind: 'reserva', from: today }));
  const found: StaffAffectedBooking[] = [];
  for (const doc of records) {
    if (lockedStatuses.includes(doc.status)) continue;
    doc.reservationDetails.forEach((line, index) => {
      const { reservationDate: date, reservationTime: time, staffId } = line;
      if (line.kind !== 'service' || line.cancelledAt || !staffId || !date || !time || date < today) return;
      const member = byId.get(staffId);
      const durationMinutes = line.serviceDuration ?? 0;
      if (member && worksHours(member, date, coveredHours(time, durationMinutes))) return;
      found.push({
        reference: doc.reference,
        lineId: line.lineId ?? lineIdFor(doc._id, index),
        service: line.productName,
        serviceId: line.productId,
        staffId,
        staffName: line.staffName ?? '',
        date,
        time,
        durationMinutes,
        customer: { name: doc.shippingInfo.name, email: doc.shippingInfo.email, phone: doc.shippingInfo.phone },
      });
    });
  }
  return found.sort((a, b) => `${a.date} ${a.time} ${a.reference}`.localeCompare(`${b.date} ${b.time} ${b.reference}`));
}
