import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import { wompiConfirmBodySchema } from '../../../src/domain/checkout/checkout-schemas.ts';
import { readCheckoutToken } from '../../http/checkout-cookie.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { fail, ok, readJson } from '../../http/envelope.ts';
import { optionalUser } from '../../http/session.ts';
import { requireRateSlot } from '../../services/platform/rate-limits.ts';
import { confirmWompiPayment, handleWompiEvent } from '../../services/payments/wompi-checkout.ts';

export const wompiRoutes = new Hono<AppEnv>()
  .post('/payment/wompi/confirm', optionalUser, async (c) => {
    const deps = c.get('deps');
    await requireRateSlot(deps.store, 'wompiConfirmPerAddress', clientIp(c), deps.clock(), messages.wompiConfirmRateLimited);
    const { id } = await readJson(c, wompiConfirmBodySchema);
    const { data, message } = await confirmWompiPayment(deps, id, { user: c.get('user'), checkoutToken: readCheckoutToken(c) });
    return ok(c, data, message);
  })
  .post('/payment/wompi/events', async (c) => {
    let event: unknown;
    try {
      event = JSON.parse(await c.req.text());
    } catch {
      return fail(c, 400, messages.invalidJson);
    }
    const handled = await handleWompiEvent(c.get('deps'), event, c.req.header('x-event-checksum'));
    if (handled === 'unverified') return fail(c, 401, messages.wompiEventUnverified);
    // Anything but 2xx makes Wompi send the event again later.
    if (handled === 'retry') return fail(c, 503, messages.webhookRetryLater);
    return ok(c, undefined, messages.webhookIgnored);
  });
