/**
 * Wompi's Web Checkout widget: its script loads only when the shopper chooses to pay in pesos, and
 * opens with the fields the server answered (amount, reference and integrity signature). The
 * widget gives back the transaction's id; what it means is asked of the server, never read here.
 */
import type { WompiCheckout } from '~/domain/checkout/checkout.ts';

/** The one origin the cart's policy opens for Wompi (its script and its frame). */
export const WOMPI_WIDGET_ORIGIN = 'https://checkout.wompi.co';
export const WOMPI_WIDGET_URL = `${WOMPI_WIDGET_ORIGIN}/widget.js`;

interface WidgetOptions {
  currency: string;
  amountInCents: number;
  reference: string;
  publicKey: string;
  signature: { integrity: string };
  redirectUrl: string;
}

interface WidgetResult {
  transaction?: { id?: string };
}

type WidgetCheckoutClass = new (options: WidgetOptions) => { open(callback: (result: WidgetResult) => void): void };

declare global {
  interface Window {
    WidgetCheckout?: WidgetCheckoutClass;
  }
}

let loading: Promise<WidgetCheckoutClass> | undefined;

function loadWidget(): Promise<WidgetCheckoutClass> {
  loading ??= new Promise<WidgetCheckoutClass>((resolve, reject) => {
    if (window.WidgetCheckout) return resolve(window.WidgetCheckout);
    const script = document.createElement('script');
    script.src = WOMPI_WIDGET_URL;
    script.async = true;
    script.onload = () => (window.WidgetCheckout ? resolve(window.WidgetCheckout) : reject(new Error('WidgetCheckout missing')));
    script.onerror = () => reject(new Error('Wompi widget failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Opens the widget; `onTransaction` gets the id of the transaction the shopper made in it. */
export async function openWompiWidget(checkout: WompiCheckout, onTransaction: (id: string) => void): Promise<void> {
  const WidgetCheckout = await loadWidget();
  const widget = new WidgetCheckout({
    currency: checkout.currency,
    amountInCents: checkout.amountInCents,
    reference: checkout.reference,
    publicKey: checkout.publicKey,
    signature: { integrity: checkout.integritySignature },
    redirectUrl: checkout.redirectUrl,
  });
  widget.open((result) => {
    const id = result.transaction?.id;
    if (id) onTransaction(id);
  });
}

/** Where the shopper goes once the widget has a transaction: the same page Wompi's redirect opens. */
export const wompiResponseUrl = (id: string) => `/payment-response?${new URLSearchParams({ id }).toString()}`;
