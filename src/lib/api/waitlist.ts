/**
 * "Avísame si se libera": the picker's form, the page its mail's cancel link opens, and the owner's
 * lines in the agenda.
 */
import type { WaitlistJoinForm } from '~/domain/waitlist/waitlist-schemas.ts';
import { apiRequest, sendRequest } from './core.ts';

/** Joins the line of a full hour with the data policy (POST /api/waitlist). */
export const joinWaitlist = (form: WaitlistJoinForm) => apiRequest<'POST /waitlist'>('POST', 'waitlist', { body: form });

/**
 * Whether the shop sends WhatsApp notices (`whatsappNotices` of GET /api/payment/config, as the
 * cart decides its box): the form then asks the phone and the box. Read here, not through the
 * cart's client, so the form's chunk shares nothing new with the cart's. False on any failure.
 */
export async function shopSendsWhatsApp(): Promise<boolean> {
  const { ok, payload } = await sendRequest('GET', 'payment/config');
  return ok && typeof payload === 'object' && payload !== null && (payload as { whatsappNotices?: unknown }).whatsappNotices === true;
}

/** Leaves the line of the mail's link; using it again answers the same (POST /api/waitlist/cancel). */
export const leaveWaitlist = (token: string) => apiRequest<'POST /waitlist/cancel'>('POST', 'waitlist/cancel', { body: { token } });

/** The owner's lines of the agenda's days (GET /api/admin/waitlist). */
export const fetchWaitlistLines = (query: { from: string; to: string; serviceId?: string }, signal?: AbortSignal) =>
  apiRequest<'GET /admin/waitlist'>('GET', 'admin/waitlist', { query: { ...query }, signal });
