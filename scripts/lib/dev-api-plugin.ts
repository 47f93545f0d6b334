/**
 * `npm run dev`: serves /api/* from the same Hono app as `npm start`, inside the dev server's own
 * process. Netlify's per-request function workers would each reopen the embedded data files, and
 * nedb rewrites its files when it opens them, so concurrent workers could lose writes.
 */
import { getRequestListener } from '@hono/node-server';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

export function devApi(): Plugin {
  let listener: Promise<ReturnType<typeof getRequestListener>> | undefined;
  const load = () => {
    // Imported by Node itself (not the dev server's module graph), so one store lives per process
    // and an edit never opens a second copy of the files.
    listener ??= import(pathToFileURL(path.resolve('functions/local-runtime.ts')).href).then(
      async (runtime: typeof import('../../functions/local-runtime.ts')) => getRequestListener((await runtime.getLocalApp()).fetch),
    );
    return listener;
  };
  return {
    name: 'tienda-dev-api',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith('/api/')) return next();
        load()
          .then((handle) => handle(request, response))
          .catch(next);
      });
    },
  };
}
