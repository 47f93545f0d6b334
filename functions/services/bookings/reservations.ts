/**
 * Service availability: the hours a service can still be booked on a date, in Bogotá time.
 * Only the hours whose service ends by the day's closing are listed. A slot is taken while a
 * checkout holds it (until its hold expires) or once it is booked; a start is offered only while
 * every hour its booking would take (coveredHours) is free.
 */
import { isServiceCategory } from '../../../src/domain/catalogue.ts';
import { messages } from '../../../src/domain/messages.ts';
import { coveredHours, dayStatus, isPastSlot, serviceBookingWindow, slotTimes, type Availability } from '../../../src/domain/schedule.ts';
import { ServiceError } from '../errors.ts';
import { shopHours } from '../schedule/shop-hours.ts';
import type { Store } from '../../store/contract.ts';
import type { ProductDoc, SlotDoc } from '../../store/documents.ts';

export function slotId(serviceId: string, date: string, time: string): string {
  return `${serviceId}|${date}|${time}`;
}

/** Every hourly slot a booking of the service at that start takes, start first. */
export function bookingHours(serviceId: string, date: string, time: string, durationMinutes: number) {
  return coveredHours(time, durationMinutes).map((hour) => ({ serviceId, date, time: hour, id: slotId(serviceId, date, hour) }));
}

export function isSlotTaken(slot: SlotDoc, now: Date): boolean {
  return slot.state === 'booked' || (slot.heldUntil !== null && new Date(slot.heldUntil) > now);
}

export async function findService(store: Store, serviceId: string): Promise<ProductDoc> {
  const service = await store.collection('products').findOne({ _id: serviceId });
  if (!service || !isServiceCategory(service.category)) throw new ServiceError(404, messages.serviceNotFound);
  return service;
}

export async function serviceAvailability(store: Store, serviceId: string, date: string, now: Date): Promise<Availability> {
  const service = await findService(store, serviceId);
  const hours = await shopHours(store);
  const status = dayStatus(date, now, hours);
  if (status.closed)
    return { date, closed: true, reason: status.reason, ...(status.closure ? { closure: status.closure } : {}), slots: [] };
  const slots = await store.collection('slots').find({ serviceId, date });
  const taken = new Set(slots.filter((slot) => isSlotTaken(slot, now)).map((slot) => slot.time));
  const unavailableService = service.stock <= 0;
  return {
    date,
    closed: false,
    ...(status.holiday ? { holiday: status.holiday } : {}),
    slots: slotTimes(date, serviceBookingWindow(service.category), service.serviceDuration ?? 0, hours).map((time) => ({
      time,
      available:
        !unavailableService &&
        coveredHours(time, service.serviceDuration ?? 0).every((hour) => !taken.has(hour)) &&
        !isPastSlot(date, time, now),
    })),
  };
}
