/**
 * Picks the engine from the options the runtime read from the configuration: a MongoDB URI →
 * MongoDB, otherwise the embedded files under the data directory.
 */
import type { Store } from './contract.ts';
import { openEmbeddedStore } from './embedded.ts';
import { openMongoStore } from './mongodb.ts';

export interface StoreOptions {
  /** Set → MongoDB; unset → the embedded engine. */
  mongodbUri?: string | undefined;
  mongodbDb: string;
  /** The embedded engine's folder. */
  dataDir: string;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  return options.mongodbUri ? openMongoStore(options.mongodbUri, options.mongodbDb) : openEmbeddedStore(options.dataDir);
}

export type { Store } from './contract.ts';
