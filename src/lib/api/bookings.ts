/**
 * A customer's own reservation (/mi-reserva): read it, cancel an appointment, move it. A guest
 * sends the receipt's token as `access`; a signed-in owner needs none.
 */
import { apiRequest, type ApiData } from './core.ts';

export type Booking = ApiData<'GET /bookings/:reference'>;
export type BookingLine = Booking['lines'][number];

const base = (reference: string): `bookings/${string}` => `bookings/${encodeURIComponent(reference)}`;

/** GET /api/bookings/:reference */
export const getBooking = (reference: string, access: string | null, signal?: AbortSignal) =>
  apiRequest<'GET /bookings/:reference'>('GET', base(reference), { query: { access: access ?? undefined }, signal });

/** POST /api/bookings/:reference/cancel: the deposit is refunded; the answer is the reservation as it is now. */
export const cancelAppointment = (reference: string, lineId: string, access: string | null) =>
  apiRequest<'POST /bookings/:reference/cancel'>('POST', `${base(reference)}/cancel`, { body: { lineId, ...(access ? { access } : {}) } });

/** POST /api/bookings/:reference/reschedule */
export const moveAppointment = (reference: string, move: { lineId: string; date: string; time: string }, access: string | null) =>
  apiRequest<'POST /bookings/:reference/reschedule'>('POST', `${base(reference)}/reschedule`, {
    body: { ...move, ...(access ? { access } : {}) },
  });
