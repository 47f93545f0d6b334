/**
 * Booking self-service: a customer (signed in, or holding the receipt's token) reads their
 * reservation, or moves an appointment to another free hour (the cancellation is in
 * booking-cancel.ts).
 *
 * Every step can be repeated without doing anything twice:
 * - a move books every new hour first, all or none (a unique key: of two customers racing, one
 *   wins), then writes the record conditionally, then frees the old hours; if the record changed
 *   meanwhile, the new hours are given back and the booking stays as it was;
 * - a new hour is listed as pending before it is taken, and old ones as to free in the write that
 *   moves the line (services/bookings/booking-slots.ts), so one a crashed request left is freed by the
 *   sweeper, and never twice.
 */
import { randomBytes } from 'node:crypto';
import { newHourRefusal, rescheduleRefusalOf, type BookingEvent } from '../../../src/domain/bookings/booking-policy.ts';
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { bookingMessages as t } from '../../../src/domain/bookings/messages-bookings.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { formatDay, formatHour } from '../../../src/domain/shared/dates.ts';
import { serviceBookingWindow } from '../../../src/domain/schedule/schedule.ts';
import { serviceBuffers } from '../../../src/domain/schedule/booking-hours.ts';
import { bookingRefusal } from '../../../src/domain/schedule/booking-refusal.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { shopHours } from '../schedule/index.ts';
import type { SlotToFree, RecordDoc, UserDoc } from '../../store/documents.ts';
import { bookingView, findBooking, findLine, refusalError, writeLines, type BookingView } from './booking-records.ts';
import { appointmentOf, bookedHours, dropPendingSlots, freeListedSlots, listPendingSlot } from './booking-slots.ts';
import { publish } from '../events/index.ts';
import { movedEvent } from './line-change-events.ts';
import { requireRateSlot } from '../platform/index.ts';
import { bookingHours } from './reservations.ts';
import { bookHourForMove } from '../slots/index.ts';
import { personWorks } from '../staff/index.ts';
import { staffMessages } from '../../../src/domain/staff/messages-staff.ts';
import { creditMoveRefusal } from '../promotions/index.ts';

export interface BookingActor {
  viewer: UserDoc | null;
  /** The receipt token, for a guest. */
  access: string | undefined;
  ip: string;
}

export interface BookingChange {
  booking: BookingView;
  message: string;
}

export const actorName = (doc: RecordDoc, viewer: UserDoc | null): 'cliente' | 'tienda' =>
  viewer?.role === 'ADMIN' && doc.user?._id !== viewer._id ? 'tienda' : 'cliente';

export async function getBooking(
  deps: AppDeps,
  reference: string,
  viewer: UserDoc | null,
  access: string | undefined,
): Promise<BookingView> {
  return bookingView(await findBooking(deps.store, reference, viewer, access), deps.clock());
}

/** The limits are taken before the work: per address before the lookup (no free probing), then per reservation. */
export async function openForChange(deps: AppDeps, actor: BookingActor, reference: string): Promise<RecordDoc> {
  const now = deps.clock();
  await requireRateSlot(deps.store, 'bookingChangesPerAddress', actor.ip, now, t.tooManyChanges);
  const doc = await findBooking(deps.store, reference, actor.viewer, actor.access);
  await requireRateSlot(deps.store, 'bookingChangesPerReference', doc.reference, now, t.tooManyChanges);
  return doc;
}

