/**
 * The sweeper's part: a few days (REVIEW_REQUEST_AFTER_DAYS) after a sale was marked delivered, or
 * after an appointment's hour, the customer with an account gets one mail per line asking for a
 * review, keyed `review-request:<line id>` in the mail outbox, so however many sweeps (or sweepers)
 * see the line, it is sent once. Lines already rated, cancelled, or of a guest or a deleted account
 * get none. Only the last REQUEST_WINDOW_DAYS are looked at, so each sweep reads a bounded set.
 */
import { reviewRequestMail } from '../../../src/domain/reviews/review-request-mail.ts';
import { REVIEW_REQUEST_AFTER_DAYS, reviewRefusal } from '../../../src/domain/reviews/reviews.ts';
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import { appointmentStart } from '../../../src/domain/bookings/booking-policy.ts';
import { shopOrigin } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { RecordDoc } from '../../store/documents.ts';
import { queueMail } from '../mail/index.ts';
import { lineIdFor } from '../records/index.ts';

const DAY_MS = 24 * 60 * 60_000;
/** How far back a delivery or an appointment is still asked about. */
const REQUEST_WINDOW_DAYS = 30;

export const reviewRequestKey = (lineId: string) => `review-request:${lineId}`;

const withAccount = { 'user._id': { $exists: true, $nin: ['', null] } };

/** Queues the due review requests; returns how many were queued now. */
export async function queueReviewRequests(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  const dueBefore = new Date(now.getTime() - REVIEW_REQUEST_AFTER_DAYS * DAY_MS);
  const oldest = new Date(now.getTime() - (REVIEW_REQUEST_AFTER_DAYS + REQUEST_WINDOW_DAYS) * DAY_MS);
  const records = deps.store.collection('transactions');
  const delivered = await records.find({
    kind: 'venta',
    status: 'entregada',
    updatedAt: { $gte: oldest, $lte: dueBefore },
    ...withAccount,
  });
  const moment = (date: Date) => {
    const { date: day, time } = bogotaMoment(date);
    return `${day} ${time}`;
  };
  const held = await records.find({
    kind: 'reserva',
    status: { $nin: ['cancelada', 'no asistió'] },
    firstAppointment: { $gte: moment(oldest), $lte: moment(dueBefore) },
    ...withAccount,
  });
  let queued = 0;
  for (const record of [...delivered, ...held]) queued += await queueForRecord(deps, record, dueBefore);
  return queued;
}

async function queueForRecord(deps: AppDeps, record: RecordDoc, dueBefore: Date): Promise<number> {
  const user = record.user;
  if (!user?.email) return 0;
  const lines = record.reservationDetails
    .map((line, index) => ({ line, lineId: lineIdFor(record._id, index) }))
    .filter(({ line }) => reviewRefusal(record, line, dueBefore) === null)
    .filter(({ line }) => line.kind === 'product' || (appointmentStart(line)?.getTime() ?? Infinity) <= dueBefore.getTime());
  if (lines.length === 0) return 0;
  const keys = lines.map(({ lineId }) => reviewRequestKey(lineId));
  const [sent, reviewed] = await Promise.all([
    deps.store.collection('mail').find({ _id: { $in: keys } }, { projection: { _id: 1 } }),
    deps.store.collection('reviews').find({ lineKey: { $in: lines.map(({ lineId }) => lineId) } }, { projection: { lineKey: 1 } }),
  ]);
  const skip = new Set([...sent.map((mail) => mail._id), ...reviewed.map((review) => reviewRequestKey(review.lineKey))]);
  const origin = shopOrigin(deps.config);
  let queued = 0;
  for (const { line, lineId } of lines) {
    if (skip.has(reviewRequestKey(lineId))) continue;
    await queueMail(deps, {
      key: reviewRequestKey(lineId),
      kind: 'review-request',
      to: user.email,
      ...reviewRequestMail({ customerName: user.name, productName: line.productName, ordersUrl: `${origin}/orders` }, origin),
    });
    queued += 1;
  }
  return queued;
}
