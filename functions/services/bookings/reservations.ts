/**
 * Service availability: the hours a service can still be booked on a date, in Bogotá time.
 * Only the hours whose service ends by the day's closing are listed. A slot is taken while a
 * checkout holds it (until its hold expires) or once it is booked; a start is offered only while
 * every hour its booking would take (coveredHours, with the service's preparation and cleanup) has a unit of the service's resource left
 * (src/domain/bookings/resources.ts): `remaining` says how many, whichever services took the others.
 * A service performed by people (services/staff) also needs a free person through those hours:
 * `staff` lists who is free at each start, and `remaining` is never more than them.
 */
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { coveredHours, dayStatus, isPastSlot, serviceBookingWindow, type Availability } from '../../../src/domain/schedule/schedule.ts';
import { serviceBuffers, type ServiceBuffers } from '../../../src/domain/schedule/booking-hours.ts';
import { bookableStarts } from '../../../src/domain/schedule/booking-refusal.ts';
import { placesLeft, type SlotPlaces } from '../../../src/domain/bookings/resource-places.ts';
import { ServiceError } from '../errors.ts';
import { shopHours } from '../schedule/index.ts';
import type { Store } from '../../store/contract.ts';
import type { ProductDoc, SlotDoc } from '../../store/documents.ts';
import { resourceSlotsFilter, targetOfService } from '../slots/index.ts';
import { freeStaffByStart } from '../staff/index.ts';
import type { StaffRef } from '../../../src/domain/staff/staff.ts';

/** The id a service's hour had before resources: unit 0 of its own resource, where older bookings keep it. */
export function slotId(serviceId: string, date: string, time: string): string {
  return `${serviceId}|${date}|${time}`;
}

/** Every hour a booking of the service at that start takes (its preparation and cleanup too), earliest first. */
export function bookingHours(serviceId: string, date: string, time: string, durationMinutes: number, buffers?: ServiceBuffers) {
  return coveredHours(time, durationMinutes, buffers).map((hour) => ({ serviceId, date, time: hour }));
}

/** Availability with each hour's places left, and for a service performed by people, who is free at each start. */
export type ServiceAvailability = Omit<Availability, 'slots'> & { capacity?: number; slots: (SlotPlaces & { staff?: StaffRef[] })[] };

export function isSlotTaken(slot: SlotDoc, now: Date): boolean {
  return slot.state === 'booked' || (slot.heldUntil !== null && new Date(slot.heldUntil) > now);
}

export async function findService(store: Store, serviceId: string): Promise<ProductDoc> {
  const service = await store.collection('products').findOne({ _id: serviceId });
  if (!service || !isServiceCategory(service.category)) throw new ServiceError(404, messages.serviceNotFound);
  return service;
}

/** `ownSlot`: a place held for the asker (a waitlist offer opened in this browser), counted as free for them. */
export async function serviceAvailability(
  store: Store,
  serviceId: string,
  date: string,
  now: Date,
  ownSlot: string | null = null,
): Promise<ServiceAvailability> {
  const service = await findService(store, serviceId);
  const hours = await shopHours(store);
  const status = dayStatus(date, now, hours);
  const starts = serviceBookingWindow(service);
  if (status.closed)
    return { date, closed: true, reason: status.reason, ...(status.closure ? { closure: status.closure } : {}), starts, slots: [] };
  const target = await targetOfService(store, service);
  const slots = await store.collection('slots').find({ ...resourceSlotsFilter(target.key), date });
  const used = new Map<string, number>();
  for (const slot of slots) if (isSlotTaken(slot, now) && slot._id !== ownSlot) used.set(slot.time, (used.get(slot.time) ?? 0) + 1);
  const unavailableService = service.stock <= 0;
  const duration = service.serviceDuration ?? 0;
  const buffers = serviceBuffers(service);
  const hoursOf = (time: string) => coveredHours(time, duration, buffers);
  const times = bookableStarts(date, starts, duration, hours, buffers);
  const people = await freeStaffByStart(store, serviceId, date, times, hoursOf, now);
  return {
    date,
    closed: false,
    capacity: target.capacity,
    ...(status.holiday ? { holiday: status.holiday } : {}),
    starts,
    slots: times.map((time) => {
      const free = people?.get(time);
      // With people, a start needs a free person too; its places are the fewer of units and people.
      const left = Math.min(placesLeft(target.capacity, used, hoursOf(time)), free ? free.length : Infinity);
      const available = !unavailableService && left > 0 && !isPastSlot(date, time, now);
      return { time, available, remaining: available ? left : 0, ...(free ? { staff: available ? free : [] } : {}) };
    }),
  };
}
