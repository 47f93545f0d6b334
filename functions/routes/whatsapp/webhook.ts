import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import { whatsappMessages as t } from '../../../src/domain/whatsapp/messages-whatsapp.ts';
import type { AppEnv } from '../../http/context.ts';
import { fail, ok } from '../../http/envelope.ts';
import { handleWhatsAppWebhook, signedByMeta, webhookChallenge } from '../../services/whatsapp/whatsapp-webhook.ts';

export const whatsappWebhookRoutes = new Hono<AppEnv>()
  // Meta verifies the address once: the challenge goes back as plain text.
  .get('/whatsapp/webhook', (c) => {
    const challenge = webhookChallenge(c.get('deps').config.whatsapp, {
      mode: c.req.query('hub.mode'),
      token: c.req.query('hub.verify_token'),
      challenge: c.req.query('hub.challenge'),
    });
    if (challenge === null) return fail(c, 403, t.webhookForbidden);
    return c.text(challenge, 200);
  })
  .post('/whatsapp/webhook', async (c) => {
    const deps = c.get('deps');
    // The signature covers the bytes as sent: read them raw, check, and only then parse.
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (!signedByMeta(deps.config.whatsapp, raw, c.req.header('x-hub-signature-256'))) return fail(c, 401, t.webhookUnsigned);
    let payload: unknown;
    try {
      payload = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      return fail(c, 400, messages.invalidJson);
    }
    await handleWhatsAppWebhook(deps, payload);
    return ok(c, undefined, t.webhookReceived);
  });
