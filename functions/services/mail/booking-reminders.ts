/**
 * The reminders the sweeper queues: each appointment starting within the next 24 hours that was
 * agreed at least 24 hours ahead gets one message. The outbox's key names the line and the
 * appointment, so sweeps that overlap, repeat within the hour or run in parallel queue it once.
 */
import { lockedStatuses, reminderDue } from '../../../src/domain/booking-policy.ts';
import { addDays, bogotaMoment } from '../../../src/domain/schedule.ts';
import type { AppDeps } from '../../deps.ts';
import { notifyBookingReminder } from './notifications.ts';
import { ensureAppointmentFields } from '../records/records-query.ts';

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
      await notifyBookingReminder(deps, record, index);
    }
  }
  return due;
}
