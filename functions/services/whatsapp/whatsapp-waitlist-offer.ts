/**
 * The WhatsApp notice of a waitlist's offer, for a person who ticked "Recibir el aviso por WhatsApp"
 * when joining the line: the service, its day and hour, and the link that holds the place. Called by
 * the waitlist beside the offer's mail, keyed by the entry and the place held (as the mail), so one
 * offer is told once. Its reference is the offer's hold owner (`espera:<entry>`), by which an
 * account deletion forgets it. A notice that cannot be queued is logged and never undoes the offer.
 */
import { whatsappWaitlistOfferParameters, type WhatsAppWaitlistOffer } from '../../../src/domain/whatsapp/whatsapp.ts';
import type { AppDeps } from '../../deps.ts';
import { queueWhatsApp } from './whatsapp-outbox.ts';

export interface WaitlistOfferNotice extends WhatsAppWaitlistOffer {
  /** The offer's hold owner (`espera:<entry>`). */
  owner: string;
  slotId: string;
  until: Date;
  phone: string;
  consentAt: Date;
}

export async function queueWaitlistOfferNotice(deps: AppDeps, notice: WaitlistOfferNotice): Promise<void> {
  if (!deps.whatsapp) return;
  try {
    await queueWhatsApp(deps, {
      key: `whatsapp:waitlist-offer:${notice.owner}:${notice.slotId}:${notice.until.toISOString()}`,
      kind: 'waitlist-offer',
      reference: notice.owner,
      lineId: notice.slotId,
      phone: notice.phone,
      consentAt: notice.consentAt,
      parameters: whatsappWaitlistOfferParameters(notice),
    });
  } catch (error) {
    deps.log({ level: 'error', event: 'whatsapp.queue.failed', reference: notice.owner, kind: 'waitlist-offer', error: String(error) });
  }
}
