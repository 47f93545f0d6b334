import { useEffect } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { declinedText, paymentResultMessages } from '~/domain/checkout/messages-payment-result.ts';
import { toast } from '~/lib/toast.ts';
import PaymentApproved from './PaymentApproved.tsx';
import { takePaymentFlash } from '~/islands/checkout/payment-notes.ts';
import { usePaymentResult } from './payment-receipt.ts';
import './result.css';

/** The pending page's line under the text: checking now, asking again failed, or waiting for a reload. */
function pendingStatus(shown: { checking: boolean; gaveUp: boolean; failed: boolean }): string {
  if (shown.checking) return paymentResultMessages.pendingChecking;
  if (shown.gaveUp) return paymentResultMessages.pendingStillWaiting;
  return shown.failed ? paymentResultMessages.pendingCheckFailed : '';
}

/**
 * /payment-success: approved, declined, pending, or nothing to show, as the server says for this
 * browser (see payment-receipt.ts). Thanks and amounts only for a payment the server confirms.
 */
export default function PaymentResult() {
  const shown = usePaymentResult();

  useEffect(() => {
    const flash = takePaymentFlash();
    if (flash) (flash.kind === 'success' ? toast.success : toast.error)(flash.message);
  }, []);

  if (shown.kind === 'loading') {
    return (
      <p className="list-message" role="status">
        {cartMessages.paymentResultLoading}
      </p>
    );
  }

  if (shown.kind === 'not-found') {
    return (
      <div className="result-card">
        <h1>{paymentResultMessages.notFoundTitle}</h1>
        <p>{messages.noTransactionDetails}</p>
        <div className="result-actions">
          <a className="btn" href="/">
            {cartMessages.backHome}
          </a>
          <a className="btn btn-secondary" href="/cart">
            {cartMessages.backToCart}
          </a>
        </div>
      </div>
    );
  }

  if (shown.kind === 'declined') {
    return (
      <div className="result-card result-declined">
        <h1>{messages.paymentRejectedTitle}</h1>
        <p>{declinedText(shown.freedHours)}</p>
        <div className="result-actions">
          <a className="btn" href="/cart">
            {cartMessages.backToCart}
          </a>
        </div>
      </div>
    );
  }

  if (shown.kind === 'pending') {
    return (
      <div className="result-card result-pending">
        <h1>{messages.paymentPendingTitle}</h1>
        <p>{shown.review ? messages.wompiReviewNeeded : paymentResultMessages.pendingText}</p>
        <p className="result-status" role="status">
          {pendingStatus(shown)}
        </p>
        <div className="result-actions">
          <a className="btn" href="/">
            {cartMessages.backHome}
          </a>
        </div>
      </div>
    );
  }

  return <PaymentApproved reference={shown.reference} access={shown.access} details={shown.details} />;
}
