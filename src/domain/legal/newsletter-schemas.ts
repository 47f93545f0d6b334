/**
 * The zod schemas of the newsletter: subscribing, confirming and unsubscribing.
 */
import * as z from 'zod';
import { messages } from '../shared/messages.ts';
import { emailSchema } from '../shared/schema-basics.ts';

/** The footer's newsletter: the e-mail and the separate, unticked box for marketing e-mails. */
export const newsletterSubscribeSchema = z.object({
  email: emailSchema,
  acceptMarketing: z.literal(true, { error: messages.marketingConsentRequired }),
});

export type NewsletterSubscribeForm = z.input<typeof newsletterSubscribeSchema>;

/** The unsubscribe link's token (POST /api/newsletter/unsubscribe). */
export const newsletterUnsubscribeSchema = z.object({
  token: z
    .string({ error: messages.unsubscribeLinkInvalid })
    .trim()
    .min(1, { error: messages.unsubscribeLinkInvalid })
    .max(200, { error: messages.unsubscribeLinkInvalid }),
});

/** The confirmation link's token (POST /api/newsletter/confirm). */
export const newsletterConfirmSchema = z.object({
  token: z
    .string({ error: messages.confirmLinkInvalid })
    .trim()
    .min(1, { error: messages.confirmLinkInvalid })
    .max(200, { error: messages.confirmLinkInvalid }),
});
