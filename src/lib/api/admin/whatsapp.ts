/** The WhatsApp notices of a reservation, for the admin's record detail. */
import type { WhatsAppNoticeView } from '../../../../functions/services/whatsapp/whatsapp-status.ts';
import { apiRequest } from '~/lib/api/core.ts';

export type { WhatsAppNoticeView };

/** GET /api/admin/whatsapp/:reference */
export const getWhatsAppNotices = (reference: string) =>
  apiRequest<'GET /admin/whatsapp/:reference'>('GET', `admin/whatsapp/${encodeURIComponent(reference)}`);
