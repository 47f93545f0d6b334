/**
 * The zod schema of a withdrawal request: the sale, its lines (by index) and the reason.
 */
import * as z from 'zod';
import { objectIdSchema } from '../shared/schema-basics.ts';
import { withdrawalMessages as t } from './messages-withdrawals.ts';

export const withdrawalRequestBodySchema = z.object({
  recordId: objectIdSchema,
  lines: z
    .array(z.number().int().min(0).max(200), { error: t.linesRequired })
    .min(1, t.linesRequired)
    .max(200)
    .transform((lines) => [...new Set(lines)].sort((a, b) => a - b)),
  reason: z.string({ error: t.reasonInvalid }).trim().min(5, t.reasonInvalid).max(1000, t.reasonInvalid),
});
