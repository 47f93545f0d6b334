import { Hono, type Context } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import {
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from '../../../src/domain/legal/newsletter-schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { parseOrThrow, ServiceError } from '../../services/errors.ts';
import { confirmNewsletterSubscription, subscribeToNewsletter, unsubscribeFromNewsletter } from '../../services/mail/newsletter.ts';

/**
 * The unsubscribe token: from the /darse-de-baja page's JSON body, or, for a mail client's one-click
 * button (RFC 8058), from the address of a form post whose body is `List-Unsubscribe=One-Click`.
 */
async function unsubscribeToken(c: Context<AppEnv>): Promise<string> {
  const mediaType = (c.req.header('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded' || mediaType === 'multipart/form-data') {
    const form = await c.req.parseBody();
    if (form['List-Unsubscribe'] !== 'One-Click') throw new ServiceError(400, messages.unsubscribeLinkInvalid);
    return parseOrThrow(newsletterUnsubscribeSchema, { token: c.req.query('token') }).token;
  }
  return (await readJson(c, newsletterUnsubscribeSchema)).token;
}

export const newsletterRoutes = new Hono<AppEnv>()
  // The same answer whether the e-mail was new, pending or confirmed already.
  .post('/newsletter', async (c) => {
    const { email } = await readJson(c, newsletterSubscribeSchema);
    await subscribeToNewsletter(c.get('deps'), email, clientIp(c));
    return ok(c, undefined, messages.newsletterSubscribed);
  })
  // The /confirmar-suscripcion page's button; idempotent for a confirmed one, 400 for an unknown or expired link.
  .post('/newsletter/confirm', async (c) => {
    const { token } = await readJson(c, newsletterConfirmSchema);
    await confirmNewsletterSubscription(c.get('deps'), token);
    return ok(c, undefined, messages.newsletterConfirmed);
  })
  // Idempotent: a used or unknown token answers the same.
  .post('/newsletter/unsubscribe', async (c) => {
    const token = await unsubscribeToken(c);
    await unsubscribeFromNewsletter(c.get('deps'), token);
    return ok(c, undefined, messages.newsletterUnsubscribed);
  });
