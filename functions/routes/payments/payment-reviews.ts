/**
 * The owner's chores with Wompi's money: payments to review ('revisar') and deposits to give back
 * by hand ('devolución pendiente'). Admin only, checked on the server.
 */
import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import { bookingLineIdSchema } from '../../../src/domain/bookings/booking-schemas.ts';
import { paymentReferenceSchema } from '../../../src/domain/checkout/checkout-schemas.ts';
import { objectIdSchema } from '../../../src/domain/shared/schema-basics.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { parseOrThrow } from '../../services/errors.ts';
import { currentUser, requireAdmin } from '../../http/session.ts';
import { markRefundDone } from '../../services/bookings/booking-refunds.ts';
import { listPaymentReviews, markPaymentReviewHandled } from '../../services/payments/payment-reviews.ts';

export const paymentReviewRoutes = new Hono<AppEnv>()
  .get('/payment-reviews', requireAdmin, async (c) => ok(c, await listPaymentReviews(c.get('deps'))))
  .post('/payment-reviews/:reference/handled', requireAdmin, async (c) => {
    const reference = parseOrThrow(paymentReferenceSchema, c.req.param('reference'));
    await markPaymentReviewHandled(c.get('deps'), reference, currentUser(c).name);
    return ok(c, undefined, messages.paymentReviewHandled);
  })
  .post('/transactions/:id/lines/:lineId/refund-done', requireAdmin, async (c) => {
    const recordId = parseOrThrow(objectIdSchema, c.req.param('id'));
    const lineId = parseOrThrow(bookingLineIdSchema, c.req.param('lineId'));
    return ok(c, await markRefundDone(c.get('deps'), recordId, lineId, currentUser(c).name), messages.refundPendingDone);
  });
