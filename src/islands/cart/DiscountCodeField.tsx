import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CartState } from '~/domain/cart/cart.ts';
import { checkoutItems } from '~/domain/checkout/checkout.ts';
import { $creditLines, $packCredits, creditLineKeys } from '~/stores/pack-credits.ts';
import { promotionCartMessages as t } from '~/domain/promotions/messages-promotions-cart.ts';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import { checkDiscountCode } from '~/lib/api/discount-codes.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { $discountCode } from '~/stores/discount-code.ts';
import './discount-code.css';

// The field itself loads when the person opens it (or when a dropped code is shown again).
const DiscountCodeEntry = lazy(() => import('./DiscountCodeEntry.tsx'));

/**
 * "¿Tienes un código?": the server checks the code against the cart's items and says why it cannot
 * be used; an applied code is checked again whenever the cart changes, and dropped (saying why)
 * when it no longer fits. The payment sends it and the server prices it again.
 */
export default function DiscountCodeField({ cart }: { cart: CartState }) {
  const applied = useStore($discountCode);
  const id = useId();
  const inputId = `${id}-code`;
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  // The appointments a pack credit pays go as create-order sends them: the server takes nothing off those.
  useStore($creditLines);
  useStore($packCredits);
  const items = () => checkoutItems(cart, creditLineKeys(cart));
  const itemsKey = JSON.stringify(items());
  const checkedKey = useRef<string | null>(null);

  // The cart changed under an applied code: the server looks at it again.
  useEffect(() => {
    const current = $discountCode.get();
    if (!current || checkedKey.current === itemsKey) return;
    checkedKey.current = itemsKey;
    checkDiscountCode({ code: current.code, items: JSON.parse(itemsKey) })
      .then(({ data }) => $discountCode.set({ code: data.code, kind: data.kind, value: data.value, appliesTo: data.appliesTo }))
      .catch((failure: unknown) => {
        // Only a refusal drops the code; a network failure leaves it for create-order to decide.
        if (!(failure instanceof ApiError) || failure.status !== 400) return;
        $discountCode.set(null);
        setOpen(true);
        setTyped(current.code);
        setError(failure.message);
        toast.info(t.codeChangedCart);
      });
  }, [itemsKey]);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    try {
      const { data } = await checkDiscountCode({ code: typed, items: items() });
      checkedKey.current = itemsKey;
      $discountCode.set({ code: data.code, kind: data.kind, value: data.value, appliesTo: data.appliesTo });
      setError(undefined);
      setTyped('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : messages.unexpectedResponse);
      document.getElementById(inputId)?.focus();
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    return (
      <div className="discount-code discount-code-applied" role="status">
        <span>{t.codeApplied(applied.code)}</span>
        <button
          type="button"
          className="discount-code-link"
          aria-label={t.codeRemoveLabel(applied.code)}
          onClick={() => $discountCode.set(null)}
        >
          {t.codeRemove}
        </button>
      </div>
    );
  }
  if (!open) {
    return (
      <div className="discount-code">
        <button
          type="button"
          className="discount-code-link"
          aria-expanded="false"
          onClick={() => {
            setOpen(true);
            // The person just asked for the field: it gets the focus once it is there.
            setFocus(true);
          }}
        >
          {t.haveCode}
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="discount-code" />}>
      <DiscountCodeEntry
        inputId={inputId}
        typed={typed}
        error={error}
        checking={checking}
        focus={focus}
        onFocused={() => setFocus(false)}
        onType={(next) => {
          setTyped(next);
          setError(undefined);
        }}
        onApply={(event) => void apply(event)}
      />
    </Suspense>
  );
}
