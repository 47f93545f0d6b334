/**
 * "Usar mi bono": the signed-in customer's packs as GET /api/profile/credits answered them, and the
 * appointments of the cart (by `reservationKey`) whose box is ticked. The cart shows what the
 * credits pay with the rules of src/domain/promotions/pack-cart.ts; create-order sends `useCredit: true` on
 * those lines and the server decides. Signed out, no credit pays anything.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { isReservationLine, reservationKey, type CartState } from '~/domain/cart/cart.ts';
import { creditChoices, type CreditChoice } from '~/domain/promotions/pack-cart.ts';
import type { PackCredit } from '~/domain/promotions/packs.ts';
import { getMyCredits } from '~/lib/api/account/credits.ts';
import { $user } from './session.ts';

/** The packs of the signed-in customer; null for a guest, or until they are known. */
export const $packCredits = atom<PackCredit[] | null>(null);

/** A stored list only if it is a list of texts; anything else is no ticked box. */
function decode(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** The ticked "Usar mi bono" boxes, by the reservation's key. */
export const $creditLines = persistentAtom<string[]>('tienda:credit-lines', [], { encode: JSON.stringify, decode });

/** Ticks or unticks one appointment's box. */
export function chooseCredit(key: string, useCredit: boolean) {
  const others = $creditLines.get().filter((line) => line !== key);
  $creditLines.set(useCredit ? [...others, key] : others);
}

/** A paid cart's boxes are forgotten with its lines. */
export function forgetCreditLines() {
  $creditLines.set([]);
}

/** Reads the signed-in customer's packs again (after a payment, on the cart); a failure leaves none usable. */
export async function loadPackCredits(): Promise<void> {
  try {
    $packCredits.set((await getMyCredits()).data);
  } catch {
    $packCredits.set([]);
  }
}

if (typeof window !== 'undefined') {
  $user.subscribe((user) => {
    if (user === null) $packCredits.set(null);
  });
}

/** Each cart item's box (null for a product), by the rules of pack-cart.ts. */
export function cartCreditChoices(
  cart: CartState,
  packs: readonly PackCredit[] | null,
  ticked: readonly string[],
): (CreditChoice | null)[] {
  const reservations = cart.items.filter(isReservationLine);
  const choices = creditChoices(
    packs ?? [],
    reservations.map((line) => ({
      serviceId: line.productId,
      date: line.reservationDetails.reservationDate,
      ticked: ticked.includes(reservationKey(line)),
    })),
  );
  let next = 0;
  return cart.items.map((item) => (isReservationLine(item) ? (choices[next++] ?? null) : null));
}

/** The appointments a credit pays now, by `reservationKey`: what create-order marks `useCredit`. */
export function creditLineKeys(cart: CartState): Set<string> {
  const choices = cartCreditChoices(cart, $packCredits.get(), $creditLines.get());
  return new Set(cart.items.flatMap((item, index) => (isReservationLine(item) && choices[index]?.useCredit ? [reservationKey(item)] : [])));
}
