/**
 * Who a booking is with. A service nobody performs books as before (null: no person). Otherwise the
 * customer's chosen person while free, or with "Cualquiera disponible" the one the server picks
 * fairly (pickFairly: the least booked that day among the free ones). Deciding is only a choice: the
 * person's hours are taken atomically with the resource's units (staff-hours.ts), and a race lost
 * there is a 409 like any hour taken, except with "Cualquiera disponible": then the next fairest
 * free person is tried (takeWithFreePerson), and only nobody free left answers 409.
 */
import { staffMessages as t } from '../../../src/domain/staff/messages-staff.ts';
import { ANY_STAFF, candidatesFor, pickFairly, worksHours, type StaffMember, type StaffRef } from '../../../src/domain/staff/staff.ts';
import type { Store } from '../../store/contract.ts';
import { ServiceError } from '../errors.ts';
import { takenStaffHours, type StaffHourRequest } from './staff-hours.ts';
import { listStaff, staffOfService } from './staff-list.ts';

const refOf = (member: StaffMember): StaffRef => ({ _id: member._id, name: member.name });

/** The performers of the service free through every hour listed, given the hours taken that day. */
function freeThrough(
  performers: readonly StaffMember[],
  serviceId: string,
  date: string,
  hours: readonly string[],
  taken: readonly StaffHourRequest[],
) {
  return candidatesFor(performers, serviceId, date, hours).filter(
    (member) => !taken.some((hour) => hour.staffId === member._id && hours.includes(hour.time)),
  );
}

/** How many hours each person has taken that day. */
function hoursPerPerson(taken: readonly StaffHourRequest[]): Map<string, number> {
  const count = new Map<string, number>();
  for (const hour of taken) count.set(hour.staffId, (count.get(hour.staffId) ?? 0) + 1);
  return count;
}

/**
 * For each start, the people free through every hour its booking takes (`hoursOf(start)`), in the
 * order of the team; null when the service has no people.
 */
export async function freeStaffByStart(
  store: Store,
  serviceId: string,
  date: string,
  starts: readonly string[],
  hoursOf: (start: string) => string[],
  now: Date,
): Promise<Map<string, StaffRef[]> | null> {
  const performers = await staffOfService(store, serviceId);
  if (performers.length === 0) return null;
  const taken = await takenStaffHours(store, date, now);
  return new Map(starts.map((start) => [start, freeThrough(performers, serviceId, date, hoursOf(start), taken).map(refOf)]));
}

/**
 * The person a booking of the service at these hours is with: null when the service has no people;
 * the chosen one (an id) while free; with "cualquiera" (or no choice) the fairest free one. 409 when
 * nobody (or not the chosen one) is free.
 */
export async function assignStaff(
  store: Store,
  booking: { serviceId: string; date: string; hours: readonly string[]; choice?: string | undefined },
  now: Date,
): Promise<StaffRef | null> {
  const { serviceId, date, hours } = booking;
  const performers = await staffOfService(store, serviceId);
  if (performers.length === 0) return null;
  const taken = await takenStaffHours(store, date, now);
  const free = freeThrough(performers, serviceId, date, hours, taken);
  if (booking.choice && booking.choice !== ANY_STAFF) {
    const chosen = free.find((member) => member._id === booking.choice);
    if (!chosen) throw new ServiceError(409, t.personNotFree);
    return refOf(chosen);
  }
  const picked = pickFairly(free.map(refOf), hoursPerPerson(taken));
  if (!picked) throw new ServiceError(409, t.nobodyFree);
  return picked;
}

/** The fairest person free through the hours now, leaving out the ones already tried; null when nobody is. */
async function nextFreePerson(
  store: Store,
  booking: { serviceId: string; date: string; hours: readonly string[] },
  tried: ReadonlySet<string>,
  now: Date,
): Promise<StaffRef | null> {
  const { serviceId, date, hours } = booking;
  const taken = await takenStaffHours(store, date, now);
  const free = freeThrough(await staffOfService(store, serviceId), serviceId, date, hours, taken).filter(
    (member) => !tried.has(member._id),
  );
  return pickFairly(free.map(refOf), hoursPerPerson(taken));
}

/** A booking whose hours are taken with its person: `person` is the one already decided (assignStaff). */
export interface StaffedBooking {
  serviceId: string;
  date: string;
  hours: readonly string[];
  choice?: string | undefined;
  person: StaffRef | null;
}

/**
 * Takes a booking's hours with its person (`take`: null when a parallel booking got an hour or the
 * person first; what it took is all or none). With "Cualquiera disponible" (or no choice) a lost
 * race is tried again with the next fairest person free now, each person once, so the answer is
 * `refusal` (a 409) only when nobody free is left. A chosen person, or a service without people,
 * gets `refusal` at once.
 */
export async function takeWithFreePerson<T>(
  store: Store,
  booking: StaffedBooking,
  now: Date,
  take: (person: StaffRef | null) => Promise<T | null>,
  refusal: () => ServiceError,
): Promise<{ person: StaffRef | null; taken: T }> {
  const chosen = Boolean(booking.choice && booking.choice !== ANY_STAFF);
  const tried = new Set<string>();
  let person = booking.person;
  for (;;) {
    const taken = await take(person);
    if (taken !== null) return { person, taken };
    if (!person || chosen) throw refusal();
    tried.add(person._id);
    person = await nextFreePerson(store, booking, tried, now);
    if (!person) throw refusal();
  }
}

/** Whether the person, still on the team, works every hour listed that day (a move keeps its person). */
export async function personWorks(store: Store, staffId: string, date: string, hours: readonly string[]): Promise<boolean> {
  const member = (await listStaff(store)).find((candidate) => candidate._id === staffId);
  return member !== undefined && worksHours(member, date, hours);
}
