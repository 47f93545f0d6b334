/**
 * Session packs: the customer's own credits (a signed-in user, only theirs) and the owner's list of
 * packs sold (every route under /admin checks the ADMIN role on the server).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { currentUser, requireAdmin, requireUser } from '../../http/session.ts';
import { customerPacks, packsSold } from '../../services/promotions/session-packs.ts';

export const sessionPackRoutes = new Hono<AppEnv>()
  .get('/profile/credits', requireUser, async (c) => ok(c, await customerPacks(c.get('deps'), currentUser(c)._id)))
  .get('/admin/packs', requireAdmin, async (c) => ok(c, await packsSold(c.get('deps'))));
