import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { requireAdmin } from '../http/session.ts';
import { listUsers } from '../services/accounts.ts';

export const userRoutes = new Hono<AppEnv>().get('/all-user', requireAdmin, async (c) =>
  ok(c, await listUsers(c.get('deps').store)),
);
