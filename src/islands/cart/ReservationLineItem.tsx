import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { reservationKey, type ReservationLine } from '~/domain/cart/cart.ts';
import { categoryLabel } from '~/domain/catalogue/category-labels.ts';
import { intensityName } from '~/domain/catalogue/intensity.ts';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { formatCop } from '~/domain/money/money.ts';
import { formatDay, formatHour } from '~/domain/shared/dates.ts';
import { packMessages } from '~/domain/promotions/messages-packs.ts';
import type { CreditChoice } from '~/domain/promotions/pack-cart.ts';
import { removeReservationFromCart } from '~/stores/cart-actions.ts';
import UseCreditBox from './UseCreditBox.tsx';

// The date and hour choice loads only when a reserved hour has to change.
const ChooseOtherHour = lazy(() => import('./ChooseOtherHour.tsx'));

/** The line a reservation was just moved to: it takes the focus when it appears. */
let movedTo: string | null = null;

interface Props {
  line: ReservationLine;
  /** The line's own deposit, shown on it; it counts in the totals only without a problem. */
  deposit: number;
  /** Why this hour cannot be paid (taken by someone else, past, a Tuesday…), or null. */
  problem: string | null;
  /** The service no longer exists: the line can only be removed. */
  serviceGone: boolean;
  /** "Usar mi bono": shown when a usable pack covers it; a credit that pays it leaves $0 now and $0 later. */
  credit?: CreditChoice | null;
}

export function ReservationLineItem({ line, deposit, problem, serviceGone, credit = null }: Props) {
  const { productId, reservationDetails: details } = line;
  const [choosing, setChoosing] = useState(false);
  const name = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (movedTo !== reservationKey(line)) return;
    movedTo = null;
    name.current?.focus();
  }, [line]);
  const problemId = `aviso-${productId}-${details.reservationDate}-${details.reservationTime}`;
  const intensity = intensityName(details.serviceIntensity);
  const paidByCredit = credit?.useCredit === true;
  const payNow = paidByCredit ? 0 : deposit;
  const balance = paidByCredit ? 0 : details.totalPrice - deposit;
  return (
    <li className="cart-line cart-line-reservation">
      <img
        className="cart-line-image"
        src={details.productImage || '/images/placeholder.svg'}
        alt=""
        width="88"
        height="88"
        loading="lazy"
        decoding="async"
      />
      <div className="cart-line-info">
        <h3 className="cart-line-name">
          {serviceGone ? (
            details.productName
          ) : (
            <a ref={name} href={`/product/${productId}`}>
              {details.productName}
            </a>
          )}
        </h3>
        <p className="cart-line-meta">
          <span className="cart-tag">{cartMessages.cartReservationTag}</span> {categoryLabel(details.category)}
        </p>
        <dl className="cart-facts">
          <div>
            <dt>{cartMessages.cartReservationWhen}</dt>
            <dd>{cartMessages.cartReservationAt(formatDay(details.reservationDate), formatHour(details.reservationTime))}</dd>
          </div>
          <div>
            <dt>{messages.serviceDurationLabel}</dt>
            <dd>{messages.serviceDurationValue(details.serviceDuration)}</dd>
          </div>
          {intensity && (
            <div>
              <dt>{messages.serviceIntensityLabel}</dt>
              <dd>{intensity}</dd>
            </div>
          )}
          <div>
            <dt>{cartMessages.cartServicePrice}</dt>
            <dd>{formatCop(details.totalPrice)}</dd>
          </div>
          <div>
            <dt>{cartMessages.cartDepositNow}</dt>
            <dd>{paidByCredit ? packMessages.creditOnLine : formatCop(payNow)}</dd>
          </div>
          <div>
            <dt>{cartMessages.cartBalanceLater}</dt>
            <dd>{formatCop(balance)}</dd>
          </div>
        </dl>
        {credit?.offered && !serviceGone && <UseCreditBox lineKey={reservationKey(line)} choice={credit} />}
        {problem && (
          <p className="cart-line-problem" id={problemId}>
            {problem}
          </p>
        )}
      </div>
      <div className="cart-line-controls">
        {!problem && (
          <p className="cart-line-total">
            <span className="visually-hidden">{cartMessages.cartDepositNow}: </span>
            {/* Paid with a pack: the session it takes, not "$0". */}
            {paidByCredit ? packMessages.creditOnLine : formatCop(payNow)}
          </p>
        )}
        {problem && !serviceGone && !choosing && (
          <button
            type="button"
            className="btn btn-secondary cart-line-rehour"
            aria-label={cartMessages.cartChooseOtherHourLabel(details.productName, details.reservationTime)}
            aria-describedby={problemId}
            onClick={() => setChoosing(true)}
          >
            {cartMessages.cartChooseOtherHour}
          </button>
        )}
        <button
          type="button"
          className="cart-line-remove"
          aria-label={cartMessages.cartRemoveReservationLabel(details.productName, details.reservationTime)}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => removeReservationFromCart(productId, details.reservationDate, details.reservationTime)}
        >
          {cartMessages.cartRemove}
        </button>
      </div>
      {choosing && (
        <Suspense
          fallback={
            <p className="field-hint cart-other-hour" role="status">
              {cartMessages.pickerLoadingHours}
            </p>
          }
        >
          <ChooseOtherHour
            line={line}
            onCancel={() => setChoosing(false)}
            onMoved={(key) => {
              movedTo = key;
            }}
          />
        </Suspense>
      )}
    </li>
  );
}
