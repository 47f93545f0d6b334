/**
 * The contact form's messages: those with a legal deadline first, then the newest. Marking one read
 * is the dashboard's call (`markContactMessageRead` in ./stats.ts).
 */
import type { listContactMessages } from '../../../../functions/services/mail/contact.ts';
import type { DataRequestClass } from '~/domain/contact-requests.ts';
import { apiRequest, type ServiceResult } from '~/lib/api/core.ts';

export type ContactMessage = ServiceResult<typeof listContactMessages>[number];

export const getContactMessages = () => apiRequest<ContactMessage[]>('GET', 'contact-messages');

/** PATCH /api/admin/contact-messages/:id: a personal-data request is a consultation (10 business days) or a claim (15). */
export const saveDataRequestClass = (messageId: string, dataRequest: DataRequestClass) =>
  apiRequest<ContactMessage>('PATCH', `admin/contact-messages/${encodeURIComponent(messageId)}`, { body: { dataRequest } });
