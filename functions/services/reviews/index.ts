/** The reviews capability's front door: all that other capabilities may import from it. */
export { postReview, reviewableLinesOf } from './review-posting.ts';
export type { PostedReview, ReviewableLine } from './review-posting.ts';
export { productReviews, toPublicReview } from './product-reviews.ts';
export type { ProductReviews } from './product-reviews.ts';
export { answerReview, listReviewsForOwner, moderateReview, pendingReviews } from './review-moderation.ts';
export type { OwnerReview } from './review-moderation.ts';
export { anonymiseReviewsOf } from './review-anonymise.ts';
export { reviewsOfAccount } from './review-export.ts';
export { queueReviewRequests, reviewRequestKey } from './review-requests.ts';
