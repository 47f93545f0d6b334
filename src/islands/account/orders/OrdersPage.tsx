import { useCallback, useEffect, useState } from 'react';
import { categoryLabel } from '~/domain/category-labels.ts';
import { messages } from '~/domain/messages.ts';
import { bookingMessages } from '~/domain/messages-bookings.ts';
import { ordersMessages } from '~/domain/messages-orders.ts';
import { formatCop, formatUsdCents } from '~/domain/money.ts';
import { paymentFigures } from '~/domain/payment-figures.ts';
import { balancePaidAt, goesToAddress, paidInPesos } from '~/domain/records.ts';
import { formatDay, formatHour, formatShortMoment } from '~/domain/dates.ts';
import { calendarUrl } from '~/lib/api/calendar.ts';
import { ApiError } from '~/lib/api/core.ts';
import { getMyRecords } from '~/lib/api/orders.ts';
import ListState from '~/islands/ui/ListState.tsx';
import { newestFirst, statusLabel, type OwnRecord, type OwnRecordLine } from './orders.ts';
import { useSignedInUser } from '~/islands/account/use-signed-in-user.ts';
import './orders.css';
import { intensityName } from '~/domain/intensity.ts';

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; records: OwnRecord[] };

/** /orders: the user's own reservations and purchases, newest first, with their details. */
export default function OrdersPage() {
  const user = useSignedInUser();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    getMyRecords(signal)
      .then(({ data }) => setState({ status: 'done', records: newestFirst(data) }))
      .catch((error: unknown) => {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          window.location.replace('/login');
          return;
        }
        setState({ status: 'failed', message: error instanceof ApiError ? error.message : messages.unexpectedResponse });
      });
  }, []);

  const userId = user?._id;
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [userId, load]);

  if (!user || state.status === 'loading') {
    return <ListState look="account" loading={user ? ordersMessages.accountOrdersLoading : messages.loadingUser} />;
  }
  if (state.status === 'failed') {
    return <ListState look="account" error={`${ordersMessages.accountOrdersError} ${state.message}`} onRetry={() => load()} />;
  }
  if (state.records.length === 0) {
    return (
      <ListState
        look="account"
        emptyClassName="orders-empty"
        empty={
          <>
            <p>{ordersMessages.accountOrdersEmpty}</p>
            <p className="orders-empty-actions">
              <a className="btn" href="/catalogo">
                {ordersMessages.accountOrdersBrowse}
              </a>
              <a className="btn btn-secondary" href="/servicios">
                {ordersMessages.accountOrdersBook}
              </a>
            </p>
          </>
        }
      />
    );
  }
  return (
    <>
      <p className="orders-count" role="status">
        {ordersMessages.accountOrdersCount(state.records.length)}
      </p>
      <ol className="orders-list">
        {state.records.map((record) => (
          <li key={record._id}>
            <OrderCard record={record} />
          </li>
        ))}
      </ol>
    </>
  );
}

