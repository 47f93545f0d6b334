/**
 * What the waitlist does on each domain event it subscribes to (services/events delivers them):
 * when a place of an hour frees up (`hour.freed`: a hold ran out, an appointment was cancelled or
 * moved), the first person waiting for it is offered it; when the freed hold was an offer's own, that
 * offer lapses first and its place goes to the next one.
 */
import type { Subscriptions } from '../../../src/domain/shared/events.ts';
import { entryOfOwner } from '../../../src/domain/waitlist/waitlist.ts';
import type { AppDeps } from '../../deps.ts';
import { lapseOffer, offerFreedPlace } from './waitlist-offers.ts';

export const waitlistSubscriptions: Subscriptions<AppDeps> = {
  async 'hour.freed'(deps, { serviceId, date, time, orderId }) {
    const entryId = entryOfOwner(orderId);
    if (entryId && (await lapseOffer(deps, entryId))) return;
    await offerFreedPlace(deps, { serviceId, date, time });
  },
};
