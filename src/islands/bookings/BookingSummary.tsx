import { bookingMessages as t } from '~/domain/bookings/messages-bookings.ts';
import { formatCop } from '~/domain/money/money.ts';
import type { Booking } from '~/lib/api/bookings.ts';

/** The reservation's money after its cancellations, as the server worked it out: total, deposits, refunds and balance. */
export default function BookingSummary({ figures }: { figures: Booking['figures'] }) {
  const rows: [string, number][] = [
    [t.summaryTotal, figures.total],
    [t.summaryCharged, figures.charged],
    ...(figures.refunded > 0 ? [[t.summaryRefunded, figures.refunded] as [string, number]] : []),
    ...(figures.refundPending > 0 ? [[t.summaryRefundPending, figures.refundPending] as [string, number]] : []),
    [t.summaryBalance, figures.balance],
  ];
  return (
    <section className="booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">{t.summaryTitle}</h2>
      <dl className="booking-facts">
        {rows.map(([term, amount]) => (
          <div key={term} className="booking-summary-row">
            <dt>{term}</dt>
            <dd>{formatCop(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
