import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { hasPack, isReservationLine, type CartState } from '~/domain/cart/cart.ts';
import type { CreditChoice } from '~/domain/promotions/pack-cart.ts';
import { useSessionUser } from '~/islands/common/use-session-user.ts';
import { $creditLines, $packCredits, cartCreditChoices, loadPackCredits } from '~/stores/pack-credits.ts';

export interface CartPacks {
  /** Each cart item's "Usar mi bono" box (null for a product, or with nothing to offer). */
  choices: (CreditChoice | null)[];
  /** A guest's cart holds a pack: it cannot be paid until somebody signs in. */
  needsAccount: boolean;
  /** The cart holds a pack and the session is not known yet. */
  sessionPending: boolean;
}

/** The cart's packs: the signed-in customer's credits (read when the cart has appointments) and a guest's pack lines. */
export function useCartPacks(cart: CartState): CartPacks {
  const user = useSessionUser();
  const packs = useStore($packCredits);
  const ticked = useStore($creditLines);
  const userId = user?._id ?? null;
  const hasAppointments = cart.items.some(isReservationLine);
  useEffect(() => {
    if (userId && hasAppointments) void loadPackCredits();
  }, [userId, hasAppointments]);
  const pack = hasPack(cart);
  return {
    choices: cartCreditChoices(cart, userId ? packs : null, ticked),
    needsAccount: pack && user === null,
    sessionPending: pack && user === undefined,
  };
}
