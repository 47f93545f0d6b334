/**
 * Picks the engine from the configuration: MONGODB_URI set → MongoDB, otherwise the embedded files.
 */
import type { AppConfig } from '../config.ts';
import type { Store } from './contract.ts';
import { openEmbeddedStore } from './embedded.ts';
import { openMongoStore } from './mongodb.ts';

export async function openStore(config: Pick<AppConfig, 'mongodbUri' | 'mongodbDb' | 'dataDir'>): Promise<Store> {
  return config.mongodbUri ? openMongoStore(config.mongodbUri, config.mongodbDb) : openEmbeddedStore(config.dataDir);
}

export type { Store } from './contract.ts';
