/**
 * Taking one unit of a resource's hour (src/domain/bookings/resources.ts), atomically: each unit is one slot
 * document whose `_id` the store keeps unique, so of many requests racing for the last unit exactly
 * one inserts it; an expired hold is taken over by a conditional update. Units are tried from 0 up
 * to the capacity, and the first one got is kept.
 *
 * After taking a unit the taker reads the service again: while the owner is changing its resource,
 * or when its resource or capacity changed since (resources.ts, service-resource.ts), the unit is
 * given back. So a change the owner makes and a booking made at the same moment never add up to an
 * hour booked past its capacity.
 */
import { randomBytes } from 'node:crypto';
import { unitSlotId, type ResourceTarget } from '../../../src/domain/bookings/resources.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { SlotDoc } from '../../store/documents.ts';
import { takeStaffHour } from '../staff/index.ts';
import { targetOfService } from './resources.ts';

/** A service's hour on a date, and the person whose hour it also takes (services/staff) when it is with one. */
export interface SlotRequest {
  serviceId: string;
  date: string;
  time: string;
  staffId?: string | undefined;
}

/** How long a resource change in progress keeps holds away; an older mark belongs to a request that died. */
export const RESOURCE_CHANGE_MARK_MS = 60_000;

type UnitFields = Pick<SlotDoc, 'state' | 'orderId' | 'heldUntil'>;
/** The person a unit's booking is with and the token their hour carries (staff-hours.ts). */
type StaffFields = Pick<SlotDoc, 'staffId' | 'staffToken'>;

/** The resource the service counts against now, and whether its resource is being changed right now. */
async function currentTarget(store: Store, serviceId: string, now: Date): Promise<{ target: ResourceTarget; changing: boolean }> {
  const service = await store.collection('products').findOne({ _id: serviceId });
  if (!service) return { target: { key: serviceId, capacity: 1, name: null }, changing: false };
  const changing = Boolean(
    service.resourceChangeAt && now.getTime() - new Date(service.resourceChangeAt).getTime() < RESOURCE_CHANGE_MARK_MS,
  );
  return { target: await targetOfService(store, service), changing };
}

async function insertOrTakeOver(
  store: Store,
  id: string,
  slot: Omit<SlotRequest, 'staffId'>,
  key: string,
  unit: number,
  fields: UnitFields & StaffFields,
  now: Date,
) {
  const slots = store.collection('slots');
  try {
    await slots.insertOne({ _id: id, ...slot, resourceKey: key, unit, ...fields, createdAt: now });
    return true;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  // An expired hold (of any service on the resource) is taken over; the condition makes it atomic.
  // A person the expired hold had is let go with it (their hour names the old token).
  const takeover = await slots.updateOne(
    { _id: id, state: 'held', heldUntil: { $lte: now } },
    {
      $set: { ...slot, resourceKey: key, unit, ...fields, createdAt: now },
      ...(fields.staffId ? {} : { $unset: { staffId: '', staffToken: '' } }),
    },
  );
  return takeover.matchedCount === 1;
}

/** Takes the person's hour with the unit `id`; false (the unit given back) when somebody has it. */
async function withPerson(store: Store, id: string, slot: SlotRequest, staff: StaffFields, fields: UnitFields, now: Date) {
  if (!staff.staffId || !staff.staffToken) return true;
  const hour = { staffId: staff.staffId, date: slot.date, time: slot.time };
  if (await takeStaffHour(store, hour, id, staff.staffToken, now)) return true;
  await store.collection('slots').deleteOne({ _id: id, orderId: fields.orderId, state: fields.state, staffToken: staff.staffToken });
  return false;
}

/**
 * Takes a free unit of the hour for `fields.orderId`, held or booked, and the person's hour with it
 * when the request names one: the slot id got, or null when every unit is taken, the person is
 * busy (or the service's resource changed under it).
 */
export async function takeUnit(store: Store, slot: SlotRequest, fields: UnitFields, now: Date): Promise<string | null> {
  const { target, changing } = await currentTarget(store, slot.serviceId, now);
  if (changing) return null;
  const request = { serviceId: slot.serviceId, date: slot.date, time: slot.time };
  const staff: StaffFields = slot.staffId ? { staffId: slot.staffId, staffToken: randomBytes(12).toString('hex') } : {};
  for (let unit = 0; unit < target.capacity; unit++) {
    const id = unitSlotId(target.key, slot.date, slot.time, unit);
    if (!(await insertOrTakeOver(store, id, request, target.key, unit, { ...fields, ...staff }, now))) continue;
    const after = await currentTarget(store, slot.serviceId, now);
    if (!after.changing && after.target.key === target.key && unit < after.target.capacity)
      return (await withPerson(store, id, slot, staff, fields, now)) ? id : null;
    await store.collection('slots').deleteOne({ _id: id, orderId: fields.orderId, state: fields.state });
    return null;
  }
  return null;
}
