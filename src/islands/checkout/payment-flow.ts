/**
 * The browser's part of a payment: create the order (the server prices it and holds the slots),
 * capture it, then go to the result page. Every failure ends on /payment-failure (spec §4); the
 * toast and the reason travel there in sessionStorage, since a page change drops a toast.
 */
import type { CartState } from '../../domain/cart.ts';
import { checkoutItems, paymentSuccessUrl, usdValueToCents } from '../../domain/checkout.ts';
import { messages } from '../../domain/messages.ts';
import { cartMessages } from '../../domain/messages-cart.ts';
import { apiUrl, ApiError } from '../../lib/api/core.ts';
import { clearLocalCart } from '../../stores/cart-actions.ts';

export interface PaymentConfig {
  provider: 'paypal' | 'sandbox';
  clientId?: string;
  currency: 'USD';
}

export interface CreatedOrder {
  id: string;
  reference: string;
  amount: { cop: number; usd: string; usdCents: number };
}

export interface CapturedOrder {
  id: string;
  status: string;
  purchase_units: { payments: { captures: { amount: { value: string } }[] } }[];
  reference: string;
  accessToken: string;
}

/** The payment endpoints answer their own shapes beside `success` (not inside `data`). */
async function paymentRequest<T>(path: string, init: RequestInit, fallback: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw new ApiError(messages.networkError, 0);
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // An answer without JSON is a failure with the fallback message.
  }
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as { message?: unknown; success?: unknown };
  if (!response.ok || body.success === false) {
    throw new ApiError(typeof body.message === 'string' && body.message ? body.message : fallback, response.status);
  }
  return payload as T;
}

export function loadPaymentConfig(): Promise<PaymentConfig> {
  return paymentRequest<PaymentConfig>('payment/config', { method: 'GET' }, cartMessages.checkoutConfigError);
}

export function createOrder(cart: CartState): Promise<CreatedOrder> {
  return paymentRequest<CreatedOrder>(
    'payment/create-order',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: checkoutItems(cart), shippingInfo: cart.shippingInfo }),
    },
    messages.paymentCreateError,
  );
}

export function captureOrder(orderID: string): Promise<CapturedOrder> {
  return paymentRequest<CapturedOrder>(
    'payment/capture-order',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ orderID }) },
    messages.paymentProcessingError,
  );
}

/** Releases the order's slot holds at once instead of in 15 minutes; a failure changes nothing. */
export async function cancelOrder(orderID: string): Promise<void> {
  try {
    await fetch(apiUrl('payment/cancel-payment'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderID }),
    });
  } catch {
    // The holds expire on their own.
  }
}

// --- Messages carried to the result page

const FLASH_KEY = 'tienda:pago-aviso';
const RECEIPT_PREFIX = 'tienda:recibo:';

export interface PaymentFlash {
  kind: 'success' | 'error';
  message: string;
  /** The server's reason, shown on the failure page when it says more than the toast. */
  reason?: string;
}

export function setPaymentFlash(flash: PaymentFlash) {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Storage refused: the result page still tells what happened.
  }
}

export function takePaymentFlash(): PaymentFlash | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(FLASH_KEY);
    const flash = JSON.parse(raw) as Partial<PaymentFlash>;
    if ((flash.kind !== 'success' && flash.kind !== 'error') || typeof flash.message !== 'string') return null;
    return { kind: flash.kind, message: flash.message, ...(typeof flash.reason === 'string' ? { reason: flash.reason } : {}) };
  } catch {
    return null;
  }
}

/** The receipt token a guest reads their payment's details with, kept for this browser tab. */
export function keepReceiptToken(reference: string, accessToken: string) {
  try {
    sessionStorage.setItem(RECEIPT_PREFIX + reference, accessToken);
  } catch {
    // Without it a guest's success page shows no details; the payment itself is done.
  }
}

export function receiptToken(reference: string): string | null {
  try {
    return sessionStorage.getItem(RECEIPT_PREFIX + reference);
  } catch {
    return null;
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
  await cancelOrder(orderID);
  failPayment(error instanceof ApiError ? error.message : messages.paymentProcessingError);
}

/** A completed capture: the local cart is emptied (the server's already is) and the success page opens. */
export function completePayment(created: Pick<CreatedOrder, 'amount'> | null, captured: CapturedOrder, card: boolean) {
  const value = captured.purchase_units[0]?.payments.captures[0]?.amount.value ?? '';
  const cents = usdValueToCents(value) ?? created?.amount.usdCents ?? 0;
  keepReceiptToken(captured.reference, captured.accessToken);
  setPaymentFlash({ kind: 'success', message: card ? messages.cardPaymentSuccess : messages.paymentSuccess });
  clearLocalCart();
  window.location.assign(paymentSuccessUrl(captured.reference, cents));
}
