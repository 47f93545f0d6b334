import type { ReactNode } from 'react';
import { bookingMessages } from '~/domain/bookings/messages-bookings.ts';
import { ordersMessages } from '~/domain/records/messages-orders.ts';
import { goesToAddress } from '~/domain/records/records.ts';
import { formatShortMoment } from '~/domain/shared/dates.ts';
import { calendarUrl } from '~/lib/api/calendar.ts';
import InvoiceLink from '~/islands/common/InvoiceLink.tsx';
import ShipmentTracking from '~/islands/common/ShipmentTracking.tsx';
import SaleWithdrawalPart from './SaleWithdrawalPart.tsx';
import OrderAmounts from './OrderAmounts.tsx';
import LineReview from './LineReview.tsx';
import OrderLine from './OrderLine.tsx';
import { statusLabel, type OwnOrder, type OwnRecord } from './orders.ts';

function orderTitle(order: OwnOrder): string {
  if (order.sale && order.reservation) return ordersMessages.accountPurchaseAndReservationTitle(order.reference);
  return order.sale ? ordersMessages.accountPurchaseTitle(order.reference) : ordersMessages.accountReservationTitle(order.reference);
}

/** One payment: its products and its appointments, each kind in its section with its status, one delivery and one total. */
export default function OrderCard({ order }: { order: OwnOrder }) {
  const titleId = `order-${order.reference}`;
  const info = (order.sale ?? order.reservation)!.shippingInfo;
  const place = [info.neighborhood, info.city].filter(Boolean).join(', ');
  // A delivered sale, or a home service's visit: "A domicilio" with the address.
  const atAddress = order.records.some(goesToAddress);
  let deliveryTitle: string = ordersMessages.accountContactDetails;
  if (atAddress) deliveryTitle = ordersMessages.accountDelivery;
  else if (order.sale) deliveryTitle = ordersMessages.accountPickup;
  return (
    <article className="account-panel order-card" aria-labelledby={titleId}>
      <header className="order-head">
        <h2 id={titleId}>{orderTitle(order)}</h2>
        <p className="order-date">
          {ordersMessages.accountOrderPlaced} <time dateTime={order.createdAt}>{formatShortMoment(order.createdAt)}</time>
        </p>
      </header>

      {order.sale && (
        <OrderSection record={order.sale} heading={ordersMessages.accountProductsHeading} id={`${titleId}-products`}>
          <ShipmentTracking shipment={order.sale.shipment} />
          <SaleWithdrawalPart sale={order.sale} />
        </OrderSection>
      )}
      {order.reservation && (
        <OrderSection record={order.reservation} heading={ordersMessages.accountAppointmentsHeading} id={`${titleId}-appointments`}>
          <p className="order-section-links">
            <a href={`/mi-reserva?ref=${encodeURIComponent(order.reference)}`}>{bookingMessages.manageLink}</a>
            <a href={calendarUrl(order.reference)} download>
              {ordersMessages.accountAddToCalendar}
            </a>
          </p>
        </OrderSection>
      )}

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
          {order.sale && !goesToAddress(order.sale) && <p>{ordersMessages.accountPickupNote}</p>}
        </section>
        <OrderAmounts order={order} />
      </div>
      <InvoiceLink invoice={order.records.find((record) => record.invoice)?.invoice} access={null} />
    </article>
  );
}

/** The products or the appointments of a payment, with their record's status. */
function OrderSection({ record, heading, id, children }: { record: OwnRecord; heading: string; id: string; children?: ReactNode }) {
  return (
    <section className="order-section" aria-labelledby={id}>
      <div className="order-section-head">
        <h3 id={id}>{heading}</h3>
        <p className={`order-status order-status-${record.status.replace(/\s+/g, '-')}`}>
          <span className="visually-hidden">{ordersMessages.accountStatusLabel}: </span>
          {statusLabel(record.status)}
        </p>
      </div>
      <ul className="order-lines">
        {record.reservationDetails.map((line, index) => (
          <li key={line.lineId ?? `${line.productName}-${index}`}>
            <OrderLine line={line} />
            <LineReview lineId={`${record._id}-${index}`} productName={line.productName} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
