/**
 * Who reacts to the domain events: each capability's subscriptions, under the subscriber's name (an
 * event is delivered to each subscriber on its own, and retried on its own). The runtime hands this
 * table to the use cases in `AppDeps`, so the capability that publishes never imports the ones that
 * react. A new reaction is one entry in its capability's subscriptions; a new capability that reacts
 * is one line here.
 */
import { catalogueSubscriptions } from './services/catalogue/index.ts';
import { logSubscriptions, type EventSubscribers } from './services/events/index.ts';
import { mailSubscriptions } from './services/mail/index.ts';
import { whatsappSubscriptions } from './services/whatsapp/index.ts';

export const eventSubscribers: EventSubscribers = {
  mail: mailSubscriptions,
  whatsapp: whatsappSubscriptions,
  stock: catalogueSubscriptions,
  log: logSubscriptions,
};
