/**
 * One timed static build for `npm run bench`, in a process (group) of its own so that the
 * benchmark can always stop it: `node scripts/bench/build-site.ts <snapshot.json> <outDir>`.
 * Runs `astro build` through the same `buildInto` that `npm start` uses, and prints
 * `{"ms": …, "products": …}`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueSnapshot } from '../../functions/services/catalogue/catalogue-snapshot.ts';
import { buildInto } from '../lib/site-build.ts';

const [snapshotFile, outDir] = process.argv.slice(2);
if (!snapshotFile || !outDir) {
  console.error('usage: node scripts/bench/build-site.ts <snapshot.json> <outDir>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..', '..');
const snapshot = JSON.parse(await readFile(snapshotFile, 'utf8')) as CatalogueSnapshot;
const started = performance.now();
await buildInto({ root, outDir: path.resolve(outDir), snapshot, snapshotFile: path.resolve(snapshotFile) });
console.log(JSON.stringify({ ms: Math.round(performance.now() - started), products: snapshot.products.length }));
