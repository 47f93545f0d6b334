/**
 * The signed-in user's server cart. Every change answers the whole cart again (or its count).
 */
import type { z } from 'zod';
import type {
  addToCartBodySchema,
  deleteCartLineBodySchema,
  mergeCartBodySchema,
  updateCartLineBodySchema,
} from '~/domain/cart/cart-schemas.ts';
import { apiRequest } from './core.ts';

export const postCartLine = (body: z.input<typeof addToCartBodySchema>) => apiRequest<'POST /addtocart'>('POST', 'addtocart', { body });

export const getCartCount = () => apiRequest<'GET /countAddToCartProduct'>('GET', 'countAddToCartProduct');

export const getCartLines = () => apiRequest<'GET /view-cart-product'>('GET', 'view-cart-product');

/** The guest's lines at sign-in; idempotent (POST /api/cart/merge). */
export const mergeCart = (body: z.input<typeof mergeCartBodySchema>) => apiRequest<'POST /cart/merge'>('POST', 'cart/merge', { body });

/** `_id` is the line's id; the quantity stays within 1 … stock (POST /api/update-cart-product). */
export const updateCartLine = (body: z.input<typeof updateCartLineBodySchema>) =>
  apiRequest<'POST /update-cart-product'>('POST', 'update-cart-product', { body });

export const removeCartLine = (body: z.input<typeof deleteCartLineBodySchema>) =>
  apiRequest<'POST /delete-cart-product'>('POST', 'delete-cart-product', { body });
