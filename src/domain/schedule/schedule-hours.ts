/**
 * The owner's schedule as the store keeps it, turned into the `BusinessHours` every rule reads
 * (business-hours.ts), and back, so the defaults stay today's hours exactly. Kept apart from its
 * zod schemas (shop-schedule.ts) so the pages' small hours script reads it without them.
 */
import {
  defaultBusinessHours,
  minutesOfHour,
  type BusinessHours,
  type DayException,
  type DayHours,
  type WeeklyHours,
} from './business-hours.ts';

/** "08:00", and "18:30" for 18.5. */
function hourLabel(hour: number): string {
  const minutes = minutesOfHour(hour);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hourOfTime = (time: string) => minutesOfTime(time) / 60;

/** One day of the week as the owner edits it: a closed day keeps the hours it had, for when it opens again. */
export interface ScheduleDay {
  open: boolean;
  from: string;
  to: string;
}

export interface ScheduleWeek {
  /** 0 = domingo … 6 = sábado. */
  week: ScheduleDay[];
  holidays: ScheduleDay;
}

/** GET/PUT /api/admin/schedule: the appointments' week and holidays, and the counter's. */
export interface ShopSchedule extends ScheduleWeek {
  counter: ScheduleWeek;
}

/** A closure (`hours` null) or a special day with its own hours, as stored and listed. */
export interface Closure {
  _id: string;
  from: string;
  to: string;
  reason: string;
  hours: { from: string; to: string } | null;
}

const dayEntry = (day: DayHours | null, placeholder: DayHours): ScheduleDay => {
  const hours = day ?? placeholder;
  return { open: day !== null, from: hourLabel(hours.opens), to: hourLabel(hours.closes) };
};

const toDayHours = (day: ScheduleDay): DayHours | null => (day.open ? { opens: hourOfTime(day.from), closes: hourOfTime(day.to) } : null);

function weekOf(hours: WeeklyHours, placeholder: DayHours): ScheduleWeek {
  return { week: hours.week.map((day) => dayEntry(day, placeholder)), holidays: dayEntry(hours.holidays, placeholder) };
}

function weeklyHoursOf(week: ScheduleWeek): WeeklyHours {
  const [d0, d1, d2, d3, d4, d5, d6] = week.week.map(toDayHours);
  return {
    week: [d0 ?? null, d1 ?? null, d2 ?? null, d3 ?? null, d4 ?? null, d5 ?? null, d6 ?? null],
    holidays: toDayHours(week.holidays),
  };
}

/** The schedule of today's hours (a closed day shows the usual day's hours, for when it opens). */
export function scheduleOf(hours: BusinessHours): ShopSchedule {
  const usual = (week: WeeklyHours) => week.week.find((day) => day !== null) ?? { opens: 8, closes: 19 };
  const counterUsual = usual(hours.counter);
  const appointmentsUsual = hours.appointments.week[1] ?? usual(hours.appointments);
  return { ...weekOf(hours.appointments, appointmentsUsual), counter: weekOf(hours.counter, counterUsual) };
}

export const defaultSchedule: ShopSchedule = scheduleOf(defaultBusinessHours);

/** The hours every rule reads: the saved schedule (today's when none) with its closures and special days. */
export function businessHoursOf(schedule: ShopSchedule | null | undefined, closures: readonly Closure[] = []): BusinessHours {
  const base = schedule ? { counter: weeklyHoursOf(schedule.counter), appointments: weeklyHoursOf(schedule) } : defaultBusinessHours;
  if (closures.length === 0) return base;
  const exceptions: DayException[] = closures.map((closure) => ({
    _id: closure._id,
    from: closure.from,
    to: closure.to,
    reason: closure.reason,
    hours: closure.hours ? { opens: hourOfTime(closure.hours.from), closes: hourOfTime(closure.hours.to) } : null,
  }));
  return { ...base, exceptions };
}
