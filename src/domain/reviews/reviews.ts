/**
 * Reviews from verified buyers: who may rate which line of a record, the limits of a text, and the
 * average the pages and search engines show. Pure: the time is a parameter.
 */
import { appointmentStart } from '../bookings/booking-policy.ts';
import type { RecordLine } from '../records/records.ts';

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_ANSWER_MAX = 1000;
/** Reviews a product page shows at a time (newest first). */
export const REVIEWS_PAGE_SIZE = 10;
/** How long after a delivery or an appointment the mail asking for a review is sent. */
export const REVIEW_REQUEST_AFTER_DAYS = 3;

export type ReviewStatus = 'pendiente' | 'publicada' | 'oculta';

/** The sale statuses whose product lines were paid and not cancelled. */
export const reviewableSaleStatuses = ['pagada', 'enviada', 'entregada'] as const;

/** A review as the product page shows it: only published ones reach it. */
export interface PublicReview {
  _id: string;
  authorName: string;
  rating: number;
  text: string;
  /** ISO */
  createdAt: string;
  answer?: { text: string; at: string };
}

export interface ReviewSummary {
  count: number;
  /** Rounded to one decimal; 0 when there is none. */
  average: number;
}

/** What the rules read of a record. */
export interface ReviewableRecord {
  kind: 'reserva' | 'venta';
  status: string;
}

/**
 * Why the line cannot be rated now, or null when it can: a product line of a paid sale not
 * cancelled; an appointment not cancelled whose hour has passed, or whose reservation is completed.
 */
export function reviewRefusal(
  record: ReviewableRecord,
  line: Pick<RecordLine, 'kind' | 'cancelledAt' | 'reservationDate' | 'reservationTime'>,
  now: Date,
): 'not-reviewable' | 'not-yet' | null {
  if (line.kind === 'product') {
    return record.kind === 'venta' && (reviewableSaleStatuses as readonly string[]).includes(record.status) ? null : 'not-reviewable';
  }
  if (record.kind !== 'reserva' || line.cancelledAt || record.status === 'cancelada' || record.status === 'no asistió')
    return 'not-reviewable';
  if (record.status === 'completada') return null;
  const start = appointmentStart(line);
  return start && start.getTime() <= now.getTime() ? null : 'not-yet';
}

export function reviewSummary(ratings: readonly number[]): ReviewSummary {
  if (ratings.length === 0) return { count: 0, average: 0 };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { count: ratings.length, average: Math.round((sum / ratings.length) * 10) / 10 };
}

/** "4,5": the average as the pages write it. */
export function formatAverage(average: number): string {
  return average.toFixed(1).replace('.', ',');
}

/** The name a review shows: the first name and the initial of the last ("Ana M."). */
export function reviewAuthorName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
