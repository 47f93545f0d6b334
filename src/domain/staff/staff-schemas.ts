/**
 * PUT /api/admin/staff: the shop's whole team as the owner's page sends it (a new person has no
 * `_id`). Apart from staff.ts, so pages reading the rules do not download zod.
 */
import * as z from 'zod';
import { normalizeText } from '../catalogue/catalogue.ts';
import { idSchema } from '../shared/ids.ts';
import { isValidDate } from '../schedule/schedule.ts';
import { minutesOfTime } from '../schedule/shop-schedule.ts';
import { staffMessages as t } from './messages-staff.ts';
import { MAX_STAFF, MAX_TIME_OFF, STAFF_NAME_MAX, TIME_OFF_REASON_MAX } from './staff.ts';

const dayName = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** 'HH:MM' on the hour or the half hour, 00:00 to 24:00, as the shop's week. */
const timeSchema = z.string({ error: t.timeInvalid }).regex(/^(([01]\d|2[0-3]):[03]0|24:00)$/, { error: t.timeInvalid });

const daySchema = z.object({ open: z.boolean({ error: t.openInvalid }), from: timeSchema, to: timeSchema });

const dateSchema = z.string({ error: t.dateInvalid }).refine(isValidDate, { error: t.dateInvalid });

const timeOffSchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    reason: z
      .string({ error: t.reasonRequired })
      .trim()
      .min(1, { error: t.reasonRequired })
      .max(TIME_OFF_REASON_MAX, { error: t.reasonTooLong(TIME_OFF_REASON_MAX) }),
  })
  .refine((off) => off.from <= off.to, { error: t.timeOffOrder, path: ['to'] });

const photoSchema = z
  .union([z.url({ protocol: /^https$/, error: t.photoInvalid }), z.literal(''), z.null()], { error: t.photoInvalid })
  .optional()
  .transform((photo) => photo || null);

const memberSchema = z
  .object({
    _id: idSchema(t.unknownPerson).optional(),
    name: z.string({ error: t.nameRequired }).trim().min(1, { error: t.nameRequired }).max(STAFF_NAME_MAX, { error: t.nameTooLong }),
    photo: photoSchema,
    serviceIds: z.array(idSchema(t.servicesInvalid), { error: t.servicesInvalid }).max(200, { error: t.servicesInvalid }),
    week: z.array(daySchema, { error: t.weekInvalid }).length(7, { error: t.weekInvalid }),
    timeOff: z.array(timeOffSchema, { error: t.listInvalid }).max(MAX_TIME_OFF, { error: t.tooManyTimeOff(MAX_TIME_OFF) }),
  })
  .superRefine((member, context) => {
    member.week.forEach((day, index) => {
      if (day.open && minutesOfTime(day.from) >= minutesOfTime(day.to))
        context.addIssue({ code: 'custom', path: ['week', index, 'to'], message: t.fromBeforeTo(member.name, dayName[index] ?? '') });
    });
  });

const nameKey = (name: string) => normalizeText(name).replace(/\s+/g, ' ');

export const staffBodySchema = z.object({
  staff: z
    .array(memberSchema, { error: t.listInvalid })
    .max(MAX_STAFF, { error: t.tooMany(MAX_STAFF) })
    .superRefine((staff, context) => {
      const names = new Set<string>();
      const ids = new Set<string>();
      for (const [index, member] of staff.entries()) {
        const key = nameKey(member.name);
        if (names.has(key)) context.addIssue({ code: 'custom', path: [index, 'name'], message: t.duplicateName(member.name) });
        names.add(key);
        if (member._id && ids.has(member._id)) context.addIssue({ code: 'custom', path: [index, '_id'], message: t.unknownPerson });
        if (member._id) ids.add(member._id);
      }
    }),
});
export type StaffBody = z.output<typeof staffBodySchema>;
