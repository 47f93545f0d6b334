/**
 * The signed-in user's server cart. Every change answers the whole cart again (or its count).
 */
import type { z } from 'zod';
import type { cartCount } from '../../../functions/services/catalogue/cart.ts';
import type { ServerCartLine } from '~/domain/cart.ts';
import type {
  addToCartBodySchema,
  deleteCartLineBodySchema,
  mergeCartBodySchema,
  updateCartLineBodySchema,
} from '~/domain/cart-schemas.ts';
import { apiRequest, type ServiceResult } from './core.ts';

/** The route's answer to an add and to a count: how many units the cart holds. */
type CartCount = { count: ServiceResult<typeof cartCount> };

export const postCartLine = (body: z.input<typeof addToCartBodySchema>) => apiRequest<CartCount>('POST', 'addtocart', { body });

export const getCartCount = () => apiRequest<CartCount>('GET', 'countAddToCartProduct');

export const getCartLines = () => apiRequest<ServerCartLine[]>('GET', 'view-cart-product');

/** The guest's lines at sign-in; idempotent (POST /api/cart/merge). */
export const mergeCart = (body: z.input<typeof mergeCartBodySchema>) => apiRequest<ServerCartLine[]>('POST', 'cart/merge', { body });

/** `_id` is the line's id; the quantity stays within 1 … stock (POST /api/update-cart-product). */
export const updateCartLine = (body: z.input<typeof updateCartLineBodySchema>) =>
  apiRequest<ServerCartLine[]>('POST', 'update-cart-product', { body });

export const removeCartLine = (body: z.input<typeof deleteCartLineBodySchema>) =>
  apiRequest<ServerCartLine[]>('POST', 'delete-cart-product', { body });
