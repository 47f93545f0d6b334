/**
 * The owner's payments to review ('revisar'). Admin only, checked on the server.
 */
import { Hono } from 'hono';
import { messages } from '../../src/domain/messages.ts';
import { paymentReferenceSchema } from '../../src/domain/schemas.ts';
import type { AppEnv } from '../http/context.ts';
import { ok, parseOrThrow } from '../http/envelope.ts';
import { currentUser, requireAdmin } from '../http/session.ts';
import { listPaymentReviews, markPaymentReviewHandled } from '../services/payment-reviews.ts';

export const paymentReviewRoutes = new Hono<AppEnv>()
  .get('/payment-reviews', requireAdmin, async (c) => ok(c, await listPaymentReviews(c.get('deps'))))
  .post('/payment-reviews/:reference/handled', requireAdmin, async (c) => {
    const reference = parseOrThrow(paymentReferenceSchema, c.req.param('reference'));
    await markPaymentReviewHandled(c.get('deps'), reference, currentUser(c).name);
    return ok(c, undefined, messages.paymentReviewHandled);
  });
