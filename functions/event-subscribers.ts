/**
 * Who reacts to the domain events: each capability's subscriptions, under the subscriber's name (an
 * event is delivered to each subscriber on its own, and retried on its own). The runtime hands this
 * table to the use cases in `AppDeps`, so the capability that publishes never imports the ones that
 * react. Each entry loads its capability on the first event, so a cold start evaluates none of them.
 * A new reaction is one entry in its capability's subscriptions; a new capability that reacts is one
 * line here.
 */
import { logSubscriptions, type EventSubscribers } from './services/events/index.ts';

export const eventSubscribers: EventSubscribers = {
  // First: a paid order's invoice is queued before its receipt is written, so the receipt says it comes.
  invoicing: async () => (await import('./services/invoicing/index.ts')).invoicingSubscriptions,
  mail: async () => (await import('./services/mail/index.ts')).mailSubscriptions,
  whatsapp: async () => (await import('./services/whatsapp/index.ts')).whatsappSubscriptions,
  stock: async () => (await import('./services/catalogue/index.ts')).catalogueSubscriptions,
  'restock-alerts': async () => (await import('./services/restock-alerts/index.ts')).restockAlertSubscriptions,
  waitlist: async () => (await import('./services/waitlist/index.ts')).waitlistSubscriptions,
  log: async () => logSubscriptions,
};
