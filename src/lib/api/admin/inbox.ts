/**
 * The contact form's messages: those with a legal deadline first, then the newest. Marking one read
 * is the dashboard's call (`markContactMessageRead` in ./stats.ts).
 */
import type { DataRequestClass } from '~/domain/contact/contact-requests.ts';
import { apiRequest, type ApiData } from '~/lib/api/core.ts';

export type ContactMessage = ApiData<'GET /contact-messages'>[number];

export const getContactMessages = () => apiRequest<'GET /contact-messages'>('GET', 'contact-messages');

/** PATCH /api/admin/contact-messages/:id: a personal-data request is a consultation (10 business days) or a claim (15). */
export const saveDataRequestClass = (messageId: string, dataRequest: DataRequestClass) =>
  apiRequest<'PATCH /admin/contact-messages/:id'>('PATCH', `admin/contact-messages/${encodeURIComponent(messageId)}`, {
    body: { dataRequest },
  });
