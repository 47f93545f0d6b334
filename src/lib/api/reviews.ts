/**
 * Reviews: a product's published ones, the customer's lines to rate from /orders, and their review.
 */
import type { z } from 'zod';
import type { reviewInputSchema } from '~/domain/reviews/review-schemas.ts';
import { apiRequest } from './core.ts';

/** One page of a product's published reviews, with the average and the count (GET /api/reviews). */
export const fetchProductReviews = (productId: string, page = 1) =>
  apiRequest<'GET /reviews'>('GET', 'reviews', { query: { productId, page: String(page) } });

/** The customer's lines, with whether each may be rated now and its review (GET /api/reviews/mine). */
export const fetchMyReviewableLines = () => apiRequest<'GET /reviews/mine'>('GET', 'reviews/mine');

/** Rates a line once; the owner publishes it after reading it (POST /api/reviews). */
export const postReview = (body: z.input<typeof reviewInputSchema>) => apiRequest<'POST /reviews'>('POST', 'reviews', { body });
