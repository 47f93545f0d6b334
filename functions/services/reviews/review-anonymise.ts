/**
 * A deleted account's reviews stay, anonymised ("Cliente" as the author, no account, no address),
 * as the data policy says; the pages showing them are purged. One step of the account deletion
 * (services/accounts/account-deletion.ts), idempotent, so a deletion the sweeper resumes runs it again
 * harmlessly.
 */
import { reviewMessages } from '../../../src/domain/reviews/messages-reviews.ts';
import { pageCacheTags } from '../../../src/domain/shared/page-cache.ts';
import type { AppDeps } from '../../deps.ts';

export async function anonymiseReviewsOf(deps: AppDeps, userId: string): Promise<number> {
  const reviews = deps.store.collection('reviews');
  const theirs = await reviews.find({ userId }, { projection: { productId: 1, status: 1 } });
  if (theirs.length === 0) return 0;
  await reviews.updateMany(
    { userId },
    { $set: { userId: null, authorName: reviewMessages.anonymousAuthor, ip: '', updatedAt: deps.clock() } },
  );
  const shown = [...new Set(theirs.filter((review) => review.status === 'publicada').map((review) => review.productId))];
  if (shown.length > 0) await deps.publisher.schedule(shown.map(pageCacheTags.product));
  return theirs.length;
}
