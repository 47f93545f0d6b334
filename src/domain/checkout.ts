/**
 * The browser's side of a payment: what it sends to create an order, how it reads the capture's
 * amount, and how a result page reads the status it is given (spec §2, §4). The server prices and
 * decides everything; these only carry ids and read answers.
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

/** "123.45" (the capture's USD value) → 12345 cents, exactly, without floating point; null if unreadable. */
export function usdValueToCents(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A result page's `amount_in_cents`: a whole number of cents, else null. */
export function parseAmountInCents(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  return Number(value);
}

export type PaymentOutcome = 'approved' | 'declined' | 'pending';

/** Spec §4: APPROVED, DECLINED, or anything else, which is treated as pending. */
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
