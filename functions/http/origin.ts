/**
 * Cross-site request refusal: every state-changing request (not GET, HEAD or OPTIONS) that says
 * where it comes from must come from the site's own origin (SITE_URL in production, the server's
 * own origin locally), cookie or not, or it gets a 403. Browsers always say: they send Origin with
 * every POST, PUT, PATCH and DELETE (`null` from sandboxed frames and some redirects, which counts
 * as foreign). The Referer is read only when there is no Origin. A request that says nothing
 * (curl, another server, PayPal's webhook) is not a browser acting for a visitor and passes.
 */
import { createMiddleware } from 'hono/factory';
import { messages } from '../../src/domain/messages.ts';
import type { AppEnv } from './context.ts';
import { HttpError } from './envelope.ts';

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

export const sameOriginForStateChanges = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const claimed = claimedOrigin(c.req.header('origin'), c.req.header('referer'));
    if (claimed !== undefined) {
      const expected = c.get('deps').config.siteOrigin ?? new URL(c.req.url).origin;
      if (claimed !== expected) throw new HttpError(403, messages.foreignOrigin);
    }
  }
  await next();
});
