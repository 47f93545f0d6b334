import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { formatCop } from '~/domain/money/money.ts';
import { paymentFigures } from '~/domain/money/payment-figures.ts';
import { balancePaidAt } from '~/domain/records/records.ts';
import type { ReceiptRecord } from './payment-receipt.ts';
import ReceiptCharge from './ReceiptCharge.tsx';
import DiscountFact from '~/islands/common/DiscountFact.tsx';
import TaxIncludedFacts from '~/islands/common/TaxIncludedFacts.tsx';

/**
 * What the payment adds up to, from the server's records alone, in pesos: the standing lines' full
 * prices, the delivery fee, the standing reservations' deposits, what was paid now (with a dollar
 * charge's US$ beside it), the cancelled appointments' refunds and what is left to pay.
 */
export default function ReceiptTotals({ records }: { records: ReceiptRecord[] }) {
  const totals = paymentFigures(records);
  const reservations = records.filter((record) => record.kind === 'reserva');
  const hasSale = records.some((record) => record.kind === 'venta');
  let balanceLabel: string = cartMessages.paymentBalance;
  if (reservations.length > 0) {
    const atAppointment = reservations.every((record) => balancePaidAt(record) === 'appointment');
    balanceLabel = atAppointment ? cartMessages.paymentBalanceAtAppointment : cartMessages.paymentBalanceAtShop;
  }
  return (
    <section aria-labelledby="result-totals-title">
      <h2 id="result-totals-title">{cartMessages.paymentSummaryTitle}</h2>
      <dl className="result-facts">
        <DiscountFact records={records} />
        <div>
          <dt>{cartMessages.paymentSubtotal}</dt>
          <dd>{formatCop(totals.lines)}</dd>
        </div>
        {hasSale && (
          <div>
            <dt>{cartMessages.paymentShippingFee}</dt>
            <dd>{totals.shipping > 0 ? formatCop(totals.shipping) : cartMessages.paymentShippingFree}</dd>
          </div>
        )}
        {reservations.length > 0 && (
          <div>
            <dt>{cartMessages.paymentDeposits}</dt>
            <dd>{formatCop(totals.deposits)}</dd>
          </div>
        )}
        <div>
          <dt>{cartMessages.paymentPaidNow}</dt>
          <dd>
            <ReceiptCharge records={records} />
          </dd>
        </div>
        <TaxIncludedFacts records={records} />
        {totals.refunded > 0 && (
          <div>
            <dt>{cartMessages.paymentRefunded}</dt>
            <dd>{formatCop(totals.refunded)}</dd>
          </div>
        )}
        {totals.refundPending > 0 && (
          <div>
            <dt>{cartMessages.paymentRefundPending}</dt>
            <dd>{formatCop(totals.refundPending)}</dd>
          </div>
        )}
        <div>
          <dt>{balanceLabel}</dt>
          <dd>{totals.balance > 0 ? formatCop(totals.balance) : cartMessages.paymentNothingLeft}</dd>
        </div>
      </dl>
    </section>
  );
}
