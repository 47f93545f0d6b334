import { Hono } from 'hono';
import { messages } from '../../src/domain/messages.ts';
import { cancelPaymentQuerySchema, captureOrderBodySchema, createOrderBodySchema } from '../../src/domain/schemas.ts';
import type { AppEnv } from '../http/context.ts';
import { fail, ok, readJson, readQuery } from '../http/envelope.ts';
import { optionalUser } from '../http/session.ts';
import { cancelCheckout, captureCheckout, createCheckout } from '../services/checkout.ts';
import { settledFromWebhook } from '../services/webhook.ts';

export const paymentRoutes = new Hono<AppEnv>()
  .get('/payment/config', (c) => {
    const { payments } = c.get('deps');
    return c.json({ provider: payments.kind, ...(payments.clientId ? { clientId: payments.clientId } : {}), currency: 'USD' });
  })
  .post('/payment/create-order', optionalUser, async (c) => {
    const { items, shippingInfo } = await readJson(c, createOrderBodySchema);
    const created = await createCheckout(c.get('deps'), c.get('user'), items, shippingInfo);
    return c.json({ success: true, error: false, ...created }, 201);
  })
  .post('/payment/capture-order', async (c) => {
    const { orderID } = await readJson(c, captureOrderBodySchema);
    const result = await captureCheckout(c.get('deps'), orderID);
    return c.json({ success: true, error: false, ...result });
  })
  .get('/payment/cancel-payment', async (c) => {
    const { orderID } = readQuery(c, cancelPaymentQuerySchema);
    const status = await cancelCheckout(c.get('deps'), orderID);
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
    if (settled) await captureCheckout(deps, settled.orderId, settled.outcome).catch(() => undefined);
    return ok(c, undefined, messages.webhookIgnored);
  });
