import { useState } from 'react';
import { adminReviewMessages as t } from '~/domain/reviews/messages-admin-reviews.ts';
import { formatShortMoment } from '~/domain/shared/dates.ts';
import { answerReview, listReviews, moderateReview } from '~/lib/api/admin/reviews.ts';
import AdminGate from '~/islands/admin/common/AdminGate.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import { FormAlert, TextAreaField } from '~/islands/ui/Field.tsx';
import ListState from '~/islands/ui/ListState.tsx';
import { toast } from '~/lib/toast.ts';

type Review = Awaited<ReturnType<typeof listReviews>>['data'][number];

/**
 * /admin-panel/resenas: every review, pending ones first; publish, hide, answer in public (the
 * server checks the role). Texts are shown as typed: React escapes them.
 */
export default function ReviewsList() {
  return (
    <AdminGate>
      <ReviewsSection />
    </AdminGate>
  );
}

function ReviewsSection() {
  const { items, setItems, loadError } = useAdminList(listReviews, (error) => serverMessageOr(error, t.loadError));
  if (loadError && !items) return <FormAlert message={loadError} />;
  if (!items) return <ListState look="account" loading={t.title} />;
  if (items.length === 0) return <p>{t.empty}</p>;
  const pending = items.filter((review) => review.status === 'pendiente').length;
  const replace = (updated: Review) =>
    setItems((current) => current && current.map((review) => (review._id === updated._id ? updated : review)));
  return (
    <>
      {pending > 0 && (
        <p className="reviews-pending" role="status">
          {t.pendingCount(pending)}
        </p>
      )}
      <ol className="admin-reviews">
        {items.map((review) => (
          <li key={review._id}>
            <ReviewItem review={review} onChange={replace} />
          </li>
        ))}
      </ol>
    </>
  );
}

function ReviewItem({ review, onChange }: { review: Review; onChange: (review: Review) => void }) {
  const [answer, setAnswer] = useState(review.answer?.text ?? '');
  const [busy, setBusy] = useState(false);
  const act = async (call: () => ReturnType<typeof moderateReview>) => {
    setBusy(true);
    try {
      const result = await call();
      onChange(result.data);
      if (result.message) toast.success(result.message);
    } catch (error) {
      toast.error(serverMessageOr(error, t.actionFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={`admin-review admin-review-${review.status}`} aria-label={`${review.authorName}: ${t.stars(review.rating)}`}>
      <p className="admin-review-head">
        <strong>{t.stars(review.rating)}</strong> · {review.authorName} · {formatShortMoment(review.createdAt)} ·{' '}
        <span className="admin-review-status">{t.statusLabels[review.status] ?? review.status}</span>
      </p>
      <p className="admin-review-product">{t.ofProduct(review.productName, review.reference)}</p>
      <p className="admin-review-text">{review.text}</p>
      <p className="admin-review-actions">
        {review.status !== 'publicada' && (
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void act(() => moderateReview(review._id, { status: 'publicada' }))}
          >
            {t.publish}
          </button>
        )}
        {review.status !== 'oculta' && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => void act(() => moderateReview(review._id, { status: 'oculta' }))}
          >
            {t.hide}
          </button>
        )}
      </p>
      <form
        className="admin-review-answer"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => answerReview(review._id, { text: answer }));
        }}
      >
        <TextAreaField
          inputId={`answer-${review._id}`}
          label={t.answerLabel}
          error={undefined}
          value={answer}
          rows={2}
          maxLength={1000}
          onChange={(event) => setAnswer(event.target.value)}
        />
        <button type="submit" className="btn btn-secondary" disabled={busy || answer.trim() === ''}>
          {t.answerSave}
        </button>
      </form>
    </article>
  );
}
