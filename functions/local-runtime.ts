/**
 * The runtime of the local entry points (`npm start`, `npm run dev`'s API, the tests' API server):
 * the functions' runtime, plus the sample shop and the development admin on an embedded store's
 * first start. The Netlify Functions never import this file, so the sample data is not in their bundle.
 */
import { createApp } from './app.ts';
import { createDeps, startOnce } from './runtime.ts';
import { seedSampleShop } from './store/seed/index.ts';

export function createLocalDeps(env: Record<string, string | undefined> = process.env) {
  return createDeps(env, { prepareEmbeddedStore: seedSampleShop });
}

/** The process-wide app of `npm run dev`. */
export const getLocalApp = startOnce(async () => createApp(await createLocalDeps()));
