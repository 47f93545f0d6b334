/**
 * The owner's schedule as the admin panel sends it: the weekly hours (PUT /api/admin/schedule) and
 * a closure or special day (POST /api/admin/closures). Apart from shop-schedule.ts, which every
 * page reading the hours imports, so those pages do not download zod.
 */
import * as z from 'zod';
import { scheduleMessages as t } from './messages-schedule.ts';
import { isValidDate } from './schedule.ts';
import { MAX_CLOSURE_DAYS, minutesOfTime } from './shop-schedule.ts';

/** 'HH:MM' on the hour or the half hour, 00:00 to 24:00. */
const timeSchema = z.string({ error: t.timeInvalid }).regex(/^(([01]\d|2[0-3]):[03]0|24:00)$/, { error: t.timeInvalid });

const rangeSchema = z.object({ from: timeSchema, to: timeSchema });

const dayName = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

const scheduleDaySchema = z.object({ open: z.boolean({ error: t.openInvalid }), from: timeSchema, to: timeSchema });

/** An open day's `from` must come before its `to`; the message names the day. */
function checkOrder(week: z.infer<typeof scheduleWeekSchema>, prefix: string, ctx: z.RefinementCtx) {
  week.week.forEach((day, index) => {
    if (day.open && minutesOfTime(day.from) >= minutesOfTime(day.to))
      ctx.addIssue({ code: 'custom', path: [prefix, 'week', index, 'to'], message: t.fromBeforeTo(dayName[index] ?? '') });
  });
  if (week.holidays.open && minutesOfTime(week.holidays.from) >= minutesOfTime(week.holidays.to))
    ctx.addIssue({ code: 'custom', path: [prefix, 'holidays', 'to'], message: t.fromBeforeTo('festivos') });
}

const scheduleWeekSchema = z.object({
  week: z.array(scheduleDaySchema, { error: t.weekInvalid }).length(7, { error: t.weekInvalid }),
  holidays: scheduleDaySchema,
});

/** PUT /api/admin/schedule: the whole schedule. */
export const scheduleBodySchema = scheduleWeekSchema.extend({ counter: scheduleWeekSchema }).superRefine((schedule, ctx) => {
  checkOrder(schedule, 'appointments', ctx);
  checkOrder(schedule.counter, 'counter', ctx);
});

/** POST /api/admin/closures: a closure, or a special day when `hours` is given. */
export const closureBodySchema = z
  .object({
    from: z.string({ error: t.dateInvalid }).refine(isValidDate, { error: t.dateInvalid }),
    to: z.string({ error: t.dateInvalid }).refine(isValidDate, { error: t.dateInvalid }),
    reason: z
      .string({ error: t.reasonRequired })
      .trim()
      .min(1, { error: t.reasonRequired })
      .max(120, { error: t.reasonTooLong(120) }),
    hours: rangeSchema.nullish(),
  })
  .superRefine((closure, ctx) => {
    if (closure.from > closure.to) ctx.addIssue({ code: 'custom', path: ['to'], message: t.closureOrder });
    const days = (Date.parse(`${closure.to}T00:00:00Z`) - Date.parse(`${closure.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > MAX_CLOSURE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: t.closureTooLong(MAX_CLOSURE_DAYS) });
    if (closure.hours && minutesOfTime(closure.hours.from) >= minutesOfTime(closure.hours.to))
      ctx.addIssue({ code: 'custom', path: ['hours', 'to'], message: t.fromBeforeTo('el día especial') });
  });
export type ClosureBody = z.infer<typeof closureBodySchema>;