function OrderCard({ record }: { record: OwnRecord }) {
  const isReservation = record.kind === 'reserva';
  const titleId = `order-${record._id}`;
  const figures = paymentFigures([record]);
  const balance = figures.balance;
  const info = record.shippingInfo;
  const place = [info.neighborhood, info.city].filter(Boolean).join(', ');
  // A delivered sale, or a home service's visit: "A domicilio" with the address.
  const atAddress = goesToAddress(record);
  let deliveryTitle: string = ordersMessages.accountPickup;
  if (atAddress) deliveryTitle = ordersMessages.accountDelivery;
  else if (isReservation) deliveryTitle = ordersMessages.accountContactDetails;
  return (
    <article className="account-panel order-card" aria-labelledby={titleId}>
      <header className="order-head">
        <div>
          <h2 id={titleId}>
            {isReservation
              ? ordersMessages.accountReservationTitle(record.reference)
              : ordersMessages.accountPurchaseTitle(record.reference)}
          </h2>
          <p className="order-date">
            {ordersMessages.accountOrderPlaced} <time dateTime={record.createdAt}>{formatShortMoment(record.createdAt)}</time>
          </p>
        </div>
        <p className={`order-status order-status-${record.status.replace(/\s+/g, '-')}`}>
          <span className="visually-hidden">{ordersMessages.accountStatusLabel}: </span>
          {statusLabel(record.status)}
        </p>
      </header>

      <ul className="order-lines">
        {record.reservationDetails.map((line, index) => (
          <li key={`${line.productName}-${index}`}>
            <OrderLine line={line} isReservation={isReservation} />
          </li>
        ))}
      </ul>

      <div className="order-foot">
        <section className="order-delivery" aria-labelledby={`${titleId}-delivery`}>
          <h3 id={`${titleId}-delivery`}>{deliveryTitle}</h3>
          <p>
            {info.name}
            <br />
            {info.phone}
            {info.email && (
              <>
                <br />
                {info.email}
              </>
            )}
          </p>
          {atAddress && (
            <p>
              {info.address}
              {place && (
                <>
                  <br />
                  {place}
                </>
              )}
              {info.deliveryTime && (
                <>
                  <br />
                  {ordersMessages.accountDeliveryTime}: {info.deliveryTime}
                </>
              )}
            </p>
          )}
          {!isReservation && !atAddress && <p>{ordersMessages.accountPickupNote}</p>}
          {isReservation && (
            <p>
              <a href={calendarUrl(record.reference)} download>
                {ordersMessages.accountAddToCalendar}
              </a>
            </p>
          )}
          {isReservation && (
            <p>
              <a href={`/mi-reserva?ref=${encodeURIComponent(record.reference)}`}>{bookingMessages.manageLink}</a>
            </p>
          )}
        </section>
        <dl className="order-amounts">
          <div>
            <dt>{ordersMessages.accountLinesTotal}</dt>
            <dd>{formatCop(figures.lines)}</dd>
          </div>
          {!isReservation && (
            <div>
              <dt>{ordersMessages.accountShippingFee}</dt>
              <dd>{formatCop(figures.shipping)}</dd>
            </div>
          )}
          <div className="order-amount-strong">
            <dt>{ordersMessages.accountPaidOnline}</dt>
            <dd>{formatCop(figures.charged)}</dd>
          </div>
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
          {balance > 0 && (
            <div>
              <dt>
                {balancePaidAt(record) === 'appointment' ? ordersMessages.accountBalanceAtAppointment : ordersMessages.accountBalanceAtShop}
              </dt>
              <dd>{formatCop(balance)}</dd>
            </div>
          )}
          {/* Paid through Wompi: charged in pesos, so no dollars. */}
          {!paidInPesos([record]) && (
            <div className="order-amount-usd">
              <dt>{ordersMessages.accountPaymentTotalUsd}</dt>
              <dd>{formatUsdCents(record.amounts.totalNowUsdCents)}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}

function OrderLine({ line, isReservation }: { line: OwnRecordLine; isReservation: boolean }) {
  const intensity = intensityName(line.serviceIntensity);
  return (
    <div className="order-line">
      {line.productImage ? (
        <img src={line.productImage} alt="" width="64" height="64" loading="lazy" decoding="async" />
      ) : (
        <span className="order-line-noimage" aria-hidden="true" />
      )}
      <div className="order-line-body">
        <h3>{line.productName}</h3>
        <p className="order-line-meta">{categoryLabel(line.category)}</p>
        {isReservation && line.reservationDate && (
          <p className={`order-appointment${line.cancelledAt ? ' order-appointment-cancelled' : ''}`}>
            {(line.cancelledAt ? ordersMessages.accountAppointmentCancelled : ordersMessages.accountAppointment)(
              formatDay(line.reservationDate),
              formatHour(line.reservationTime ?? ''),
            )}
          </p>
        )}
        {isReservation && (line.serviceDuration !== undefined || intensity) && (
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
        {!isReservation && <span>{ordersMessages.accountQuantityTimes(line.quantity, formatCop(line.unitPrice))}</span>}
        <strong>{formatCop(line.lineTotal)}</strong>
        {isReservation && line.payNow < line.lineTotal && <span>{ordersMessages.accountDepositPaid(formatCop(line.payNow))}</span>}
      </p>
    </div>
  );
}
