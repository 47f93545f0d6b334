/**
 * The cart's state, apart from the code that changes it, so that cart.ts and the signed-in part it
 * downloads later (cart-server.ts) both read it without importing each other.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { emptyCart, type CartState } from '~/domain/cart/cart.ts';
import { decodeCart } from '~/domain/cart/cart-storage.ts';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import { ApiError } from '~/lib/api/core.ts';

export const $cart = persistentAtom<CartState>('tienda:cart', emptyCart, {
  encode: JSON.stringify,
  decode: decodeCart,
});

/** Whose server cart the local product lines mirror: '' while they are the guest's own. */
export const $cartOwner = persistentAtom<string>('tienda:cart-owner', '');

/** Units in the signed-in user's server cart, as the server counts them; null for a guest or until known. */
export const $serverCount = atom<number | null>(null);

export type CartChange = { ok: true } | { ok: false; message: string; kind: 'error' | 'info' };

export const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : messages.unexpectedResponse);
