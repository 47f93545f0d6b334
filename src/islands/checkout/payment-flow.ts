/**
 * The browser's part of a payment: create the order (the server prices it and holds the slots),
 * capture it, then open the result page the server names. Every failure ends on /payment-failure
 *; the toast and the reason travel there in sessionStorage, since a page change drops a toast.
 */
import type { CartState } from '~/domain/cart/cart.ts';
import type { InvoiceBuyerInput } from '~/domain/invoicing/buyer-schemas.ts';
import { checkoutItems, type CapturedPayment, type CreatedPayment } from '~/domain/checkout/checkout.ts';
import { messages } from '~/domain/shared/messages.ts';
import { cancelOrder } from '~/lib/api/cancel-payment.ts';
import { captureOrder, createOrder } from '~/lib/api/checkout.ts';
import { ApiError } from '~/lib/api/core.ts';
import { clearLocalCart } from '~/stores/cart-actions.ts';
import { discountCodeBody } from '~/stores/discount-code.ts';
import { creditLineKeys, forgetCreditLines } from '~/stores/pack-credits.ts';
import { keepReceiptToken, setPaymentFlash } from './payment-notes.ts';

/**
 * The two boxes of the payment panel, both ticked: the only consent an order can be sent with; and,
 * when the buyer asked for an invoice in their name, who it goes to (InvoiceBuyerPart.tsx).
 */
export interface CheckoutConsent {
  acceptDataPolicy: true;
  acceptTerms: true;
  invoiceBuyer?: InvoiceBuyerInput;
  keepInvoiceBuyer?: true;
}

/** The two boxes' state as the consent the server asks for, or null while one is unticked. */
export function checkoutConsent(boxes: { dataPolicy: boolean; terms: boolean }): CheckoutConsent | null {
  return boxes.dataPolicy && boxes.terms ? { acceptDataPolicy: true, acceptTerms: true } : null;
}

/** What create-order sends: the cart's items (those a pack credit pays with `useCredit`), its shipping info, the consent and the invoice's buyer. */
export function orderBody(cart: CartState, consent: CheckoutConsent) {
  // Paying waits for saved shipping info (the cart page blocks it before), so `{}` is never sent in practice.
  return { items: checkoutItems(cart, creditLineKeys(cart)), shippingInfo: cart.shippingInfo ?? {}, ...discountCodeBody(), ...consent };
}

/** Prices the cart on the server and holds its hours; PayPal's SDK gets `providerOrderId`. */
export async function createPayment(cart: CartState, consent: CheckoutConsent): Promise<CreatedPayment> {
  return (await createOrder(orderBody(cart, consent))).data;
}

export async function capturePayment(orderID: string): Promise<CapturedPayment> {
  return (await captureOrder(orderID)).data;
}

/** Releases the order's slot holds at once instead of in 15 minutes; a failure changes nothing. */
export async function cancelPayment(orderID: string): Promise<void> {
  try {
    await cancelOrder(orderID);
  } catch {
    // The holds expire on their own.
  }
}

// --- Endings

export function failPayment(message: string, reason?: string) {
  setPaymentFlash({ kind: 'error', message, ...(reason && reason !== message ? { reason } : {}) });
  window.location.assign('/payment-failure');
}

/** A failed create: the spec's toast, with the server's reason (stock, a taken hour…) on the failure page. */
export function failCreate(error: unknown) {
  failPayment(messages.paymentCreateError, error instanceof ApiError ? error.message : undefined);
}

/** A failed capture: the server's message ('El pago falló…', a product sold out…) and the holds released. */
export async function failCapture(orderID: string, error: unknown) {
  await cancelPayment(orderID);
  failPayment(error instanceof ApiError ? error.message : messages.paymentProcessingError);
}

/** A completed capture: the local cart is emptied (the server's already is) and the server's result page opens. */
export function completePayment(captured: CapturedPayment, card: boolean) {
  keepReceiptToken(captured.reference, captured.accessToken);
  setPaymentFlash({ kind: 'success', message: card ? messages.cardPaymentSuccess : messages.paymentSuccess });
  clearLocalCart();
  forgetCreditLines();
  window.location.assign(captured.receiptUrl);
}
