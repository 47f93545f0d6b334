import { describe, expect, it } from 'vitest';
import {
  coverableAppointments,
  creditsLeftFor,
  packIssues,
  packTermsOf,
  packValidity,
  type PackCredit,
} from '../../src/domain/promotions/packs.ts';
import { packMessages as t } from '../../src/domain/promotions/messages-packs.ts';

const pack = (fields: Partial<PackCredit>): PackCredit => ({
  _id: 'p',
  packName: 'Bono',
  productId: 'x',
  serviceIds: ['tan'],
  serviceNames: ['Bronceado'],
  total: 3,
  used: 0,
  held: 0,
  remaining: 3,
  expiresAt: '2026-04-04T05:00:00.000Z',
  lastDay: '2026-04-03',
  expired: false,
  reference: 'TM-1',
  purchasedAt: '2026-03-04T15:00:00.000Z',
  ...fields,
});

describe('session packs', () => {
  it('is a pack with all three fields, and says which one is missing otherwise', () => {
    expect(packTermsOf({ packSessions: 5, packServiceIds: ['a'], packValidityDays: 30 })).toEqual({
      sessions: 5,
      serviceIds: ['a'],
      validityDays: 30,
    });
    expect(packTermsOf({})).toBeNull();
    expect(packIssues({})).toEqual([]);
    expect(packIssues({ packSessions: 5 })).toEqual([
      { path: ['packServiceIds'], message: t.servicesRequired },
      { path: ['packValidityDays'], message: t.validityInvalid },
    ]);
  });

  it('works through the last Bogotá day, counted from the day it was paid', () => {
    // 23:30 in Bogotá on 4 March is already the 5th in UTC: the days count from the 4th.
    const { lastDay, expiresAt } = packValidity(new Date('2026-03-05T04:30:00Z'), 30);
    expect(lastDay).toBe('2026-04-03');
    expect(expiresAt.toISOString()).toBe('2026-04-04T05:00:00.000Z');
  });

  it('promises each credit to one appointment only, the soonest-expiring pack first', () => {
    const soon = pack({ _id: 'soon', remaining: 1, expiresAt: '2026-03-20T05:00:00.000Z' });
    const later = pack({ _id: 'later', remaining: 1, serviceIds: ['tan', 'spa'] });
    expect(creditsLeftFor([soon, later], 'tan')).toBe(2);
    expect(coverableAppointments([soon, later], ['tan', 'spa', 'tan'])).toEqual([true, true, false]);
    expect(coverableAppointments([pack({ expired: true, remaining: 0 })], ['tan'])).toEqual([false]);
  });
});
