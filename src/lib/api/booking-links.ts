/**
 * A lost /mi-reserva link: the links of an e-mail's reservations still to come, sent to it again.
 */
import type { z } from 'zod';
import type { bookingLinksRequestSchema } from '~/domain/bookings/booking-schemas.ts';
import { apiRequest } from './core.ts';

/** The same answer for every e-mail; one with reservations to come gets one message (POST /api/bookings/resend-links). */
export const resendBookingLinks = (form: z.input<typeof bookingLinksRequestSchema>) =>
  apiRequest<'POST /bookings/resend-links'>('POST', 'bookings/resend-links', { body: form });
