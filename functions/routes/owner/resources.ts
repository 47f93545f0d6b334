/**
 * The shop's shared resources with capacity (ADMIN): read and saved whole.
 */
import { Hono } from 'hono';
import { resourceMessages } from '../../../src/domain/bookings/messages-resources.ts';
import { resourcesBodySchema } from '../../../src/domain/bookings/resources.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/session.ts';
import { listResources, replaceResources } from '../../services/slots/resources.ts';

export const resourceRoutes = new Hono<AppEnv>()
  .get('/admin/resources', requireAdmin, async (c) => ok(c, await listResources(c.get('deps').store)))
  .put('/admin/resources', requireAdmin, async (c) => {
    const body = await readJson(c, resourcesBodySchema);
    return ok(c, await replaceResources(c.get('deps'), body), resourceMessages.saved);
  });
