/**
 * The zod schemas of the owner's dashboard: its period and the low-stock threshold.
 */
import * as z from 'zod';
import { messages } from '../shared/messages.ts';
import { isValidDate } from '../schedule/schedule.ts';
import { dateSchema } from '../shared/schema-basics.ts';
import { MAX_LOW_STOCK_THRESHOLD, MAX_STATS_DAYS, daysBetween } from './stats.ts';

const calendarDateSchema = dateSchema.refine(isValidDate, { error: messages.statsRangeInvalid });

/** GET /api/admin/stats: the period's Bogotá days, both or neither (then the last 30 days), at most MAX_STATS_DAYS. */
export const statsQuerySchema = z
  .object({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() })
  .refine((query) => (query.from === undefined) === (query.to === undefined), { error: messages.statsRangeInvalid })
  .refine(
    (query) => !query.from || !query.to || (query.from <= query.to && daysBetween({ from: query.from, to: query.to }) <= MAX_STATS_DAYS),
    {
      error: messages.statsRangeInvalid,
    },
  );

/** PATCH /api/admin/low-stock-threshold. */
export const lowStockThresholdBodySchema = z.object({
  threshold: z
    .number({ error: messages.lowStockThresholdInvalid })
    .int({ error: messages.lowStockThresholdInvalid })
    .min(0, { error: messages.lowStockThresholdInvalid })
    .max(MAX_LOW_STOCK_THRESHOLD, { error: messages.lowStockThresholdInvalid }),
});
