/**
 * The visitor's cart, kept in localStorage and shared by every island (and every tab).
 *
 * - A guest's cart lives only here.
 * - Signed in, the product lines are the server cart: changes go through the cart endpoints and
 *   the local lines become a mirror of the server's answer; the badge counts the server's units.
 *   That code (cart-server.ts) is downloaded only once somebody is signed in.
 * - At login the guest's product lines are merged into the server cart. `$cartOwner` says whose
 *   lines the local ones are: '' for the guest's own, or the id of the user they mirror. While a
 *   signed-in user is present and the lines are still the guest's, the merge runs; it is
 *   idempotent on the server, so a merge cut short by a navigation simply runs again on the next page.
 * - Reservation lines and the shipping info always stay local: slots are held only at checkout.
 *
 * What every page needs is here (the badge's count, adding a product); the state itself is in
 * cart-state.ts; what only the cart, the pickers and the payment pages do is in cart-actions.ts.
 */
import { computed } from 'nanostores';
import {
  addProduct,
  cartCount,
  isReservationLine,
  replaceProductLines,
  type CartProductSnapshot,
  type CartState,
} from '~/domain/cart/cart.ts';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import type { PublicUser } from '~/domain/accounts/account-schemas.ts';
import { $cart, $cartOwner, $serverCount, messageOf, type CartChange } from './cart-state.ts';
import { $user, loadSession } from './session.ts';

export { $cart, $cartOwner, $serverCount, messageOf, type CartChange };

const reservationCount = (cart: CartState) => cart.items.filter(isReservationLine).length;

/** The header badge: the server's count of products when signed in, plus the local reservations. */
export const $cartCount = computed([$cart, $serverCount], (cart, server) =>
  server === null ? cartCount(cart) : server + reservationCount(cart),
);

type ServerCart = typeof import('./cart-server.ts');

/** The signed-in user with the server part of the cart loaded and synced, or null for a guest. */
export async function signedIn(): Promise<{ user: PublicUser; server: ServerCart } | null> {
  const user = $user.get() === undefined ? await loadSession() : ($user.get() ?? null);
  if (!user) return null;
  const server = await import('./cart-server.ts');
  await server.syncFor(user);
  return { user, server };
}

/** Signed out: lines that mirrored an account's server cart leave with it (the server keeps them). */
function forgetAccountLines() {
  $serverCount.set(null);
  if ($cartOwner.get() !== '') {
    $cart.set(replaceProductLines($cart.get(), []));
    $cartOwner.set('');
  }
}

if (typeof window !== 'undefined') {
  $user.subscribe((user) => {
    if (user) void signedIn().catch(() => undefined);
    else if (user === null) forgetAccountLines();
  });
  void loadSession();
}

/** Adds a product (or the chosen variant of one). Signed in it goes to the server cart, which checks the stock again. */
export async function addToCart(productId: string, details: CartProductSnapshot, quantity = 1, variantId?: string): Promise<CartChange> {
  if (details.stock <= 0) return { ok: false, message: messages.productOutOfStock, kind: 'error' };
  try {
    const session = await signedIn();
    if (session) return await session.server.addLine(productId, details, quantity, variantId);
  } catch (error) {
    return { ok: false, message: messageOf(error), kind: 'error' };
  }
  const before = cartCount($cart.get());
  $cart.set(addProduct($cart.get(), productId, details, quantity, variantId));
  return cartCount($cart.get()) === before ? { ok: false, message: messages.cartAtStockLimit, kind: 'info' } : { ok: true };
}
