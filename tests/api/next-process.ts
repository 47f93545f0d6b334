/**
 * The dependencies of the process that starts after a crash: the same data directory, its own
 * store handle, and a clock set to when the sweeper runs. The crash tests resume with it.
 */
import { loadConfig } from '../../functions/config.ts';
import type { AppDeps } from '../../functions/deps.ts';
import { eventSubscribers } from '../../functions/event-subscribers.ts';
import { createBackground } from '../../functions/http/background.ts';
import { silentLogger } from '../../functions/http/logger.ts';
import { createLocalMedia } from '../../functions/integrations/local-media.ts';
import { createOutboxTransport } from '../../functions/integrations/mail-transport.ts';
import { createNoPublisher } from '../../functions/integrations/publisher.ts';
import { createSandboxPayments } from '../../functions/integrations/sandbox-payments.ts';
import type { Store } from '../../functions/store/contract.ts';

export function nextProcessDeps(dataDir: string, store: Store, at: Date): AppDeps {
  return {
    config: loadConfig({ DATA_DIR: dataDir }),
    store,
    media: createLocalMedia(dataDir),
    payments: createSandboxPayments(),
    publisher: createNoPublisher(),
    log: silentLogger,
    clock: () => at,
    mail: createOutboxTransport({ dataDir, log: silentLogger, clock: () => at }),
    whatsapp: null,
    invoices: null,
    background: createBackground(silentLogger),
    subscribers: eventSubscribers,
  };
}
