/**
 * The hours a checkout holds, line by line (all or none per line): each appointment's hours with
 * its person. A line whose choice was "Cualquiera disponible" (or none) that loses its person to a
 * parallel booking is held with the next fairest free one (services/staff takeWithFreePerson), so
 * it answers 409 only when nobody is free; a chosen person keeps their 409. A place a waitlist
 * offer passed to the order (`offered`) is already held and keeps its person.
 */
import { messages } from '../../../src/domain/shared/messages.ts';
import { serviceBuffers } from '../../../src/domain/schedule/booking-hours.ts';
import type { Store } from '../../store/contract.ts';
import type { OrderLine } from '../../store/documents.ts';
import { bookingHours } from '../bookings/index.ts';
import { ServiceError } from '../errors.ts';
import { holdSlots, releaseSlots, type SlotRequest } from '../slots/index.ts';
import { takeWithFreePerson } from '../staff/index.ts';
import type { CheckoutItem } from './pricing.ts';

/** Every hour a service line runs through, with its person when it is with one. */
export function lineHourRequests(line: OrderLine, staffId: string | undefined = line.staffId): SlotRequest[] {
  return bookingHours(
    line.productId,
    line.reservationDate ?? '',
    line.reservationTime ?? '',
    line.serviceDuration ?? 0,
    serviceBuffers(line),
  ).map((hour) => (staffId ? { ...hour, staffId } : hour));
}

const sameHour = (a: SlotRequest, b: SlotRequest) => a.serviceId === b.serviceId && a.date === b.date && a.time === b.time;

/** The person the cart asked for on the line's appointment (an id, "cualquiera" or none). */
function choiceOf(items: readonly CheckoutItem[], line: OrderLine): string | undefined {
  for (const item of items)
    if ('reservationDate' in item && item.productId === line.productId && item.reservationDate === line.reservationDate)
      if (item.reservationTime === line.reservationTime && item.staffId) return item.staffId;
  return undefined;
}

/** 409 stays a lost race (null: try someone else); any other error stops the checkout. */
async function holdOrNull(store: Store, orderId: string, requests: SlotRequest[], now: Date) {
  try {
    return await holdSlots(store, orderId, requests, now);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 409) return null;
    throw error;
  }
}

/**
 * Holds the hours of every service line but the `offered` ones; a line held with another person
 * than priced gets that person (the lines are changed in place). The ids held, or the error with
 * nothing held.
 */
export async function holdLineHours(
  store: Store,
  orderId: string,
  lines: OrderLine[],
  items: readonly CheckoutItem[],
  offered: readonly SlotRequest[],
  now: Date,
): Promise<{ slotIds: string[]; changed: boolean }> {
  const slotIds: string[] = [];
  let changed = false;
  try {
    for (const line of lines) {
      if (line.kind !== 'service') continue;
      const all = lineHourRequests(line);
      const withOffer = all.some((hour) => offered.some((place) => sameHour(hour, place)));
      const booking = {
        serviceId: line.productId,
        date: line.reservationDate ?? '',
        hours: all.map((hour) => hour.time),
        // A place passed from the waitlist keeps its person: the line is held as chosen.
        choice: withOffer ? line.staffId : choiceOf(items, line),
        person: line.staffId ? { _id: line.staffId, name: line.staffName ?? '' } : null,
      };
      const { person, taken } = await takeWithFreePerson(
        store,
        booking,
        now,
        (who) =>
          holdOrNull(
            store,
            orderId,
            lineHourRequests(line, who?._id).filter((hour) => !offered.some((place) => sameHour(hour, place))),
            now,
          ),
        () => new ServiceError(409, messages.slotTaken),
      );
      slotIds.push(...taken);
      if (person && person._id !== line.staffId) {
        line.staffId = person._id;
        line.staffName = person.name;
        changed = true;
      }
    }
    return { slotIds, changed };
  } catch (error) {
    await releaseSlots(store, orderId, slotIds);
    throw error;
  }
}
