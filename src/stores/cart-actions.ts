/**
 * The cart operations of the cart page, the reservation pickers and the payment pages (see
 * cart.ts for the store itself). Kept apart so the pages without them do not download them.
 */
import {
  addReservation,
  clearCart,
  isProductLine,
  moveReservation,
  removeProduct,
  removeReservation,
  replaceProductLines,
  setQuantity,
  setShippingInfo,
  type CartLine,
  type ReservationDetails,
} from '~/domain/cart/cart.ts';
import { withoutPaidItems, type PaidItem } from '~/domain/checkout/payment-result.ts';
import { findVariant, hasVariants, variantPrices } from '~/domain/catalogue/variants.ts';
import type { LivePrice } from '~/domain/catalogue/catalogue-schemas.ts';
import type { ShippingInfo } from '~/domain/shipping/shipping-schemas.ts';
import { $cart, $cartOwner, $serverCount, signedIn, type CartChange } from './cart.ts';
import { $discountCode } from './discount-code.ts';

interface SlotMoment {
  date: string;
  time: string;
}

/** Sets a line's quantity, between 1 and its stock; `lineKey` is `productLineKey(line)` (the product id without variants). */
export async function changeQuantity(lineKey: string, quantity: number): Promise<CartChange> {
  const session = await signedIn().catch(() => null);
  if (session) return session.server.changeLine(lineKey, quantity);
  $cart.set(setQuantity($cart.get(), lineKey, quantity));
  return { ok: true };
}

export async function removeFromCart(lineKey: string): Promise<CartChange> {
  const session = await signedIn().catch(() => null);
  if (session) return session.server.removeLine(lineKey);
  $cart.set(removeProduct($cart.get(), lineKey));
  return { ok: true };
}

/** Signed in, reloads the lines from the server with their current products (the cart page does it on load). */
export async function refreshServerCart(): Promise<boolean> {
  const session = await signedIn().catch(() => null);
  if (!session) return false;
  await session.server.refresh();
  return true;
}

/** A guest's product line with the current price and stock (its variant's), no longer marked gone. */
function withLivePrice(line: CartLine, current: { sellingPrice: number; stock: number }): CartLine {
  return {
    productId: line.productId,
    ...(line.variantId ? { variantId: line.variantId } : {}),
    quantity: line.quantity,
    productDetails: { ...line.productDetails, sellingPrice: current.sellingPrice, stock: current.stock },
  };
}

/** What a line sells now: its variant's price and stock, or the product's; null when that variant is gone. */
function currentOf(line: CartLine, live: LivePrice): { sellingPrice: number; stock: number } | null {
  if (!line.variantId) return hasVariants(live) ? null : live;
  const variant = findVariant(live, line.variantId);
  return variant ? { sellingPrice: variantPrices(live, variant).sellingPrice, stock: variant.stock } : null;
}

/**
 * A guest's lines carry the price and stock of when they were added; the current ones replace
 * them (quantities are kept: a line over the stock is shown with a warning, not cut silently).
 * A product that was asked for and is not in the answer no longer exists: its line is marked gone.
 */
export function refreshGuestProducts(asked: readonly string[], answer: readonly LivePrice[]) {
  if ($cartOwner.get() !== '') return;
  const askedIds = new Set(asked);
  const live = new Map(answer.map((price) => [price._id, price]));
  const cart = $cart.get();
  let changed = false;
  const lines = cart.items.filter(isProductLine).map((line) => {
    if (!askedIds.has(line.productId)) return line;
    const product = live.get(line.productId);
    const current = product ? currentOf(line, product) : null;
    if (!current) {
      if (line.gone) return line;
      changed = true;
      return { ...line, gone: true as const };
    }
    const { sellingPrice, stock } = line.productDetails;
    if (!line.gone && current.sellingPrice === sellingPrice && current.stock === stock) return line;
    changed = true;
    return withLivePrice(line, current);
  });
  if (changed) $cart.set(replaceProductLines(cart, lines));
}

/** Adds a reservation line; false when that service is already in the cart at that date and hour. */
export function addReservationToCart(productId: string, details: ReservationDetails): boolean {
  const before = $cart.get();
  const after = addReservation(before, productId, details);
  $cart.set(after);
  return after !== before;
}

/** Moves a reservation to another date and hour; false when that service is already in the cart then. */
export function moveReservationInCart(productId: string, from: SlotMoment, to: SlotMoment): boolean {
  const before = $cart.get();
  const after = moveReservation(before, productId, from, to);
  $cart.set(after);
  return after !== before;
}

export function removeReservationFromCart(productId: string, date: string, time: string) {
  $cart.set(removeReservation($cart.get(), productId, date, time));
}

export function saveShippingInfo(info: ShippingInfo | null) {
  $cart.set(setShippingInfo($cart.get(), info));
}

/**
 * A payment this browser made has settled: its reservations and products leave the local cart (the
 * server already took them out of a signed-in buyer's cart, whose count is read again); any other
 * line stays. Reading the same payment again changes nothing.
 */
export function removePaidItems(paid: readonly PaidItem[]) {
  $cart.set(withoutPaidItems($cart.get(), paid));
  void refreshServerCart().catch(() => undefined);
}

/** Empties the local cart and its shipping info (after a payment the server cart is already empty). */
export function clearLocalCart() {
  $cart.set(clearCart());
  // A paid cart's discount code was used with it.
  $discountCode.set(null);
  if ($serverCount.get() !== null) $serverCount.set(0);
}
