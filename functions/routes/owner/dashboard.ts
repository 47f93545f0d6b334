/**
 * The owner's dashboard (ADMIN): the period's figures and lists, the low-stock threshold, and
 * marking a contact message read.
 */
import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import { lowStockThresholdBodySchema, statsQuerySchema } from '../../../src/domain/owner/dashboard-schemas.ts';
import { objectIdSchema } from '../../../src/domain/shared/schema-basics.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson, readQuery } from '../../http/envelope.ts';
import { parseOrThrow } from '../../services/errors.ts';
import { requireAdmin } from '../../http/session.ts';
import { dashboardOf, markMessageRead } from '../../services/owner/dashboard.ts';
import { setLowStockThreshold } from '../../services/catalogue/low-stock.ts';

export const dashboardRoutes = new Hono<AppEnv>()
  .get('/admin/stats', requireAdmin, async (c) => ok(c, await dashboardOf(c.get('deps'), readQuery(c, statsQuerySchema))))
  .patch('/admin/low-stock-threshold', requireAdmin, async (c) => {
    const { threshold } = await readJson(c, lowStockThresholdBodySchema);
    return ok(c, await setLowStockThreshold(c.get('deps'), threshold), messages.lowStockThresholdSaved);
  })
  .post('/admin/contact-messages/:id/read', requireAdmin, async (c) => {
    const id = parseOrThrow(objectIdSchema, c.req.param('id'));
    return ok(c, await markMessageRead(c.get('deps'), id), messages.contactMessageMarkedRead);
  });
