/** The waitlist capability's front door ("Avísame si se libera"): all that other capabilities may import from it. */
export { deleteWaitlistEntriesOf, exportedWaitlistEntries, waitlistEntryIdsOf } from './waitlist-data.ts';
export { joinWaitlist, leaveWaitlist } from './waitlist-join.ts';
export { isLiveOffer, liveOffer, offerEntry, offeredSlot, takeOverOffer } from './waitlist-checkout.ts';
export { sweepWaitlist } from './waitlist-sweep.ts';
export { waitlistLinesOn } from './waitlist-admin.ts';
export type { WaitlistLineView } from './waitlist-admin.ts';
export { waitlistSubscriptions } from './waitlist-subscriptions.ts';
