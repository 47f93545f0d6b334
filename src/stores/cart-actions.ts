/**
 * The cart operations of the cart page, the reservation pickers and the payment pages (see
 * cart.ts for the store itself). Kept apart so the pages without them do not download them.
 */
import {
  addReservation,
  clearCart,
  isProductLine,
  removeProduct,
  removeReservation,
  replaceProductLines,
  setQuantity,
  setShippingInfo,
  type ReservationDetails,
} from '~/domain/cart.ts';
import type { LivePrice, ShippingInfo } from '~/domain/schemas.ts';
import { $cart, $cartOwner, $serverCount, signedIn, type CartChange } from './cart.ts';

/** Sets a product's quantity, between 1 and its stock. */
export async function changeQuantity(productId: string, quantity: number): Promise<CartChange> {
  const session = await signedIn().catch(() => null);
  if (session) return session.server.changeLine(productId, quantity);
  $cart.set(setQuantity($cart.get(), productId, quantity));
  return { ok: true };
}

export async function removeFromCart(productId: string): Promise<CartChange> {
  const session = await signedIn().catch(() => null);
  if (session) return session.server.removeLine(productId);
  $cart.set(removeProduct($cart.get(), productId));
  return { ok: true };
}

/** Signed in, reloads the lines from the server with their current products (the cart page does it on load). */
export async function refreshServerCart(): Promise<void> {
  const session = await signedIn().catch(() => null);
  if (session) await session.server.refresh();
}

/**
 * A guest's lines carry the price and stock of when they were added; the current ones replace
 * them (quantities are kept: a line over the stock is shown with a warning, not cut silently).
 */
export function refreshGuestProducts(prices: Readonly<Record<string, LivePrice>>) {
  if ($cartOwner.get() !== '') return;
  const cart = $cart.get();
  const lines = cart.items.filter(isProductLine);
  const stale = lines.some((line) => {
    const live = prices[line.productId];
    return live && (live.sellingPrice !== line.productDetails.sellingPrice || live.stock !== line.productDetails.stock);
  });
  if (!stale) return;
  $cart.set(
    replaceProductLines(
      cart,
      lines.map((line) => {
        const live = prices[line.productId];
        return live ? { ...line, productDetails: { ...line.productDetails, sellingPrice: live.sellingPrice, stock: live.stock } } : line;
      }),
    ),
  );
}

/** Adds a reservation line; false when that service is already in the cart at that date and hour. */
export function addReservationToCart(productId: string, details: ReservationDetails): boolean {
  const before = $cart.get();
  const after = addReservation(before, productId, details);
  $cart.set(after);
  return after !== before;
}

export function removeReservationFromCart(productId: string, date: string, time: string) {
  $cart.set(removeReservation($cart.get(), productId, date, time));
}

export function saveShippingInfo(info: ShippingInfo | null) {
  $cart.set(setShippingInfo($cart.get(), info));
}

/** Empties the local cart and its shipping info (after a payment the server cart is already empty). */
export function clearLocalCart() {
  $cart.set(clearCart());
  if ($serverCount.get() !== null) $serverCount.set(0);
}
