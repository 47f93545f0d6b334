import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { addressKey } from '../../src/domain/shared/address-key.ts';
import type { AppEnv } from './context.ts';

/**
 * The caller's address as every per-address limit counts it (`addressKey`: an IPv6 client by its
 * /64, an IPv4-mapped one as its IPv4 address). On Netlify the edge sets x-nf-client-connection-ip
 * and a client cannot forge it; locally only the socket's address is trusted.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.production) {
    const forwarded = c.req.header('x-nf-client-connection-ip');
    if (forwarded) return addressKey(forwarded);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return addressKey(incoming?.socket?.remoteAddress ?? 'desconocida');
}
