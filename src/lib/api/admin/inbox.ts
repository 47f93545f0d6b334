/**
 * The contact form's messages, newest first.
 */
import type { listContactMessages } from '../../../../functions/services/contact.ts';
import { apiRequest, type ServiceResult } from '~/lib/api/core.ts';

export type ContactMessage = ServiceResult<typeof listContactMessages>[number];

export const getContactMessages = () => apiRequest<ContactMessage[]>('GET', 'contact-messages');
