/**
 * Who a booking is with. A service nobody performs books as before (null: no person). Otherwise the
 * customer's chosen person while free, or with "Cualquiera disponible" the one the server picks
 * fairly (pickFairly: the least booked that day among the free ones). Deciding is only a choice: the
 * person's hours are taken atomically with the resource's units (staff-hours.ts), and a race lost
 * there is a 409 like any hour taken.
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

/** Whether the person, still on the team, works every hour listed that day (a move keeps its person). */
export async function personWorks(store: Store, staffId: string, date: string, hours: readonly string[]): Promise<boolean> {
  const member = (await listStaff(store)).find((candidate) => candidate._id === staffId);
  return member !== undefined && worksHours(member, date, hours);
}
