/**
 * Picks the engine from the options the runtime read from the configuration: a MongoDB URI →
 * MongoDB, otherwise the embedded files under the data directory. Only the engine in use is
 * loaded (with its driver), so a process never pays for the other one.
 */
import type { Store } from './contract.ts';

export interface StoreOptions {
  /** Set → MongoDB; unset → the embedded engine. */
  mongodbUri?: string | undefined;
  mongodbDb: string;
  /** The embedded engine's folder. */
  dataDir: string;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.mongodbUri) {
    const { openMongoStore } = await import('./mongodb.ts');
    return openMongoStore(options.mongodbUri, options.mongodbDb);
  }
  const { openEmbeddedStore } = await import('./embedded.ts');
  return openEmbeddedStore(options.dataDir);
}

export type { Store } from './contract.ts';
