/**
 * `npm run seed`: writes the sample catalogue and shipping rates into the configured store
 * (MongoDB when MONGODB_URI is set) when it has none yet. Existing data is never touched.
 */
import { loadStoreConfig } from '../functions/config.ts';
import { openStore } from '../functions/store/index.ts';
import { seedCatalogueIfEmpty } from '../functions/seed/index.ts';

const store = await openStore(loadStoreConfig());
try {
  const seeded = await seedCatalogueIfEmpty(store);
  console.log(seeded ? `Catálogo de ejemplo creado (${store.kind}).` : 'El catálogo ya tenía datos: no se cambió nada.');
} finally {
  await store.close();
}
