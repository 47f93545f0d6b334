/**
 * A step of the store migration: bookings stored before a booking took every hour it runs through
 * hold only their start hour. This takes the later hours of every appointment still to come, each
 * where it is free (a new slot document, or an expired hold taken over: the same atomic writes as a
 * booking), for the owner of the appointment's start hour. An hour somebody else already has is a
 * conflict (the two appointments overlap): it is reported, never taken, and the step goes on.
 * Running it again takes nothing more.
 */
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import type { Store } from '../../store/contract.ts';
import { appointmentOf } from './booking-slots.ts';
import { bookingHours, slotId } from './reservations.ts';
import { bookFreeSlot } from '../slots/index.ts';

export interface BookingHoursConflict {
  reference: string;
  /** The hour the appointment runs through, as a slot id. */
  slotId: string;
  /** Who has that hour instead (a payment order or a record). */
  heldBy: string;
}

export interface BookingHoursReport {
  appointments: number;
  /** Later hours taken now. */
  taken: number;
  /** Later hours the appointment already had. */
  alreadyTheirs: number;
  conflicts: BookingHoursConflict[];
}

export async function takeBookingHours(store: Store, now: Date): Promise<BookingHoursReport> {
  const report: BookingHoursReport = { appointments: 0, taken: 0, alreadyTheirs: 0, conflicts: [] };
  const today = bogotaMoment(now).date;
  const slots = store.collection('slots');
  for (const record of await store.collection('transactions').find({ kind: 'reserva' })) {
    if (record.status === 'cancelada') continue;
    for (const line of record.reservationDetails) {
      if (line.kind !== 'service' || line.cancelledAt || !line.reservationDate || !line.reservationTime || line.reservationDate < today)
        continue;
      const { serviceId, date, time, durationMinutes, buffers } = appointmentOf(line);
      const later = bookingHours(serviceId, date, time, durationMinutes, buffers).filter((hour) => hour.time !== time);
      const start = { serviceId, date, time };
      // Such a booking predates resources: its start is where its service's hour was then.
      const startSlot = start ? await slots.findOne({ _id: slotId(serviceId, date, time), state: 'booked' }) : null;
      if (!startSlot) continue;
      report.appointments += 1;
      for (const hour of later) {
        if (await slots.findOne({ ...hour, state: 'booked', orderId: startSlot.orderId })) {
          report.alreadyTheirs += 1;
          continue;
        }
        if (await bookFreeSlot(store, hour, startSlot.orderId, now)) {
          report.taken += 1;
          continue;
        }
        const holder = await slots.findOne({ ...hour });
        report.conflicts.push({ reference: record.reference, slotId: slotId(serviceId, date, hour.time), heldBy: holder?.orderId ?? '' });
      }
    }
  }
  return report;
}
