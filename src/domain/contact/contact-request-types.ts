/**
 * What the contact form's sender asks for: a general message, a PQR (petición, queja o reclamo,
 * Ley 1480) or a request about their personal data (Ley 1581). The labels are in messages-legal.ts.
 * A module of its own, without zod, so the form's options do not download the schemas (they load
 * on the form's first focus).
 */
export const contactRequestTypes = ['general', 'pqr', 'datos'] as const;
export type ContactRequestType = (typeof contactRequestTypes)[number];
