import { useState, type FormEvent } from 'react';
import { reviewMessages as t } from '~/domain/reviews/messages-reviews.ts';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '~/domain/reviews/reviews.ts';
import { messages } from '~/domain/shared/messages.ts';
import { ApiError } from '~/lib/api/core.ts';
import { postReview, type fetchMyReviewableLines } from '~/lib/api/reviews.ts';
import { toast } from '~/lib/toast.ts';
import { useLineReviews } from './reviews-context.ts';

type Lines = Awaited<ReturnType<typeof fetchMyReviewableLines>>['data'];
export type ReviewableLines = ReadonlyMap<string, Lines[number]>;

/** Under a line of /orders: "Calificar" while it may be rated, the review once sent. */
export default function LineReview({ lineId, productName }: { lineId: string; productName: string }) {
  const reviews = useLineReviews();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const line = reviews?.lines.get(lineId);
  if (!reviews || !line) return null;
  if (line.review) {
    return (
      <p className="line-review-done">
        {t.yourReview(line.review.rating)} · {t.statusWord[line.review.status] ?? line.review.status}
      </p>
    );
  }
  if (!line.canReview) return null;
  if (!open) {
    return (
      <button type="button" className="btn btn-secondary line-review-open" onClick={() => setOpen(true)}>
        {t.rate}
      </button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return toast.error(t.ratingInvalid);
    if (text.trim().length < REVIEW_TEXT_MIN) return toast.error(t.textInvalid(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX));
    setSending(true);
    postReview({ lineId, rating, text })
      .then(() => {
        toast.success(t.reviewReceived);
        reviews.sent(lineId, rating);
      })
      .catch((error: unknown) => toast.error(error instanceof ApiError ? error.message : messages.unexpectedResponse))
      .finally(() => setSending(false));
  };

  return (
    <form className="line-review" onSubmit={submit} aria-label={t.rateTitle(productName)}>
      <fieldset>
        <legend>{t.ratingLegend}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="line-review-star">
            <input type="radio" name={`rating-${lineId}`} value={value} checked={rating === value} onChange={() => setRating(value)} />
            <span aria-hidden="true">{value <= rating ? '★' : '☆'}</span>
            <span className="visually-hidden">{t.ratingOption(value)}</span>
          </label>
        ))}
      </fieldset>
      <label>
        {t.textLabel}
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          minLength={REVIEW_TEXT_MIN}
          maxLength={REVIEW_TEXT_MAX}
          required
        />
      </label>
      <p className="line-review-actions">
        <button type="submit" className="btn" disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
          {t.cancel}
        </button>
      </p>
    </form>
  );
}
