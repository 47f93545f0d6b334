/**
 * A customer's own data (Ley 1581 de 2012): what the export is called, what stops an account from
 * being deleted, and what a deleted customer's records keep. Orders and reservations are
 * accounting records: they stay, with their personal fields replaced. `now` is always a parameter.
 */
import { appointmentStart, lockedStatuses } from '../bookings/booking-policy.ts';
import { messages } from '../shared/messages.ts';
import type { RecordLine, RecordShippingInfo } from '../records/records.ts';
import { formatDay, formatHour } from '../shared/dates.ts';
import { bogotaMoment } from '../schedule/schedule.ts';

/** What a deleted customer's name (and a written address) becomes on the records that stay. */
export const DELETED_CUSTOMER = messages.deletedCustomer;

/**
 * A checkout this recent and still unpaid may yet be paid (a PSE or Nequi payment can take a while
 * to settle): the account waits for it before it can be deleted. Older ones are abandoned.
 */
export const UNPAID_CHECKOUT_WAIT_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

/** The export's file name: `mis-datos-<Bogotá date>.json`. */
export function dataExportFileName(now: Date): string {
  return `mis-datos-${bogotaMoment(now).date}.json`;
}

/** An appointment that has not happened yet and is still on. */
export interface UpcomingAppointment {
  reference: string;
  productName: string;
  date: string;
  time: string;
}

type ReservationFacts = {
  reference: string;
  status: string;
  reservationDetails: readonly Pick<RecordLine, 'kind' | 'productName' | 'reservationDate' | 'reservationTime' | 'cancelledAt'>[];
};

/** The appointments of these records still to come: not cancelled, the reservation still open, the start after `now`. */
export function upcomingAppointments(records: readonly ReservationFacts[], now: Date): UpcomingAppointment[] {
  return records.flatMap((record) => {
    if (lockedStatuses.includes(record.status)) return [];
    return record.reservationDetails.flatMap((line) => {
      if (line.kind !== 'service' || line.cancelledAt) return [];
      const start = appointmentStart(line);
      if (!start || start.getTime() <= now.getTime()) return [];
      return [
        { reference: record.reference, productName: line.productName, date: line.reservationDate ?? '', time: line.reservationTime ?? '' },
      ];
    });
  });
}

/**
 * The statuses of a sale the shop still owes the customer: paid and not yet sent, or sent and not
 * yet received (or picked up). The law lets the shop keep what it needs to fulfil the contract, so
 * such a sale keeps its account until it is delivered or cancelled.
 */
export const saleStatusesStillToDeliver: readonly string[] = ['pagada', 'enviada'];

/** Why the account cannot be deleted yet because of these sales (their references), in Spanish. */
export function salesToDeliverRefusal(references: readonly string[]): string {
  return messages.accountDeletionSaleToDeliver([...new Set(references)].map((reference) => `pedido ${reference}`).join(', '));
}

/** Whether an unpaid checkout may still be paid: being captured now, or created less than UNPAID_CHECKOUT_WAIT_HOURS ago. */
export function checkoutMayStillBePaid(order: { status: string; createdAt: Date }, now: Date): boolean {
  if (order.status === 'CAPTURING') return true;
  return order.status === 'CREATED' && now.getTime() - new Date(order.createdAt).getTime() < UNPAID_CHECKOUT_WAIT_HOURS * HOUR_MS;
}

/**
 * The personal fields of a record's shipping details, replaced: the name (and a written address)
 * say "Cliente eliminado", the e-mail and the phone are emptied (a message to '' is never sent).
 * The city, the neighbourhood (they explain the shipping fee), the method and the time stay.
 */
export function anonymisedShipping(
  info: Pick<RecordShippingInfo, 'address'>,
): Pick<RecordShippingInfo, 'name' | 'email' | 'phone' | 'address'> {
  return { name: DELETED_CUSTOMER, email: '', phone: '', address: info.address ? DELETED_CUSTOMER : '' };
}

/** Why the account cannot be deleted yet because of these appointments, in Spanish. */
export function upcomingAppointmentsRefusal(appointments: readonly UpcomingAppointment[]): string {
  const list = appointments.map((item) =>
    messages.accountDeletionUpcomingItem(item.productName, formatDay(item.date), formatHour(item.time), item.reference),
  );
  return messages.accountDeletionUpcoming(list.join('; '));
}
