/** The account's own reviews, for "Descargar mis datos". */
import type { ReviewStatus } from '../../../src/domain/reviews/reviews.ts';
import type { Store } from '../../store/contract.ts';

export interface ExportedReview {
  reference: string;
  productName: string;
  rating: number;
  text: string;
  status: ReviewStatus;
  createdAt: Date;
  answer?: { text: string; at: Date };
}

export async function reviewsOfAccount(store: Store, userId: string): Promise<ExportedReview[]> {
  const reviews = await store.collection('reviews').find({ userId }, { sort: { createdAt: 1 } });
  return reviews.map(({ reference, productName, rating, text, status, createdAt, answer }) => ({
    reference,
    productName,
    rating,
    text,
    status,
    createdAt,
    ...(answer ? { answer } : {}),
  }));
}
