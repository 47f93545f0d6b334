/**
 * What every stored image costs: a slot of its account's hourly bound (when an account uploads
 * it) and a slot of the shop's daily bound, both taken in the store before anything is stored
 * (rate-limits.ts: an insert or a conditional `$inc`, so parallel uploads never pass either bound).
 * Both or none: when the day is full the account's slot is given back, and when storing fails
 * both are.
 */
import { messages } from '../../../src/domain/shared/messages.ts';
import type { Store } from '../../store/contract.ts';
import { releaseRateSlot, requireRateSlot, type RateSlot } from '../platform/index.ts';

/** The one key of the shop-wide bound. */
export const WHOLE_SHOP = 'tienda';

/** Takes the upload's slots, or refuses it with 429 and the bound it met. */
export async function takeMediaUploadSlots(store: Store, accountId: string | null, now: Date): Promise<RateSlot[]> {
  const slots: RateSlot[] = [];
  if (accountId) slots.push(await requireRateSlot(store, 'mediaUploadsPerAccount', accountId, now, messages.mediaUploadsPerAccountLimited));
  try {
    slots.push(await requireRateSlot(store, 'mediaUploadsPerDay', WHOLE_SHOP, now, messages.mediaUploadsDailyLimited));
  } catch (error) {
    await releaseMediaUploadSlots(store, slots);
    throw error;
  }
  return slots;
}

/** The image was not stored after all: its slots go back. */
export async function releaseMediaUploadSlots(store: Store, slots: readonly RateSlot[]): Promise<void> {
  for (const slot of slots) await releaseRateSlot(store, slot);
}
