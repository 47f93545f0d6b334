import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { formatCop } from '~/domain/money/money.ts';
import { paymentFigures } from '~/domain/money/payment-figures.ts';
import { formatBogotaDate } from '~/domain/schedule/schedule.ts';
import LineHistory from './LineHistory.tsx';
import type { PublicRecord } from '~/domain/records/records.ts';
import { intensityName } from '~/domain/catalogue/intensity.ts';
import TaxIncludedFacts from '~/islands/common/TaxIncludedFacts.tsx';

/** A record's lines with their amounts in COP, and the totals under them. */
export default function RecordLines({ record, headingId }: { record: PublicRecord; headingId: string }) {
  const isReservation = record.kind === 'reserva';
  const figures = paymentFigures([record]);
  const refunds = figures.refunded > 0 || figures.refundPending > 0;
  return (
    <>
      <div className="admin-table-wrap" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="admin-table admin-table-compact">
          <thead>
            <tr>
              <th scope="col">{isReservation ? adminMessages.adminColService : adminMessages.adminColProduct}</th>
              {isReservation && <th scope="col">{adminMessages.adminColAppointment}</th>}
              <th scope="col">{adminMessages.adminColQuantity}</th>
              <th scope="col">{adminMessages.adminColUnitPrice}</th>
              <th scope="col">{adminMessages.adminColTotal}</th>
              <th scope="col">{adminMessages.adminColPayNow}</th>
            </tr>
          </thead>
          <tbody>
            {record.reservationDetails.map((line, index) => (
              <tr key={index} className={line.cancelledAt ? 'admin-line-cancelled' : undefined}>
                <th scope="row" className="admin-row-title">
                  <span className="admin-line-name">{line.productName}</span>
                  <span className="admin-sub">{line.category}</span>
                  {line.description && <span className="admin-sub admin-clamp">{line.description}</span>}
                </th>
                {isReservation && (
                  <td>
                    <span className="admin-line-when">
                      {line.reservationDate ? `${formatBogotaDate(line.reservationDate)} · ${line.reservationTime ?? ''}` : '—'}
                    </span>
                    {line.serviceDuration !== undefined && line.serviceDuration > 0 && (
                      <span className="admin-sub">{messages.serviceDurationValue(line.serviceDuration)}</span>
                    )}
                    {line.serviceIntensity && (
                      <span className="admin-sub">
                        {messages.serviceIntensityLabel}: {intensityName(line.serviceIntensity)}
                      </span>
                    )}
                    <LineHistory line={line} />
                  </td>
                )}
                <td>{line.quantity}</td>
                <td className="admin-nowrap">{formatCop(line.unitPrice)}</td>
                <td className="admin-nowrap">{formatCop(line.lineTotal)}</td>
                <td className="admin-nowrap">{formatCop(line.payNow)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="admin-totals">
        <Total term={adminMessages.adminLinesTotal} amount={figures.lines} />
        {!isReservation && <Total term={adminMessages.adminShippingFee} amount={figures.shipping} />}
        {refunds && <Total term={adminMessages.adminChargedOnline} amount={figures.charged} />}
        {figures.refunded > 0 && <Total term={adminMessages.adminRefundedTotal} amount={figures.refunded} />}
        {figures.refundPending > 0 && <Total term={adminMessages.adminRefundPendingTotal} amount={figures.refundPending} />}
        <Total term={adminMessages.adminPaidOnline} amount={figures.paid} />
        <TaxIncludedFacts records={[record]} />
        {(isReservation || figures.balance > 0) && (
          <Total term={isReservation ? adminMessages.adminBalanceAtService : adminMessages.adminBalanceDue} amount={figures.balance} />
        )}
      </dl>
    </>
  );
}

function Total({ term, amount }: { term: string; amount: number }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{formatCop(amount)}</dd>
    </div>
  );
}
