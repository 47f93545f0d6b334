/**
 * The server entry of the local adapter (bundled by `astro build` into `<outDir>/server/entry.mjs`):
 * renders one request with Astro's app, or answers `undefined` when no on-demand page matches.
 */
import { createApp } from 'astro/app/entrypoint';
import { setGetEnv } from 'astro/env/setup';

setGetEnv((key) => process.env[key]);
const app = createApp();

export async function renderPage(request: Request, clientAddress: string): Promise<Response | undefined> {
  const routeData = app.match(request);
  if (!routeData) return undefined;
  return app.render(request, { routeData, clientAddress });
}
