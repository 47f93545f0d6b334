import { describe, expect, it } from 'vitest';
import { addBusinessDays, answerBusinessDays, answerDeadline, contactKindOf, isBusinessDay } from '../../src/domain/contact-requests.ts';

describe('legal answer deadlines of contact requests', () => {
  it('counts Colombian business days: no weekends, no holidays, the day of receipt never counts', () => {
    expect(isBusinessDay('2026-03-20')).toBe(true);
    expect(isBusinessDay('2026-03-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-03-22')).toBe(false); // Sunday
    expect(isBusinessDay('2026-03-23')).toBe(false); // San José, moved to Monday
    expect(addBusinessDays('2026-03-20', 1)).toBe('2026-03-24');
    // Navidad on a Friday, then the weekend.
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(addBusinessDays('2026-03-24', 0)).toBe('2026-03-24');
  });

  it('gives a personal-data request 10 business days and a PQR 15, across San José and Holy Week', () => {
    // Received Friday 20 March 2026 at 10:00 in Bogotá.
    const received = new Date('2026-03-20T15:00:00Z');
    expect(answerDeadline('datos', received)).toBe('2026-04-08');
    expect(answerDeadline('pqr', received)).toBe('2026-04-15');
    expect(answerDeadline('general', received)).toBeNull();
  });

  it('gives a personal-data claim 15 business days, and a consultation stays at 10', () => {
    const received = new Date('2026-03-20T15:00:00Z');
    expect(answerDeadline('datos', received, 'reclamo')).toBe('2026-04-15');
    expect(answerDeadline('datos', received, 'consulta')).toBe('2026-04-08');
    expect(answerBusinessDays('datos', 'reclamo')).toBe(15);
    expect(answerBusinessDays('datos')).toBe(10);
    // The class belongs to data requests only: a PQR keeps its 15 days, a general message none.
    expect(answerDeadline('pqr', received, 'consulta')).toBe('2026-04-15');
    expect(answerDeadline('general', received, 'reclamo')).toBeNull();
  });

  it('takes the day of receipt in Bogotá time, not UTC', () => {
    // 22:00 on Friday in Bogotá is already Saturday in UTC.
    expect(answerDeadline('datos', new Date('2026-03-21T03:00:00Z'))).toBe('2026-04-08');
  });

  it('decides the kind from the fixed list of request types', () => {
    expect(contactKindOf('pqr')).toBe('pqr');
    expect(contactKindOf('datos')).toBe('datos');
    expect(contactKindOf('general')).toBe('general');
  });
});
