/**
 * The dependencies bundle: everything a use case or a request handler may use, built once per
 * process by the runtime (`runtime.ts`) and injected whole by the tests. A type module, so every
 * layer of the server may import it.
 */
import type { AppConfig } from './config.ts';
import type { Background } from './http/background.ts';
import type { LocalMediaStore } from './integrations/local-media.ts';
import type { Logger } from './integrations/logger.ts';
import type { InvoiceProvider } from './integrations/invoicing.ts';
import type { MailTransport } from './integrations/mail-transport.ts';
import type { MediaStore } from './integrations/media.ts';
import type { PaymentProvider } from './integrations/payments.ts';
import type { Publisher } from './integrations/publisher.ts';
import type { WhatsAppSender } from './integrations/whatsapp.ts';
import type { EventSubscribers } from './services/events/index.ts';
import type { Store } from './store/contract.ts';

export interface AppDeps {
  config: AppConfig;
  store: Store;
  media: MediaStore | LocalMediaStore;
  payments: PaymentProvider;
  /** Rebuilds the static pages after catalogue changes. */
  publisher: Publisher;
  log: Logger;
  /** Sends the outbox's messages: SMTP, or .eml files under DATA_DIR/outbox. */
  mail: MailTransport;
  /** Sends the WhatsApp notices' outbox through the Cloud API; null when WhatsApp is not configured (nothing is queued). */
  whatsapp: WhatsAppSender | null;
  /** Issues electronic invoices through the configured provider; null: the shop's own sandbox (test documents). */
  invoices: InvoiceProvider | null;
  /** Work after the answer (sending mail). */
  background: Background;
  /** Who reacts to each domain event (`event-subscribers.ts`); tests may hand a smaller table. */
  subscribers: EventSubscribers;
  /** The server's clock. Tests inject a fixed one; the browser's clock is never trusted. */
  clock: () => Date;
}
