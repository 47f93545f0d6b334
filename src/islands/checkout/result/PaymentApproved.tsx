import { messages } from '~/domain/shared/messages.ts';
import { bookingMessages } from '~/domain/bookings/messages-bookings.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { lostLinkMessages } from '~/domain/bookings/messages-lost-links.ts';
import { goesToAddress } from '~/domain/records/records.ts';
import { calendarUrl } from '~/lib/api/calendar.ts';
import { clearLocalCart } from '~/stores/cart-actions.ts';
import InvoiceLink from '~/islands/common/InvoiceLink.tsx';
import ShipmentTracking from '~/islands/common/ShipmentTracking.tsx';
import type { ReceiptDetails } from './payment-receipt.ts';
import ReceiptCharge from './ReceiptCharge.tsx';
import ReceiptLines from './ReceiptLines.tsx';
import ReceiptShipping from './ReceiptShipping.tsx';
import ReceiptTotals from './ReceiptTotals.tsx';

interface Props {
  reference: string;
  /** The receipt token, for the calendar file and /mi-reserva. */
  access: string | null;
  details: ReceiptDetails;
}

/** /mi-reserva for this payment; a guest's link carries the receipt token, as the e-mail's does. */
function manageUrl(reference: string, access: string | null): string {
  return `/mi-reserva?ref=${encodeURIComponent(reference)}${access ? `&access=${encodeURIComponent(access)}` : ''}`;
}

function goHome() {
  // Returning home after an approved payment clears the cart (and its shipping info).
  clearLocalCart();
  window.location.assign('/');
}

/** The receipt of a payment the server confirmed: reference, amount in pesos first, what was bought and where it goes. */
export default function PaymentApproved({ reference, access, details }: Props) {
  const records = details.state === 'ready' ? details.records : [];
  const lines = records.flatMap((record) => record.reservationDetails);
  const shipping = records.find((record) => record.kind === 'venta')?.shippingInfo ?? records[0]?.shippingInfo;
  const hasReservation = records.some((record) => record.kind === 'reserva');
  // Products delivered or a home service's visit go to the address; anything else is at the shop.
  const pickup = !records.some(goesToAddress);
  let method: string = cartMessages.paymentMethodDelivery;
  if (pickup)
    method = records.some((record) => record.kind === 'venta') ? cartMessages.paymentMethodPickup : cartMessages.paymentMethodAtShop;

  return (
    <div className="result-card result-approved">
      <h1>{cartMessages.paymentThanks}</h1>
      <p>{cartMessages.paymentThanksText}</p>
      <dl className="result-facts">
        <div>
          <dt>{cartMessages.paymentReference}</dt>
          <dd>{reference}</dd>
        </div>
        {records.length > 0 && (
          <div>
            <dt>{cartMessages.paymentAmountPaid}</dt>
            <dd>
              <ReceiptCharge records={records} />
            </dd>
          </div>
        )}
      </dl>
      <InvoiceLink invoice={records.find((record) => record.invoice)?.invoice} access={access} announcePending />
      <ShipmentTracking shipment={records.find((record) => record.kind === 'venta')?.shipment} />

      <section aria-labelledby="result-details-title">
        <h2 id="result-details-title">{cartMessages.paymentDetailsTitle}</h2>
        {details.state === 'loading' && <p role="status">{cartMessages.paymentLoadingDetails}</p>}
        {details.state === 'none' && <p className="result-empty">{messages.noTransactionDetails}</p>}
        {/* A bookmarked receipt keeps no token: /mi-reserva mails a reservation's link again. */}
        {details.state === 'none' && (
          <p>
            <a href="/mi-reserva">{lostLinkMessages.offerTitle}</a>
          </p>
        )}
        {lines.length > 0 && <ReceiptLines lines={lines} shipping={shipping} />}
        {hasReservation && (
          <div className="result-actions">
            <a className="btn btn-secondary result-ics" href={calendarUrl(reference, access)} download>
              {cartMessages.paymentDownloadIcs}
            </a>
            <a className="btn btn-secondary" href={manageUrl(reference, access)}>
              {bookingMessages.manageLink}
            </a>
          </div>
        )}
      </section>

      {records.length > 0 && <ReceiptTotals records={records} />}

      {shipping && (
        <ReceiptShipping
          shipping={shipping}
          pickup={pickup}
          productsPickedUp={pickup && records.some((record) => record.kind === 'venta')}
          method={method}
        />
      )}

      <div className="result-actions">
        <button type="button" className="btn" onClick={goHome}>
          {cartMessages.backHome}
        </button>
      </div>
    </div>
  );
}
