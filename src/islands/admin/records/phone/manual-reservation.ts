/**
 * The phone reservation form: its values as typed, and its schema — the server's own body schema
 * (`manualReservationBodySchema`) with the customer's fields beside the others, and a plain
 * "choose one" message first for the service, the date and the hour.
 */
import { z } from 'zod';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { manualReservationBodySchema } from '~/domain/bookings/booking-schemas.ts';

export interface ManualReservationValues {
  serviceId: string;
  reservationDate: string;
  reservationTime: string;
  name: string;
  tel: string;
  email: string;
  notes: string;
  /** A home service's place. */
  address: string;
  city: string;
  neighborhood: string;
}

export type ManualReservationField = keyof ManualReservationValues;

/** The form's order: the first field in error gets the focus. */
export const manualReservationFields: readonly ManualReservationField[] = [
  'serviceId',
  'reservationDate',
  'reservationTime',
  'name',
  'tel',
  'email',
  'notes',
  'address',
  'city',
  'neighborhood',
];

export const emptyManualReservation: ManualReservationValues = {
  serviceId: '',
  reservationDate: '',
  reservationTime: '',
  name: '',
  tel: '',
  email: '',
  notes: '',
  address: '',
  city: '',
  neighborhood: '',
};

const body = manualReservationBodySchema.shape;
const chosen = (message: string, schema: z.ZodType<string, string>) => z.string().min(1, { error: message }).pipe(schema);

/** The form's values → the body POST /api/reservations/manual takes, with each message on its field. */
export const manualReservationFormSchema = z
  .object({
    serviceId: chosen(adminMessages.adminChooseServiceError, body.serviceId),
    reservationDate: chosen(adminMessages.adminChooseDateError, body.reservationDate),
    reservationTime: chosen(adminMessages.adminChooseTimeError, body.reservationTime),
    name: body.customer.shape.name,
    tel: body.customer.shape.tel,
    email: body.customer.shape.email,
    notes: body.notes,
    address: z.string().trim().max(200),
    city: z.string().trim().max(100),
    neighborhood: z.string().trim().max(100),
  })
  .transform(({ name, tel, email, address, city, neighborhood, ...rest }) => ({
    ...rest,
    customer: { name, tel, email },
    shippingInfo: { address, city, neighborhood },
  }));

/** The message above the buttons: the three choices first, as on /reservar, else "check the fields". */
export function manualReservationAlert(values: ManualReservationValues): string {
  return !values.serviceId || !values.reservationDate || !values.reservationTime
    ? messages.reservationPageIncomplete
    : adminMessages.adminFixErrors;
}
