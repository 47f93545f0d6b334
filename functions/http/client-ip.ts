import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { AppEnv } from './context.ts';

/**
 * The caller's address, for rate limits. On Netlify the edge sets x-nf-client-connection-ip and a
 * client cannot forge it; locally only the socket's address is trusted.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.production) {
    const forwarded = c.req.header('x-nf-client-connection-ip');
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'desconocida';
}
