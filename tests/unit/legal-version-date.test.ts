/** The version said at the top of a legal page: its day, also for a second text published the same day. */
import { describe, expect, it } from 'vitest';
import { versionDate } from '../../src/domain/legal/document.ts';
import { DATA_POLICY_VERSION, TERMS_VERSION } from '../../src/domain/legal/consent.ts';

describe('versionDate', () => {
  it('says the day of a version, with or without a same-day letter', () => {
    expect(versionDate('2026-11-22')).toBe(versionDate('2026-11-22-b'));
    expect(versionDate('2026-11-22')).toMatch(/^22 nov\.? 2026$/);
  });

  it('keeps anything else as it is', () => {
    expect(versionDate('borrador')).toBe('borrador');
    expect(versionDate('2026-11-22-final')).toBe('2026-11-22-final');
  });

  it('reads the published versions as days', () => {
    for (const version of [DATA_POLICY_VERSION, TERMS_VERSION]) expect(versionDate(version)).toMatch(/^\d{1,2} \p{L}+\.? \d{4}$/u);
  });
});
