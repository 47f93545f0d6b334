/**
 * The shop's people (therapists): who performs which services, on which weekly hours, and when they
 * are away. The rules both halves use.
 *
 * A service performed by people needs, for every hour a booking of it runs through (the hours
 * `coveredHours` lists, buffers included), one unit of its resource and one free person who
 * performs it, works that hour and is not away that day. A person's hour is taken like a resource
 * unit: one document whose `_id` (`staffHourId`) the store keeps unique. A shop with no people, or a
 * service nobody performs, books as before: by its resource alone.
 */
import type { ScheduleDay } from '../schedule/shop-schedule.ts';
import { minutesOfTime } from '../schedule/shop-schedule.ts';
import { weekdayOf } from '../schedule/schedule.ts';

export const MAX_STAFF = 50;
export const STAFF_NAME_MAX = 60;
export const MAX_TIME_OFF = 60;
export const TIME_OFF_REASON_MAX = 120;

/** The picker's and the cart line's "Cualquiera disponible": the server assigns the person. */
export const ANY_STAFF = 'cualquiera';

/** A day or a range of days a person is away. */
export interface TimeOff {
  from: string;
  to: string;
  reason: string;
}

export interface StaffMember {
  _id: string;
  name: string;
  /** An https address of the photo, or null. */
  photo: string | null;
  /** The services this person performs. */
  serviceIds: string[];
  /** 0 = domingo … 6 = sábado, as the shop's week (/admin-panel/horarios). */
  week: ScheduleDay[];
  timeOff: TimeOff[];
}

/** The person a booking is with, as its line keeps it. */
export interface StaffRef {
  _id: string;
  name: string;
}

/** The `_id` of the document that is one person's hour. */
export function staffHourId(staffId: string, date: string, time: string): string {
  return `persona:${staffId}|${date}|${time}`;
}

export const performs = (member: Pick<StaffMember, 'serviceIds'>, serviceId: string) => member.serviceIds.includes(serviceId);

/** Whether the person is away on that date. */
export const isAwayOn = (member: Pick<StaffMember, 'timeOff'>, date: string) =>
  member.timeOff.some((off) => off.from <= date && date <= off.to);

/** Whether every whole hour listed ("HH:00") lies inside the person's hours of that weekday, and they are not away. */
export function worksHours(member: Pick<StaffMember, 'week' | 'timeOff'>, date: string, hours: readonly string[]): boolean {
  if (isAwayOn(member, date)) return false;
  const day = member.week[weekdayOf(date)];
  if (!day?.open) return false;
  const from = minutesOfTime(day.from);
  const to = minutesOfTime(day.to);
  return hours.every((hour) => minutesOfTime(hour) >= from && minutesOfTime(hour) + 60 <= to);
}

/**
 * The person "Cualquiera disponible" gets: the least booked that day among the free ones, ties by
 * name, then by id. Null when nobody is free.
 */
export function pickFairly<T extends StaffRef>(free: readonly T[], bookedHoursThatDay: ReadonlyMap<string, number>): T | null {
  const ranked = [...free].sort(
    (a, b) =>
      (bookedHoursThatDay.get(a._id) ?? 0) - (bookedHoursThatDay.get(b._id) ?? 0) ||
      a.name.localeCompare(b.name, 'es') ||
      a._id.localeCompare(b._id),
  );
  return ranked[0] ?? null;
}

/** The people who could take a booking of the service on that date through those hours, before looking at who is busy. */
export function candidatesFor<T extends StaffMember>(staff: readonly T[], serviceId: string, date: string, hours: readonly string[]): T[] {
  return staff.filter((member) => performs(member, serviceId) && worksHours(member, date, hours));
}
