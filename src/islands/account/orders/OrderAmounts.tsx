import { ordersMessages } from '~/domain/records/messages-orders.ts';
import { formatCop, formatUsdCents } from '~/domain/money/money.ts';
import { paymentFigures } from '~/domain/money/payment-figures.ts';
import { balancePaidAt } from '~/domain/records/records.ts';
import type { OwnOrder } from './orders.ts';
import DiscountFact from '~/islands/common/DiscountFact.tsx';
import TaxIncludedFacts from '~/islands/common/TaxIncludedFacts.tsx';

/**
 * What one payment came to, in pesos: its lines, shipping, the charge, refunds and what is left.
 * A charge PayPal took in dollars shows its dollars beside the pesos, as a secondary figure.
 */
export default function OrderAmounts({ order }: { order: OwnOrder }) {
  const figures = paymentFigures(order.records);
  const provider = order.records[0]?.payment.provider;
  const usd = formatUsdCents(figures.chargedUsdCents);
  let chargedUsd = '';
  if (provider === 'paypal') chargedUsd = ordersMessages.accountChargedUsd;
  else if (provider === 'sandbox') chargedUsd = ordersMessages.accountChargedUsdSandbox;
  const balanceAt = order.reservation ? balancePaidAt(order.reservation) : 'shop';
  return (
    <dl className="order-amounts">
      <DiscountFact records={order.records} />
      <div>
        <dt>{ordersMessages.accountLinesTotal}</dt>
        <dd>{formatCop(figures.lines)}</dd>
      </div>
      {order.sale && (
        <div>
          <dt>{ordersMessages.accountShippingFee}</dt>
          <dd>{formatCop(figures.shipping)}</dd>
        </div>
      )}
      <div className="order-amount-strong">
        <dt>{ordersMessages.accountPaidOnline}</dt>
        <dd>{formatCop(figures.charged)}</dd>
      </div>
      <TaxIncludedFacts records={order.records} />
      {chargedUsd && (
        <div className="order-amount-usd">
          <dt>{chargedUsd}</dt>
          <dd>{usd}</dd>
        </div>
      )}
      {figures.refunded > 0 && (
        <div>
          <dt>{ordersMessages.accountRefunded}</dt>
          <dd>{formatCop(figures.refunded)}</dd>
        </div>
      )}
      {figures.refundPending > 0 && (
        <div>
          <dt>{ordersMessages.accountRefundPending}</dt>
          <dd>{formatCop(figures.refundPending)}</dd>
        </div>
      )}
      {figures.balance > 0 && (
        <div>
          <dt>{balanceAt === 'appointment' ? ordersMessages.accountBalanceAtAppointment : ordersMessages.accountBalanceAtShop}</dt>
          <dd>{formatCop(figures.balance)}</dd>
        </div>
      )}
    </dl>
  );
}
