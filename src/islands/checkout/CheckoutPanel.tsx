import { lazy, Suspense, useEffect, useState } from 'react';
import type { CartState } from '~/domain/cart.ts';
import type { PaymentConfig } from '~/domain/checkout.ts';
import { messages } from '~/domain/messages.ts';
import { cartMessages } from '~/domain/messages-cart.ts';
import { getPaymentConfig } from '~/lib/api/checkout.ts';
import { capturePayment, completePayment, createPayment, failCapture, failCreate } from './payment-flow.ts';

// PayPal's SDK and its React wrapper load only when the shop has PayPal keys.
const PayPalCheckout = lazy(() => import('./PayPalCheckout.tsx'));
// Paying in pesos (Wompi's widget) loads only when the shop offers it.
const WompiCheckout = lazy(() => import('./WompiCheckout.tsx'));

interface Props {
  cart: CartState;
  /** Why paying is not possible yet (no shipping info, a sold-out line…), or null. */
  blocked: string | null;
  /** Looks at the cart again right before the order is created; false stops the payment. */
  beforePaying?: () => Promise<boolean>;
}

/**
 * The cart's payment buttons: "Pagar en pesos" (Wompi) first when the shop offers it, then PayPal
 * and card with PayPal keys, or one test button when no real provider is configured.
 */
export default function CheckoutPanel({ cart, blocked, beforePaying }: Props) {
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  const [configFailed, setConfigFailed] = useState(false);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    getPaymentConfig()
      .then(setConfig)
      .catch(() => setConfigFailed(true));
  }, []);

  async function paySandbox() {
    if (paying) return;
    setPaying(true);
    if (beforePaying && !(await beforePaying())) {
      setPaying(false);
      return;
    }
    let created;
    try {
      created = await createPayment(cart);
    } catch (error) {
      failCreate(error);
      return;
    }
    try {
      completePayment(await capturePayment(created.providerOrderId), false);
    } catch (error) {
      await failCapture(created.providerOrderId, error);
    }
  }

  const providers = config ? (config.providers ?? [config.provider]) : [];
  const paypal =
    config?.provider === 'paypal' && config.clientId && providers.includes('paypal') ? (
      <Suspense fallback={<p className="checkout-note" role="status">{cartMessages.checkoutLoading}</p>}>
        <PayPalCheckout clientId={config.clientId} cart={cart} beforePaying={beforePaying} />
      </Suspense>
    ) : null;
  const sandbox = providers.includes('sandbox') ? (
    <>
      <p className="checkout-note">{cartMessages.checkoutSandboxNote}</p>
      <button type="button" className="btn checkout-sandbox" onClick={() => void paySandbox()} aria-disabled={paying || undefined}>
        {messages.sandboxPayButton}
      </button>
      {paying && (
        <p className="checkout-note" role="status">
          {cartMessages.checkoutProcessing}
        </p>
      )}
    </>
  ) : null;
  const others = paypal ?? sandbox;

  let body;
  if (blocked) body = <p className="checkout-note">{blocked}</p>;
  else if (configFailed) body = <p className="field-error" role="alert">{cartMessages.checkoutConfigError}</p>;
  else if (!config) body = <p className="checkout-note" role="status">{cartMessages.checkoutLoading}</p>;
  else if (providers.includes('wompi'))
    body = (
      <>
        <Suspense fallback={<p className="checkout-note" role="status">{cartMessages.checkoutLoading}</p>}>
          <WompiCheckout cart={cart} beforePaying={beforePaying} />
        </Suspense>
        {others && <p className="checkout-note checkout-others">{cartMessages.checkoutOtherWays}</p>}
        {others}
      </>
    );
  else body = others;

  return (
    <section className="checkout-panel" aria-labelledby="checkout-title">
      <h2 id="checkout-title">{cartMessages.checkoutTitle}</h2>
      {body}
    </section>
  );
}