export async function rescheduleBookingLine(
  deps: AppDeps,
  actor: BookingActor,
  reference: string,
  input: { lineId: string; date: string; time: string },
): Promise<BookingChange> {
  const { store } = deps;
  const now = deps.clock();
  const doc = await openForChange(deps, actor, reference);
  const { index, line } = findLine(doc, input.lineId);
  const refusal = rescheduleRefusalOf(doc.status, line, now);
  if (refusal) throw refusalError(refusal);
  if (line.reservationDate === input.date && line.reservationTime === input.time) throw new ServiceError(400, t.sameHour);
  const service = await store.collection('products').findOne({ _id: line.productId });
  if (!service || !isServiceCategory(service.category)) throw new ServiceError(409, t.serviceGone);
  // Every booking rule applies to the new hour, read from the service as it is now; the preparation
  // and cleanup are the ones the line was booked with (the service's own cannot change meanwhile).
  const buffers = serviceBuffers(line);
  const hourRefusal = bookingRefusal(
    {
      date: input.date,
      time: input.time,
      stock: service.stock,
      window: serviceBookingWindow(service),
      durationMinutes: service.serviceDuration ?? 0,
      buffers,
    },
    now,
    await shopHours(store),
  );
  if (hourRefusal) throw new ServiceError(400, hourRefusal);
  const noticeRefusal = newHourRefusal(input.date, input.time, now);
  if (noticeRefusal) throw refusalError(noticeRefusal);
  // The move stays inside what paid for the appointment: a pack's credit works only until the pack expires.
  const packRefusal = await creditMoveRefusal(store, line.paidWithCredit, input.date, input.time);
  if (packRefusal) throw new ServiceError(400, packRefusal);
  // An appointment with a person moves with them: only to hours they work (their hours are taken below, with the units).
  const duration = line.serviceDuration ?? service.serviceDuration ?? 0;
  const newHours = bookingHours(line.productId, input.date, input.time, duration, buffers).map((hour) =>
    line.staffId ? { ...hour, staffId: line.staffId } : hour,
  );
  if (
    line.staffId &&
    !(await personWorks(
      store,
      line.staffId,
      input.date,
      newHours.map((hour) => hour.time),
    ))
  )
    throw new ServiceError(409, staffMessages.personNotFree);

  // The new hours first, all or none: if one is taken, nothing else happens. Each is listed as
  // pending before it is taken, so a crash before the record says they are the line's gives them
  // back (the sweeper). An hour the appointment already has passes from its old owner to the move.
  const owner = `booking-${input.lineId}-${randomBytes(6).toString('hex')}`;
  const from = { date: line.reservationDate ?? '', time: line.reservationTime ?? '' };
  const listed = new Set((doc.slotsToFree ?? []).map((entry) => entry.slotId));
  const booked = await bookedHours(store, { ...appointmentOf(line), ...from, durationMinutes: duration }, now, listed);
  const oldHours = booked.map((hour) => hour.entry);
  // On the same date, an hour the appointment already has is its own: passed on, not taken again.
  const previousOf = new Map(input.date === from.date ? booked.map((hour) => [hour.time, hour.entry]) : []);
  const pending: SlotToFree[] = [];
  for (const hour of newHours) {
    const previous = previousOf.get(hour.time);
    const entry: SlotToFree = {
      slotId: previous?.slotId ?? '',
      owner,
      since: now,
      hour,
      ...(previous ? { previousOwner: previous.owner } : {}),
    };
    pending.push(entry);
    await listPendingSlot(store, doc._id, entry);
    if (!(await bookHourForMove(store, hour, owner, now, previous))) {
      await dropPendingSlots(store, doc._id, pending);
      throw new ServiceError(409, messages.slotTaken);
    }
  }

  const by = actorName(doc, actor.viewer);
  const event: BookingEvent = { kind: 'reprogramada', at: now.toISOString(), by, from, to: { date: input.date, time: input.time } };
  const lines = doc.reservationDetails.map((candidate, position) =>
    position === index
      ? {
          ...candidate,
          reservationDate: input.date,
          reservationTime: input.time,
          reschedules: (candidate.reschedules ?? 0) + 1,
          slotOwner: owner,
          history: [...(candidate.history ?? []), event],
        }
      : candidate,
  );
  // The same write makes the new hours the line's (no longer pending) and lists the old ones it
  // does not keep to be freed.
  const kept = new Set(pending.filter((entry) => entry.previousOwner).map((entry) => entry.slotId));
  const oldSlots = oldHours.filter((entry) => !kept.has(entry.slotId));
  const slotsToFree = [...(doc.slotsToFree ?? []), ...oldSlots];
  const written = await writeLines(store, doc, lines, now, { slotsToFree }, owner);
  if (!written) {
    await dropPendingSlots(store, doc._id, pending);
    throw new ServiceError(409, t.changedMeanwhile);
  }
  await freeListedSlots(deps, doc._id, oldSlots);
  await publish(deps, movedEvent(written, index));
  return { booking: bookingView(written, now), message: t.rescheduled(formatDay(input.date), formatHour(input.time)) };
}
