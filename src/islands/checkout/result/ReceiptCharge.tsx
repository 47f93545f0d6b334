import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { formatCop, formatUsdCents } from '~/domain/money/money.ts';
import { paymentFigures } from '~/domain/money/payment-figures.ts';
import { paidInPesos } from '~/domain/records/records.ts';
import type { ReceiptRecord } from './payment-receipt.ts';

/**
 * What the payment charged: in pesos first, always; beside it, smaller, the US dollars a
 * dollar charge took (PayPal, and the sandbox that stands in for it). A Wompi charge was pesos.
 */
export default function ReceiptCharge({ records }: { records: readonly ReceiptRecord[] }) {
  const figures = paymentFigures(records);
  if (paidInPesos(records)) return <>{formatCop(figures.charged)}</>;
  return (
    <>
      {formatCop(figures.charged)} <span className="result-usd">{cartMessages.paymentUsd(formatUsdCents(figures.chargedUsdCents))}</span>
    </>
  );
}
