/**
 * Joining the line of a full hour ("Avísame si se libera") and leaving it.
 *
 * - Only a service's hour still ahead and full takes a line; limits per address and per e-mail are
 *   taken first (platform rate limits).
 * - A person (a mailbox: sub-addresses are one) joins a line once: a unique index on the mailbox
 *   and the line; joining again answers the same and changes nothing.
 * - A place freed between the check and the join is offered at once (offerFreedPlace), so nobody
 *   waits for an hour that is already free.
 * - Leaving deletes the entry by the mail's link, whatever its state; an offered place held for it
 *   is given back and offered to the next one.
 */
import { consentsAccepted } from '../../../src/domain/legal/consent.ts';
import { canonicalMailbox } from '../../../src/domain/shared/mailboxes.ts';
import { waitlistMessages as t } from '../../../src/domain/waitlist/messages-waitlist.ts';
import { isPastHour, lineKeyOf, offerOwnerOf, type WaitlistHour } from '../../../src/domain/waitlist/waitlist.ts';
import type { AppDeps } from '../../deps.ts';
import { DuplicateKeyError } from '../../store/contract.ts';
import type { UserDoc } from '../../store/documents.ts';
import { findService, serviceAvailability } from '../bookings/index.ts';
import { ServiceError } from '../errors.ts';
import { requireRateSlot } from '../platform/index.ts';
import { newLinkToken, secretHash } from '../secret-tokens.ts';
import { releaseSlots } from '../slots/index.ts';
import { offerFreedPlace } from './waitlist-offers.ts';

export interface WaitlistJoin extends WaitlistHour {
  /** Already lower-cased by the schema. */
  email: string;
  /** Trimmed by the schema; needed by the WhatsApp box. */
  phone?: string | undefined;
  whatsappOptIn?: boolean | undefined;
}

/**
 * The phone the offer's WhatsApp goes to: only where the shop can send WhatsApp notices and the box
 * was ticked (as the cart's); null otherwise, and then no phone is kept.
 */
function whatsappPhoneOf(deps: AppDeps, request: WaitlistJoin): string | null {
  const canSend = Boolean(deps.config.whatsapp && deps.whatsapp);
  return canSend && request.whatsappOptIn === true && request.phone ? request.phone : null;
}

/** Whether the hour is offered by the picker and has no place left. */
async function isFullHour(deps: AppDeps, hour: WaitlistHour, now: Date): Promise<boolean> {
  const availability = await serviceAvailability(deps.store, hour.serviceId, hour.date, now);
  const slot = availability.slots.find((candidate) => candidate.time === hour.time);
  return Boolean(slot && !slot.available);
}

/** Joins the line; see the file's comment. */
export async function joinWaitlist(deps: AppDeps, request: WaitlistJoin, ip: string, user: Pick<UserDoc, '_id'> | null): Promise<void> {
  const { store } = deps;
  const now = deps.clock();
  const hour = { serviceId: request.serviceId.toLowerCase(), date: request.date, time: request.time };
  await findService(store, hour.serviceId);
  if (isPastHour(hour, now)) throw new ServiceError(400, t.pastHour);
  if (!(await isFullHour(deps, hour, now))) throw new ServiceError(409, t.hourNotFull);
  await requireRateSlot(store, 'waitlistPerAddress', ip, now, t.rateLimited);
  const mailbox = canonicalMailbox(request.email);
  await requireRateSlot(store, 'waitlistPerEmail', mailbox, now, t.rateLimited);
  const phone = whatsappPhoneOf(deps, request);
  try {
    await store.collection('waitlist').insertOne({
      lineKey: lineKeyOf(hour),
      ...hour,
      email: request.email,
      mailbox,
      userId: user?._id ?? null,
      ...(phone ? { phone } : {}),
      status: 'waiting',
      cancelTokenHash: secretHash(newLinkToken()),
      consents: consentsAccepted(['dataPolicy', ...(phone ? (['whatsapp'] as const) : [])], now),
      createdAt: now,
    });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    return;
  }
  await offerFreedPlace(deps, hour);
}

/** Leaves the line by the mail's link; an unknown or used token changes nothing. */
export async function leaveWaitlist(deps: AppDeps, token: string): Promise<void> {
  const entries = deps.store.collection('waitlist');
  const entry = await entries.findOne({ cancelTokenHash: secretHash(token) });
  if (!entry) return;
  const removed = await entries.deleteOne({ _id: entry._id });
  if (removed.deletedCount !== 1 || entry.status !== 'offered' || !entry.offer) return;
  await releaseSlots(deps.store, offerOwnerOf(entry._id), [entry.offer.slotId]);
  await offerFreedPlace(deps, entry);
}
