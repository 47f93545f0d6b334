import { categoryLabel } from '~/domain/catalogue/category-labels.ts';
import { placeOfLine } from '~/domain/bookings/appointment-place.ts';
import { intensityName } from '~/domain/catalogue/intensity.ts';
import { messages } from '~/domain/shared/messages.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { formatCop } from '~/domain/money/money.ts';
import { placeMessages } from '~/domain/bookings/messages-places.ts';
import { packMessages } from '~/domain/promotions/messages-packs.ts';
import type { RecordLine, RecordShippingInfo } from '~/domain/records/records.ts';
import { formatDay, formatHour } from '~/domain/shared/dates.ts';
import { serviceWithPerson } from '~/domain/staff/messages-picker.ts';

/** What a payment bought, line by line: a reservation's day, hour, place, duration and deposit; a product's quantity. */
export default function ReceiptLines({ lines, shipping }: { lines: RecordLine[]; shipping: RecordShippingInfo | undefined }) {
  return (
    <ul className="result-lines">
      {lines.map((line, index) => {
        const intensity = intensityName(line.serviceIntensity);
        const place = shipping ? placeOfLine(line, shipping) : (line.place ?? null);
        return (
          <li key={index} className="result-line">
            <h3>{serviceWithPerson(line)}</h3>
            <dl>
              <div>
                <dt>{cartMessages.paymentCategory}</dt>
                <dd>{categoryLabel(line.category)}</dd>
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
                  <dd>{cartMessages.cartReservationAt(formatDay(line.reservationDate), formatHour(line.reservationTime ?? ''))}</dd>
                </div>
              )}
              {place && (
                <div>
                  <dt>{placeMessages.placeLabel}</dt>
                  <dd>{placeMessages.placeText(place)}</dd>
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
              {line.kind === 'service' && line.paidWithCredit && (
                <div className="result-credit">
                  <dt>{cartMessages.paymentDepositPaid}</dt>
                  <dd>{packMessages.paidWithCredit(line.paidWithCredit.packName)}</dd>
                </div>
              )}
              {line.kind === 'service' && !line.paidWithCredit && (
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
  );
}
