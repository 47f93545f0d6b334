import { cartMessages } from '~/domain/messages-cart.ts';
import { formatCop, formatUsdCents, formatUsdFromCop } from '~/domain/money.ts';
import { paymentFigures } from '~/domain/payment-figures.ts';
import { balancePaidAt } from '~/domain/records.ts';
import type { ReceiptRecord } from './payment-receipt.ts';

/** An amount in pesos, and in dollars beside it unless the payment was in pesos. */
function Amount({ cop, usd, pesosOnly }: { cop: number; usd?: string; pesosOnly: boolean }) {
  if (pesosOnly) return <>{formatCop(cop)}</>;
  return (
    <>
      {formatCop(cop)} <span className="result-usd">{cartMessages.paymentUsd(usd ?? formatUsdFromCop(cop))}</span>
    </>
  );
}

/**
 * What the payment adds up to, from the server's records alone: the standing lines' full prices,
 * the delivery fee, the standing reservations' deposits, what was paid now (in dollars, the
 * provider's charge), the cancelled appointments' refunds and what is left to pay.
 */
export default function ReceiptTotals({ records, pesosOnly = false }: { records: ReceiptRecord[]; pesosOnly?: boolean }) {
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
        <div>
          <dt>{cartMessages.paymentSubtotal}</dt>
          <dd>
            <Amount cop={totals.lines} pesosOnly={pesosOnly} />
          </dd>
        </div>
        {hasSale && (
          <div>
            <dt>{cartMessages.paymentShippingFee}</dt>
            <dd>{totals.shipping > 0 ? <Amount cop={totals.shipping} pesosOnly={pesosOnly} /> : cartMessages.paymentShippingFree}</dd>
          </div>
        )}
        {reservations.length > 0 && (
          <div>
            <dt>{cartMessages.paymentDeposits}</dt>
            <dd>
              <Amount cop={totals.deposits} pesosOnly={pesosOnly} />
            </dd>
          </div>
        )}
        <div>
          <dt>{cartMessages.paymentPaidNow}</dt>
          <dd>
            <Amount cop={totals.charged} usd={formatUsdCents(totals.chargedUsdCents)} pesosOnly={pesosOnly} />
          </dd>
        </div>
        {totals.refunded > 0 && (
          <div>
            <dt>{cartMessages.paymentRefunded}</dt>
            <dd>
              <Amount cop={totals.refunded} pesosOnly={pesosOnly} />
            </dd>
          </div>
        )}
        {totals.refundPending > 0 && (
          <div>
            <dt>{cartMessages.paymentRefundPending}</dt>
            <dd>
              <Amount cop={totals.refundPending} pesosOnly={pesosOnly} />
            </dd>
          </div>
        )}
        <div>
          <dt>{balanceLabel}</dt>
          <dd>{totals.balance > 0 ? <Amount cop={totals.balance} pesosOnly={pesosOnly} /> : cartMessages.paymentNothingLeft}</dd>
        </div>
      </dl>
    </section>
  );
}
