/**
 * The reviews' part of a product's structured data (schema.org): `aggregateRating` and `review`,
 * only from published reviews and only when there is at least one (search engines refuse empty
 * ratings). The layout escapes the JSON for the page (`<` as \u003c), so a review's text is safe there.
 */
import type { PublicReview, ReviewSummary } from './reviews.ts';

export interface ReviewsForJsonLd {
  summary: ReviewSummary;
  /** The newest published reviews. */
  latest: readonly PublicReview[];
}

export function reviewsJsonLd(reviews: ReviewsForJsonLd | undefined): Record<string, unknown> {
  if (!reviews || reviews.summary.count === 0 || reviews.latest.length === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.latest.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
