import { useEffect, useState, type KeyboardEvent } from 'react';
import { productLineKey, type CartLine } from '~/domain/cart/cart.ts';
import { categoryLabel } from '~/domain/catalogue/category-labels.ts';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { formatCop } from '~/domain/money/money.ts';
import { variantDisplayName } from '~/domain/catalogue/variants.ts';
import { toast } from '~/lib/toast.ts';
import { changeQuantity, removeFromCart } from '~/stores/cart-actions.ts';
import type { CartChange } from '~/stores/cart.ts';

function report(change: CartChange) {
  if (change.ok) return;
  if (change.kind === 'info') toast.info(change.message);
  else toast.error(change.message);
}

interface ProductProps {
  line: CartLine;
  lineTotal: number;
  /** Why this line cannot be paid (sold out, deleted…), or null. It then leaves the totals. */
  problem: string | null;
}

export function ProductLineItem({ line, lineTotal, problem }: ProductProps) {
  const { productId, quantity, productDetails: details } = line;
  const lineKey = productLineKey(line);
  // Two sizes of one garment are two lines: each names its variant.
  const name = variantDisplayName(details.productName, details.variantLabel ?? '');
  const [draft, setDraft] = useState(String(quantity));
  const [pending, setPending] = useState(false);
  // A 0 typed in the quantity: the line offers "Quitar" (and "Mantener") instead of refusing it.
  const [askRemove, setAskRemove] = useState(false);
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const isZero = (text: string) => text.trim() !== '' && Number(text) === 0;
  const atMax = quantity >= details.stock;
  const atMin = quantity <= 1;
  const inputId = `cantidad-${lineKey.replace(':', '-')}`;
  const problemId = `aviso-${lineKey.replace(':', '-')}`;

  async function run(task: () => Promise<CartChange>) {
    if (pending) return;
    setPending(true);
    report(await task());
    setPending(false);
  }

  function commit() {
    if (isZero(draft)) return setAskRemove(true);
    const wanted = Number(draft);
    if (!Number.isInteger(wanted) || wanted < 1) {
      setDraft(String(quantity));
      toast.error(messages.quantityInvalid);
      return;
    }
    if (wanted > details.stock) toast.info(messages.onlyUnitsLeft(details.stock));
    if (wanted !== quantity) void run(() => changeQuantity(lineKey, wanted));
  }

  return (
    <li className="cart-line">
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
        <h3 className="cart-line-name">{line.gone ? details.productName : <a href={`/product/${productId}`}>{details.productName}</a>}</h3>
        {details.variantLabel && <p className="cart-line-variant">{details.variantLabel}</p>}
        <p className="cart-line-meta">{categoryLabel(details.category)}</p>
        {!line.gone && <p className="cart-line-unit">{cartMessages.cartUnitPrice(formatCop(details.sellingPrice))}</p>}
        {problem && (
          <p className="cart-line-problem" id={problemId}>
            {problem}
          </p>
        )}
      </div>
      <div className="cart-line-controls">
        {!line.gone && (
          <div className="quantity" role="group" aria-label={cartMessages.cartQuantityLabel(name)}>
            <button
              type="button"
              className="quantity-step"
              aria-label={cartMessages.cartDecrease(name)}
              aria-disabled={atMin || pending || undefined}
              onClick={() => (atMin ? undefined : void run(() => changeQuantity(lineKey, quantity - 1)))}
            >
              −
            </button>
            <label htmlFor={inputId} className="visually-hidden">
              {cartMessages.cartQuantityLabel(name)}
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(details.stock, 1)}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setAskRemove(isZero(event.target.value));
              }}
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
              aria-label={cartMessages.cartIncrease(name)}
              aria-disabled={atMax || pending || undefined}
              onClick={() =>
                atMax ? toast.info(messages.onlyUnitsLeft(details.stock)) : void run(() => changeQuantity(lineKey, quantity + 1))
              }
            >
              +
            </button>
          </div>
        )}
        {askRemove && !line.gone && (
          <div className="cart-line-zero">
            <p id={`${inputId}-cero`} role="status">
              {cartMessages.cartZeroQuantity}
            </p>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={cartMessages.cartZeroRemoveLabel(name)}
              aria-describedby={`${inputId}-cero`}
              onClick={() => void run(() => removeFromCart(lineKey))}
            >
              {cartMessages.cartZeroRemove}
            </button>
            <button
              type="button"
              className="cart-line-keep"
              onClick={() => {
                setAskRemove(false);
                setDraft(String(quantity));
              }}
            >
              {cartMessages.cartZeroKeep}
            </button>
          </div>
        )}
        {!problem && (
          <p className="cart-line-total">
            <span className="visually-hidden">{cartMessages.cartLineTotal}: </span>
            {formatCop(lineTotal)}
          </p>
        )}
        <button
          type="button"
          className="cart-line-remove"
          aria-label={cartMessages.cartRemoveLabel(name)}
          aria-describedby={line.gone ? problemId : undefined}
          onClick={() => void run(() => removeFromCart(lineKey))}
        >
          {cartMessages.cartRemove}
        </button>
      </div>
    </li>
  );
}
