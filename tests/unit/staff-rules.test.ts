import { describe, expect, it } from 'vitest';
import { serviceWithPerson } from '../../src/domain/staff/messages-picker.ts';
import { staffBodySchema } from '../../src/domain/staff/staff-schemas.ts';
import { candidatesFor, isAwayOn, pickFairly, staffHourId, worksHours, type StaffMember } from '../../src/domain/staff/staff.ts';

const week = (from: string, to: string) => Array.from({ length: 7 }, (_, day) => ({ open: day !== 0, from, to }));
const laura: StaffMember = {
  _id: 'a'.repeat(24),
  name: 'Laura',
  photo: null,
  serviceIds: ['masaje'],
  week: week('09:00', '13:00'),
  timeOff: [{ from: '2026-03-10', to: '2026-03-12', reason: 'Vacaciones' }],
};

describe('a person’s hours', () => {
  it('holds an hour that lies whole inside the day’s hours, on a day worked and not away', () => {
    // 2026-03-04 is a Wednesday.
    expect(worksHours(laura, '2026-03-04', ['09:00', '12:00'])).toBe(true);
    expect(worksHours(laura, '2026-03-04', ['12:00', '13:00'])).toBe(false);
    expect(worksHours(laura, '2026-03-08', ['10:00'])).toBe(false); // a Sunday
    expect(worksHours(laura, '2026-03-11', ['10:00'])).toBe(false); // away
    expect(isAwayOn(laura, '2026-03-12')).toBe(true);
    expect(isAwayOn(laura, '2026-03-13')).toBe(false);
  });

  it('is among the candidates only for the services the person performs', () => {
    expect(candidatesFor([laura], 'masaje', '2026-03-04', ['10:00'])).toEqual([laura]);
    expect(candidatesFor([laura], 'facial', '2026-03-04', ['10:00'])).toEqual([]);
  });

  it('is one unique key per person, date and hour', () => {
    expect(staffHourId('abc', '2026-03-04', '10:00')).toBe('persona:abc|2026-03-04|10:00');
  });
});

describe('"Cualquiera disponible"', () => {
  const people = [
    { _id: '2', name: 'Sofía' },
    { _id: '1', name: 'Ana' },
    { _id: '3', name: 'Ana' },
  ];
  it('picks the least booked that day, ties by name then id', () => {
    expect(pickFairly(people, new Map())).toEqual({ _id: '1', name: 'Ana' });
    expect(pickFairly(people, new Map([['1', 2]]))).toEqual({ _id: '3', name: 'Ana' });
    expect(
      pickFairly(
        people,
        new Map([
          ['1', 1],
          ['3', 1],
        ]),
      ),
    ).toEqual({ _id: '2', name: 'Sofía' });
    expect(pickFairly([], new Map())).toBeNull();
  });
});

describe('the team’s schema and texts', () => {
  it('accepts a person with an empty photo and refuses a photo that is not https', () => {
    const person = { name: 'Laura', serviceIds: [], week: week('09:00', '13:00'), timeOff: [] };
    expect(staffBodySchema.parse({ staff: [{ ...person, photo: '' }] }).staff[0]?.photo).toBeNull();
    expect(staffBodySchema.safeParse({ staff: [{ ...person, photo: 'http://foto.co/a.jpg' }] }).success).toBe(false);
    const backwards = { ...person, timeOff: [{ from: '2026-03-05', to: '2026-03-04', reason: 'Viaje' }] };
    expect(staffBodySchema.safeParse({ staff: [backwards] }).success).toBe(false);
  });

  it('names the person beside the service, and the service alone without one', () => {
    expect(serviceWithPerson({ productName: 'Masaje relajante', staffName: 'Laura' })).toBe('Masaje relajante con Laura');
    expect(serviceWithPerson({ productName: 'Masaje relajante' })).toBe('Masaje relajante');
  });
});
