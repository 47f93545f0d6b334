/**
 * The zod schemas of the waitlist: joining a full hour's line, and leaving it by the mail's link.
 */
import * as z from 'zod';
import { acceptDataPolicySchema, dateSchema, emailSchema, objectIdSchema, timeSchema } from '../shared/schema-basics.ts';
import { waitlistMessages as t } from './messages-waitlist.ts';

/** The service's hour, the e-mail to tell and the data policy accepted (POST /api/waitlist). */
export const waitlistJoinSchema = z.object({
  serviceId: objectIdSchema,
  date: dateSchema,
  time: timeSchema,
  email: emailSchema,
  acceptDataPolicy: acceptDataPolicySchema,
});

export type WaitlistJoinForm = z.input<typeof waitlistJoinSchema>;

const linkToken = z.string({ error: t.linkInvalid }).trim().min(1, { error: t.linkInvalid }).max(200, { error: t.linkInvalid });

/** The cancel link's token (POST /api/waitlist/cancel). */
export const waitlistCancelSchema = z.object({ token: linkToken });

/** The offer link's token (GET /api/waitlist/offers/:token). */
export const waitlistOfferTokenSchema = linkToken;
