/**
 * The zod schemas of the contact form and of the owner's classification of a personal-data request.
 */
import * as z from 'zod';
import { contactRequestTypes } from './contact-request-types.ts';
import { DATA_REQUEST_CLASSES } from './contact-requests.ts';
import { messages } from '../shared/messages.ts';
import { acceptDataPolicySchema } from '../shared/schema-basics.ts';

/** The contact form: name, email and message required, subject optional. */
export const contactFormSchema = z.object({
  requestType: z.enum(contactRequestTypes, { error: messages.contactRequestTypeInvalid }).optional().default('general'),
  name: z.string({ error: messages.contactNameRequired }).trim().min(1, { error: messages.contactNameRequired }).max(100),
  email: z
    .string({ error: messages.contactEmailInvalid })
    .trim()
    .max(200)
    .pipe(z.email({ error: messages.contactEmailInvalid })),
  subject: z.string().trim().max(150).optional().default(''),
  message: z.string({ error: messages.contactMessageRequired }).trim().min(1, { error: messages.contactMessageRequired }).max(5000),
  acceptDataPolicy: acceptDataPolicySchema,
});

export type ContactForm = z.infer<typeof contactFormSchema>;

/** PATCH /api/admin/contact-messages/:id: a personal-data request is a consultation or a claim. */
export const contactMessageUpdateBodySchema = z.object({
  dataRequest: z.enum(DATA_REQUEST_CLASSES, { error: messages.dataRequestClassInvalid }),
});
