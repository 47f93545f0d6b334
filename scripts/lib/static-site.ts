/**
 * The local web server's app: `/api/*` goes to the API app in-process; everything else is served
 * from the built site with the netlify.toml redirects and headers, like the deployed site: a
 * prebuilt file first, else a page rendered on demand (kept in the page cache as Netlify's CDN
 * keeps it), else the 404 page.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { findRedirect, headersFor, type NetlifyRules } from './netlify-rules.ts';
import { SERVER_FOLDER } from './astro-local/adapter.ts';
import type { PageCache } from './page-cache.ts';
import { browserHeaders } from './page-cache.ts';

/** Renders a page on demand, or answers `undefined` when no such page exists. */
export type PageRenderer = (request: Request) => Promise<Response | undefined>;

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

export function createSiteApp(options: {
  api: FetchApp;
  /** The folder of the prebuilt files (the build's `client/`). */
  distDir: () => string;
  rules: NetlifyRules;
  /** Pages rendered on demand, and where their answers are kept. */
  pages?: { render: () => Promise<PageRenderer>; cache: PageCache };
}) {
  const { api, rules, pages } = options;
  const site = new Hono();

  site.all('/api/*', (c) => api.fetch(c.req.raw, c.env));

  site.use('*', compress());
  site.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headersFor(rules.headers, c.req.path))) {
      // A page rendered on demand sends its own policy (its scripts' hashes); both are enforced.
      if (name.toLowerCase() === 'content-security-policy' && c.res.headers.has(name)) c.header(name, value, { append: true });
      else c.header(name, value);
    }
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

  // The build's server half lives in its folder too; it is code, never a page.
  site.get(`/${SERVER_FOLDER}/*`, (c) => c.notFound());
  site.get('*', (c, next) => serveStatic({ root: options.distDir() })(c, next));

  if (pages) {
    const renderAndKeep = async (request: Request, key: string): Promise<Response | undefined> => {
      const rendered = await (await pages.render())(request);
      if (!rendered) return undefined;
      const kept = await pages.cache.put(key, rendered.clone());
      if (kept) return new Response(kept.body, { status: kept.status, headers: kept.headers });
      return new Response(rendered.body, { status: rendered.status, headers: browserHeaders(rendered.headers) });
    };
    site.get('*', async (c, next) => {
      const url = new URL(c.req.url);
      const key = `${url.pathname}${url.search}`;
      const hit = pages.cache.get(key);
      if (hit) {
        // Past its max-age but within stale-while-revalidate: this answer is the old copy, the next the new.
        if (hit.stale) void renderAndKeep(new Request(c.req.raw.url, { headers: c.req.raw.headers }), key).catch(() => undefined);
        return new Response(hit.page.body, { status: hit.page.status, headers: hit.page.headers });
      }
      return (await renderAndKeep(c.req.raw, key)) ?? next();
    });
  }

  site.notFound((c) => {
    const notFoundPage = path.join(options.distDir(), '404.html');
    const body = existsSync(notFoundPage) ? readFileSync(notFoundPage, 'utf8') : 'Página no encontrada';
    return c.html(body, 404);
  });

  return site;
}
