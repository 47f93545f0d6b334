/**
 * Offering a freed place to the first person in line, one at a time, atomically.
 *
 * 1. The first `waiting` entry of the line is claimed (`offering`) by one conditional update: of
 *    many deliveries at once (parallel frees), each claims a different entry or none.
 * 2. A free unit of the hour is held for the entry (slots' own atomic unit taking, owner
 *    `espera:<entry>`, for OFFER_MINUTES): of claimers racing for one freed place exactly one gets
 *    it; the others put their entry back in line, where it keeps its place (`createdAt`).
 * 3. The entry is written `offered` with its place, and its one mail is queued (and its one
 *    WhatsApp notice, where the person ticked the box).
 * An offer not used in time lapses (`lapsed`) and its place goes to the next one: its hold running
 * out is published as `hour.freed` by the sweeper, as any expired hold is.
 */
import { lineKeyOf, offerOwnerOf, offerUntil, isPastHour, type WaitlistHour } from '../../../src/domain/waitlist/waitlist.ts';
import type { AppDeps } from '../../deps.ts';
import type { WaitlistEntryDoc } from '../../store/documents.ts';
import { holdFreeUnit, releaseSlots } from '../slots/index.ts';
import { serviceAvailability } from '../bookings/index.ts';
import { ServiceError } from '../errors.ts';
import { newLinkToken, secretHash } from '../secret-tokens.ts';
import { offerUrl, sendOfferMail } from './waitlist-mail.ts';
import { queueWaitlistOfferNotice } from '../whatsapp/index.ts';
import { shopOrigin } from '../../config.ts';

/** How many entries one offer tries to claim when others were claimed under it first. */
const CLAIM_ATTEMPTS = 5;

const hourOf = (entry: Pick<WaitlistEntryDoc, 'serviceId' | 'date' | 'time'>): WaitlistHour => ({
  serviceId: entry.serviceId,
  date: entry.date,
  time: entry.time,
});

/** Puts a claimed entry back in line (its place kept); only while this claim still has it. */
async function unclaim(deps: AppDeps, entryId: string): Promise<void> {
  await deps.store
    .collection('waitlist')
    .updateOne({ _id: entryId, status: 'offering' }, { $set: { status: 'waiting' }, $unset: { claimedAt: '' } });
}

/** Holds a free place for the claimed entry and tells them; false when no place is free. */
async function offerTo(deps: AppDeps, entry: WaitlistEntryDoc, now: Date): Promise<boolean> {
  const { store } = deps;
  const until = offerUntil(now);
  const owner = offerOwnerOf(entry._id);
  const slotId = await holdFreeUnit(store, hourOf(entry), owner, now, until);
  if (!slotId) {
    await unclaim(deps, entry._id);
    return false;
  }
  const token = newLinkToken();
  const cancelToken = newLinkToken();
  const offered = await store.collection('waitlist').updateOne(
    { _id: entry._id, status: 'offering' },
    {
      $set: {
        status: 'offered',
        cancelTokenHash: secretHash(cancelToken),
        offer: { slotId, until, tokenHash: secretHash(token), at: now },
      },
      $unset: { claimedAt: '' },
    },
  );
  if (offered.matchedCount !== 1) {
    // The person left the line meanwhile: the place is free again for the next one.
    await releaseSlots(store, owner, [slotId]);
    return false;
  }
  const service = await store.collection('products').findOne({ _id: entry.serviceId }, { projection: { productName: 1 } });
  await sendOfferMail(deps, entry, { slotId, until, token, cancelToken }, service?.productName ?? '');
  const consentAt = entry.consents.findLast((consent) => consent.kind === 'whatsapp')?.acceptedAt;
  if (entry.phone && consentAt) {
    await queueWaitlistOfferNotice(deps, {
      owner,
      slotId,
      until,
      phone: entry.phone,
      consentAt: new Date(consentAt),
      serviceName: service?.productName ?? '',
      date: entry.date,
      time: entry.time,
      link: offerUrl(shopOrigin(deps.config), token),
    });
  }
  return true;
}

/** Whether the hour can still be booked at all: its service exists and its day and hour are open (no closure since). */
async function isBookableHour(deps: AppDeps, hour: WaitlistHour, now: Date): Promise<boolean> {
  try {
    const availability = await serviceAvailability(deps.store, hour.serviceId, hour.date, now);
    return !availability.closed && availability.slots.some((slot) => slot.time === hour.time);
  } catch (error) {
    if (error instanceof ServiceError) return false;
    throw error;
  }
}

/**
 * Offers one free place of the hour to the first person waiting for it. True when an offer was
 * made now; false when nobody waits, the hour has passed or was closed since, or no place is free.
 */
export async function offerFreedPlace(deps: AppDeps, hour: WaitlistHour): Promise<boolean> {
  const now = deps.clock();
  if (isPastHour(hour, now)) return false;
  const entries = deps.store.collection('waitlist');
  if (!(await entries.findOne({ lineKey: lineKeyOf(hour), status: 'waiting' }, { projection: { _id: 1 } }))) return false;
  if (!(await isBookableHour(deps, hour, now))) return false;
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const [first] = await entries.find({ lineKey: lineKeyOf(hour), status: 'waiting' }, { sort: { createdAt: 1, _id: 1 }, limit: 1 });
    if (!first) return false;
    const claimed = await entries.findOneAndUpdate({ _id: first._id, status: 'waiting' }, { $set: { status: 'offering', claimedAt: now } });
    if (!claimed) continue;
    return offerTo(deps, claimed, now);
  }
  return false;
}

/**
 * An offer whose time ran out unused: the entry is written `lapsed` (one conditional update, so
 * the sweeper and the event agree), and its place is offered to the next one. True when lapsed now.
 */
export async function lapseOffer(deps: AppDeps, entryId: string): Promise<boolean> {
  const now = deps.clock();
  const lapsed = await deps.store
    .collection('waitlist')
    .findOneAndUpdate({ _id: entryId, status: 'offered', 'offer.until': { $lte: now } }, { $set: { status: 'lapsed' } });
  if (!lapsed) return false;
  await offerFreedPlace(deps, hourOf(lapsed));
  return true;
}
