import { messages } from '~/domain/shared/messages.ts';
import { ordersMessages } from '~/domain/records/messages-orders.ts';
import { packMessages } from '~/domain/promotions/messages-packs.ts';
import { formatCop } from '~/domain/money/money.ts';
import { intensityName } from '~/domain/catalogue/intensity.ts';
import { categoryLabel } from '~/domain/catalogue/category-labels.ts';
import { formatDay, formatHour } from '~/domain/shared/dates.ts';
import type { OwnRecordLine } from './orders.ts';

/** One product or appointment of an order: what, when, and what it cost. */
export default function OrderLine({ line }: { line: OwnRecordLine }) {
  const isAppointment = line.kind === 'service';
  const intensity = intensityName(line.serviceIntensity);
  return (
    <div className="order-line">
      {line.productImage ? (
        <img src={line.productImage} alt="" width="64" height="64" loading="lazy" decoding="async" />
      ) : (
        <span className="order-line-noimage" aria-hidden="true" />
      )}
      <div className="order-line-body">
        <h4>{line.productName}</h4>
        <p className="order-line-meta">{categoryLabel(line.category)}</p>
        {isAppointment && line.reservationDate && (
          <p className={`order-appointment${line.cancelledAt ? ' order-appointment-cancelled' : ''}`}>
            {(line.cancelledAt ? ordersMessages.accountAppointmentCancelled : ordersMessages.accountAppointment)(
              formatDay(line.reservationDate),
              formatHour(line.reservationTime ?? ''),
            )}
          </p>
        )}
        {isAppointment && (line.serviceDuration !== undefined || intensity) && (
          <p className="order-line-meta">
            {[
              line.serviceDuration !== undefined
                ? `${messages.serviceDurationLabel}: ${messages.serviceDurationValue(line.serviceDuration)}`
                : '',
              intensity ? `${messages.serviceIntensityLabel}: ${intensity}` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {line.description && <p className="order-line-description">{line.description}</p>}
      </div>
      <p className="order-line-price">
        {!isAppointment && <span>{ordersMessages.accountQuantityTimes(line.quantity, formatCop(line.unitPrice))}</span>}
        <strong>{formatCop(line.lineTotal)}</strong>
        {isAppointment && line.paidWithCredit && <span>{packMessages.paidWithCredit(line.paidWithCredit.packName)}</span>}
        {isAppointment && !line.paidWithCredit && line.payNow < line.lineTotal && (
          <span>{ordersMessages.accountDepositPaid(formatCop(line.payNow))}</span>
        )}
      </p>
    </div>
  );
}
