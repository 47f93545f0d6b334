/**
 * The waitlist of a full hour ("Avísame si se libera"): its rules, pure. A line is one service's
 * hour on a date; a person (a mailbox) joins it once; when a place of that hour frees up, the first
 * one waiting is offered it, held for them for OFFER_MINUTES.
 */

/** How long a freed place is held for the person it is offered to. */
export const OFFER_MINUTES = 20;

/** A service's hour on a date: the line people wait in. */
export interface WaitlistHour {
  serviceId: string;
  date: string;
  time: string;
}

/** The key of a line (one per service, date and hour). */
export const lineKeyOf = (hour: WaitlistHour) => `${hour.serviceId}|${hour.date}|${hour.time}`;

/** The owner of the hold an offer keeps on the freed place (a slot's `orderId`). */
export const offerOwnerOf = (entryId: string) => `espera:${entryId}`;

/** The entry an offer's hold belongs to, from the hold's owner; null for any other owner. */
export function entryOfOwner(owner: string): string | null {
  return owner.startsWith('espera:') ? owner.slice('espera:'.length) || null : null;
}

/** Until when an offer made at `now` holds its place. */
export const offerUntil = (now: Date) => new Date(now.getTime() + OFFER_MINUTES * 60_000);

/**
 * An entry's state: `waiting` in line; `offering` while one delivery claims it to offer a place;
 * `offered` with a place held until `offer.until`; `booked` once its checkout took the place over;
 * `lapsed` when its offer ran out unused (the place went to the next one).
 */
export type WaitlistStatus = 'waiting' | 'offering' | 'offered' | 'booked' | 'lapsed';

/** Whether the line's hour (Bogotá, `-05:00`) has started by `now`: its line is dropped. */
export function isPastHour(hour: Pick<WaitlistHour, 'date' | 'time'>, now: Date): boolean {
  return Date.parse(`${hour.date}T${hour.time}:00-05:00`) <= now.getTime();
}
