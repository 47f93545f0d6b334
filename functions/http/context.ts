import type { AppConfig } from '../config.ts';
import type { CatalogueAnswers } from './catalogue-answers.ts';
import type { LocalMediaStore } from '../integrations/local-media.ts';
import type { MediaStore } from '../integrations/media.ts';
import type { PaymentProvider } from '../integrations/payments.ts';
import type { Publisher } from '../integrations/publisher.ts';
import type { Logger } from './logger.ts';
import type { Background } from './background.ts';
import type { MailTransport } from '../integrations/mail-transport.ts';
import type { Store } from '../store/contract.ts';
import type { UserDoc } from '../store/documents.ts';

/** Everything a request handler may use; built once per process, injected for tests. */
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
  /** Work after the answer (sending mail). */
  background: Background;
  /** The server's clock. Tests inject a fixed one; the browser's clock is never trusted. */
  clock: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** Set by requireUser / optionalUser after the user was re-read from the store. */
    user: UserDoc | null;
    requestId: string;
    /** Serialised catalogue answers of this app, per catalogue version. */
    catalogueAnswers: CatalogueAnswers;
  };
}
