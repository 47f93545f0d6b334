import { Hono } from 'hono';
import { lostLinkMessages } from '../../../src/domain/bookings/messages-lost-links.ts';
import {
  bookingLinksRequestSchema,
  bookingQuerySchema,
  cancelBookingBodySchema,
  rescheduleBookingBodySchema,
} from '../../../src/domain/bookings/booking-schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson, readQuery } from '../../http/envelope.ts';
import { optionalUser } from '../../http/session.ts';
import { cancelBookingLine } from '../../services/bookings/booking-cancel.ts';
import { resendBookingLinks } from '../../services/mail/booking-links.ts';
import { getBooking, rescheduleBookingLine } from '../../services/bookings/bookings.ts';

/** A customer's own reservation: its owner, an admin, or whoever holds the receipt's token (`access`). */
export const bookingRoutes = new Hono<AppEnv>()
  // The same answer for every e-mail, with reservations or not: nobody learns who booked.
  .post('/bookings/resend-links', async (c) => {
    const { email } = await readJson(c, bookingLinksRequestSchema);
    await resendBookingLinks(c.get('deps'), email, clientIp(c));
    return ok(c, undefined, lostLinkMessages.sent);
  })
  .get('/bookings/:reference', optionalUser, async (c) => {
    const { access } = readQuery(c, bookingQuerySchema);
    return ok(c, await getBooking(c.get('deps'), c.req.param('reference'), c.get('user'), access));
  })
  .post('/bookings/:reference/cancel', optionalUser, async (c) => {
    const { lineId, access } = await readJson(c, cancelBookingBodySchema);
    const actor = { viewer: c.get('user'), access, ip: clientIp(c) };
    const { booking, message } = await cancelBookingLine(c.get('deps'), actor, c.req.param('reference'), lineId);
    return ok(c, booking, message);
  })
  .post('/bookings/:reference/reschedule', optionalUser, async (c) => {
    const { lineId, date, time, access } = await readJson(c, rescheduleBookingBodySchema);
    const actor = { viewer: c.get('user'), access, ip: clientIp(c) };
    const { booking, message } = await rescheduleBookingLine(c.get('deps'), actor, c.req.param('reference'), { lineId, date, time });
    return ok(c, booking, message);
  });
