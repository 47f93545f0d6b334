/**
 * The reminders the sweeper finds due: each appointment starting within the next 24 hours that was
 * agreed at least 24 hours ahead publishes `appointment.reminder-due` (the mail and WhatsApp react).
 * The event's key names the line and the appointment, so sweeps that overlap, repeat within the
 * hour or run in parallel publish it once.
 */
import { lockedStatuses, reminderDue } from '../../../src/domain/bookings/booking-policy.ts';
import { addDays, bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import type { AppDeps } from '../../deps.ts';
import { domainEvent } from '../../../src/domain/shared/events.ts';
import { publish } from '../events/index.ts';
import { lineIdOf } from './booking-records.ts';
import { ensureAppointmentFields } from '../records/index.ts';

/** Queues the reminders due now; returns how many appointments were due. */
export async function queueDueReminders(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  await ensureAppointmentFields(deps.store);
  const today = bogotaMoment(now).date;
  // The next 24 hours fall on today and tomorrow (Bogotá).
  const records = await deps.store.collection('transactions').find({
    kind: 'reserva',
    appointmentDates: { $in: [today, addDays(today, 1)] },
    status: { $nin: [...lockedStatuses] },
  });
  let due = 0;
  for (const record of records) {
    for (const [index, line] of record.reservationDetails.entries()) {
      if (!reminderDue(record.status, line, new Date(record.createdAt), now)) continue;
      due += 1;
      const reminder = { recordId: record._id, reference: record.reference, lineIndex: index };
      const at = { date: line.reservationDate ?? '', time: line.reservationTime ?? '' };
      await publish(deps, domainEvent.reminderDue({ ...reminder, ...at }, lineIdOf(record, index)));
    }
  }
  return due;
}
