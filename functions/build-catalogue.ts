/**
 * The catalogue the static pages are built from, read once per build. `npm start` writes a snapshot
 * file and hands it to the build, so the build never opens the embedded files the running server
 * owns; a plain `astro build` (or the Netlify build, on MongoDB) reads the store directly, and seeds
 * the sample catalogue first when an embedded store is empty. Only the pages import this, at build
 * time.
 */
import { readFile } from 'node:fs/promises';
import type { BusinessHours } from '../src/domain/schedule/business-hours.ts';
import { businessHoursOf } from '../src/domain/schedule/shop-schedule.ts';
import { loadStoreConfig } from './config.ts';
import { seedCatalogueIfEmpty } from './seed/index.ts';
import { type CatalogueSnapshot, exportCatalogue } from './services/catalogue/catalogue-snapshot.ts';
import { openStore } from './store/index.ts';

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

/** The owner's weekly hours the pages' texts are built from (today's when the owner saved none). */
export async function loadBusinessHoursForBuild(env: Record<string, string | undefined> = process.env): Promise<BusinessHours> {
  return businessHoursOf((await loadCatalogueForBuild(env)).schedule);
}
