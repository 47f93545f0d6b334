/**
 * `npm start`: the whole shop on one port. Builds dist/ when it is missing or older than the
 * catalogue or the source, then serves it with the API in-process: the prebuilt pages from
 * `dist/`, and the pages rendered on demand (a product's, a category's) through the build's
 * server entry, kept in a page cache as Netlify's CDN keeps them. A catalogue change made in the
 * admin panel purges its pages at once, so the next request shows it; the prebuilt pages are
 * rebuilt in the background (debounced, at the lowest CPU priority, not at all when the catalogue
 * ends up as the live pages have it, and never with `SITE_REBUILDS=off`, as the e2e servers run),
 * while the old ones stay online.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from '../functions/app.ts';
import { ConfigError, withListeningOrigins } from '../functions/config.ts';
import { createDebouncedPublisher, createNoPublisher, withPagePurge } from '../functions/integrations/publisher.ts';
import { createLocalDeps } from '../functions/local-runtime.ts';
import { providePageStore } from '../functions/page-catalogue.ts';
import { exportCatalogue } from '../functions/services/catalogue/catalogue-snapshot.ts';
import { startSweepTimer } from '../functions/services/operations/sweeper.ts';
import { readNetlifyRules } from './lib/netlify-rules.ts';
import { createPageCache } from './lib/page-cache.ts';
import { buildSite, createLiveSite, isFresh, loadPageRenderer, readStamp, wantedStamp } from './lib/site-build.ts';
import { createSiteApp, type PageRenderer } from './lib/static-site.ts';

const root = path.resolve(import.meta.dirname, '..');

async function main() {
  const deps = await createLocalDeps();
  // `npm run bench` serves builds of its own from temporary folders; everyone else serves dist/.
  const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
  const snapshotFile = path.join(deps.config.dataDir, 'catalogue-snapshot.json');
  const snapshot = await exportCatalogue(deps.store);

  if (!isFresh(await readStamp(distDir), wantedStamp(root, snapshot))) {
    console.log('Construyendo el sitio estático desde el catálogo…');
    const started = Date.now();
    await buildSite({ root, distDir, snapshot, snapshotFile });
    console.log(`Sitio construido en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }

  const live = createLiveSite({ root, distDir, snapshotFile });
  const rebuilder =
    process.env.SITE_REBUILDS !== 'off'
      ? createDebouncedPublisher({
          kind: 'local',
          debounceMs: deps.config.rebuildDebounceMs,
          publish: async () => {
            const started = Date.now();
            const outcome = await live.rebuild(await exportCatalogue(deps.store));
            if (outcome === 'unchanged') console.log('Cambios publicados: el sitio ya estaba al día.');
            else console.log(`Cambios publicados: sitio reconstruido en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
          },
          onError: (error) => console.error('No se pudo reconstruir el sitio:', error),
        })
      : createNoPublisher();

  // Pages rendered on demand read this process's store, and live in this cache until a save purges them.
  providePageStore(deps.store);
  const pageCache = createPageCache();
  const publisher = withPagePurge(rebuilder, async (tags) => pageCache.purge(tags));
  let renderer: { dir: string; render: Promise<PageRenderer> } | undefined;
  const currentRenderer = () => {
    const dir = live.dir();
    if (renderer?.dir !== dir) {
      // A new build renders with its own assets: nothing rendered by the old one is kept.
      pageCache.clear();
      renderer = { dir, render: loadPageRenderer(dir) };
    }
    return renderer.render;
  };

  const site = createSiteApp({
    // The server knows the host and port it listens on: the origin check trusts those, never a Host header.
    api: createApp({ ...deps, config: withListeningOrigins(deps.config), publisher }),
    distDir: live.dir,
    rules: readNetlifyRules(path.join(root, 'netlify.toml')),
    pages: { render: currentRenderer, cache: pageCache },
  });

  const server = serve({ fetch: site.fetch, port: deps.config.port, hostname: deps.config.host }, (info) => {
    const host = deps.config.host === '0.0.0.0' ? 'localhost' : deps.config.host;
    console.log(`Tienda lista en http://${host}:${info.port} (datos: ${deps.store.kind}, ${deps.config.dataDir})`);
  });

  // Resumes interrupted captures and forgets old rate-limit windows, every few minutes.
  const stopSweeper = startSweepTimer(deps);

  const stop = () => {
    stopSweeper();
    server.close();
    // A publish still waiting is not lost: the next start sees dist/ is stale and rebuilds.
    void Promise.allSettled([live.dispose(), deps.store.close()]).finally(() => process.exit(0));
  };
  // Browsers and test clients keep connections open between requests; closing an idle one sooner
  // than they expect makes their next request fail with a reset.
  const http = server as Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
