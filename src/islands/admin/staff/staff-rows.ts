/** The team as the owner's page edits it: a new person has no id yet, and every row has a stable key. */
import type { StaffMember, TimeOff } from '~/domain/staff/staff.ts';
import type { ScheduleDay } from '~/domain/schedule/shop-schedule.ts';

export interface TimeOffRow extends TimeOff {
  key: string;
}

export interface PersonRow {
  key: string;
  _id?: string;
  name: string;
  photo: string;
  serviceIds: string[];
  week: ScheduleDay[];
  timeOff: TimeOffRow[];
}

let keys = 0;
export const newKey = (prefix: string) => `${prefix}-${(keys += 1)}`;

export const rowsOf = (staff: readonly StaffMember[]): PersonRow[] =>
  staff.map((member) => ({
    key: member._id,
    _id: member._id,
    name: member.name,
    photo: member.photo ?? '',
    serviceIds: member.serviceIds,
    week: member.week,
    timeOff: member.timeOff.map((off) => ({ ...off, key: newKey('ausencia') })),
  }));

/** A new person: Monday to Saturday from 9 to 6, Sunday off. */
export const newPerson = (): PersonRow => ({
  key: newKey('persona'),
  name: '',
  photo: '',
  serviceIds: [],
  week: Array.from({ length: 7 }, (_, weekday) => ({ open: weekday !== 0, from: '09:00', to: '18:00' })),
  timeOff: [],
});

/** The body of PUT /api/admin/staff. */
export const bodyOf = (rows: readonly PersonRow[]) => ({
  staff: rows.map((row) => ({
    ...(row._id ? { _id: row._id } : {}),
    name: row.name,
    photo: row.photo.trim(),
    serviceIds: row.serviceIds,
    week: row.week,
    timeOff: row.timeOff.map(({ from, to, reason }) => ({ from, to, reason })),
  })),
});
