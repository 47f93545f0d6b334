/**
 * The two sides of a payment: what the browser sends to create an order, what the payment
 * endpoints answer in `data`, and how a result page reads the status it is given.
 * The server prices and decides everything; the browser only carries ids and reads answers.
 */
import { isReservationLine, reservationKey, type CartState } from '../cart/cart.ts';
import type { CheckoutItem } from './checkout-schemas.ts';

/**
 * The create-order items: product ids with quantities, and reservation slots. Never a price.
 * `creditLines`: the reservations (by `reservationKey`) a pack credit pays ("Usar mi bono").
 */
export function checkoutItems(cart: CartState, creditLines: ReadonlySet<string> = new Set()): CheckoutItem[] {
  return cart.items.map((item) =>
    isReservationLine(item)
      ? {
          productId: item.productId,
          reservationDate: item.reservationDetails.reservationDate,
          reservationTime: item.reservationDetails.reservationTime,
          staffId: item.reservationDetails.staffId,
          ...(creditLines.has(reservationKey(item)) ? { useCredit: true as const } : {}),
        }
      : { productId: item.productId, ...(item.variantId ? { variantId: item.variantId } : {}), quantity: item.quantity },
  );
}

/** The ways to pay: Wompi (pesos: PSE, Nequi, cards), PayPal (US dollars), or the local sandbox. */
export const paymentProviderNames = ['wompi', 'paypal', 'sandbox'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

/** One way to pay, as GET /api/payment/config lists it: Wompi charges pesos, PayPal and the sandbox US dollars. */
export type PaymentProviderOffer =
  | { id: 'wompi'; currency: 'COP'; publicKey: string }
  | { id: 'paypal'; currency: 'USD'; clientId: string }
  | { id: 'sandbox'; currency: 'USD' };

/**
 * GET /api/payment/config, the spec's bare answer. `providers`: every way to pay this shop offers,
 * in the order the cart shows them (Wompi first when configured). `provider`, `currency` and
 * `clientId` (PayPal's, when PayPal is offered) stay as the spec has them, `provider` naming the first.
 */
export interface PaymentConfig {
  provider: PaymentProviderName;
  clientId?: string;
  currency: 'COP' | 'USD';
  providers: PaymentProviderOffer[];
  /** The shop can send WhatsApp notices: the cart offers "Recibir avisos de mi cita por WhatsApp" only then. */
  whatsappNotices: boolean;
}

/** The offer of one provider, when the shop makes it. */
export function offerOf<Id extends PaymentProviderName>(
  config: PaymentConfig,
  id: Id,
): Extract<PaymentProviderOffer, { id: Id }> | undefined {
  return config.providers.find((offer): offer is Extract<PaymentProviderOffer, { id: Id }> => offer.id === id);
}

/**
 * The answer of POST /api/payment/create-order with `provider: 'wompi'`: what Wompi's Web Checkout
 * is opened with. The amount is pesos × 100 (Wompi's cents), decided by the server.
 */
export interface WompiCheckout {
  provider: 'wompi';
  reference: string;
  amountInCents: number;
  currency: 'COP';
  publicKey: string;
  integritySignature: string;
  redirectUrl: string;
}

/**
 * The `data` of POST /api/payment/wompi/confirm: what Wompi's transaction did to the order.
 * REVIEW: Wompi charged, but not what the order expected (or the order could no longer take it);
 * the owner looks at it. `payment` (the receipt) only for the browser or user that made the order.
 */
export interface WompiConfirmation {
  status: 'APPROVED' | 'DECLINED' | 'PENDING' | 'REVIEW';
  reference: string;
  payment?: CapturedPayment;
}

/** What Wompi's transaction ids look like (e.g. 12345-1668624561-38705); nothing else is ever sent to Wompi. */
export const wompiTransactionIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Wompi's cents for an amount in whole pesos; null unless both are finite, positive integers. */
export function copCents(pesos: number): number | null {
  const cents = pesos * 100;
  return Number.isSafeInteger(pesos) && pesos > 0 && Number.isSafeInteger(cents) ? cents : null;
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

/**
 * What /payment-response does: the spec's rule first (`ref_payco` → /payment-success with the same
 * query), then Wompi's redirect (`id`, a transaction to confirm with the server), else /payment-failure.
 */
export function paymentResponseAction(search: string): { kind: 'wompi'; id: string } | { kind: 'redirect'; to: string } {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  if (!params.has('ref_payco') && id !== null && wompiTransactionIdPattern.test(id)) return { kind: 'wompi', id };
  return { kind: 'redirect', to: paymentResponseTarget(search) };
}

/** The spec's 'Pago Pendiente' page for a payment not final yet (PSE can take minutes): the reference, no amount. */
export function paymentPendingUrl(reference: string): string {
  return `/payment-success?${new URLSearchParams({ status: 'PENDING', reference }).toString()}`;
}

/** The success page's address after a capture. */
export function paymentSuccessUrl(reference: string, amountInCents: number): string {
  const params = new URLSearchParams({ status: 'APPROVED', reference, amount_in_cents: String(amountInCents) });
  return `/payment-success?${params.toString()}`;
}
