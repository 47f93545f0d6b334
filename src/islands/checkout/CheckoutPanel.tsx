import { lazy, Suspense, useEffect, useEffectEvent, useId, useState } from 'react';
import type { CartState } from '~/domain/cart/cart.ts';
import { offerOf, type PaymentConfig } from '~/domain/checkout/checkout.ts';
import { messages } from '~/domain/shared/messages.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { promotionMessages } from '~/domain/promotions/messages-promotions.ts';
import { formatUsdCents } from '~/domain/money/money.ts';
import { getPaymentConfig } from '~/lib/api/checkout.ts';
import { useInvoiceBuyerPart } from './InvoiceBuyerPart.tsx';
import CheckoutConsentBoxes, { consentBoxId, type ConsentBoxes, type ConsentErrors } from './CheckoutConsentBoxes.tsx';
import {
  capturePayment,
  checkoutConsent,
  completePayment,
  createPayment,
  failCapture,
  failCreate,
  type CheckoutConsent,
} from './payment-flow.ts';

// PayPal's SDK and its React wrapper load only when the shop has PayPal keys.
const PayPalCheckout = lazy(() => import('./PayPalCheckout.tsx'));
// Paying in pesos (Wompi's widget) loads only when the shop offers it.
const WompiCheckout = lazy(() => import('./WompiCheckout.tsx'));
// "Pago contra entrega" asks the server whether it applies only for a delivery of products.
const CashOnDeliveryOption = lazy(() => import('./CashOnDeliveryOption.tsx'));

interface Props {
  cart: CartState;
  /** Why paying is not possible yet (no shipping info, a sold-out line…), or null. */
  blocked: string | null;
  /** Looks at the cart again right before the order is created; false stops the payment. */
  beforePaying?: () => Promise<boolean>;
  /** What PayPal (or the sandbox) would charge now, in US cents: shown as "≈ US$" beside PayPal when the shop charges pesos first. */
  usdCents?: number;
  /** Told once the shop's ways to pay are known (the cart's summary shows dollars only when the first one charges them). */
  onConfig?: (config: PaymentConfig) => void;
  /** A discount (or pack credits) leaves nothing to pay now: one button confirms the order, and no provider is asked. */
  nothingToPay?: boolean;
  /** What covers it, said above that button (the discount code's words by default). */
  nothingToPayNote?: string | undefined;
}

/**
 * The cart's payment buttons: "Pagar en pesos" (Wompi) first when the shop offers it, then PayPal
 * and card with PayPal keys, or one test button when no real provider is configured.
 */
