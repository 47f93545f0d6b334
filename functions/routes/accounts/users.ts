import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import { updateUserRoleSchema } from '../../../src/domain/accounts/account-schemas.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { currentUser, requireAdmin } from '../../http/session.ts';
import { listUsers, updateUserRole } from '../../services/accounts/accounts.ts';

export const userRoutes = new Hono<AppEnv>()
  .get('/all-user', requireAdmin, async (c) => ok(c, await listUsers(c.get('deps').store)))
  .post('/update-user', requireAdmin, async (c) => {
    const { userId, role } = await readJson(c, updateUserRoleSchema);
    return ok(c, await updateUserRole(c.get('deps').store, currentUser(c), userId, role), messages.roleUpdated);
  });
