/**
 * What the cart finds out when it looks at its lines again (when /cart opens and right before
 * paying): a product the owner deleted, a product sold out or short of the quantity, an hour
 * somebody else took. A line with a problem leaves the totals and stops the payment until it
 * is fixed; the server still decides at payment.
 */
import { isReservationLine, reservationKey, type CartItem, type CartLine, type ReservationLine } from './cart.ts';
import { shopMessages as messages } from '../shared/messages-shop.ts';
import { cartMessages } from './messages-cart.ts';
import type { Availability } from '../schedule/schedule.ts';

/** What the server last said of a reserved hour: still free, taken, or its service is gone. */
export type SlotCheck = 'free' | 'taken' | 'gone';

/** The checks by reservation line (see `reservationKey`). */
export type SlotChecks = ReadonlyMap<string, SlotCheck>;

/** What is wrong with a product line before paying, if anything. */
export function productLineProblem(line: CartLine): string | null {
  if (line.gone) return cartMessages.cartLineGone;
  const { stock } = line.productDetails;
  if (stock <= 0) return cartMessages.cartLineSoldOut;
  if (line.quantity > stock) return messages.onlyUnitsLeft(stock);
  return null;
}

/** An hour is free only when the server's answer lists it as available. */
export function slotCheckOf(answer: Availability, time: string): SlotCheck {
  return answer.slots.some((slot) => slot.time === time && slot.available) ? 'free' : 'taken';
}

/** What the last check of a reservation's hour found wrong, if anything (not yet checked: nothing). */
export function slotProblem(line: ReservationLine, checks: SlotChecks): string | null {
  const check = checks.get(reservationKey(line));
  if (check === 'gone') return cartMessages.cartLineGone;
  if (check === 'taken') return cartMessages.cartHourTaken;
  return null;
}

/**
 * The problem the checks found on a line. The schedule's own rules (a past hour, a Tuesday…)
 * are applied by the cart page with the browser's clock, before these.
 */
export function checkedLineProblem(item: CartItem, checks: SlotChecks): string | null {
  return isReservationLine(item) ? slotProblem(item, checks) : productLineProblem(item);
}
