/**
 * The credits of session packs, held with an order like its hours are (bookings/slot-holds.ts).
 *
 * Each session is a document (`packCredits`). A checkout takes one for an appointment with a single
 * conditional update: it matches only a credit of that customer, for that service, whose pack is
 * still valid when the appointment starts, and which is free or held by an order whose hold
 * expired. So however many checkouts race, each credit pays at most one appointment. A paid order
 * marks its credits used; a cancelled, failed or expired one gives them back; a cancelled
 * appointment gives its credit back (booking-cancel.ts).
 */
import { packMessages } from '../../../src/domain/promotions/messages-packs.ts';
import type { PaidWithCredit } from '../../../src/domain/promotions/packs.ts';
import { addDays, bogotaInstant, bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../../store/contract.ts';
import type { OrderLine } from '../../store/documents.ts';
import { HOLD_MINUTES } from '../../../src/domain/shared/limits.ts';

const MINUTE = 60_000;
/** How many times a checkout looks again after another one took the credits it found. */
const TAKE_ROUNDS = 5;

const takeable = (now: Date) => ({ $or: [{ state: 'free' }, { state: 'held', heldUntil: { $lte: now } }] });

/** A credit for this appointment: the customer's, for the service, valid when it starts, and free (or its hold expired). */
const creditFor = (userId: string, line: OrderLine, now: Date) => {
  const starts = bogotaInstant(line.reservationDate ?? '', line.reservationTime ?? '00:00');
  return { userId, serviceIds: line.productId, expiresAt: { $gt: starts > now ? starts : now }, ...takeable(now) };
};

/** Takes one credit for the appointment, the soonest to expire first; null when none is left. */
async function takeCredit(store: Store, userId: string, line: OrderLine, orderId: string, now: Date): Promise<string | null> {
  const credits = store.collection('packCredits');
  const heldUntil = new Date(now.getTime() + HOLD_MINUTES * MINUTE);
  for (let round = 0; round < TAKE_ROUNDS; round += 1) {
    const candidates = await credits.find(creditFor(userId, line, now), { sort: { expiresAt: 1 }, limit: 10, projection: { _id: 1 } });
    if (candidates.length === 0) return null;
    for (const candidate of candidates) {
      const taken = await credits.updateOne(
        { _id: candidate._id, ...creditFor(userId, line, now) },
        { $set: { state: 'held', orderId, heldUntil, usedAt: null } },
      );
      if (taken.matchedCount === 1) return candidate._id;
    }
  }
  return null;
}

/**
 * Takes a credit for each appointment the customer pays with a pack (`creditLines`: their indexes),
 * and writes on each line what paid it. All or nothing: with one missing, the credits already taken
 * are given back and the order is refused with 409 naming the service.
 */
export async function holdPackCredits(
  store: Store,
  userId: string,
  orderId: string,
  lines: OrderLine[],
  creditLines: readonly { index: number; value: number }[],
  now: Date,
): Promise<OrderLine[]> {
  const paid = [...lines];
  try {
    for (const { index, value } of creditLines) {
      const line = paid[index];
      if (!line) continue;
      const creditId = await takeCredit(store, userId, line, orderId, now);
      if (!creditId) throw new ServiceError(409, packMessages.noCreditLeft(line.productName));
      const credit = await store.collection('packCredits').findOne({ _id: creditId }, { projection: { packId: 1 } });
      const pack = await store.collection('sessionPacks').findOne({ _id: credit?.packId ?? '' }, { projection: { packName: 1 } });
      const paidWithCredit: PaidWithCredit = {
        creditId,
        packId: credit?.packId ?? '',
        packName: pack?.packName ?? '',
        value,
      };
      paid[index] = { ...line, paidWithCredit };
    }
    return paid;
  } catch (error) {
    await releasePackCredits(store, orderId);
    throw error;
  }
}

/** The order ended unpaid: its credits are free again. Safe to repeat. */
export async function releasePackCredits(store: Store, orderId: string) {
  await store.collection('packCredits').updateMany({ orderId, state: 'held' }, { $set: { state: 'free', orderId: null, heldUntil: null } });
}

/** The credit ids the order's lines were paid with. */
export const creditIdsOf = (lines: readonly OrderLine[]) =>
  lines.flatMap((line) => (line.paidWithCredit?.creditId ? [line.paidWithCredit.creditId] : []));

/**
 * At capture: the order still has every credit it took (an expired hold nobody took over still
 * counts), and keeps them while the capture runs. False when one was taken over by another order.
 */
export async function reclaimPackCredits(store: Store, orderId: string, ids: readonly string[], now: Date): Promise<boolean> {
  if (ids.length === 0) return true;
  const credits = store.collection('packCredits');
  const heldUntil = new Date(now.getTime() + HOLD_MINUTES * MINUTE);
  await credits.updateMany({ _id: { $in: [...ids] }, orderId, state: 'held' }, { $set: { heldUntil } });
  const owned = await credits.countDocuments({ _id: { $in: [...ids] }, orderId, state: { $in: ['held', 'used'] } });
  return owned === ids.length;
}

/** The order was paid: its credits are used for good. Safe to repeat. */
export async function usePackCredits(store: Store, orderId: string, now: Date) {
  await store.collection('packCredits').updateMany({ orderId, state: 'held' }, { $set: { state: 'used', heldUntil: null, usedAt: now } });
}

/** A payment still pending at the provider keeps its credits as long as its hours (never shortened). */
export async function extendPackCredits(store: Store, orderId: string, until: Date) {
  await store.collection('packCredits').updateMany({ orderId, state: 'held' }, { $max: { heldUntil: until } });
}

/**
 * A cancelled appointment's credit goes back to its pack. Only while the credit is still the one
 * that order used, so repeating it (a resumed cancellation) never frees a credit someone else
 * took since. True when this call gave it back.
 */
export async function returnPackCredit(store: Store, creditId: string, orderId: string): Promise<boolean> {
  const returned = await store
    .collection('packCredits')
    .updateOne({ _id: creditId, orderId, state: 'used' }, { $set: { state: 'free', orderId: null, heldUntil: null, usedAt: null } });
  return returned.matchedCount === 1;
}

/**
 * Why an appointment a credit paid cannot move to `date` at `time`: the pack that paid it no longer
 * works then (its credit is valid only for appointments that start before it expires, as at the
 * checkout). Null when it can, or when the line was not paid with a credit.
 */
export async function creditMoveRefusal(
  store: Store,
  paid: PaidWithCredit | undefined,
  date: string,
  time: string,
): Promise<string | null> {
  if (!paid) return null;
  const credit = await store.collection('packCredits').findOne({ _id: paid.creditId }, { projection: { expiresAt: 1 } });
  if (!credit || bogotaInstant(date, time) < new Date(credit.expiresAt)) return null;
  const pack = await store.collection('sessionPacks').findOne({ _id: paid.packId }, { projection: { lastDay: 1 } });
  const lastDay = pack?.lastDay ?? addDays(bogotaMoment(new Date(credit.expiresAt)).date, -1);
  return packMessages.moveAfterPackExpiry(lastDay);
}
