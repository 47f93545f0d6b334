/**
 * A product's or service's published reviews, as its page shows them: the average and the count
 * of all of them, and one page of the newest.
 */
import { REVIEWS_PAGE_SIZE, reviewSummary, type PublicReview, type ReviewSummary } from '../../../src/domain/reviews/reviews.ts';
import type { Store } from '../../store/contract.ts';
import type { ReviewDoc } from '../../store/documents.ts';

export interface ProductReviews {
  summary: ReviewSummary;
  reviews: PublicReview[];
  page: number;
  pages: number;
}

export function toPublicReview(review: ReviewDoc): PublicReview {
  return {
    _id: review._id,
    authorName: review.authorName,
    rating: review.rating,
    text: review.text,
    createdAt: new Date(review.createdAt).toISOString(),
    ...(review.answer ? { answer: { text: review.answer.text, at: new Date(review.answer.at).toISOString() } } : {}),
  };
}

export async function productReviews(store: Store, productId: string, page = 1): Promise<ProductReviews> {
  const reviews = store.collection('reviews');
  const published = { productId, status: 'publicada' };
  const ratings = await reviews.find(published, { projection: { rating: 1 } });
  const summary = reviewSummary(ratings.map((review) => review.rating));
  const pages = Math.max(1, Math.ceil(summary.count / REVIEWS_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const list = await reviews.find(published, {
    sort: { createdAt: -1, _id: -1 },
    skip: (shown - 1) * REVIEWS_PAGE_SIZE,
    limit: REVIEWS_PAGE_SIZE,
  });
  return { summary, reviews: list.map(toPublicReview), page: shown, pages };
}
