/** The slots capability's front door: all that other capabilities may import from it. */
export { publishExpiredHolds } from './expired-holds.ts';
export { extendHoldTickets, holderOfAddress, holderOfEmail, releaseHoldTickets, takeHoldTickets } from './hold-quota.ts';
export { listResources, RESOURCES_ID, resourcesOfSetting, resourceSlotsFilter, targetOfService } from './resources.ts';
export { changeServiceResource, chosenResource, requireResource } from './service-resource.ts';
export { bufferFields, buffersAfter, changeServiceBuffers } from './service-buffers.ts';
export {
  bookFreeSlot,
  bookHourForMove,
  bookHours,
  bookSlots,
  extendHeldSlots,
  holdFreeUnit,
  holdSlots,
  passHold,
  reclaimSlots,
  releaseSlots,
} from './slot-holds.ts';
export type { SlotRequest } from './slot-holds.ts';
