/**
 * The key that ties a payment to the browser that started it: the order keeps only the SHA-256 of
 * the browser's checkout token (http/checkout-cookie.ts sets the token as a cookie).
 */
import { secretHash } from '../secret-tokens.ts';

export const checkoutKeyHash = secretHash;
