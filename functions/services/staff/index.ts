/** The staff capability's front door: the shop's people, their hours taken like resource units, and who a booking is with. */
export { assignStaff, freeStaffByStart, personWorks, takeWithFreePerson } from './staff-choice.ts';
export type { StaffedBooking } from './staff-choice.ts';
export { sweepStaffHours, takenStaffHours, takeStaffHour } from './staff-hours.ts';
export type { StaffHourRequest } from './staff-hours.ts';
export { listStaff, replaceStaff, STAFF_ID, staffOfService, staffOfSetting } from './staff-list.ts';
export type { StaffSaved } from './staff-list.ts';
export type { StaffAffectedBooking } from './staff-affected.ts';
