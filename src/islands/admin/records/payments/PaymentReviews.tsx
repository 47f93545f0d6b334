import { useState } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { formatBogotaDateTime } from '~/domain/schedule/schedule.ts';
import { getPaymentReviews, markPaymentReviewHandled, type PaymentReview } from '~/lib/api/admin/payment-reviews.ts';
import { toast } from '~/lib/toast.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import ListState from '~/islands/ui/ListState.tsx';
import './payment-reviews.css';

/**
 * "Pagos por revisar" on the sales page: Wompi payments marked 'revisar' (charged, but not taken by
 * their order). Shown only while there is one; each is marked handled once the owner has refunded
 * it in Wompi or settled it with the customer.
 */
export default function PaymentReviews() {
  const { items, setItems, loadError, load } = useAdminList(getPaymentReviews, (error) =>
    serverMessageOr(error, adminMessages.paymentReviewsFetchError),
  );
  const [busy, setBusy] = useState<string | null>(null);

  async function markHandled(review: PaymentReview) {
    if (busy) return;
    setBusy(review.reference);
    try {
      const { message } = await markPaymentReviewHandled(review.reference);
      setItems((current) => current?.filter((item) => item.reference !== review.reference) ?? null);
      toast.success(message ?? adminMessages.paymentReviewsMarked);
    } catch (error) {
      toast.error(serverMessageOr(error, adminMessages.paymentReviewsMarkError));
    } finally {
      setBusy(null);
    }
  }

  if (loadError) return <ListState look="panel" error={loadError} onRetry={() => void load()} />;
  if (!items || items.length === 0) return null;
  return (
    <section className="admin-card payment-reviews" aria-labelledby="payment-reviews-title">
      <h2 id="payment-reviews-title">{adminMessages.paymentReviewsTitle(items.length)}</h2>
      <p className="payment-reviews-intro">{adminMessages.paymentReviewsIntro}</p>
      <ul className="payment-reviews-list">
        {items.map((review) => (
          <li key={`${review.reference}-${review.transactionId}`}>
            <p className="admin-strong">
              {review.reference} · <time dateTime={review.at}>{formatBogotaDateTime(review.at)}</time>
            </p>
            <dl className="payment-reviews-facts">
              <div>
                <dt>{adminMessages.paymentReviewsReason}</dt>
                <dd>{review.reason}</dd>
              </div>
              <div>
                <dt>{adminMessages.paymentReviewsCharged}</dt>
                <dd>{review.charged}</dd>
              </div>
              {review.expected && (
                <div>
                  <dt>{adminMessages.paymentReviewsExpected}</dt>
                  <dd>{review.expected}</dd>
                </div>
              )}
              <div>
                <dt>{adminMessages.paymentReviewsTransaction}</dt>
                <dd>{review.transactionId}</dd>
              </div>
              <div>
                <dt>{adminMessages.paymentReviewsCustomer}</dt>
                <dd>
                  {review.customer.name} · <a href={`mailto:${review.customer.email}`}>{review.customer.email}</a> · {review.customer.phone}
                </dd>
              </div>
            </dl>
            <button
              type="button"
              className="btn btn-outline admin-btn-sm"
              onClick={() => void markHandled(review)}
              aria-disabled={busy !== null || undefined}
            >
              {adminMessages.paymentReviewsMark}
              <span className="visually-hidden"> {review.reference}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
