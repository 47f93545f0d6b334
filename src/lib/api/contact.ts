/**
 * The contact page's form.
 */
import type { z } from 'zod';
import type { contactFormSchema } from '~/domain/schemas.ts';
import { apiRequest } from './core.ts';

/** Stores the message for the owner (POST /api/forma); a few per address and window. */
export const sendContactMessage = (form: z.input<typeof contactFormSchema>) => apiRequest<undefined>('POST', 'forma', { body: form });
