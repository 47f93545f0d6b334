/**
 * The shop's hours, the one source every page, picker and rule reads: when the counter is open
 * (purchases, pickups) and when services are attended by appointment, by weekday, with the hours of
 * Colombian holidays. Every function takes the hours as a parameter, today's values by default, so
 * the same rules can later run on hours the owner keeps in the store.
 */

/**
 * A day's opening in hours of Bogotá time, on the hour or the half hour: 8 is 08:00, 18.5 is 18:30
 * (halves are exact numbers, and every rule compares minutes: `minutesOfHour`).
 */
export interface DayHours {
  opens: number;
  closes: number;
}

/** 18.5 → 1110 minutes since midnight. */
export const minutesOfHour = (hour: number) => Math.round(hour * 60);

/**
 * Days the owner set apart (a closure, or a special day with other hours), from `from` to `to`
 * (YYYY-MM-DD, both included): `hours` null closes them, otherwise they keep those hours whatever
 * their weekday or holiday says.
 */
export interface DayException {
  _id: string;
  from: string;
  to: string;
  reason: string;
  hours: DayHours | null;
}

/** One schedule: seven days (0 = Sunday … 6 = Saturday, null = closed) and the hours of holidays. */
export interface WeeklyHours {
  week: readonly [DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null];
  /** A Colombian public holiday keeps these hours, whatever its weekday (unless that weekday is closed). */
  holidays: DayHours | null;
}

export interface BusinessHours {
  /** The shop's counter: purchases and pickups. */
  counter: WeeklyHours;
  /** Services by appointment, at the shop or at home: every service ends by the closing hour. */
  appointments: WeeklyHours;
  /** The owner's closures and special days (appointments only); none by default. */
  exceptions?: readonly DayException[];
}

/** The closure or special day a date falls in, if any: a closure wins over a special day, then the first one listed. */
export function exceptionOn(hours: BusinessHours, date: string): DayException | null {
  const on = hours.exceptions?.filter((exception) => exception.from <= date && date <= exception.to) ?? [];
  return on.find((exception) => exception.hours === null) ?? on[0] ?? null;
}

const counterDay: DayHours = { opens: 9, closes: 16 };
const appointmentDay: DayHours = { opens: 8, closes: 19 };
const shortDay: DayHours = { opens: 9, closes: 16 };

/** Today's hours: the counter Wednesday to Monday 9:00 am to 4:00 pm; appointments 8:00 am to 7:00 pm, Sundays and holidays 9:00 am to 4:00 pm; Tuesdays closed. */
export const defaultBusinessHours: BusinessHours = {
  counter: { week: [counterDay, counterDay, null, counterDay, counterDay, counterDay, counterDay], holidays: counterDay },
  appointments: {
    week: [shortDay, appointmentDay, null, appointmentDay, appointmentDay, appointmentDay, appointmentDay],
    holidays: shortDay,
  },
};

/** A schedule's hours on a weekday, a holiday or not; null when closed. A closed weekday stays closed on a holiday. */
export function hoursOn(schedule: WeeklyHours, weekday: number, holiday: boolean): DayHours | null {
  const regular = schedule.week[weekday] ?? null;
  if (!regular) return null;
  return holiday ? schedule.holidays : regular;
}

/** The weekdays a schedule is closed on (0 = Sunday). */
export function closedWeekdays(schedule: WeeklyHours): number[] {
  return schedule.week.flatMap((day, weekday) => (day ? [] : [weekday]));
}

/** The hours some bookings get shorter on (Sundays, holidays): those that differ from the longest day. */
export function isShortened(schedule: WeeklyHours, hours: DayHours): boolean {
  const longest = Math.max(...schedule.week.map((day) => (day ? day.closes - day.opens : 0)));
  return hours.closes - hours.opens < longest;
}

/**
 * The hours a picker offers to start at on a day: its own window of starts, inside the day's
 * appointment hours (a start needs its hour before closing). Null when nothing fits.
 */
export function pickerStarts(
  window: { firstHour: number; lastHour: number },
  day: DayHours | null,
): { firstHour: number; lastHour: number } | null {
  if (!day) return null;
  // A start is a whole hour at or after the opening, and before the closing.
  const firstHour = Math.max(window.firstHour, Math.ceil(day.opens));
  const lastHour = Math.min(window.lastHour, Math.ceil(day.closes) - 1);
  return firstHour <= lastHour ? { firstHour, lastHour } : null;
}

/** Two days keep the same hours. */
export function sameHours(a: DayHours | null, b: DayHours | null): boolean {
  return a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes);
}
