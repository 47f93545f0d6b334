/**
 * A service's preparation and cleanup minutes (`servicePreparation`, `serviceCleanup` on upload-product
 * and update-product; src/domain/schedule/booking-hours.ts). Its upcoming bookings took their hours
 * with the buffers they had: a change would leave them holding hours they no longer need, or
 * missing hours they now do. So, like a resource change (service-resource.ts), the buffers change
 * only while the service has no upcoming hours held or booked; otherwise a 409 names those hours
 * (the owner moves or cancels them first). Shortening is refused too: the safe rule, one rule.
 *
 * The change marks the service (`resourceChangeAt`, the same mark: a hold made meanwhile gives its
 * unit back, slot-units.ts), drops the expired holds, looks at the upcoming hours, and writes the
 * buffers with the mark taken off in one write — or only takes the mark off.
 */
import { serviceBuffers, type ServiceBuffers } from '../../../src/domain/schedule/booking-hours.ts';
import { bufferMessages } from '../../../src/domain/schedule/messages-buffers.ts';
import type { AppDeps } from '../../deps.ts';
import type { ProductDoc } from '../../store/documents.ts';
import { changeWithoutUpcomingHours } from './service-resource.ts';

/** The buffers as an update sends them: each one missing keeps the service's own. */
export interface BuffersInput {
  servicePreparation?: number | undefined;
  serviceCleanup?: number | undefined;
}

/** The buffers the service will have once the input is saved. */
export function buffersAfter(current: Pick<ProductDoc, 'servicePreparation' | 'serviceCleanup'>, input: BuffersInput): ServiceBuffers {
  return serviceBuffers({
    servicePreparation: input.servicePreparation ?? current.servicePreparation,
    serviceCleanup: input.serviceCleanup ?? current.serviceCleanup,
  });
}

/** The stored fields of the buffers: a buffer above 0 is set, one of 0 removed (a service without buffers keeps none). */
export function bufferFields(buffers: ServiceBuffers): { set: Partial<ProductDoc>; unset: string[] } {
  const set: Partial<ProductDoc> = {};
  const unset: string[] = [];
  if (buffers.preparationMinutes > 0) set.servicePreparation = buffers.preparationMinutes;
  else unset.push('servicePreparation');
  if (buffers.cleanupMinutes > 0) set.serviceCleanup = buffers.cleanupMinutes;
  else unset.push('serviceCleanup');
  return { set, unset };
}

/** Changes the service's buffers (see above). Nothing happens when they stay the same. */
export async function changeServiceBuffers(deps: AppDeps, serviceId: string, input: BuffersInput): Promise<void> {
  const { store } = deps;
  const products = store.collection('products');
  const service = await products.findOne({ _id: serviceId });
  if (!service) return;
  const before = serviceBuffers(service);
  const after = buffersAfter(service, input);
  if (before.preparationMinutes === after.preparationMinutes && before.cleanupMinutes === after.cleanupMinutes) return;
  const fields = bufferFields(after);
  await changeWithoutUpcomingHours(deps, serviceId, bufferMessages.serviceHasBookings, () =>
    products.updateOne(
      { _id: serviceId },
      { $set: fields.set, $unset: Object.fromEntries([...fields.unset, 'resourceChangeAt'].map((field) => [field, ''] as const)) },
    ),
  );
}
