import { Hono } from 'hono';
import { availabilityQuerySchema } from '../../../src/domain/bookings/booking-schemas.ts';
import { objectIdSchema } from '../../../src/domain/shared/schema-basics.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readQuery } from '../../http/envelope.ts';
import { parseOrThrow } from '../../services/errors.ts';
import { serviceAvailability } from '../../services/bookings/reservations.ts';
import { offeredSlot } from '../../services/waitlist/index.ts';
import { readOfferToken } from '../../http/waitlist-offer-cookie.ts';

export const reservationRoutes = new Hono<AppEnv>().get('/services/:id/availability', async (c) => {
  const serviceId = parseOrThrow(objectIdSchema, c.req.param('id'));
  const { date } = readQuery(c, availabilityQuerySchema);
  const deps = c.get('deps');
  // The place a waitlist offer holds for this browser counts as free for it.
  const offered = await offeredSlot(deps, readOfferToken(c), serviceId, date);
  return ok(c, await serviceAvailability(deps.store, serviceId, date, deps.clock(), offered));
});
