/** The platform capability's front door: all that other capabilities may import from it. */
export { forgetRateWindow, releaseRateSlot, requireRateSlot, sweepRateLimits, takeRateSlot } from './rate-limits.ts';
export type { RateSlot } from './rate-limits.ts';
export { nextInSequence } from './sequences.ts';
