/**
 * What a result page may show of a payment: only what the server confirms to the browser asking
 * (the browser that created the order, its signed-in owner, or the receipt token). The address
 * carries the reference to ask about and nothing else the page believes.
 */
import { isReservationLine, productLineKey, type CartState } from '../cart/cart.ts';
import type { PublicRecord } from '../records/records.ts';

/** One thing the payment paid for: a product and its quantity, or a service at a date and hour. */
export type PaidItem =
  | { kind: 'product'; productId: string; variantId?: string; quantity: number }
  | { kind: 'service'; productId: string; reservationDate: string; reservationTime: string };

/**
 * GET /api/payment/orders/:reference, for the order's owner.
 * - APPROVED: settled; its records (the receipt), the receipt token, and what it paid for.
 *   `fromThisBrowser`: the asking browser created the order, so its cart gives those lines up.
 * - DECLINED: not paid and nothing charged; `freedHours` when it held hours it gave back.
 * - PENDING: the provider has not decided yet (a PSE bank can take minutes).
 * - REVIEW: the provider charged, but the order could not take it; the shop looks at it.
 */
export type PaymentResultView =
  | {
      status: 'APPROVED';
      reference: string;
      records: PublicRecord[];
      accessToken: string;
      items: PaidItem[];
      fromThisBrowser: boolean;
    }
  | { status: 'DECLINED'; reference: string; freedHours: boolean }
  | { status: 'PENDING' | 'REVIEW'; reference: string };

/**
 * How long the pending page waits before each new check, in milliseconds, each longer than the
 * one before; after the last one it waits for a reload.
 */
export const PENDING_RECHECK_DELAYS_MS = [3_000, 6_000, 12_000, 24_000, 48_000] as const;

const slotKey = (productId: string, date: string, time: string) => `${productId}|${date}|${time}`;

/**
 * The cart without the lines a settled payment paid for: its reservations (service, date and
 * hour) and its products. Any other line, and the shipping info, stay. The same cart when
 * nothing matches, so a repeated read changes nothing.
 */
export function withoutPaidItems(cart: CartState, paid: readonly PaidItem[]): CartState {
  const hours = new Set(
    paid.flatMap((item) => (item.kind === 'service' ? [slotKey(item.productId, item.reservationDate, item.reservationTime)] : [])),
  );
  const products = new Set(paid.flatMap((item) => (item.kind === 'product' ? [productLineKey(item)] : [])));
  const items = cart.items.filter((line) =>
    isReservationLine(line)
      ? !hours.has(slotKey(line.productId, line.reservationDetails.reservationDate, line.reservationDetails.reservationTime))
      : !products.has(productLineKey(line)),
  );
  return items.length === cart.items.length ? cart : { ...cart, items };
}
