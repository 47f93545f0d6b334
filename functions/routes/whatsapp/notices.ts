import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/session.ts';
import { whatsappNoticesOf } from '../../services/whatsapp/whatsapp-status.ts';

/** The owner's view of a reservation's WhatsApp notices. */
export const whatsappNoticeRoutes = new Hono<AppEnv>().get('/admin/whatsapp/:reference', requireAdmin, async (c) =>
  ok(c, await whatsappNoticesOf(c.get('deps'), c.req.param('reference'))),
);
