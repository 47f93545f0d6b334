/**
 * The shop's people (ADMIN): read and saved whole; a save answers the upcoming bookings the new
 * hours or time off leave out, for the owner to move or cancel.
 */
import { Hono } from 'hono';
import { staffMessages } from '../../../src/domain/staff/messages-staff.ts';
import { staffBodySchema } from '../../../src/domain/staff/staff-schemas.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/session.ts';
import { listStaff, replaceStaff } from '../../services/staff/index.ts';

export const staffRoutes = new Hono<AppEnv>()
  .get('/admin/staff', requireAdmin, async (c) => ok(c, await listStaff(c.get('deps').store)))
  .put('/admin/staff', requireAdmin, async (c) => {
    const body = await readJson(c, staffBodySchema);
    const saved = await replaceStaff(c.get('deps'), body);
    return ok(c, saved, saved.affected.length ? staffMessages.savedWithAffected(saved.affected.length) : staffMessages.saved);
  });
