/**
 * Cross-site request refusal: every state-changing request (not GET, HEAD or OPTIONS) that says
 * where it comes from must come from the site's own origin (SITE_URL in production, the origins
 * the local server listens at under `npm start` and `npm run dev`), cookie or not, or it gets a 403. Browsers always say: they send Origin with
 * every POST, PUT, PATCH and DELETE (`null` from sandboxed frames and some redirects, which counts
 * as foreign). The Referer is read only when there is no Origin. A request that says nothing
 * (curl, another server, PayPal's webhook) is not a browser acting for a visitor and passes.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '../../src/domain/shared/messages.ts';
import type { AppEnv } from './context.ts';
import { ServiceError } from '../services/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the request claims: from Origin, else from Referer; undefined when it claims none. */
export function claimedOrigin(origin: string | undefined, referer: string | undefined): string | null | undefined {
  const header = origin ?? referer;
  if (header === undefined) return undefined;
  try {
    const { origin: parsed } = new URL(header);
    // `Origin: null` and URLs without an origin of their own (data:, file:) name no site.
    return parsed === 'null' ? null : parsed;
  } catch {
    return null;
  }
}

/**
 * The site's own origins: SITE_URL's in production; locally the ones the server knows it listens
 * at; and only when neither is known (a bare function, a test harness) the request's own, which
 * comes from the Host header a client chooses.
 */
export function siteOrigins(c: Context<AppEnv>): readonly string[] {
  const { siteOrigin, listeningOrigins } = c.get('deps').config;
  if (siteOrigin) return [siteOrigin];
  if (listeningOrigins.length > 0) return listeningOrigins;
  return [new URL(c.req.url).origin];
}

export const sameOriginForStateChanges = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const claimed = claimedOrigin(c.req.header('origin'), c.req.header('referer'));
    if (claimed !== undefined && (claimed === null || !siteOrigins(c).includes(claimed)))
      throw new ServiceError(403, messages.foreignOrigin);
  }
  await next();
});

/**
 * Whether a request the browser sends on its own (a GET such as the sign-out link) comes from
 * another site: the browser says so (`Sec-Fetch-Site: cross-site`), or its Origin or Referer names
 * a foreign origin. A request that says nothing (typed in the address bar, a bookmark) is not.
 */
export function comesFromAnotherSite(c: Context<AppEnv>): boolean {
  if (c.req.header('sec-fetch-site')?.trim().toLowerCase() === 'cross-site') return true;
  const own = siteOrigins(c);
  for (const header of [c.req.header('origin'), c.req.header('referer')]) {
    if (header === undefined) continue;
    const claimed = claimedOrigin(header, undefined);
    if (claimed === null || claimed === undefined || !own.includes(claimed)) return true;
  }
  return false;
}
