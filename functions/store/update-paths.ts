/**
 * Whether a write may change some fields: what the embedded engine's own indexes (substrings,
 * sorted orders) need to know before they trust what they built.
 */
import type { Update } from './contract.ts';

export function updateMayChange(update: Update | Record<string, unknown>, upsert: boolean, fields: readonly string[]): boolean {
  if (upsert) return true;
  return Object.entries(update).some(([operator, value]) => {
    if (!operator.startsWith('$')) return true; // a replacement document
    if (typeof value !== 'object' || value === null) return false;
    return Object.keys(value).some((path) => fields.some((field) => path === field || path.startsWith(`${field}.`)));
  });
}
