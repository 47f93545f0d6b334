/**
 * Shared resources with capacity (cabins, tanning beds, therapists): the rules both halves use.
 *
 * A resource has `capacity` units. Every hour a booking runs through takes one unit of its
 * service's resource, whichever service it is: an hour is free for a service while fewer units are
 * taken than the resource has. A service without a resource uses one of its own, keyed by its own
 * id, with one unit — the shop's behaviour before resources existed.
 *
 * A taken unit is one slot document: `<resourceKey>|<date>|<time>` for unit 0 and
 * `<resourceKey>|<date>|<time>|<unit>` for the others, so the store's unique key makes taking a unit
 * atomic, and every slot stored before (`<serviceId>|<date>|<time>`) is unit 0 of its service's own
 * resource as it is.
 */
import * as z from 'zod';
import { normalizeText } from '../catalogue/catalogue.ts';
import { idSchema } from '../shared/ids.ts';
import { resourceMessages as t } from './messages-resources.ts';

export const MAX_RESOURCE_CAPACITY = 20;
export const MAX_RESOURCES = 50;
export const RESOURCE_NAME_MAX = 80;

export interface Resource {
  _id: string;
  name: string;
  capacity: number;
}

/** What a service's bookings count against: a shared resource, or its own (key = the service's id, one unit). */
export interface ResourceTarget {
  key: string;
  capacity: number;
  /** The shared resource's name; null for a service's own. */
  name: string | null;
}

/** The slot document's `_id` of one unit of a resource's hour. */
export function unitSlotId(resourceKey: string, date: string, time: string, unit: number): string {
  return unit === 0 ? `${resourceKey}|${date}|${time}` : `${resourceKey}|${date}|${time}|${unit}`;
}

/** The resource a service's bookings count against. */
export function resourceTarget(service: { _id: string; resourceId?: string | undefined }, resources: readonly Resource[]): ResourceTarget {
  const shared = service.resourceId ? resources.find((resource) => resource._id === service.resourceId) : undefined;
  return shared ? { key: shared._id, capacity: shared.capacity, name: shared.name } : { key: service._id, capacity: 1, name: null };
}

const capacitySchema = z
  .number({ error: t.capacityInvalid(MAX_RESOURCE_CAPACITY) })
  .int({ error: t.capacityInvalid(MAX_RESOURCE_CAPACITY) })
  .min(1, { error: t.capacityInvalid(MAX_RESOURCE_CAPACITY) })
  .max(MAX_RESOURCE_CAPACITY, { error: t.capacityInvalid(MAX_RESOURCE_CAPACITY) });

const resourceNameKey = (name: string) => normalizeText(name).replace(/\s+/g, ' ');

/** PUT /api/admin/resources: the whole list, as the editor sends it. A new resource has no `_id`. */
export const resourcesBodySchema = z.object({
  resources: z
    .array(
      z.object({
        _id: idSchema(t.unknownResource).optional(),
        name: z.string({ error: t.nameRequired }).trim().min(1, { error: t.nameRequired }).max(RESOURCE_NAME_MAX, { error: t.nameTooLong }),
        capacity: capacitySchema,
      }),
      { error: t.listInvalid },
    )
    .max(MAX_RESOURCES, { error: t.tooMany(MAX_RESOURCES) })
    .superRefine((resources, context) => {
      const names = new Set<string>();
      const ids = new Set<string>();
      for (const [index, resource] of resources.entries()) {
        const key = resourceNameKey(resource.name);
        if (names.has(key)) context.addIssue({ code: 'custom', path: [index, 'name'], message: t.duplicateName(resource.name) });
        names.add(key);
        if (resource._id && ids.has(resource._id)) context.addIssue({ code: 'custom', path: [index, '_id'], message: t.unknownResource });
        if (resource._id) ids.add(resource._id);
      }
    }),
});
export type ResourcesBody = z.output<typeof resourcesBodySchema>;

/** A service's `resourceId` on upload-product and update-product: an id, or '' / null for none. */
export const resourceIdFieldSchema = z
  .union([idSchema(t.unknownResource), z.literal(''), z.null()], { error: t.unknownResource })
  .optional();
