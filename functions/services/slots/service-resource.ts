/**
 * Which resource a service's bookings count against (`resourceId` on upload-product and
 * update-product). A resource must exist. A service's resource is changed only while it has no
 * upcoming hours held or booked: otherwise they would count against the old resource while new
 * ones count against the new, so the change is refused with a 409 naming those hours (the owner
 * moves or cancels them first).
 *
 * The change marks the service first (`resourceChangeAt`): a hold made meanwhile gives its unit back
 * (slot-units.ts). Then the expired holds are dropped, the upcoming hours are looked at, and the
 * resource is written with the mark taken off in one write — or only the mark is taken off.
 */
import { resourceMessages as t } from '../../../src/domain/bookings/messages-resources.ts';
import type { AppDeps } from '../../deps.ts';
import type { Store } from '../../store/contract.ts';
import { ServiceError } from '../errors.ts';
import { listResources, namedHours, upcomingFilter } from './resources.ts';
import { RESOURCE_CHANGE_MARK_MS } from './slot-units.ts';

/** A `resourceId` as the API takes it: an id, or '' / null / missing for none. */
export const chosenResource = (resourceId: string | null | undefined) => (resourceId ? resourceId : null);

/** Refuses a resource that does not exist (400). */
export async function requireResource(store: Store, resourceId: string | null): Promise<void> {
  if (resourceId && !(await listResources(store)).some((resource) => resource._id === resourceId))
    throw new ServiceError(400, t.unknownResource);
}

/**
 * Runs `apply`, a change of how the service takes its hours (its resource, its buffers), only while
 * it has no upcoming hours held or booked: the service is marked first (a hold made meanwhile gives
 * its unit back, slot-units.ts), the expired holds are dropped and the upcoming hours looked at;
 * with some, the mark is taken off and the change refused (409, `refusal` naming them). `apply`
 * writes the change and takes the mark off in the same write.
 */
export async function changeWithoutUpcomingHours(
  deps: AppDeps,
  serviceId: string,
  refusal: (hours: readonly string[]) => string,
  apply: () => Promise<unknown>,
): Promise<void> {
  const products = deps.store.collection('products');
  const now = deps.clock();
  const stale = new Date(now.getTime() - RESOURCE_CHANGE_MARK_MS);
  const marked = await products.updateOne(
    { _id: serviceId, $or: [{ resourceChangeAt: { $exists: false } }, { resourceChangeAt: { $lte: stale } }] },
    { $set: { resourceChangeAt: now } },
  );
  if (marked.matchedCount !== 1) throw new ServiceError(409, t.changeInProgress);
  const slots = deps.store.collection('slots');
  const upcoming = { serviceId, ...upcomingFilter(now) };
  await slots.deleteMany({ ...upcoming, state: 'held', heldUntil: { $lte: now } });
  const live = await slots.find(upcoming);
  if (live.length > 0) {
    await products.updateOne({ _id: serviceId }, { $unset: { resourceChangeAt: '' } });
    throw new ServiceError(409, refusal(namedHours(live)));
  }
  await apply();
}

/** Sets or clears the service's resource (see above). Nothing happens when it stays the same. */
export async function changeServiceResource(deps: AppDeps, serviceId: string, resourceId: string | null): Promise<void> {
  const { store } = deps;
  const products = store.collection('products');
  const service = await products.findOne({ _id: serviceId });
  if (!service || (service.resourceId ?? null) === resourceId) return;
  await requireResource(store, resourceId);
  await changeWithoutUpcomingHours(deps, serviceId, t.serviceHasBookings, () =>
    products.updateOne(
      { _id: serviceId },
      resourceId ? { $set: { resourceId }, $unset: { resourceChangeAt: '' } } : { $unset: { resourceId: '', resourceChangeAt: '' } },
    ),
  );
}
