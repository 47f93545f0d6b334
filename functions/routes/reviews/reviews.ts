/**
 * Reviews: a product's published ones (public), a customer's lines to rate and their review (signed
 * in), and the owner's moderation (every route under /admin checks the ADMIN role on the server).
 */
import { Hono } from 'hono';
import { reviewMessages } from '../../../src/domain/reviews/messages-reviews.ts';
import {
  productReviewsQuerySchema,
  reviewAnswerSchema,
  reviewIdSchema,
  reviewInputSchema,
  reviewModerationSchema,
} from '../../../src/domain/reviews/review-schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson, readQuery } from '../../http/envelope.ts';
import { currentUser, requireAdmin, requireUser } from '../../http/session.ts';
import { parseOrThrow } from '../../services/errors.ts';
import {
  answerReview,
  listReviewsForOwner,
  moderateReview,
  postReview,
  productReviews,
  reviewableLinesOf,
} from '../../services/reviews/index.ts';

export const reviewRoutes = new Hono<AppEnv>()
  .get('/reviews', async (c) => {
    const { productId, page } = readQuery(c, productReviewsQuerySchema);
    return ok(c, await productReviews(c.get('deps').store, productId, page));
  })
  .get('/reviews/mine', requireUser, async (c) => ok(c, await reviewableLinesOf(c.get('deps'), currentUser(c))))
  .post('/reviews', requireUser, async (c) => {
    const input = await readJson(c, reviewInputSchema);
    return ok(c, await postReview(c.get('deps'), currentUser(c), input, clientIp(c)), reviewMessages.reviewReceived, 201);
  })
  .get('/admin/reviews', requireAdmin, async (c) => ok(c, await listReviewsForOwner(c.get('deps'))))
  .patch('/admin/reviews/:id', requireAdmin, async (c) => {
    const id = parseOrThrow(reviewIdSchema, c.req.param('id'));
    const { status } = await readJson(c, reviewModerationSchema);
    const review = await moderateReview(c.get('deps'), id, status);
    return ok(c, review, status === 'publicada' ? reviewMessages.reviewPublished : reviewMessages.reviewHidden);
  })
  .post('/admin/reviews/:id/answer', requireAdmin, async (c) => {
    const id = parseOrThrow(reviewIdSchema, c.req.param('id'));
    const { text } = await readJson(c, reviewAnswerSchema);
    return ok(c, await answerReview(c.get('deps'), id, text), reviewMessages.answerSaved);
  });
