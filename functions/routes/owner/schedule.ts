/**
 * The owner's schedule: the weekly hours (GET/PUT /api/admin/schedule), the closures and special
 * days (/api/admin/closures), all ADMIN; and the public read the pickers use (GET /api/schedule).
 */
import { Hono } from 'hono';
import { scheduleMessages as t } from '../../../src/domain/schedule/messages-schedule.ts';
import { objectIdSchema } from '../../../src/domain/shared/schema-basics.ts';
import { closureBodySchema, scheduleBodySchema } from '../../../src/domain/schedule/schedule-schemas.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/session.ts';
import { parseOrThrow } from '../../services/errors.ts';
import { createClosure, deleteClosure, listClosures } from '../../services/bookings/closures.ts';
import { publicSchedule, readSchedule, saveSchedule } from '../../services/schedule/shop-hours.ts';

export const scheduleRoutes = new Hono<AppEnv>()
  .get('/schedule', async (c) => ok(c, await publicSchedule(c.get('deps'))))
  .get('/admin/schedule', requireAdmin, async (c) => ok(c, await readSchedule(c.get('deps').store)))
  .put('/admin/schedule', requireAdmin, async (c) => {
    const schedule = await readJson(c, scheduleBodySchema);
    return ok(c, await saveSchedule(c.get('deps'), schedule), t.scheduleSaved);
  })
  .get('/admin/closures', requireAdmin, async (c) => ok(c, await listClosures(c.get('deps'))))
  .post('/admin/closures', requireAdmin, async (c) => {
    const input = await readJson(c, closureBodySchema);
    const closure = await createClosure(c.get('deps'), input);
    return ok(c, closure, closure.hours ? t.specialDayCreated : t.closureCreated, 201);
  })
  .delete('/admin/closures/:id', requireAdmin, async (c) => {
    await deleteClosure(c.get('deps'), parseOrThrow(objectIdSchema, c.req.param('id')));
    return ok(c, undefined, t.closureDeleted);
  });
