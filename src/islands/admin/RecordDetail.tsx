import { messages } from '../../domain/messages.ts';
import { adminMessages } from '../../domain/messages-admin.ts';
import { formatCop, formatUsdCents } from '../../domain/money.ts';
import { formatBogotaDate, formatBogotaDateTime } from '../../domain/schedule.ts';
import { customerOf } from './records.ts';
import type { AdminRecord } from './types.ts';

/** Everything a record holds: lines and amounts in COP, customer, shipping or pickup, payment. */
export default function RecordDetail({ record }: { record: AdminRecord }) {
  const customer = customerOf(record);
  const info = record.shippingInfo;
  const isReservation = record.kind === 'reserva';
  return (
    <div className="admin-detail">
      <dl className="admin-summary admin-summary-grid">
        <div>
          <dt>{adminMessages.adminColReference}</dt>
          <dd className="admin-mono">{record.reference}</dd>
        </div>
        <div>
          <dt>{adminMessages.adminColRecordDate}</dt>
          <dd>{formatBogotaDateTime(record.createdAt)}</dd>
        </div>
        <div>
          <dt>{adminMessages.adminColStatus}</dt>
          <dd>
            <span className={`admin-status-pill admin-status-${record.status.replace(/\s+/g, '-')}`}>{record.status}</span>
          </dd>
        </div>
      </dl>

      <section aria-labelledby={`detail-customer-${record._id}`}>
        <h3 id={`detail-customer-${record._id}`}>{adminMessages.adminColCustomer}</h3>
        <dl className="admin-summary admin-summary-grid">
          <div>
            <dt>{adminMessages.adminColName}</dt>
            <dd>{customer.name}</dd>
          </div>
          <div>
            <dt>{adminMessages.adminColEmail}</dt>
            <dd>{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '—'}</dd>
          </div>
          <div>
            <dt>{adminMessages.adminColTel}</dt>
            <dd>{customer.tel ? <a href={`tel:${customer.tel}`}>{customer.tel}</a> : '—'}</dd>
          </div>
          {!record.user && (
            <div>
              <dt>{adminMessages.adminAccount}</dt>
              <dd>{adminMessages.adminGuestPurchase}</dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby={`detail-lines-${record._id}`}>
        <h3 id={`detail-lines-${record._id}`}>{isReservation ? adminMessages.adminReservedServices : adminMessages.adminSoldProducts}</h3>
        <div className="admin-table-wrap" role="region" aria-labelledby={`detail-lines-${record._id}`} tabIndex={0}>
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
                <tr key={index}>
                  <th scope="row" className="admin-row-title">
                    {line.productName}
                    <span className="admin-sub">{line.category}</span>
                    {line.description && <span className="admin-sub admin-clamp">{line.description}</span>}
                  </th>
                  {isReservation && (
                    <td>
                      {line.reservationDate ? `${formatBogotaDate(line.reservationDate)} · ${line.reservationTime ?? ''}` : '—'}
                      {line.serviceDuration !== undefined && line.serviceDuration > 0 && (
                        <span className="admin-sub">{messages.serviceDurationValue(line.serviceDuration)}</span>
                      )}
                      {line.serviceIntensity && (
                        <span className="admin-sub">
                          {messages.serviceIntensityLabel}: {line.serviceIntensity}
                        </span>
                      )}
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
            <dd>{formatCop(record.amounts.lines)}</dd>
          </div>
          {!isReservation && (
            <div>
              <dt>{adminMessages.adminShippingFee}</dt>
              <dd>{formatCop(record.amounts.shipping)}</dd>
            </div>
          )}
          <div>
            <dt>{adminMessages.adminPaidOnline}</dt>
            <dd>{formatCop(record.amounts.payNow)}</dd>
          </div>
          {isReservation && (
            <div>
              <dt>{adminMessages.adminBalanceAtService}</dt>
              <dd>{formatCop(Math.max(0, record.amounts.lines - record.amounts.payNow))}</dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby={`detail-shipping-${record._id}`}>
        <h3 id={`detail-shipping-${record._id}`}>{info.shippingMethod === 'delivery' ? adminMessages.adminDelivery : adminMessages.adminPickup}</h3>
        <dl className="admin-summary admin-summary-grid">
          <div>
            <dt>{adminMessages.adminContactName}</dt>
            <dd>{info.name || '—'}</dd>
          </div>
          <div>
            <dt>{adminMessages.adminColEmail}</dt>
            <dd>{info.email || '—'}</dd>
          </div>
          <div>
            <dt>{adminMessages.adminColTel}</dt>
            <dd>{info.phone || '—'}</dd>
          </div>
          {info.shippingMethod === 'delivery' && (
            <>
              <div>
                <dt>{adminMessages.adminAddress}</dt>
                <dd>{info.address || '—'}</dd>
              </div>
              <div>
                <dt>{adminMessages.adminCityNeighborhood}</dt>
                <dd>{[info.city, info.neighborhood].filter(Boolean).join(' · ') || '—'}</dd>
              </div>
              <div>
                <dt>{adminMessages.adminDeliveryTime}</dt>
                <dd>{info.deliveryTime || '—'}</dd>
              </div>
            </>
          )}
        </dl>
      </section>

      <section aria-labelledby={`detail-payment-${record._id}`}>
        <h3 id={`detail-payment-${record._id}`}>{adminMessages.adminPayment}</h3>
        <dl className="admin-summary admin-summary-grid">
          <div>
            <dt>{adminMessages.adminPaymentProvider}</dt>
            <dd>{record.payment.provider || '—'}</dd>
          </div>
          <div>
            <dt>{adminMessages.adminPaymentOrder}</dt>
            <dd className="admin-mono">{record.payment.orderId || '—'}</dd>
          </div>
          <div>
            <dt>{adminMessages.adminPaymentCapture}</dt>
            <dd className="admin-mono">{record.payment.captureId || '—'}</dd>
          </div>
          <div>
            <dt>{adminMessages.adminPaymentTotalUsd}</dt>
            <dd>{formatUsdCents(record.amounts.totalNowUsdCents)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
