import { messages } from '~/domain/messages.ts';
import { adminMessages } from '~/domain/messages-admin.ts';
import { formatCop } from '~/domain/money.ts';
import { formatBogotaDate } from '~/domain/schedule.ts';
import LineHistory from './LineHistory.tsx';
import type { AdminRecord } from './types.ts';
import { intensityName } from '~/domain/intensity.ts';

/** A record's lines with their amounts in COP, and the totals under them. */
export default function RecordLines({ record, headingId }: { record: AdminRecord; headingId: string }) {
  const isReservation = record.kind === 'reserva';
  const { amounts } = record;
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
        <div>
          <dt>{adminMessages.adminLinesTotal}</dt>
          <dd>{formatCop(amounts.lines)}</dd>
        </div>
        {!isReservation && (
          <div>
            <dt>{adminMessages.adminShippingFee}</dt>
            <dd>{formatCop(amounts.shipping)}</dd>
          </div>
        )}
        <div>
          <dt>{adminMessages.adminPaidOnline}</dt>
          <dd>{formatCop(amounts.payNow)}</dd>
        </div>
        {isReservation && (
          <div>
            <dt>{adminMessages.adminBalanceAtService}</dt>
            <dd>{formatCop(Math.max(0, amounts.lines - amounts.payNow))}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
