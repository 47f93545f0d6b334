/**
 * The zod schemas of the waitlist: joining a full hour's line, and leaving it by the mail's link.
 */
import * as z from 'zod';
import { messages } from '../shared/messages.ts';
import { acceptDataPolicySchema, dateSchema, emailSchema, objectIdSchema, telSchema, timeSchema } from '../shared/schema-basics.ts';
import { waitlistMessages as t } from './messages-waitlist.ts';

/** A phone left empty is no phone. */
const optionalPhone = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), telSchema.optional());

/**
 * The service's hour, the e-mail to tell and the data policy accepted (POST /api/waitlist); and,
 * where the shop sends WhatsApp notices, the phone and the "Recibir el aviso por WhatsApp" box,
 * which needs the phone.
 */
export const waitlistJoinSchema = z
  .object({
    serviceId: objectIdSchema,
    date: dateSchema,
    time: timeSchema,
    email: emailSchema,
    phone: optionalPhone,
    whatsappOptIn: z.boolean({ error: messages.invalidInput }).optional(),
    acceptDataPolicy: acceptDataPolicySchema,
  })
  .refine((form) => form.whatsappOptIn !== true || form.phone !== undefined, { error: t.whatsappPhoneRequired, path: ['phone'] });

export type WaitlistJoinForm = z.input<typeof waitlistJoinSchema>;

const linkToken = z.string({ error: t.linkInvalid }).trim().min(1, { error: t.linkInvalid }).max(200, { error: t.linkInvalid });

/** The cancel link's token (POST /api/waitlist/cancel). */
export const waitlistCancelSchema = z.object({ token: linkToken });

/** The offer link's token (GET /api/waitlist/offers/:token). */
export const waitlistOfferTokenSchema = linkToken;
