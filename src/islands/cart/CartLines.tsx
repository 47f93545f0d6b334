import { useEffect, useState, type KeyboardEvent } from 'react';
import type { CartLine, ReservationLine } from '~/domain/cart.ts';
import { intensityName } from '~/domain/intensity.ts';
import { messages } from '~/domain/messages.ts';
import { cartMessages } from '~/domain/messages-cart.ts';
import { formatCop } from '~/domain/money.ts';
import { formatBogotaDate } from '~/domain/schedule.ts';
import { toast } from '~/lib/toast.ts';
import { changeQuantity, removeFromCart, removeReservationFromCart } from '~/stores/cart-actions.ts';
import type { CartChange } from '~/stores/cart.ts';

function report(change: CartChange) {
  if (change.ok) return;
  if (change.kind === 'info') toast.info(change.message);
  else toast.error(change.message);
}

/** What is wrong with a product line before paying, if anything. */
export function productLineProblem(line: CartLine): string | null {
  const { stock } = line.productDetails;
  if (stock <= 0) return cartMessages.cartLineSoldOut;
  if (line.quantity > stock) return messages.onlyUnitsLeft(stock);
  return null;
}

interface ProductProps {
  line: CartLine;
  lineTotal: number;
}

export function ProductLineItem({ line, lineTotal }: ProductProps) {
  const { productId, quantity, productDetails: details } = line;
  const [draft, setDraft] = useState(String(quantity));
  const [pending, setPending] = useState(false);
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const problem = productLineProblem(line);
  const atMax = quantity >= details.stock;
  const atMin = quantity <= 1;
  const inputId = `cantidad-${productId}`;
  const problemId = `aviso-${productId}`;

  async function run(task: () => Promise<CartChange>) {
    if (pending) return;
    setPending(true);
    report(await task());
    setPending(false);
  }

  function commit() {
    const wanted = Number(draft);
    if (!Number.isInteger(wanted) || wanted < 1) {
      setDraft(String(quantity));
      toast.error(messages.quantityInvalid);
      return;
    }
    if (wanted > details.stock) toast.info(messages.onlyUnitsLeft(details.stock));
    if (wanted !== quantity) void run(() => changeQuantity(productId, wanted));
  }

  return (
    <li className="cart-line">
      <img className="cart-line-image" src={details.productImage || '/images/placeholder.svg'} alt="" width="88" height="88" loading="lazy" decoding="async" />
      <div className="cart-line-info">
        <h3 className="cart-line-name">
          <a href={`/product/${productId}`}>{details.productName}</a>
        </h3>
        <p className="cart-line-meta">{details.category}</p>
        <p className="cart-line-unit">{cartMessages.cartUnitPrice(formatCop(details.sellingPrice))}</p>
        {problem && (
          <p className="cart-line-problem" id={problemId}>
            {problem}
          </p>
        )}
      </div>
      <div className="cart-line-controls">
        <div className="quantity" role="group" aria-label={cartMessages.cartQuantityLabel(details.productName)}>
          <button
            type="button"
            className="quantity-step"
            aria-label={cartMessages.cartDecrease(details.productName)}
            aria-disabled={atMin || pending || undefined}
            onClick={() => (atMin ? undefined : void run(() => changeQuantity(productId, quantity - 1)))}
          >
            −
          </button>
          <label htmlFor={inputId} className="visually-hidden">
            {cartMessages.cartQuantityLabel(details.productName)}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(details.stock, 1)}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key === 'Enter') commit();
            }}
            aria-describedby={problem ? problemId : undefined}
            aria-invalid={problem ? true : undefined}
          />
          <button
            type="button"
            className="quantity-step"
            aria-label={cartMessages.cartIncrease(details.productName)}
            aria-disabled={atMax || pending || undefined}
            onClick={() =>
              atMax ? toast.info(messages.onlyUnitsLeft(details.stock)) : void run(() => changeQuantity(productId, quantity + 1))
            }
          >
            +
          </button>
        </div>
        <p className="cart-line-total">
          <span className="visually-hidden">{cartMessages.cartLineTotal}: </span>
          {formatCop(lineTotal)}
        </p>
        <button
          type="button"
          className="cart-line-remove"
          aria-label={cartMessages.cartRemoveLabel(details.productName)}
          onClick={() => void run(() => removeFromCart(productId))}
        >
          {cartMessages.cartRemove}
        </button>
      </div>
    </li>
  );
}

interface ReservationProps {
  line: ReservationLine;
  deposit: number;
  /** Why this slot can no longer be booked (a past hour, a Tuesday…), or null. */
  problem: string | null;
}

export function ReservationLineItem({ line, deposit, problem }: ReservationProps) {
  const { productId, reservationDetails: details } = line;
  const problemId = `aviso-${productId}-${details.reservationDate}-${details.reservationTime}`;
  const intensity = intensityName(details.serviceIntensity);
  return (
    <li className="cart-line cart-line-reservation">
      <img className="cart-line-image" src={details.productImage || '/images/placeholder.svg'} alt="" width="88" height="88" loading="lazy" decoding="async" />
      <div className="cart-line-info">
        <h3 className="cart-line-name">
          <a href={`/product/${productId}`}>{details.productName}</a>
        </h3>
        <p className="cart-line-meta">
          <span className="cart-tag">{cartMessages.cartReservationTag}</span> {details.category}
        </p>
        <dl className="cart-facts">
          <div>
            <dt>{cartMessages.cartReservationWhen}</dt>
            <dd>{cartMessages.cartReservationAt(formatBogotaDate(details.reservationDate), details.reservationTime)}</dd>
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
            <dd>{formatCop(deposit)}</dd>
          </div>
          <div>
            <dt>{cartMessages.cartBalanceLater}</dt>
            <dd>{formatCop(details.totalPrice - deposit)}</dd>
          </div>
        </dl>
        {problem && (
          <p className="cart-line-problem" id={problemId}>
            {problem} {cartMessages.cartReservationFix}
          </p>
        )}
      </div>
      <div className="cart-line-controls">
        <p className="cart-line-total">
          <span className="visually-hidden">{cartMessages.cartDepositNow}: </span>
          {formatCop(deposit)}
        </p>
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
    </li>
  );
}
