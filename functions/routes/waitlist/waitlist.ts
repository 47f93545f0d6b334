import { Hono } from 'hono';
import { waitlistMessages as t } from '../../../src/domain/waitlist/messages-waitlist.ts';
import { waitlistCancelSchema, waitlistJoinSchema, waitlistOfferTokenSchema } from '../../../src/domain/waitlist/waitlist-schemas.ts';
import { agendaQuerySchema } from '../../../src/domain/bookings/booking-schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson, readQuery } from '../../http/envelope.ts';
import { optionalUser, requireAdmin } from '../../http/session.ts';
import { keepOfferToken } from '../../http/waitlist-offer-cookie.ts';
import { parseOrThrow } from '../../services/errors.ts';
import { isLiveOffer, joinWaitlist, leaveWaitlist, offerEntry, waitlistLinesOn } from '../../services/waitlist/index.ts';

/** "Avísame si se libera": joining a full hour's line, leaving it, the offer's link, and the owner's lines of a day. */
export const waitlistRoutes = new Hono<AppEnv>()
  .post('/waitlist', optionalUser, async (c) => {
    const form = await readJson(c, waitlistJoinSchema);
    await joinWaitlist(c.get('deps'), form, clientIp(c), c.get('user') ?? null);
    return ok(c, undefined, t.joined);
  })
  .post('/waitlist/cancel', async (c) => {
    const { token } = await readJson(c, waitlistCancelSchema);
    await leaveWaitlist(c.get('deps'), token);
    return ok(c, undefined, t.cancelled);
  })
  // The mail's link: a live offer's token is kept in this browser, which goes on to the service's page.
  .get('/waitlist/offers/:token', async (c) => {
    const token = parseOrThrow(waitlistOfferTokenSchema, c.req.param('token'));
    const deps = c.get('deps');
    const entry = await offerEntry(deps, token);
    if (!entry) return c.redirect('/servicios', 302);
    // An offer that ran out or was used leads to the service all the same, without holding anything.
    if (isLiveOffer(entry, deps.clock())) keepOfferToken(c, token);
    return c.redirect(`/product/${entry.serviceId}`, 302);
  })
  .get('/admin/waitlist', requireAdmin, async (c) => {
    const { from, to, serviceId } = readQuery(c, agendaQuerySchema);
    return ok(c, await waitlistLinesOn(c.get('deps'), from, to, serviceId));
  });
