/**
 * The rate-limit primitive: a slot is taken atomically in the store, so a crowd of parallel
 * callers never takes more than the limit, and a given-back slot can be taken again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateRules } from '../../src/domain/limits.ts';
import { releaseRateSlot, sweepRateLimits, takeRateSlot } from '../../functions/services/operations/rate-limits.ts';
import { createHarness, type Harness } from './helpers.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

describe('rate limits in the store', () => {
  it('gives exactly the limit to 100 parallel callers of one key, and keys do not share', async () => {
    const { store } = harness.deps;
    const now = new Date('2026-03-04T15:00:00Z');
    const results = await Promise.all(Array.from({ length: 100 }, () => takeRateSlot(store, 'contactPerAddress', '10.0.0.1', now)));
    expect(results.filter(Boolean)).toHaveLength(rateRules.contactPerAddress.limit);
    expect(await takeRateSlot(store, 'contactPerAddress', '10.0.0.2', now)).not.toBeNull();
  });

  it('lets a given-back slot be taken again, and opens a new window after the old one ends', async () => {
    const { store } = harness.deps;
    const now = new Date('2026-03-05T15:00:00Z');
    const slots = await Promise.all(Array.from({ length: 5 }, () => takeRateSlot(store, 'contactPerAddress', 'k', now)));
    expect(await takeRateSlot(store, 'contactPerAddress', 'k', now)).toBeNull();
    const first = slots[0];
    if (!first) throw new Error('no slot');
    await releaseRateSlot(store, first);
    expect(await takeRateSlot(store, 'contactPerAddress', 'k', now)).not.toBeNull();
    const later = new Date(now.getTime() + rateRules.contactPerAddress.windowMs);
    expect(await takeRateSlot(store, 'contactPerAddress', 'k', later)).not.toBeNull();
    expect(await sweepRateLimits(store, later)).toBeGreaterThan(0);
    expect(await store.collection('rateLimits').countDocuments({ _id: { $regex: /^contactPerAddress\|k\|/ } })).toBe(1);
  });
});
