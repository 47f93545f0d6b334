/**
 * The local web server's app: `/api/*` goes to the API app in-process; everything else is served
 * from the built site with the netlify.toml redirects and headers, like the deployed site.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { findRedirect, headersFor, type NetlifyRules } from './netlify-rules.ts';

interface FetchApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}

function staticFileFor(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const resolved = path.resolve(distDir, `.${decoded}`);
  if (resolved !== distDir && !resolved.startsWith(`${distDir}${path.sep}`)) return null;
  for (const candidate of [resolved, path.join(resolved, 'index.html'), `${resolved}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function createSiteApp(options: { api: FetchApp; distDir: () => string; rules: NetlifyRules }) {
  const { api, rules } = options;
  const site = new Hono();

  site.all('/api/*', (c) => api.fetch(c.req.raw, c.env));

  site.use('*', compress());
  site.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headersFor(rules.headers, c.req.path))) c.header(name, value);
  });

  site.use('*', async (c, next) => {
    const exists = staticFileFor(options.distDir(), c.req.path) !== null;
    const redirect = findRedirect(rules.redirects, c.req.path, exists);
    if (redirect) {
      const query = new URL(c.req.url).search;
      return c.redirect(`${redirect.location}${query}`, redirect.status as 301 | 302);
    }
    return next();
  });

  site.get('*', (c, next) => serveStatic({ root: options.distDir() })(c, next));

  site.notFound((c) => {
    const notFoundPage = path.join(options.distDir(), '404.html');
    const body = existsSync(notFoundPage) ? readFileSync(notFoundPage, 'utf8') : 'Página no encontrada';
    return c.html(body, 404);
  });

  return site;
}
