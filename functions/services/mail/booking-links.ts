/**
 * A lost /mi-reserva link, sent again. Anyone may ask for the links of an e-mail, and the answer is
 * the same whether or not it has reservations, so nobody learns who booked; the links go only to
 * that e-mail, the address each reservation's receipt went to. Each link is the one the receipt
 * carried (the record's access token): there is no second kind of token.
 *
 * The limits are taken before anything is read: per address, then per e-mail.
 */
import { upcomingAppointments } from '../../../src/domain/accounts/account-data.ts';
import { lockedStatuses } from '../../../src/domain/bookings/booking-policy.ts';
import { lostLinkMessages as t } from '../../../src/domain/bookings/messages-lost-links.ts';
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import type { AppDeps } from '../../deps.ts';
import { newObjectId } from '../../store/object-id.ts';
import { sendBookingLinks } from './notifications.ts';
import { requireRateSlot } from '../platform/index.ts';
import { ensureAppointmentFields } from '../records/index.ts';

/** Queues one message with the link of each reservation of this e-mail that has an appointment still to come. */
export async function resendBookingLinks(deps: AppDeps, email: string, ip: string): Promise<void> {
  const { store } = deps;
  const now = deps.clock();
  await requireRateSlot(store, 'bookingLinksPerAddress', ip, now, t.tooMany);
  await requireRateSlot(store, 'bookingLinksPerEmail', email, now, t.tooMany);
  await ensureAppointmentFields(store);
  // Reservations with an appointment from today on (Bogotá); the e-mail is compared as the
  // customer typed it at checkout, whatever its capitals.
  const candidates = await store
    .collection('transactions')
    .find(
      { kind: 'reserva', status: { $nin: [...lockedStatuses] }, appointmentDates: { $elemMatch: { $gte: bogotaMoment(now).date } } },
      { sort: { firstAppointment: 1, _id: 1 } },
    );
  const reservations = candidates
    .filter((doc) => doc.shippingInfo.email.trim().toLowerCase() === email)
    .map((doc) => ({ reference: doc.reference, accessToken: doc.accessToken, appointments: upcomingAppointments([doc], now) }))
    .filter((reservation) => reservation.appointments.length > 0);
  await sendBookingLinks(deps, { requestId: newObjectId(), email, reservations });
}
