/**
 * The invoice provider the runtime hands the invoicing capability: Factus when its keys are
 * configured, none otherwise (the capability then issues through its own sandbox). The Factus
 * client is loaded by the first document issued, so a cold start evaluates none of it.
 */
import type { FactusConfig } from '../invoicing-config.ts';
import type { InvoiceProvider } from './invoicing.ts';
import { loadOnce } from './load-once.ts';
import type { Logger } from './logger.ts';

export function createInvoiceProvider(factus: FactusConfig | undefined, log: Logger): InvoiceProvider | null {
  if (!factus) return null;
  const provider = loadOnce(async () => (await import('./factus.ts')).createFactusProvider(factus, { log }));
  return {
    kind: 'factus',
    issue: async (request) => (await provider()).issue(request),
  };
}
