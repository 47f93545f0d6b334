import { cartMessages } from '~/domain/messages-cart.ts';
import { formatCop, formatUsdCents, formatUsdFromCop } from '~/domain/money.ts';
import { balancePaidAt, paymentTotals } from '~/domain/records.ts';
import type { ReceiptRecord } from './payment-receipt.ts';

/** An amount in pesos, and in dollars beside it. */
function Amount({ cop, usd }: { cop: number; usd?: string }) {
  return (
    <>
      {formatCop(cop)} <span className="result-usd">{cartMessages.paymentUsd(usd ?? formatUsdFromCop(cop))}</span>
    </>
  );
}

/**
 * What the payment adds up to, from the server's records alone: the lines' full prices, the
 * delivery fee, the reservations' deposits, what was paid now (in dollars, the provider's charge)
 * and what is left to pay at the appointments.
 */
export default function ReceiptTotals({ records }: { records: ReceiptRecord[] }) {
  const totals = paymentTotals(records);
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
        <div>
          <dt>{cartMessages.paymentSubtotal}</dt>
          <dd>
            <Amount cop={totals.subtotal} />
          </dd>
        </div>
        {hasSale && (
          <div>
            <dt>{cartMessages.paymentShippingFee}</dt>
            <dd>{totals.shipping > 0 ? <Amount cop={totals.shipping} /> : cartMessages.paymentShippingFree}</dd>
          </div>
        )}
        {reservations.length > 0 && (
          <div>
            <dt>{cartMessages.paymentDeposits}</dt>
            <dd>
              <Amount cop={totals.deposits} />
            </dd>
          </div>
        )}
        <div>
          <dt>{cartMessages.paymentPaidNow}</dt>
          <dd>
            <Amount cop={totals.paidNow} usd={formatUsdCents(totals.paidNowUsdCents)} />
          </dd>
        </div>
        <div>
          <dt>{balanceLabel}</dt>
          <dd>{totals.balance > 0 ? <Amount cop={totals.balance} /> : cartMessages.paymentNothingLeft}</dd>
        </div>
      </dl>
    </section>
  );
}
