import { Hono } from 'hono';
import { availabilityQuerySchema } from '../../../src/domain/bookings/booking-schemas.ts';
import { objectIdSchema } from '../../../src/domain/shared/schema-basics.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readQuery } from '../../http/envelope.ts';
import { parseOrThrow } from '../../services/errors.ts';
import { serviceAvailability } from '../../services/bookings/reservations.ts';

export const reservationRoutes = new Hono<AppEnv>().get('/services/:id/availability', async (c) => {
  const serviceId = parseOrThrow(objectIdSchema, c.req.param('id'));
  const { date } = readQuery(c, availabilityQuerySchema);
  const { store, clock } = c.get('deps');
  return ok(c, await serviceAvailability(store, serviceId, date, clock()));
});
