/**
 * Booking an offered place. The offer's link (routes/waitlist) keeps its token in the browser that
 * opened it; that browser sees the held place as free (`offeredSlot`), and its checkout takes the
 * offer's hold over (`takeOverOffer`): one conditional update from the offer's owner to the order's,
 * only while the offer is live, so nobody else can book the place and the offer is used once.
 */
import { offerOwnerOf } from '../../../src/domain/waitlist/waitlist.ts';
import type { AppDeps } from '../../deps.ts';
import type { WaitlistEntryDoc } from '../../store/documents.ts';
import { passHold, type SlotRequest } from '../slots/index.ts';
import { secretHash } from '../secret-tokens.ts';

/** The entry the offer link's token was made for, whatever became of the offer. */
export async function offerEntry(deps: AppDeps, token: string | null): Promise<WaitlistEntryDoc | null> {
  return token ? deps.store.collection('waitlist').findOne({ 'offer.tokenHash': secretHash(token) }) : null;
}

/** Whether the entry's offer still holds its place. */
export const isLiveOffer = (entry: WaitlistEntryDoc, now: Date) =>
  entry.status === 'offered' && Boolean(entry.offer && entry.offer.until > now);

/** The live offer of the token: its entry, while its place is still held for it. */
export async function liveOffer(deps: AppDeps, token: string | null): Promise<WaitlistEntryDoc | null> {
  const entry = await offerEntry(deps, token);
  return entry && isLiveOffer(entry, deps.clock()) ? entry : null;
}

/** The place the token's live offer holds, which its browser may book: the slot id, or null. */
export async function offeredSlot(deps: AppDeps, token: string | null, serviceId: string, date: string): Promise<string | null> {
  const entry = await liveOffer(deps, token);
  return entry && entry.serviceId === serviceId && entry.date === date ? (entry.offer?.slotId ?? null) : null;
}

/**
 * At checkout: when the token's live offer is for one of the order's hours, its hold passes to the
 * order (until `until`) and the entry is written `booked`. Returns the slot taken over and the hours
 * still to hold; nothing is taken over for a token that is not live or an hour not in the order.
 */
export async function takeOverOffer(
  deps: AppDeps,
  token: string | null,
  orderId: string,
  requests: readonly SlotRequest[],
  until: Date,
): Promise<{ slotIds: string[]; rest: SlotRequest[] }> {
  const untouched = { slotIds: [], rest: [...requests] };
  const entry = await liveOffer(deps, token);
  if (!entry?.offer) return untouched;
  const index = requests.findIndex(
    (request) => request.serviceId === entry.serviceId && request.date === entry.date && request.time === entry.time,
  );
  if (index < 0) return untouched;
  const now = deps.clock();
  if (!(await passHold(deps.store, entry.offer.slotId, offerOwnerOf(entry._id), orderId, now, until))) return untouched;
  await deps.store
    .collection('waitlist')
    .updateOne({ _id: entry._id, status: 'offered' }, { $set: { status: 'booked', 'offer.orderId': orderId } });
  return { slotIds: [entry.offer.slotId], rest: requests.filter((_, position) => position !== index) };
}
