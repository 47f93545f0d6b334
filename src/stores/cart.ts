/**
 * The visitor's cart, kept in localStorage and shared by every island.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { addProduct, cartCount, emptyCart, type CartProductSnapshot, type CartState } from '../domain/cart.ts';

export const $cart = persistentAtom<CartState>('tienda:cart', emptyCart, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const parsed = JSON.parse(raw) as CartState;
      return Array.isArray(parsed?.items) ? parsed : emptyCart;
    } catch {
      return emptyCart;
    }
  },
});

export const $cartCount = computed($cart, cartCount);

export function addToCart(productId: string, details: CartProductSnapshot, quantity = 1) {
  $cart.set(addProduct($cart.get(), productId, details, quantity));
}
