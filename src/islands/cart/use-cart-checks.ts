import { useEffect } from 'react';
import { isReservationLine, reservationKey, type CartState } from '~/domain/cart/cart.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { toast } from '~/lib/toast.ts';
import { checkProducts, checkReservations, recheckCart } from '~/stores/cart-checks.ts';

/**
 * The cart's lines looked at again when the page opens: the products once, and each reserved hour
 * as soon as it is in the cart (an hour chosen in place was just checked, and is not asked again).
 */
export function useCartChecks(hydrated: boolean, cart: CartState) {
  useEffect(() => {
    if (hydrated) void checkProducts();
  }, [hydrated]);

  const hours = cart.items.filter(isReservationLine).map(reservationKey).join(',');
  useEffect(() => {
    if (hydrated && hours) void checkReservations(true);
  }, [hydrated, hours]);
}

/** Right before the payment starts: true when every line can still be paid; otherwise says so. */
export async function checkBeforePaying(): Promise<boolean> {
  const payable = await recheckCart();
  if (!payable) toast.error(cartMessages.checkoutCartChanged);
  return payable;
}
