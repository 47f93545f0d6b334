/**
 * The contact page's form.
 */
import type { z } from 'zod';
import type { FiledContactRequest } from '../../../functions/services/mail/contact.ts';
import type { contactFormSchema } from '~/domain/contact/contact-schemas.ts';
import type { paymentReversalSchema } from '~/domain/payment-reversal/payment-reversal-schemas.ts';
import { apiRequest } from './core.ts';

export type { FiledContactRequest };

/**
 * Stores the message for the owner (POST /api/forma); a few per address and window. A PQR or a
 * personal-data request answers its radicado and the dates of its answer; a general message nothing.
 */
export const sendContactMessage = (form: z.input<typeof contactFormSchema>) => apiRequest<'POST /forma'>('POST', 'forma', { body: form });

/**
 * Files a payment reversal request (POST /api/payment-reversals): the order bought with that
 * e-mail, one of the five cases, within five business days; answers its radicado and deadline.
 */
export const sendPaymentReversal = (form: z.input<typeof paymentReversalSchema>) =>
  apiRequest<'POST /payment-reversals'>('POST', 'payment-reversals', { body: form });
