/**
 * The zod schemas of the shipments: the owner's list of carriers and the carrier and guide that
 * mark a sale "enviada".
 */
import * as z from 'zod';
import { carrierIdOf, trackingPatternProblem } from './carriers.ts';
import { shipmentMessages as t } from './messages-shipments.ts';

export const carrierInputSchema = z.object({
  name: z.string({ error: t.carrierNameInvalid }).trim().min(2, t.carrierNameInvalid).max(60, t.carrierNameInvalid),
  /** Empty or null: no tracking online. */
  trackingUrl: z
    .string()
    .trim()
    .max(300, t.patternInvalid)
    .nullish()
    .transform((pattern) => (pattern ? pattern : null))
    .superRefine((pattern, context) => {
      const problem = pattern === null ? null : trackingPatternProblem(pattern);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

export const carriersBodySchema = z
  .object({ carriers: z.array(carrierInputSchema, { error: t.carriersCount }).min(1, t.carriersCount).max(30, t.carriersCount) })
  .superRefine(({ carriers }, context) => {
    const ids = carriers.map((carrier) => carrierIdOf(carrier.name));
    if (ids.some((id) => id === '')) context.addIssue({ code: 'custom', message: t.carrierNameInvalid });
    else if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', message: t.carrierNamesRepeated });
  });

/** The carrier and the guide a sale is sent with. */
export const shipmentInputSchema = z.object({
  carrierId: z.string({ error: t.shipmentRequired }).trim().min(1, t.shipmentRequired).max(80, t.carrierUnknown),
  guide: z
    .string({ error: t.shipmentRequired })
    .transform((guide) => guide.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, t.shipmentRequired)
        .regex(/^[A-Za-z0-9-]{3,40}$/, t.guideInvalid),
    ),
});
