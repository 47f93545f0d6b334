import { PayPalButtons, PayPalScriptProvider, type PayPalButtonsComponentProps } from '@paypal/react-paypal-js';
import { useRef } from 'react';
import type { CartState } from '~/domain/cart/cart.ts';
import type { CreatedPayment } from '~/domain/checkout/checkout.ts';
import { messages } from '~/domain/shared/messages.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import {
  capturePayment,
  completePayment,
  createPayment,
  failCapture,
  failCreate,
  failPayment,
  type CheckoutConsent,
} from './payment-flow.ts';

interface Props {
  clientId: string;
  cart: CartState;
  /** Both boxes ticked and the cart checked again, right before the order is created: the consent to send, or null to stop. */
  readyToPay: () => Promise<CheckoutConsent | null>;
}

/**
 * PayPal's button and a separate card button, in USD. Our server creates the order
 * (it prices it) and captures it; PayPal only collects the approval.
 */
export default function PayPalCheckout({ clientId, cart, readyToPay }: Props) {
  const created = useRef<CreatedPayment | null>(null);
  // PayPal keeps the first callbacks it was given: they read the cart through a ref.
  const cartRef = useRef(cart);
  cartRef.current = cart;
  const readyRef = useRef(readyToPay);
  readyRef.current = readyToPay;
  // One ending per attempt: a failed create also reaches PayPal's onError.
  const ended = useRef(false);

  function buttonProps(card: boolean): PayPalButtonsComponentProps {
    return {
      fundingSource: card ? 'card' : 'paypal',
      style: card ? { layout: 'vertical', shape: 'pill' } : { layout: 'vertical', shape: 'pill', label: 'pay' },
      createOrder: async () => {
        ended.current = false;
        const consent = await readyRef.current();
        if (!consent) {
          // The boxes or the cart show what is missing; PayPal's onError then has nothing more to say.
          ended.current = true;
          throw new Error(cartMessages.checkoutCartChanged);
        }
        try {
          const order = await createPayment(cartRef.current, consent);
          created.current = order;
          return order.providerOrderId;
        } catch (error) {
          ended.current = true;
          failCreate(error);
          throw error;
        }
      },
      onApprove: async (data) => {
        try {
          completePayment(await capturePayment(data.orderID), card);
        } catch (error) {
          ended.current = true;
          await failCapture(data.orderID, error);
        }
      },
      onCancel: (data) => {
        // /cancel-order releases the order's slot holds.
        const orderID = typeof data.orderID === 'string' ? data.orderID : (created.current?.providerOrderId ?? '');
        window.location.assign(`/cancel-order${orderID ? `?orderID=${encodeURIComponent(orderID)}` : ''}`);
      },
      onError: () => {
        if (ended.current) return;
        ended.current = true;
        failPayment(messages.paymentProcessingError);
      },
    };
  }

  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture', components: 'buttons', locale: 'es_CO' }}>
      <p className="checkout-note">{cartMessages.checkoutPayPalHint}</p>
      <div className="paypal-buttons">
        <PayPalButtons {...buttonProps(false)} />
        <PayPalButtons {...buttonProps(true)} />
      </div>
    </PayPalScriptProvider>
  );
}
