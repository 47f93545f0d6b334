import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import { cancelPaymentBodySchema, captureOrderBodySchema, createOrderBodySchema } from '../../../src/domain/checkout/checkout-schemas.ts';
import { ensureCheckoutToken, readCheckoutToken } from '../../http/checkout-cookie.ts';
import { clientIp } from '../../http/client-ip.ts';
import { readOfferToken } from '../../http/waitlist-offer-cookie.ts';
import type { AppEnv } from '../../http/context.ts';
import { fail, ok, readJson } from '../../http/envelope.ts';
import { optionalUser } from '../../http/session.ts';
import { applySettledCapture, cancelCheckout, captureOwnCheckout, createCheckout } from '../../services/payments/checkout.ts';
import { keepInvoiceBuyer } from '../../services/accounts/invoice-buyer.ts';
import { paymentConfig } from '../../services/payments/payment-providers.ts';
import { paymentResultFor } from '../../services/payments/payment-result.ts';
import { settledFromWebhook } from '../../services/payments/webhook.ts';

export const paymentRoutes = new Hono<AppEnv>()
  .get('/payment/config', (c) => c.json(paymentConfig(c.get('deps'))))
  .post('/payment/create-order', optionalUser, async (c) => {
    const { items, shippingInfo, provider, discountCode, invoiceBuyer, keepInvoiceBuyer: keep } = await readJson(c, createOrderBodySchema);
    const caller = { user: c.get('user'), checkoutToken: ensureCheckoutToken(c), ip: clientIp(c), waitlistOffer: readOfferToken(c) };
    const siteOrigin = c.get('deps').config.siteOrigin ?? new URL(c.req.url).origin;
    const choice = { provider, siteOrigin };
    const created = await createCheckout(c.get('deps'), caller, items, shippingInfo, choice, { discountCode }, { invoiceBuyer });
    // "Guardar estos datos en mi perfil": only an account keeps them, once its order exists (an account being deleted keeps nothing).
    if (keep && invoiceBuyer && caller.user) await keepInvoiceBuyer(c.get('deps'), caller.user, invoiceBuyer);
    return c.json({ success: true, error: false, ...created }, 201);
  })
  .post('/payment/capture-order', optionalUser, async (c) => {
    const { orderID } = await readJson(c, captureOrderBodySchema);
    const result = await captureOwnCheckout(c.get('deps'), orderID, { user: c.get('user'), checkoutToken: readCheckoutToken(c) });
    return c.json({ success: true, error: false, ...result });
  })
  .get('/payment/orders/:reference', optionalUser, async (c) => {
    const reader = { user: c.get('user'), checkoutToken: readCheckoutToken(c), ip: clientIp(c), access: c.req.query('access') };
    return ok(c, await paymentResultFor(c.get('deps'), c.req.param('reference'), reader));
  })
  .post('/payment/cancel-payment', optionalUser, async (c) => {
    const { orderID } = await readJson(c, cancelPaymentBodySchema);
    const status = await cancelCheckout(c.get('deps'), orderID, { user: c.get('user'), checkoutToken: readCheckoutToken(c) });
    return ok(c, { status }, messages.paymentCancelled);
  })
  .post('/payment/webhook', async (c) => {
    const deps = c.get('deps');
    const raw = await c.req.text();
    let event: unknown;
    try {
      event = JSON.parse(raw);
    } catch {
      return fail(c, 400, messages.invalidJson);
    }
    const headers = Object.fromEntries([...c.req.raw.headers.entries()].map(([key, value]) => [key.toLowerCase(), value]));
    if (!(await deps.payments.verifyWebhook(headers, event))) return fail(c, 401, messages.webhookUnverified);
    const settled = settledFromWebhook(event);
    if (!settled) return ok(c, undefined, messages.webhookIgnored);
    // Anything but 2xx makes the provider send the event again later.
    if ((await applySettledCapture(deps, settled.orderId, settled.outcome)) === 'retry') return fail(c, 503, messages.webhookRetryLater);
    return ok(c, undefined, messages.webhookIgnored);
  });
