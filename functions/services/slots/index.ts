/** The slots capability's front door: all that other capabilities may import from it. */
export { publishExpiredHolds } from './expired-holds.ts';
export { extendHoldTickets, holderOfAddress, holderOfEmail, releaseHoldTickets, takeHoldTickets } from './hold-quota.ts';
export { listResources, RESOURCES_ID, resourcesOfSetting, resourceSlotsFilter, targetOfService } from './resources.ts';
export { changeServiceResource, chosenResource, requireResource } from './service-resource.ts';
export {
  bookFreeSlot,
  bookHourForMove,
  bookHours,
  bookSlots,
  extendHeldSlots,
  holdSlots,
  reclaimSlots,
  releaseSlots,
} from './slot-holds.ts';
