/**
 * A signed-in customer rates a line they bought or an appointment they had, once per line: the
 * record must be theirs, the line paid and not cancelled (an appointment held), and the unique
 * `lineKey` lets one of many parallel posts in. Limits per account and per address are taken
 * before the write; a post that loses the race gives its slots back.
 */
import { reviewMessages } from '../../../src/domain/reviews/messages-reviews.ts';
import type { ReviewInput } from '../../../src/domain/reviews/review-schemas.ts';
import { reviewAuthorName, reviewRefusal, type ReviewStatus } from '../../../src/domain/reviews/reviews.ts';
import type { AppDeps } from '../../deps.ts';
import { DuplicateKeyError } from '../../store/contract.ts';
import type { RecordDoc, UserDoc } from '../../store/documents.ts';
import { ServiceError } from '../errors.ts';
import { releaseRateSlot, requireRateSlot } from '../platform/index.ts';
import { lineIdFor } from '../records/index.ts';

export interface PostedReview {
  _id: string;
  lineId: string;
  status: ReviewStatus;
}

/** The record and the line a line id names, when the record is the user's. */
async function ownLine(deps: AppDeps, userId: string, lineId: string) {
  const [recordId = '', index = ''] = lineId.split('-');
  const record = await deps.store.collection('transactions').findOne({ _id: recordId, 'user._id': userId });
  const line = record?.reservationDetails[Number(index)];
  if (!record || !line) throw new ServiceError(404, reviewMessages.lineNotFound);
  return { record, line };
}

export async function postReview(deps: AppDeps, user: UserDoc, input: ReviewInput, ip: string): Promise<PostedReview> {
  const now = deps.clock();
  const { record, line } = await ownLine(deps, user._id, input.lineId);
  const refusal = reviewRefusal(record, line, now);
  if (refusal === 'not-yet') throw new ServiceError(409, reviewMessages.appointmentNotYet);
  if (refusal) throw new ServiceError(409, reviewMessages.lineNotReviewable);
  const reviews = deps.store.collection('reviews');
  if (await reviews.findOne({ lineKey: input.lineId }, { projection: { _id: 1 } }))
    throw new ServiceError(409, reviewMessages.alreadyReviewed);

  const perUser = await requireRateSlot(deps.store, 'reviewsPerUser', user._id, now, reviewMessages.tooManyReviews);
  const perAddress = await requireRateSlot(deps.store, 'reviewsPerAddress', ip, now, reviewMessages.tooManyReviews).catch(
    async (error: unknown) => {
      await releaseRateSlot(deps.store, perUser);
      throw error;
    },
  );
  try {
    const { insertedId } = await reviews.insertOne({
      lineKey: input.lineId,
      reference: record.reference,
      productId: line.productId,
      productName: line.productName,
      kind: line.kind,
      userId: user._id,
      authorName: reviewAuthorName(user.name),
      rating: input.rating,
      text: input.text,
      status: 'pendiente',
      ip,
      createdAt: now,
      updatedAt: now,
    });
    return { _id: insertedId, lineId: input.lineId, status: 'pendiente' };
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    await releaseRateSlot(deps.store, perUser);
    await releaseRateSlot(deps.store, perAddress);
    throw new ServiceError(409, reviewMessages.alreadyReviewed);
  }
}

/** A line of the customer's records as /orders offers it: may it be rated now, and was it. */
export interface ReviewableLine {
  lineId: string;
  reference: string;
  productId: string;
  productName: string;
  /** It may be rated now (and was not yet). */
  canReview: boolean;
  /** Its review, once sent. */
  review?: { rating: number; status: ReviewStatus };
}

/** Every line of the customer's records, with whether it may be rated and its review. */
export async function reviewableLinesOf(deps: AppDeps, user: UserDoc): Promise<ReviewableLine[]> {
  const now = deps.clock();
  const records: RecordDoc[] = await deps.store
    .collection('transactions')
    .find({ 'user._id': user._id }, { sort: { createdAt: -1 }, limit: 200 });
  const reviews = await deps.store.collection('reviews').find({ userId: user._id }, { projection: { lineKey: 1, rating: 1, status: 1 } });
  const byLine = new Map(reviews.map((review) => [review.lineKey, review]));
  return records.flatMap((record) =>
    record.reservationDetails.map((line, index) => {
      const lineId = lineIdFor(record._id, index);
      const review = byLine.get(lineId);
      return {
        lineId,
        reference: record.reference,
        productId: line.productId,
        productName: line.productName,
        canReview: !review && reviewRefusal(record, line, now) === null,
        ...(review ? { review: { rating: review.rating, status: review.status } } : {}),
      };
    }),
  );
}
