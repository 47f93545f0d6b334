/**
 * "Avísame si se libera": the picker's form, the page its mail's cancel link opens, and the owner's
 * lines in the agenda.
 */
import type { WaitlistJoinForm } from '~/domain/waitlist/waitlist-schemas.ts';
import { apiRequest } from './core.ts';

/** Joins the line of a full hour with the data policy (POST /api/waitlist). */
export const joinWaitlist = (form: WaitlistJoinForm) => apiRequest<'POST /waitlist'>('POST', 'waitlist', { body: form });

/** Leaves the line of the mail's link; using it again answers the same (POST /api/waitlist/cancel). */
export const leaveWaitlist = (token: string) => apiRequest<'POST /waitlist/cancel'>('POST', 'waitlist/cancel', { body: { token } });

/** The owner's lines of the agenda's days (GET /api/admin/waitlist). */
export const fetchWaitlistLines = (query: { from: string; to: string; serviceId?: string }, signal?: AbortSignal) =>
  apiRequest<'GET /admin/waitlist'>('GET', 'admin/waitlist', { query: { ...query }, signal });
