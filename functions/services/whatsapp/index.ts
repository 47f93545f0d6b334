/** The whatsapp capability's front door: all that other capabilities may import from it. */
export { deliverDueWhatsApp } from './whatsapp-outbox.ts';
export { dropStaleEarlyStatuses } from './whatsapp-status-record.ts';
export { whatsappSubscriptions } from './whatsapp-subscriptions.ts';
export { queueWaitlistOfferNotice } from './whatsapp-waitlist-offer.ts';
