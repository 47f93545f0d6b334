/**
 * The catalogue as the static build sees it. `npm start` writes a snapshot file and hands it to
 * the build, so the build never opens the embedded files the running server owns; a plain
 * `astro build` (or the Netlify build, on MongoDB) reads the store directly.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Category, Product } from '../../src/domain/schemas.ts';
import { loadStoreConfig } from '../config.ts';
import type { Store } from '../store/contract.ts';
import { openStore } from '../store/index.ts';
import { seedCatalogueIfEmpty } from '../store/seed/index.ts';
import { listCategories, listProducts } from './catalogue.ts';

export interface CatalogueSnapshot {
  products: Product[];
  categories: Category[];
}

export async function exportCatalogue(store: Store): Promise<CatalogueSnapshot> {
  const [products, categories] = await Promise.all([listProducts(store), listCategories(store)]);
  return { products, categories };
}

export function catalogueFingerprint(snapshot: CatalogueSnapshot): string {
  return createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
}

let pending: Promise<CatalogueSnapshot> | undefined;

export function loadCatalogueForBuild(env: Record<string, string | undefined> = process.env) {
  pending ??= (async () => {
    if (env.CATALOGUE_SNAPSHOT) {
      return JSON.parse(await readFile(env.CATALOGUE_SNAPSHOT, 'utf8')) as CatalogueSnapshot;
    }
    const store = await openStore(loadStoreConfig(env));
    try {
      if (store.kind === 'embedded') await seedCatalogueIfEmpty(store);
      return await exportCatalogue(store);
    } finally {
      await store.close();
    }
  })();
  return pending;
}
