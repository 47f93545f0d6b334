import { useEffect } from 'react';
import { messages } from '~/domain/messages.ts';
import { cartMessages } from '~/domain/messages-cart.ts';
import { toast } from '~/lib/toast.ts';
import PaymentApproved from './PaymentApproved.tsx';
import { takePaymentFlash } from '~/islands/checkout/payment-notes.ts';
import { usePaymentReceipt } from './payment-receipt.ts';
import './result.css';

/**
 * /payment-success: approved, declined or pending. The payment's records, when they can
 * be read, say what happened and for how much; the query the payment left speaks otherwise.
 */
export default function PaymentResult() {
  const { query, details, shown, reference, access } = usePaymentReceipt();

  useEffect(() => {
    const flash = takePaymentFlash();
    if (flash) (flash.kind === 'success' ? toast.success : toast.error)(flash.message);
  }, []);

  if (!query || !shown || shown.outcome === 'checking') {
    return (
      <p className="list-message" role="status">
        {cartMessages.paymentResultLoading}
      </p>
    );
  }

  if (shown.outcome === 'declined') {
    return (
      <div className="result-card result-declined">
        <h1>{messages.paymentRejectedTitle}</h1>
        <p>{cartMessages.paymentDeclinedText}</p>
        <div className="result-actions">
          <a className="btn" href="/cart">
            {cartMessages.backToCart}
          </a>
        </div>
      </div>
    );
  }

  if (shown.outcome === 'pending') {
    return (
      <div className="result-card result-pending">
        <h1>{messages.paymentPendingTitle}</h1>
        <p>{cartMessages.paymentPendingText}</p>
        <div className="result-actions">
          <a className="btn" href="/">
            {cartMessages.backHome}
          </a>
        </div>
      </div>
    );
  }

  return <PaymentApproved reference={reference} access={access} amountInCents={shown.amountInCents} details={details} />;
}
