import { useEffect } from 'react';
import { messages } from '../../domain/messages.ts';
import { cartMessages } from '../../domain/messages-cart.ts';
import { formatCop, formatUsdCents } from '../../domain/money.ts';
import { formatBogotaDate } from '../../domain/schedule.ts';
import { calendarUrl } from '../../lib/api/calendar.ts';
import { toast } from '../../lib/toast.ts';
import { clearLocalCart } from '../../stores/cart-actions.ts';
import { takePaymentFlash } from './payment-notes.ts';
import { usePaymentReceipt } from './payment-receipt.ts';
import './result.css';

const intensityName = (value: string | undefined) =>
  value === 'ligero' || value === 'medio' || value === 'intenso' ? messages.serviceIntensityNames[value] : null;

function goHome() {
  // Spec §4: returning home after an approved payment clears the cart (and its shipping info).
  clearLocalCart();
  window.location.assign('/');
}

/**
 * /payment-success (spec §2): approved, declined or pending. The payment's records, when they can
 * be read, say what happened and for how much; the query the payment left speaks otherwise.
 */
export default function PaymentResult() {
  const { query, details, shown, reference, access } = usePaymentReceipt();

  useEffect(() => {
    const flash = takePaymentFlash();
    if (flash) (flash.kind === 'success' ? toast.success : toast.error)(flash.message);
  }, []);

  if (!query || !shown || shown.outcome === 'checking') {
    return (
      <p className="list-message" role="status">
        {cartMessages.paymentResultLoading}
      </p>
    );
  }

  if (shown.outcome === 'declined') {
    return (
      <div className="result-card result-declined">
        <h1>{messages.paymentRejectedTitle}</h1>
        <p>{cartMessages.paymentDeclinedText}</p>
        <div className="result-actions">
          <a className="btn" href="/cart">
            {cartMessages.backToCart}
          </a>
        </div>
      </div>
    );
  }

  if (shown.outcome === 'pending') {
    return (
      <div className="result-card result-pending">
        <h1>{messages.paymentPendingTitle}</h1>
        <p>{cartMessages.paymentPendingText}</p>
        <div className="result-actions">
          <a className="btn" href="/">
            {cartMessages.backHome}
          </a>
        </div>
      </div>
    );
  }

  const records = details.state === 'ready' ? details.records : [];
  const lines = records.flatMap((record) => record.reservationDetails);
  const shipping = records.find((record) => record.kind === 'venta')?.shippingInfo ?? records[0]?.shippingInfo;
  const hasReservation = records.some((record) => record.kind === 'reserva');
  const pickup = !shipping || shipping.shippingMethod === 'pickup' || !records.some((record) => record.kind === 'venta');

  return (
    <div className="result-card result-approved">
      <h1>{cartMessages.paymentThanks}</h1>
      <p>{cartMessages.paymentThanksText}</p>
      <dl className="result-facts">
        <div>
          <dt>{cartMessages.paymentReference}</dt>
          <dd>{reference}</dd>
        </div>
        {shown.amountInCents !== null && (
          <div>
            <dt>{cartMessages.paymentAmountPaid}</dt>
            <dd>{formatUsdCents(shown.amountInCents)}</dd>
          </div>
        )}
      </dl>

      <section aria-labelledby="result-details-title">
        <h2 id="result-details-title">{cartMessages.paymentDetailsTitle}</h2>
        {details.state === 'loading' && <p role="status">{cartMessages.paymentLoadingDetails}</p>}
        {details.state === 'none' && <p className="result-empty">{messages.noTransactionDetails}</p>}
        {lines.length > 0 && (
          <ul className="result-lines">
            {lines.map((line, index) => {
              const intensity = intensityName(line.serviceIntensity);
              return (
                <li key={index} className="result-line">
                  <h3>{line.productName}</h3>
                  <dl>
                    <div>
                      <dt>{cartMessages.paymentCategory}</dt>
                      <dd>{line.category}</dd>
                    </div>
                    {line.description && (
                      <div className="result-description">
                        <dt>{cartMessages.paymentDescription}</dt>
                        <dd>{line.description}</dd>
                      </div>
                    )}
                    {line.kind === 'service' && line.reservationDate && (
                      <div>
                        <dt>{cartMessages.cartReservationWhen}</dt>
                        <dd>{cartMessages.cartReservationAt(formatBogotaDate(line.reservationDate), line.reservationTime ?? '')}</dd>
                      </div>
                    )}
                    {line.kind === 'service' && line.serviceDuration !== undefined && (
                      <div>
                        <dt>{messages.serviceDurationLabel}</dt>
                        <dd>{messages.serviceDurationValue(line.serviceDuration)}</dd>
                      </div>
                    )}
                    {intensity && (
                      <div>
                        <dt>{messages.serviceIntensityLabel}</dt>
                        <dd>{intensity}</dd>
                      </div>
                    )}
                    {line.kind === 'product' && (
                      <div>
                        <dt>{cartMessages.paymentQuantity}</dt>
                        <dd>{line.quantity}</dd>
                      </div>
                    )}
                    <div>
                      <dt>{cartMessages.paymentLineTotal}</dt>
                      <dd>{formatCop(line.lineTotal)}</dd>
                    </div>
                    {line.kind === 'service' && (
                      <div>
                        <dt>{cartMessages.paymentDepositPaid}</dt>
                        <dd>{formatCop(line.payNow)}</dd>
                      </div>
                    )}
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
        {hasReservation && (
          <a className="btn btn-secondary result-ics" href={calendarUrl(reference, access)} download>
            {cartMessages.paymentDownloadIcs}
          </a>
        )}
      </section>

      {shipping && (
        <section aria-labelledby="result-shipping-title">
          <h2 id="result-shipping-title">{pickup ? cartMessages.paymentPickupTitle : cartMessages.paymentShippingTitle}</h2>
          <dl className="result-facts">
            <div>
              <dt>{cartMessages.shippingNameLabel}</dt>
              <dd>{shipping.name}</dd>
            </div>
            <div>
              <dt>{cartMessages.shippingEmailLabel}</dt>
              <dd>{shipping.email}</dd>
            </div>
            <div>
              <dt>{cartMessages.shippingPhoneLabel}</dt>
              <dd>{shipping.phone}</dd>
            </div>
            {shipping.address && (
              <div>
                <dt>{cartMessages.shippingAddressLabel}</dt>
                <dd>{[shipping.address, shipping.neighborhood, shipping.city].filter(Boolean).join(', ')}</dd>
              </div>
            )}
            {shipping.deliveryTime && (
              <div>
                <dt>{cartMessages.shippingDeliveryTimeLabel}</dt>
                <dd>{shipping.deliveryTime}</dd>
              </div>
            )}
          </dl>
        </section>
      )}

      <div className="result-actions">
        <button type="button" className="btn" onClick={goHome}>
          {cartMessages.backHome}
        </button>
      </div>
    </div>
  );
}