export default function CheckoutPanel({
  cart,
  blocked,
  beforePaying,
  usdCents,
  onConfig,
  nothingToPay = false,
  nothingToPayNote = promotionMessages.nothingToPayNote,
}: Props) {
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  const [configFailed, setConfigFailed] = useState(false);
  const [paying, setPaying] = useState(false);
  const boxesId = useId();
  const [boxes, setBoxes] = useState<ConsentBoxes>({ dataPolicy: false, terms: false });
  const [boxErrors, setBoxErrors] = useState<ConsentErrors>({});
  const invoiceBuyer = useInvoiceBuyerPart();

  const announceConfig = useEffectEvent((loaded: PaymentConfig) => onConfig?.(loaded));
  useEffect(() => {
    getPaymentConfig()
      .then((loaded) => {
        setConfig(loaded);
        announceConfig(loaded);
      })
      .catch(() => setConfigFailed(true));
  }, []);

  function changeBoxes(next: ConsentBoxes) {
    setBoxes(next);
    // A ticked box stops complaining at once.
    setBoxErrors((current) => ({
      ...(!next.dataPolicy && current.dataPolicy ? { dataPolicy: current.dataPolicy } : {}),
      ...(!next.terms && current.terms ? { terms: current.terms } : {}),
    }));
  }

  /**
   * Before any payment: both boxes ticked (else their messages show and the first unticked one
   * gets the focus), the invoice's buyer right when asked for, then the cart's own last look. The
   * consent (and the buyer) to send, or null to stop.
   */
  async function readyToPay(): Promise<CheckoutConsent | null> {
    const consent = checkoutConsent(boxes);
    if (!consent) {
      setBoxErrors({
        ...(boxes.dataPolicy ? {} : { dataPolicy: messages.dataPolicyRequired }),
        ...(boxes.terms ? {} : { terms: messages.termsRequired }),
      });
      document.getElementById(consentBoxId(boxesId, boxes.dataPolicy ? 'terms' : 'dataPolicy'))?.focus();
      return null;
    }
    const invoicing = await invoiceBuyer.collect();
    if (!invoicing) return null;
    if (beforePaying && !(await beforePaying())) return null;
    return { ...consent, ...invoicing };
  }

  async function paySandbox() {
    if (paying) return;
    setPaying(true);
    const consent = await readyToPay();
    if (!consent) {
      setPaying(false);
      return;
    }
    let created;
    try {
      created = await createPayment(cart, consent);
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

  const wompi = config ? offerOf(config, 'wompi') : undefined;
  const paypalOffer = config ? offerOf(config, 'paypal') : undefined;
  // Pesos first: the dollars PayPal would charge are said beside PayPal alone.
  const usdNote =
    wompi && usdCents !== undefined ? (
      <p className="checkout-note checkout-usd">{cartMessages.checkoutPayPalUsd(formatUsdCents(usdCents))}</p>
    ) : null;
  const paypal = paypalOffer?.clientId ? (
    <>
      {usdNote}
      <Suspense
        fallback={
          <p className="checkout-note" role="status">
            {cartMessages.checkoutLoading}
          </p>
        }
      >
        <PayPalCheckout clientId={paypalOffer.clientId} cart={cart} readyToPay={readyToPay} />
      </Suspense>
    </>
  ) : null;
  /** A note and a button that creates the order and captures it at once (the sandbox, or an order with nothing to pay). */
  const settleAtOnce = (note: string, label: string) => (
    <>
      <p className="checkout-note">{note}</p>
      <button type="button" className="btn checkout-sandbox" onClick={() => void paySandbox()} aria-disabled={paying || undefined}>
        {label}
      </button>
      {paying && (
        <p className="checkout-note" role="status">
          {cartMessages.checkoutProcessing}
        </p>
      )}
    </>
  );
  const sandbox = config && offerOf(config, 'sandbox') ? settleAtOnce(cartMessages.checkoutSandboxNote, messages.sandboxPayButton) : null;
  const others = paypal ?? sandbox;

  let body;
  if (blocked) body = <p className="checkout-note">{blocked}</p>;
  else if (nothingToPay)
    // The server settles an order with nothing to pay without any provider: create, then capture, as the test button does.
    body = settleAtOnce(nothingToPayNote, promotionMessages.confirmFreeOrder);
  else if (configFailed)
    body = (
      <p className="field-error" role="alert">
        {cartMessages.checkoutConfigError}
      </p>
    );
  else if (!config)
    body = (
      <p className="checkout-note" role="status">
        {cartMessages.checkoutLoading}
      </p>
    );
  else if (wompi)
    body = (
      <>
        <Suspense
          fallback={
            <p className="checkout-note" role="status">
              {cartMessages.checkoutLoading}
            </p>
          }
        >
          <WompiCheckout cart={cart} readyToPay={readyToPay} />
        </Suspense>
        {others && <p className="checkout-note checkout-others">{cartMessages.checkoutOtherWays}</p>}
        {others}
      </>
    );
  else body = others;

  return (
    <section className="checkout-panel" aria-labelledby="checkout-title">
      <h2 id="checkout-title">{cartMessages.checkoutTitle}</h2>
      {!blocked && invoiceBuyer.part}
      {!blocked && <CheckoutConsentBoxes idBase={boxesId} boxes={boxes} errors={boxErrors} onChange={changeBoxes} />}
      {body}
      {!blocked && !nothingToPay && config && cart.shippingInfo?.shippingMethod === 'delivery' && (
        <Suspense fallback={null}>
          <CashOnDeliveryOption cart={cart} readyToPay={readyToPay} />
        </Suspense>
      )}
    </section>
  );
}
