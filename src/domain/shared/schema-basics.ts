/**
 * The zod pieces every schema file shares: zod set up in Spanish, ids, texts, e-mails, phones, dates
 * and the data-policy box. zod schemas are the single source of the shop's types and of input
 * validation, shared by the browser forms and the API routes; each feature keeps its own beside its
 * rules (`<feature>-schemas.ts`), and every one of them imports this file, so zod speaks Spanish
 * wherever a schema is used.
 */
import * as z from 'zod';
import { es } from 'zod/locales';
import { idSchema } from './ids.ts';
import { messages } from './messages.ts';

// Named alone, from the namespace import, so bundles keep only the parts of zod in use and one locale.
z.config(es());

/** The unticked "Acepto la política de tratamiento de datos" of every form with personal data. */
export const acceptDataPolicySchema = z.literal(true, { error: messages.dataPolicyRequired });

/** 24-hex ObjectId string, as every id travels at the API, in its one (lower-case) spelling. */
export const objectIdSchema = idSchema('El identificador no es válido.');

/** A text field that must be a plain string (never an object such as {"$gt": ""}). */
export const text = (max = 2000) => z.string().trim().max(max);

/** A text that must be there: trimmed, at least one character, at most `max`; `message` when it is missing. */
export const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max);

/** Stored lower-cased and trimmed: e-mails are unique ignoring case. */
export const emailSchema = z
  .string({ error: messages.emailInvalid })
  .trim()
  .max(200, { error: messages.emailInvalid })
  .pipe(z.email({ error: messages.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** A phone: 7 to 15 digits, with an optional leading + and spaces, brackets or dashes between them. */
export const telSchema = z
  .string({ error: messages.telRequired })
  .trim()
  .min(1, { error: messages.telRequired })
  .regex(/^\+?[\d\s()-]{7,20}$/, { error: messages.telInvalid })
  .refine(
    (tel) => {
      const digits = tel.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    },
    { error: messages.telInvalid },
  );

/** A 'YYYY-MM-DD' day and an 'HH:MM' time, as the forms and the API write them. */
export const dateSchema = z.string({ error: messages.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.dateInvalid });

export const timeSchema = z
  .string({ error: messages.reservationNeedsDateTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.reservationNeedsDateTime });
