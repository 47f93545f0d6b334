/**
 * Cross-site request refusal: a state-changing request that carries a cookie must come from the
 * site's own origin (SITE_URL in production, the server's own origin locally).
 */
import { createMiddleware } from 'hono/factory';
import { messages } from '../../src/domain/messages.ts';
import type { AppEnv } from './context.ts';
import { HttpError } from './envelope.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(header: string | undefined): string | null {
  if (!header) return null;
  try {
    return new URL(header).origin;
  } catch {
    return null;
  }
}

export const sameOriginForCookies = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && c.req.header('cookie')) {
    const expected = c.get('deps').config.siteOrigin ?? new URL(c.req.url).origin;
    const actual = requestOrigin(c.req.header('origin')) ?? requestOrigin(c.req.header('referer'));
    if (actual !== expected) throw new HttpError(403, messages.foreignOrigin);
  }
  await next();
});
