/**
 * The cart's second look at its lines, when /cart opens and right before paying: the products'
 * current price and stock (a guest's lines carry those of when they were added; a signed-in cart
 * asks the server again), the products the owner deleted, and whether each reserved hour is still
 * free. The server still decides at payment; this shows the problem on its line first.
 */
import { atom } from 'nanostores';
import { isProductLine, isReservationLine, reservationKey, type ReservationLine } from '~/domain/cart/cart.ts';
import { checkedLineProblem, slotCheckOf, type SlotCheck, type SlotChecks } from '~/domain/cart/cart-checks.ts';
import { chunk } from '~/domain/catalogue/catalogue.ts';
import { ApiError } from '~/lib/api/core.ts';
import { getLivePrices } from '~/lib/api/prices.ts';
import { getAvailability } from '~/lib/api/reservations.ts';
import { $cart } from './cart.ts';
import { refreshGuestProducts, refreshServerCart } from './cart-actions.ts';
import { LIVE_PRICE_BATCH } from './live-prices.ts';

/** What the server last said of each reserved hour, by `reservationKey`. */
export const $slotChecks = atom<SlotChecks>(new Map());

function record(found: Iterable<readonly [string, SlotCheck]>) {
  const next = new Map($slotChecks.get());
  for (const [key, check] of found) next.set(key, check);
  $slotChecks.set(next);
}

/** Records what a fresh availability answer says of an hour the user just chose. */
export function recordSlotCheck(key: string, check: SlotCheck) {
  record([[key, check]]);
}

/** The hours of one service on one day, asked in one request. */
async function checkDay(productId: string, date: string, lines: readonly ReservationLine[]) {
  try {
    const { data } = await getAvailability(productId, date);
    return lines.map((line) => [reservationKey(line), slotCheckOf(data, line.reservationDetails.reservationTime)] as const);
  } catch (error) {
    // The service no longer exists; any other failure (offline…) is left for the payment to tell.
    if (error instanceof ApiError && error.status === 404) return lines.map((line) => [reservationKey(line), 'gone'] as const);
    return [];
  }
}

/** Asks whether each reserved hour is still free (only the hours not checked yet, with `onlyNew`). */
export async function checkReservations(onlyNew = false): Promise<void> {
  const known = $slotChecks.get();
  const days = new Map<string, { productId: string; date: string; lines: ReservationLine[] }>();
  for (const line of $cart.get().items.filter(isReservationLine)) {
    if (onlyNew && known.has(reservationKey(line))) continue;
    const { productId } = line;
    const date = line.reservationDetails.reservationDate;
    const day = days.get(`${productId}|${date}`) ?? { productId, date, lines: [] };
    day.lines.push(line);
    days.set(`${productId}|${date}`, day);
  }
  if (days.size === 0) return;
  const found = await Promise.all([...days.values()].map((day) => checkDay(day.productId, day.date, day.lines)));
  record(found.flat());
}

/** The products' current price and stock, and which of them the owner deleted. */
export async function checkProducts(): Promise<void> {
  if (await refreshServerCart()) return;
  const ids = [
    ...new Set(
      $cart
        .get()
        .items.filter(isProductLine)
        .map((line) => line.productId),
    ),
  ];
  await Promise.all(
    chunk(ids, LIVE_PRICE_BATCH).map(async (batch) => {
      try {
        refreshGuestProducts(batch, (await getLivePrices(batch)).data);
      } catch {
        // Offline: the lines stay as they were; the server checks them at payment.
      }
    }),
  );
}

/** Every line looked at again; true when none of them has a problem now (right before paying). */
export async function recheckCart(): Promise<boolean> {
  await Promise.all([checkProducts(), checkReservations()]);
  const checks = $slotChecks.get();
  return $cart.get().items.every((item) => checkedLineProblem(item, checks) === null);
}
