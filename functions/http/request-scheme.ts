import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

/** True when the browser reached the site over https (behind Netlify's edge, as it says). */
export function isHttps(c: Context<AppEnv>): boolean {
  const forwarded = c.req.header('x-forwarded-proto');
  return (forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
}
