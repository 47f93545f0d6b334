/**
 * The owner's reviews (/admin-panel/resenas): list, publish or hide, answer in public.
 */
import type { z } from 'zod';
import type { reviewAnswerSchema, reviewModerationSchema } from '~/domain/reviews/review-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** Pending ones first (GET /api/admin/reviews). */
export const listReviews = () => apiRequest<'GET /admin/reviews'>('GET', 'admin/reviews');

/** Publishes or hides a review (PATCH /api/admin/reviews/:id). */
export const moderateReview = (id: string, body: z.input<typeof reviewModerationSchema>) =>
  apiRequest<'PATCH /admin/reviews/:id'>('PATCH', `admin/reviews/${encodeURIComponent(id)}`, { body });

/** The shop's public answer under the review (POST /api/admin/reviews/:id/answer). */
export const answerReview = (id: string, body: z.input<typeof reviewAnswerSchema>) =>
  apiRequest<'POST /admin/reviews/:id/answer'>('POST', `admin/reviews/${encodeURIComponent(id)}/answer`, { body });
