/**
 * The zod schemas of bookings: availability, a customer's own appointments, a manual reservation and the agenda.
 */
import * as z from 'zod';
import { AGENDA_MAX_DAYS } from '../shared/limits.ts';
import { bookingMessages } from './messages-bookings.ts';
import { messages } from '../shared/messages.ts';
import { staffMessages } from '../staff/messages-staff.ts';
import { dateSchema, emailSchema, objectIdSchema, requiredText, telSchema, timeSchema } from '../shared/schema-basics.ts';

export const availabilityQuerySchema = z.object({ date: dateSchema });

/** A reservation line as the customer's own pages name it: `<record id>-<index>`. */
export const bookingLineIdSchema = z
  .string({ error: bookingMessages.lineNotFound })
  .regex(/^[0-9a-f]{24}-\d{1,3}$/i, { error: bookingMessages.lineNotFound })
  .transform((id) => id.toLowerCase());

/** The receipt token a guest reads and changes their booking with. */
export const bookingAccessSchema = z.string().max(200).optional();

export const bookingQuerySchema = z.object({ access: bookingAccessSchema });

export const cancelBookingBodySchema = z.object({ lineId: bookingLineIdSchema, access: bookingAccessSchema });

export const rescheduleBookingBodySchema = z.object({
  lineId: bookingLineIdSchema,
  date: dateSchema,
  time: timeSchema,
  access: bookingAccessSchema,
});

/** An e-mail whose reservations' /mi-reserva links are sent again (POST /api/bookings/resend-links). */
export const bookingLinksRequestSchema = z.object({ email: emailSchema });

export const manualReservationBodySchema = z.object({
  serviceId: objectIdSchema,
  reservationDate: dateSchema,
  reservationTime: timeSchema,
  customer: z.object({
    name: requiredText(messages.shippingNameRequired, 100),
    tel: telSchema,
    email: z
      .string()
      .trim()
      .max(200)
      .pipe(z.email({ error: messages.emailInvalid }).or(z.literal('')))
      .default(''),
  }),
  notes: z.string().trim().max(1000).default(''),
  /** The person it is with (src/domain/staff/staff.ts), or "cualquiera" (missing: the same): for a service performed by people. */
  staffId: z.union([objectIdSchema, z.literal('cualquiera')], { error: staffMessages.unknownPerson }).optional(),
  /** Where a home service is done; the server requires it for one, and ignores it for a service at the shop. */
  shippingInfo: z
    .object({
      address: z.string().trim().max(200).default(''),
      city: z.string().trim().max(100).default(''),
      neighborhood: z.string().trim().max(100).default(''),
    })
    .default({ address: '', city: '', neighborhood: '' }),
});

const agendaDateSchema = dateSchema.pipe(z.iso.date({ error: messages.dateInvalid }));

/** GET /api/admin/agenda: Bogotá days `from` to `to` (at most AGENDA_MAX_DAYS), every service or one. */
export const agendaQuerySchema = z
  .object({ from: agendaDateSchema, to: agendaDateSchema, serviceId: objectIdSchema.optional() })
  .refine(({ from, to }) => to >= from && Date.parse(to) - Date.parse(from) < AGENDA_MAX_DAYS * 86_400_000, {
    error: messages.agendaRangeInvalid(AGENDA_MAX_DAYS),
  });
