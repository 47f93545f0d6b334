/**
 * The checkout cookie: an HttpOnly random token that create-order sets, so that only the browser
 * that started a payment may capture or cancel it. The order keeps only the token's SHA-256
 * (services/payments/checkout-key.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './context.ts';
import { isHttps } from './request-scheme.ts';

/** `checkout` over http (local); `__Host-checkout` (Secure, host-only, Path=/) over https. */
const CHECKOUT_COOKIE = 'checkout';
const CHECKOUT_COOKIE_SECONDS = 24 * 60 * 60;
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** The browser's checkout token, when it sent a well-formed one. */
export function readCheckoutToken(c: Context<AppEnv>): string | null {
  const token = isHttps(c) ? getCookie(c, CHECKOUT_COOKIE, 'host') : getCookie(c, CHECKOUT_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** Reuses the browser's token (one browser, one key for all its checkouts) or sets a new one. */
export function ensureCheckoutToken(c: Context<AppEnv>): string {
  const token = readCheckoutToken(c) ?? randomBytes(32).toString('hex');
  setCookie(c, CHECKOUT_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: CHECKOUT_COOKIE_SECONDS,
    ...(isHttps(c) ? { prefix: 'host' as const } : {}),
  });
  return token;
}
