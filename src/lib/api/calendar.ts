/**
 * A reservation as a calendar file, linked from the result page and the customer's orders.
 */
import { apiUrl } from './core.ts';

/** `access` is the guest's receipt token; the owner and the admin need none (GET /api/transactions/:reference/calendar.ics). */
export const calendarUrl = (reference: string, access: string | null = null) =>
  apiUrl(`transactions/${encodeURIComponent(reference)}/calendar.ics`, { access: access ?? undefined });
