/**
 * The places a service's starts have left (src/domain/bookings/resources.ts): what availability answers
 * and what the pickers show ("Quedan 2 cupos"). Kept apart from the resources' schemas, so the
 * shop's pickers load no zod.
 */
import { resourceMessages as t } from './messages-resources.ts';
import type { Availability } from '../schedule/schedule.ts';

/** A start's places left: the fewest free units over every hour the booking runs through. */
export function placesLeft(capacity: number, usedByHour: ReadonlyMap<string, number>, hours: readonly string[]): number {
  return Math.max(0, Math.min(...hours.map((hour) => capacity - (usedByHour.get(hour) ?? 0))));
}

/** An availability hour with its places left (`remaining`, 0 when not available). */
export interface SlotPlaces {
  time: string;
  available: boolean;
  remaining: number;
}

/** A service's availability with each start's places left and its resource's capacity (1: a service of its own). */
export type PlacesAvailability = Omit<Availability, 'slots'> & {
  capacity?: number;
  /** `staff`: who is free at the start, for a service performed by people (src/domain/staff/staff.ts). */
  slots: (Availability['slots'][number] & { remaining?: number; staff?: { _id: string; name: string }[] })[];
};

/** "Quedan 2 cupos": shown only where a resource has more than one unit. */
export function placesLabel(remaining: number | undefined): string | null {
  if (remaining === undefined || remaining < 1) return null;
  return remaining === 1 ? t.onePlaceLeft : t.placesLeft(remaining);
}

/** The places a picker shows beside an available start: only for a resource of more than one place. */
export function placesOf(answer: PlacesAvailability | null, time: string): number | undefined {
  if (!answer || (answer.capacity ?? 1) <= 1) return undefined;
  const slot = answer.slots.find((candidate) => candidate.time === time);
  return slot?.available ? slot.remaining : undefined;
}
