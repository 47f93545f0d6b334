/**
 * The two sides of a payment: what the browser sends to create an order, what the payment
 * endpoints answer in `data`, and how a result page reads the status it is given.
 * The server prices and decides everything; the browser only carries ids and reads answers.
 */
import { isReservationLine, type CartState } from './cart.ts';

export type CheckoutItem =
  | { productId: string; quantity: number }
  | { productId: string; reservationDate: string; reservationTime: string };

/** The create-order items: product ids with quantities, and reservation slots. Never a price. */
export function checkoutItems(cart: CartState): CheckoutItem[] {
  return cart.items.map((item) =>
    isReservationLine(item)
      ? {
          productId: item.productId,
          reservationDate: item.reservationDetails.reservationDate,
          reservationTime: item.reservationDetails.reservationTime,
        }
      : { productId: item.productId, quantity: item.quantity },
  );
}

/** GET /api/payment/config, the spec's bare answer: PayPal (with its client id) or the sandbox. */
export interface PaymentConfig {
  provider: 'paypal' | 'sandbox';
  clientId?: string;
  currency: 'USD';
}

/** What a payment charges now: pesos, and the US dollars the provider charges ("12.34" and cents). */
export interface PaymentAmount {
  cop: number;
  usd: string;
  usdCents: number;
}

/** The `data` of POST /api/payment/create-order: PayPal's SDK needs `providerOrderId`. */
export interface CreatedPayment {
  reference: string;
  providerOrderId: string;
  amount: PaymentAmount;
}

/**
 * The `data` of POST /api/payment/capture-order: the result page to open, and the receipt token
 * with which a guest reads that payment's records there (kept in the tab's session storage).
 */
export interface CapturedPayment {
  reference: string;
  status: string;
  amount: PaymentAmount;
  receiptUrl: string;
  accessToken: string;
}

/** A result page's `amount_in_cents`: a whole number of cents, else null. */
export function parseAmountInCents(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  return Number(value);
}

export type PaymentOutcome = 'approved' | 'declined' | 'pending';

/** APPROVED, DECLINED, or anything else, which is treated as pending. */
export function paymentOutcome(status: string | null): PaymentOutcome {
  if (status === 'APPROVED') return 'approved';
  if (status === 'DECLINED') return 'declined';
  return 'pending';
}

/** Where /payment-response sends the visitor: the success page with the same query when the provider's `ref_payco` is there. */
export function paymentResponseTarget(search: string): string {
  const params = new URLSearchParams(search);
  return params.has('ref_payco') ? `/payment-success${params.size > 0 ? `?${params.toString()}` : ''}` : '/payment-failure';
}

/** The success page's address after a capture. */
export function paymentSuccessUrl(reference: string, amountInCents: number): string {
  const params = new URLSearchParams({ status: 'APPROVED', reference, amount_in_cents: String(amountInCents) });
  return `/payment-success?${params.toString()}`;
}
