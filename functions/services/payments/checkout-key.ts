/**
 * The key that ties a payment to the browser that started it: the order keeps only the SHA-256 of
 * the browser's checkout token (http/checkout-cookie.ts sets the token as a cookie).
 */
import { createHash } from 'node:crypto';

export const checkoutKeyHash = (token: string) => createHash('sha256').update(token).digest('hex');
