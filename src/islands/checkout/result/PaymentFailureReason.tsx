import { useEffect, useState } from 'react';
import { toast } from '~/lib/toast.ts';
import { takePaymentFlash } from '~/islands/checkout/payment-notes.ts';

/** /payment-failure: the toast the failed payment left, and the server's reason when it said more. */
export default function PaymentFailureReason() {
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    const flash = takePaymentFlash();
    if (!flash) return;
    (flash.kind === 'success' ? toast.success : toast.error)(flash.message);
    setReason(flash.reason ?? flash.message);
  }, []);
  return (
    <p className="result-reason" role="status">
      {reason}
    </p>
  );
}
