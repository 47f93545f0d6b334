/**
 * The owner's schedule as the admin panel edits it and the store keeps it: every weekday open or
 * closed with its hours ('HH:MM', on the hour or the half hour), the holidays' hours and the
 * counter's week; and the closures and special days. It turns into the `BusinessHours` every rule
 * reads (business-hours.ts), and back, so the defaults stay today's hours exactly
 * (schedule-hours.ts). Its input schemas are in schedule-schemas.ts, so the pages that read the
 * hours do not download zod.
 */
export { businessHoursOf, defaultSchedule, scheduleOf } from './schedule-hours.ts';
export type { Closure, ScheduleDay, ScheduleWeek, ShopSchedule } from './schedule-hours.ts';

/** The longest a closure or special day may run. */
export const MAX_CLOSURE_DAYS = 366;

/** Minutes since midnight of an 'HH:MM'. */
export const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
