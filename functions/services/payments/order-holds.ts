/**
 * Everything an unpaid order holds besides stock: its hours, its holder's tickets, its discount
 * code's uses and its pack credits. Given back together when the order ends unpaid; each release
 * touches only what this order still holds, so repeating it is safe.
 */
import type { Store } from '../../store/contract.ts';
import { releaseHoldTickets } from '../slots/index.ts';
import { releaseSlots } from '../slots/index.ts';
import { releaseDiscountUses } from '../promotions/index.ts';
import { releasePackCredits } from '../promotions/index.ts';

export async function releaseOrderHolds(store: Store, orderId: string, slotIds: readonly string[]) {
  await releaseSlots(store, orderId, [...slotIds]);
  await releaseHoldTickets(store, orderId);
  await releaseDiscountUses(store, orderId);
  await releasePackCredits(store, orderId);
}
