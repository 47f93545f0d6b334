/**
 * `npm run dev`: serves /api/* from the same Hono app as `npm start`, inside the dev server's own
 * process. Netlify's per-request function workers would each reopen the embedded data files, and
 * nedb rewrites its files when it opens them, so concurrent workers could lose writes.
 */
import { getRequestListener } from '@hono/node-server';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

type LocalRuntime = typeof import('../../functions/local-runtime.ts');

export function devApi(): Plugin {
  let listener: Promise<ReturnType<typeof getRequestListener>> | undefined;
  // Imported by Node itself (not the dev server's module graph), so one store lives per process
  // and an edit never opens a second copy of the files.
  const runtime = () => import(pathToFileURL(path.resolve('functions/local-runtime.ts')).href) as Promise<LocalRuntime>;
  const load = () => {
    listener ??= runtime().then(async (module) => getRequestListener((await module.getLocalApp()).fetch));
    return listener;
  };
  return {
    name: 'tienda-dev-api',
    apply: 'serve',
    configureServer(server) {
      // The API learns the host and port the dev server listens on, before any request reaches it.
      const listening = new Promise<void>((resolve) => {
        const httpServer = server.httpServer;
        if (!httpServer) return resolve();
        httpServer.once('listening', () => {
          const address = httpServer.address();
          if (address && typeof address === 'object') {
            const configured = server.config.server.host;
            const host = typeof configured === 'string' ? configured : configured === true ? '0.0.0.0' : 'localhost';
            void runtime().then(
              (module) => {
                module.setDevServerAddress({ host, port: address.port });
                resolve();
              },
              () => resolve(),
            );
          } else resolve();
        });
      });
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith('/api/')) return next();
        listening
          .then(load)
          .then((handle) => handle(request, response))
          .catch(next);
      });
    },
  };
}
