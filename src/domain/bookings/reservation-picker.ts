/**
 * What the reservation pickers show and refuse: the hours of a day with their state, the refusal
 * for a choice, and the reservation item a choice becomes. The rules themselves come
 * from schedule.ts; this only combines them with the server's availability answer.
 */
import { defaultBusinessHours, type BusinessHours } from '../schedule/business-hours.ts';
import type { ReservationDetails } from '../cart/cart.ts';
import { messages } from '../shared/messages.ts';
import {
  addDays,
  bogotaMoment,
  closedDayRefusal,
  dayStatus,
  isPastSlot,
  MAX_DAYS_AHEAD,
  type Availability,
  type BookingWindow,
  type ServiceStarts,
} from '../schedule/schedule.ts';
import type { ServiceIntensity } from '../catalogue/catalogue-schemas.ts';
import { placesOf, type PlacesAvailability } from './resource-places.ts';
import { bookableStarts, bookingRefusal } from '../schedule/booking-refusal.ts';
import type { ServiceBuffers } from '../schedule/booking-hours.ts';
import type { TaxTreatment } from '../invoicing/tax.ts';

export type SlotState = 'available' | 'taken' | 'past';

export interface SlotOption {
  time: string;
  state: SlotState;
  /** An available start of a service on a resource of several places: how many are left. */
  places?: number;
}

/** The dates a picker offers, from today to the last bookable day, in Bogotá. */
export function bookableRange(now: Date): { min: string; max: string } {
  const today = bogotaMoment(now).date;
  return { min: today, max: addDays(today, MAX_DAYS_AHEAD) };
}

/**
 * The hours of the window on a date at which a service of `durationMinutes` still ends by the
 * day's closing (its preparation and cleanup inside the day's hours, booking-refusal.ts). A past hour (by this clock) is 'past'; an hour the server does not list as
 * available is 'taken'. Without an answer yet, the other hours are 'available'.
 */
export function slotOptions(
  date: string,
  window: BookingWindow,
  durationMinutes: number,
  now: Date,
  answer: Availability | PlacesAvailability | null,
  hours: BusinessHours = defaultBusinessHours,
  buffers?: ServiceBuffers,
): SlotOption[] {
  // A day the server says is closed (an owner's closure this page has not read yet) offers nothing either.
  if (dayStatus(date, now, hours).closed || (answer && answer.date === date && answer.closed)) return [];
  const listed = answer && answer.date === date ? new Map(answer.slots.map((slot) => [slot.time, slot.available])) : null;
  return bookableStarts(date, window, durationMinutes, hours, buffers).map((time) => {
    if (isPastSlot(date, time, now)) return { time, state: 'past' };
    if (listed && listed.get(time) !== true) return { time, state: 'taken' };
    const places = listed ? placesOf(answer, time) : undefined;
    return places === undefined ? { time, state: 'available' } : { time, state: 'available', places };
  });
}

/** Why a day cannot be booked at all, in the words the picker shows; null for an open day. */
export function closedDayMessage(date: string, now: Date, hours: BusinessHours = defaultBusinessHours): string | null {
  if (!date) return null;
  const status = dayStatus(date, now, hours);
  if (!status.closed) return null;
  if (status.reason === 'invalida') return messages.dateInvalid;
  return closedDayRefusal(status, date, hours);
}

/** The message an hour gets as soon as it is chosen: past or taken; null when it can be booked. */
export function slotChoiceMessage(option: SlotOption): string | null {
  if (option.state === 'past') return messages.reservationHourPast;
  if (option.state === 'taken') return messages.slotTaken;
  return null;
}

export interface PickRequest {
  date: string;
  time: string;
  stock: number;
  window: BookingWindow;
  durationMinutes: number;
  /** The service's preparation and cleanup; missing: none. */
  buffers?: ServiceBuffers | undefined;
  options: readonly SlotOption[];
}

/** The spec's refusal for a picker's choice, or null when it may be added to the cart. */
export function pickRefusal(request: PickRequest, now: Date, hours: BusinessHours = defaultBusinessHours): string | null {
  // A closed day is the first thing to tell, even before the hour is chosen.
  const closed = closedDayMessage(request.date, now, hours);
  if (closed && request.stock > 0) return closed;
  const refusal = bookingRefusal(
    {
      date: request.date || undefined,
      time: request.time || undefined,
      stock: request.stock,
      window: request.window,
      durationMinutes: request.durationMinutes,
      buffers: request.buffers,
    },
    now,
    hours,
  );
  if (refusal) return refusal;
  const option = request.options.find((candidate) => candidate.time === request.time);
  if (option?.state === 'taken') return messages.slotTaken;
  return null;
}

/** The /reservar page asks for all three choices with its own message first. */
export function reservarPageRefusal(
  request: PickRequest & { serviceId: string },
  now: Date,
  hours: BusinessHours = defaultBusinessHours,
): string | null {
  if (!request.serviceId || !request.date || !request.time) return messages.reservationPageIncomplete;
  return pickRefusal(request, now, hours);
}

export interface BookableService {
  productName: string;
  productImage: readonly string[];
  category: string;
  description: string;
  sellingPrice: number;
  serviceDuration?: number | undefined;
  /** Its preparation and cleanup minutes (booking-hours.ts); missing: none. */
  servicePreparation?: number | undefined;
  serviceCleanup?: number | undefined;
  serviceIntensity?: ServiceIntensity | undefined;
  serviceStarts?: ServiceStarts | undefined;
  /** Its own IVA treatment, for the cart's "IVA incluido"; missing: it follows the shop's default. */
  taxTreatment?: TaxTreatment | undefined;
}

/** The reservation item for a service at a date and hour. */
export function reservationDetailsOf(service: BookableService, date: string, time: string): ReservationDetails {
  return {
    productName: service.productName,
    productImage: service.productImage[0] ?? '',
    category: service.category,
    description: service.description,
    reservationDate: date,
    reservationTime: time,
    serviceDuration: service.serviceDuration ?? 0,
    serviceIntensity: service.serviceIntensity ?? '',
    ...(service.serviceStarts ? { serviceStarts: { from: service.serviceStarts.from, to: service.serviceStarts.to } } : {}),
    totalPrice: service.sellingPrice,
    ...(service.taxTreatment ? { taxTreatment: service.taxTreatment } : {}),
  };
}
