/**
 * The owner's agenda grid (ADMIN): the slots and bookings of a range of Bogotá days.
 */
import { Hono } from 'hono';
import { agendaQuerySchema } from '../../../src/domain/bookings/booking-schemas.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readQuery } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/session.ts';
import { agendaOf } from '../../services/owner/agenda-grid.ts';

export const agendaRoutes = new Hono<AppEnv>().get('/admin/agenda', requireAdmin, async (c) =>
  ok(c, await agendaOf(c.get('deps'), readQuery(c, agendaQuerySchema))),
);
