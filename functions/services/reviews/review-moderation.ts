/**
 * The owner's "Reseñas": every review, pending ones first; publish, hide, answer in public. A
 * change to what a product page shows purges that page's cache tag, so it is live at once.
 */
import { pageCacheTags } from '../../../src/domain/shared/page-cache.ts';
import { reviewMessages } from '../../../src/domain/reviews/messages-reviews.ts';
import type { ReviewStatus } from '../../../src/domain/reviews/reviews.ts';
import type { AppDeps } from '../../deps.ts';
import type { ReviewDoc } from '../../store/documents.ts';
import { ServiceError } from '../errors.ts';

/** A review as the owner's list shows it (no address). */
export interface OwnerReview {
  _id: string;
  reference: string;
  productId: string;
  productName: string;
  authorName: string;
  rating: number;
  text: string;
  status: ReviewStatus;
  createdAt: string;
  answer?: { text: string; at: string };
}

function toOwnerReview(review: ReviewDoc): OwnerReview {
  return {
    _id: review._id,
    reference: review.reference,
    productId: review.productId,
    productName: review.productName,
    authorName: review.authorName,
    rating: review.rating,
    text: review.text,
    status: review.status,
    createdAt: new Date(review.createdAt).toISOString(),
    ...(review.answer ? { answer: { text: review.answer.text, at: new Date(review.answer.at).toISOString() } } : {}),
  };
}

const OWNER_LIST_LIMIT = 200;

/** Pending reviews first (oldest first, the order they came), then the others newest first. */
export async function listReviewsForOwner(deps: AppDeps): Promise<OwnerReview[]> {
  const reviews = deps.store.collection('reviews');
  const pending = await reviews.find({ status: 'pendiente' }, { sort: { createdAt: 1, _id: 1 }, limit: OWNER_LIST_LIMIT });
  const others = await reviews.find(
    { status: { $in: ['publicada', 'oculta'] } },
    { sort: { createdAt: -1, _id: -1 }, limit: OWNER_LIST_LIMIT },
  );
  return [...pending, ...others].map(toOwnerReview);
}

/** The reviews waiting for the owner, oldest first, for the dashboard's notice: how many, and the first few. */
export async function pendingReviews(deps: AppDeps, limit: number) {
  const reviews = deps.store.collection('reviews');
  const [total, first] = await Promise.all([
    reviews.countDocuments({ status: 'pendiente' }),
    reviews.find({ status: 'pendiente' }, { sort: { createdAt: 1, _id: 1 }, limit }),
  ]);
  return { total, items: first.map(toOwnerReview) };
}

export async function moderateReview(deps: AppDeps, id: string, status: Exclude<ReviewStatus, 'pendiente'>): Promise<OwnerReview> {
  const now = deps.clock();
  const updated = await deps.store
    .collection('reviews')
    .findOneAndUpdate({ _id: id }, { $set: { status, moderatedAt: now, updatedAt: now } });
  if (!updated) throw new ServiceError(404, reviewMessages.reviewNotFound);
  await deps.publisher.schedule([pageCacheTags.product(updated.productId)]);
  return toOwnerReview(updated);
}

export async function answerReview(deps: AppDeps, id: string, text: string): Promise<OwnerReview> {
  const now = deps.clock();
  const updated = await deps.store
    .collection('reviews')
    .findOneAndUpdate({ _id: id }, { $set: { answer: { text, at: now }, updatedAt: now } });
  if (!updated) throw new ServiceError(404, reviewMessages.reviewNotFound);
  if (updated.status === 'publicada') await deps.publisher.schedule([pageCacheTags.product(updated.productId)]);
  return toOwnerReview(updated);
}
