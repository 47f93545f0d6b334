import { useState } from 'react';
import type { CartState } from '~/domain/cart/cart.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { createWompiOrder } from '~/lib/api/checkout.ts';
import { cancelPayment, failCreate, failPayment, orderBody, type CheckoutConsent } from './payment-flow.ts';
import { openWompiWidget, wompiResponseUrl } from './wompi-widget.ts';

interface Props {
  cart: CartState;
  /** Both boxes ticked and the cart checked again: the consent to send, or null to stop. */
  readyToPay: () => Promise<CheckoutConsent | null>;
}

/** "Pagar en pesos": the server prices the cart and holds its hours, then Wompi's widget opens. */
export default function WompiCheckout({ cart, readyToPay }: Props) {
  const [opening, setOpening] = useState(false);

  async function pay() {
    if (opening) return;
    setOpening(true);
    const consent = await readyToPay();
    if (!consent) {
      setOpening(false);
      return;
    }
    let checkout;
    try {
      checkout = (await createWompiOrder(orderBody(cart, consent))).data;
    } catch (error) {
      failCreate(error);
      return;
    }
    try {
      await openWompiWidget(checkout, (id) => window.location.assign(wompiResponseUrl(id)));
    } catch {
      // The widget never opened: nothing was paid, so the hours are given back at once.
      await cancelPayment(checkout.reference);
      failPayment(cartMessages.checkoutWompiUnavailable);
      return;
    }
    setOpening(false);
  }

  return (
    <div className="checkout-wompi">
      <p className="checkout-note">{cartMessages.checkoutWompiHint}</p>
      <button type="button" className="btn checkout-wompi-button" onClick={() => void pay()} aria-disabled={opening || undefined}>
        {cartMessages.checkoutWompiButton}
      </button>
      {opening && (
        <p className="checkout-note" role="status">
          {cartMessages.checkoutWompiOpening}
        </p>
      )}
    </div>
  );
}
