/**
 * Shared resources with capacity (src/domain/bookings/resources.ts): the shop's list, kept whole in one
 * settings document and replaced by one write (as the shipping rates are), and the resource each
 * service's bookings count against.
 *
 * The list's rules: a resource some service still uses cannot be removed (409 naming the
 * services); a capacity cannot go below what an upcoming hour already uses (409 naming the hours).
 * The capacity is written first and the hours are looked at after: a hold taking a unit meanwhile
 * reads the new capacity when it checks its unit (slot-units.ts) and gives it back, and a unit found
 * above the new capacity puts the old list back. So no hour is ever booked past its capacity. A raised
 * capacity publishes `hour.freed` for the hours it opened again (publishRaisedCapacity).
 */
import { randomBytes } from 'node:crypto';
import { resourceMessages as t } from '../../../src/domain/bookings/messages-resources.ts';
import {
  resourceTarget,
  unitSlotId,
  type Resource,
  type ResourceTarget,
  type ResourcesBody,
} from '../../../src/domain/bookings/resources.ts';
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import { domainEvent } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import type { Filter, Store } from '../../store/contract.ts';
import type { ProductDoc, SettingDoc, SlotDoc } from '../../store/documents.ts';
import { newObjectId } from '../../store/object-id.ts';
import { ServiceError } from '../errors.ts';
import { publish } from '../events/index.ts';

/** The `_id` of the settings document holding the list. */
export const RESOURCES_ID = 'resources';
/** How many hours a refusal names before "y N más". */
const NAMED_HOURS = 6;

/** The list as its settings document keeps it (none: no resources). */
export const resourcesOfSetting = (doc: SettingDoc | null | undefined): Resource[] =>
  (doc?.resources ?? []).map(({ _id, name, capacity }) => ({ _id, name, capacity }));

export async function listResources(store: Store): Promise<Resource[]> {
  return resourcesOfSetting(await store.collection('settings').findOne({ _id: RESOURCES_ID }));
}

/** The resource the service's bookings count against (its own, one unit, when it names none). */
export async function targetOfService(store: Store, service: Pick<ProductDoc, '_id' | 'resourceId'>): Promise<ResourceTarget> {
  if (!service.resourceId) return { key: service._id, capacity: 1, name: null };
  return resourceTarget(service, await listResources(store));
}

/** The slot documents of a resource (those stored before resources are their service's own). */
export const resourceSlotsFilter = (key: string): Filter => ({
  $or: [{ resourceKey: key }, { resourceKey: { $exists: false }, serviceId: key }],
});

/** The hours from the current one on, in Bogotá. */
export function upcomingFilter(now: Date): Filter {
  const { date, time } = bogotaMoment(now);
  return { $or: [{ date: { $gt: date } }, { date, time: { $gte: `${time.slice(0, 2)}:00` } }] };
}

/** "2026-03-04 10:00, 2026-03-05 11:00 y 3 más". */
export function namedHours(slots: readonly Pick<SlotDoc, 'date' | 'time'>[]): string[] {
  const hours = [...new Set(slots.map((slot) => `${slot.date} ${slot.time}`))].sort();
  return hours.length > NAMED_HOURS ? [...hours.slice(0, NAMED_HOURS), t.moreHours(hours.length - NAMED_HOURS)] : hours;
}

/** Upcoming units at or above `capacity`, after dropping the expired holds among them (nobody's any more). */
async function unitsAbove(store: Store, key: string, capacity: number, now: Date): Promise<SlotDoc[]> {
  const slots = store.collection('slots');
  const above = { $and: [resourceSlotsFilter(key), upcomingFilter(now)], unit: { $gte: capacity } };
  await slots.deleteMany({ ...above, state: 'held', heldUntil: { $lte: now } });
  return slots.find(above);
}

/**
 * Places a raised capacity frees. When the owner raises a resource's capacity, every upcoming hour
 * that was full on it has a place again: `hour.freed` is published for it, once per service using
 * the resource (a waitlist offers it to whoever waits for that service's hour). The key names the
 * new unit and the list's revision, so the same raise publishes once.
 */
export async function publishRaisedCapacity(deps: AppDeps, resourceId: string, previous: number, revision: string): Promise<number> {
  const { store } = deps;
  const now = deps.clock();
  const slots = await store.collection('slots').find({ $and: [resourceSlotsFilter(resourceId), upcomingFilter(now)] });
  const taken = new Map<string, { date: string; time: string; count: number }>();
  for (const slot of slots) {
    if (slot.state !== 'booked' && !(slot.heldUntil && new Date(slot.heldUntil) > now)) continue;
    const key = `${slot.date}|${slot.time}`;
    const hour = taken.get(key) ?? { date: slot.date, time: slot.time, count: 0 };
    hour.count += 1;
    taken.set(key, hour);
  }
  const full = [...taken.values()].filter((hour) => hour.count >= previous);
  if (full.length === 0) return 0;
  const services = await store.collection('products').find({ resourceId }, { projection: { _id: 1 } });
  let published = 0;
  for (const { date, time } of full) {
    const slotId = unitSlotId(resourceId, date, time, previous);
    for (const service of services) {
      const event = domainEvent.hourFreedByCapacity({ slotId, serviceId: service._id, date, time, orderId: `capacidad:${revision}` });
      published += await publish(deps, event);
    }
  }
  return published;
}

/** Replaces the whole list. Returns it as stored, with the new resources' ids. */
export async function replaceResources(deps: AppDeps, body: ResourcesBody): Promise<Resource[]> {
  const { store } = deps;
  const now = deps.clock();
  const settings = store.collection('settings');
  const before = await settings.findOne({ _id: RESOURCES_ID });
  const current = new Map((before?.resources ?? []).map((resource) => [resource._id, resource]));
  if (body.resources.some((resource) => resource._id !== undefined && !current.has(resource._id)))
    throw new ServiceError(400, t.unknownResource);
  const kept = new Set(body.resources.map((resource) => resource._id));
  for (const removed of [...current.values()].filter((resource) => !kept.has(resource._id))) {
    const users = await store.collection('products').find({ resourceId: removed._id });
    if (users.length) throw new ServiceError(409, t.stillUsed(removed.name, users.map((service) => service.productName).sort()));
  }
  const list = body.resources.map((resource) => ({ _id: resource._id ?? newObjectId(), name: resource.name, capacity: resource.capacity }));
  const revision = randomBytes(8).toString('hex');
  const raised: { id: string; previous: number }[] = [];
  await settings.updateOne({ _id: RESOURCES_ID }, { $set: { resources: list, resourcesRevision: revision } }, { upsert: true });
  for (const resource of list) {
    const previous = current.get(resource._id);
    if (previous && resource.capacity > previous.capacity) raised.push({ id: resource._id, previous: previous.capacity });
    if (!previous || resource.capacity >= previous.capacity) continue;
    const over = await unitsAbove(store, resource._id, resource.capacity, now);
    if (over.length === 0) continue;
    // Put the list back as it was, unless somebody saved another one meanwhile.
    await settings.updateOne(
      { _id: RESOURCES_ID, resourcesRevision: revision },
      { $set: { resources: before?.resources ?? [], resourcesRevision: randomBytes(8).toString('hex') } },
    );
    throw new ServiceError(409, t.capacityInUse(resource.name, resource.capacity, namedHours(over)));
  }
  // Saved: the hours a raised capacity opened again are published (a waitlist offers them).
  for (const { id, previous } of raised) await publishRaisedCapacity(deps, id, previous, revision);
  return list;
}
