/**
 * The runtime of the local entry points (`npm start`, `npm run dev`'s API, the tests' API server):
 * the functions' runtime, plus the sample shop and the development admin on an embedded store's
 * first start. The Netlify Functions never import this file, so the sample data is not in their bundle.
 */
import { createApp } from './app.ts';
import { withListeningOrigins } from './config.ts';
import { createDeps, startOnce } from './runtime.ts';
import { seedSampleShop } from './seed/index.ts';

export function createLocalDeps(env: Record<string, string | undefined> = process.env) {
  return createDeps(env, { prepareEmbeddedStore: seedSampleShop });
}

let devServerAddress: { host: string; port: number } | undefined;

/**
 * `npm run dev`: where its server listens, told before the first request, so the origin check
 * trusts that origin rather than a Host header.
 */
export function setDevServerAddress(address: { host: string; port: number }) {
  devServerAddress = address;
}

/** The process-wide app of `npm run dev`. */
export const getLocalApp = startOnce(async () => {
  const deps = await createLocalDeps();
  const address = devServerAddress;
  return createApp(address ? { ...deps, config: withListeningOrigins(deps.config, address.host, address.port) } : deps);
});
