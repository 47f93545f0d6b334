/**
 * Rate limits taken atomically in the store, before the work they guard.
 *
 * One document per rule, key and fixed window holds a counter. The first caller of a window
 * inserts it (the unique `_id` decides who is first); later callers raise it with one conditional
 * `$inc` that matches only while the counter is below the limit. So parallel requests, other
 * processes and other function instances can never take more than the limit between them.
 */
import { isPerAddressRule, rateRules, type RateRuleName } from '../../../src/domain/shared/limits.ts';
import { ServiceError } from '../errors.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';

/**
 * How many times the limits counted per client address are multiplied in this process: 1, unless a
 * local run raises it (`addressLimitsScale` of the configuration; never in production).
 */
let addressLimitsScale = 1;

export function scaleAddressLimits(scale: number): void {
  addressLimitsScale = scale;
}

function limitOf(rule: RateRuleName): number {
  return isPerAddressRule(rule) ? rateRules[rule].limit * addressLimitsScale : rateRules[rule].limit;
}

/** A slot taken from a limit; giving it back lets another request use it. */
export interface RateSlot {
  readonly id: string;
}

function windowFor(rule: RateRuleName, key: string, now: Date) {
  const { windowMs } = rateRules[rule];
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { id: `${rule}|${key}|${start}`, expiresAt: new Date(start + windowMs) };
}

/** Takes one slot of the rule for this key, or returns null when the window is full. */
export async function takeRateSlot(store: Store, rule: RateRuleName, key: string, now: Date): Promise<RateSlot | null> {
  const counters = store.collection('rateLimits');
  const { id, expiresAt } = windowFor(rule, key, now);
  // The window may be forgotten (a successful sign-in deletes its e-mail's window) between the
  // insert that finds it and the update that raises it: then the update matches nothing although
  // the window is not full, and the insert is tried again. A full window refuses every round.
  for (let round = 0; round < 3; round++) {
    try {
      await counters.insertOne({ _id: id, count: 1, expiresAt });
      return { id };
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    const raised = await counters.updateOne({ _id: id, count: { $lt: limitOf(rule) } }, { $inc: { count: 1 } });
    if (raised.matchedCount === 1) return { id };
  }
  return null;
}

/** Takes a slot or refuses the request with 429 and the given Spanish message. */
export async function requireRateSlot(store: Store, rule: RateRuleName, key: string, now: Date, refusal: string): Promise<RateSlot> {
  const slot = await takeRateSlot(store, rule, key, now);
  if (!slot) throw new ServiceError(429, refusal);
  return slot;
}

/** Gives a slot back (the guarded work turned out not to count, e.g. a successful sign-in). */
export async function releaseRateSlot(store: Store, slot: RateSlot): Promise<void> {
  await store.collection('rateLimits').updateOne({ _id: slot.id, count: { $gt: 0 } }, { $inc: { count: -1 } });
}

/**
 * Forgets everything the slot's window counted for its key (e.g. a successful sign-in forgives
 * the failures before it). Slots still out in that window are given back to nothing.
 */
export async function forgetRateWindow(store: Store, slot: RateSlot): Promise<void> {
  await store.collection('rateLimits').deleteOne({ _id: slot.id });
}

/** Forgets every window that has ended. Run by the sweeper. */
export async function sweepRateLimits(store: Store, now: Date): Promise<number> {
  return (await store.collection('rateLimits').deleteMany({ expiresAt: { $lte: now } })).deletedCount;
}
