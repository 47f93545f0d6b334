/**
 * The rate-limit primitive: a slot is taken atomically in the store, so a crowd of parallel
 * callers never takes more than the limit, and a given-back slot can be taken again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { releaseRateSlot, scaleAddressLimits, sweepRateLimits, takeRateSlot } from '../../functions/services/platform/rate-limits.ts';
import { loadConfig } from '../../functions/config.ts';
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

describe('the per-address limits of a local run', () => {
  it('are multiplied by the configured scale, while the limits of an e-mail or an account stay as they are', async () => {
    const { store } = harness.deps;
    const now = new Date('2026-03-06T15:00:00Z');
    scaleAddressLimits(3);
    try {
      const byAddress = await Promise.all(Array.from({ length: 40 }, () => takeRateSlot(store, 'contactPerAddress', '10.0.9.1', now)));
      expect(byAddress.filter(Boolean)).toHaveLength(3 * rateRules.contactPerAddress.limit);
      const byEmail = await Promise.all(Array.from({ length: 20 }, () => takeRateSlot(store, 'newsletterPerEmail', 'a@correo.co', now)));
      expect(byEmail.filter(Boolean)).toHaveLength(rateRules.newsletterPerEmail.limit);
    } finally {
      scaleAddressLimits(1);
    }
  });

  it('takes a whole scale from 1 to 100 from ADDRESS_LIMITS_SCALE (production keeps 1: see the config test)', () => {
    expect(loadConfig({ ADDRESS_LIMITS_SCALE: '10', DATA_DIR: harness.deps.config.dataDir }).addressLimitsScale).toBe(10);
    expect(loadConfig({ DATA_DIR: harness.deps.config.dataDir }).addressLimitsScale).toBe(1);
    expect(() => loadConfig({ ADDRESS_LIMITS_SCALE: '0', DATA_DIR: harness.deps.config.dataDir })).toThrow();
  });
});
