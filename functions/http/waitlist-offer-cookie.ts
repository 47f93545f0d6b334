/**
 * The waitlist offer's cookie: the offer link (GET /api/waitlist/offers/:token) keeps its token in
 * the browser that opened it, HttpOnly, for as long as the place is held. That browser's
 * availability shows the held place as free and its checkout takes the place over; the server
 * checks the token each time (services/waitlist/waitlist-checkout.ts).
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { OFFER_MINUTES } from '../../src/domain/waitlist/waitlist.ts';
import type { AppEnv } from './context.ts';
import { isHttps } from './request-scheme.ts';

/** `espera` over http (local); `__Host-espera` (Secure, host-only, Path=/) over https. */
const OFFER_COOKIE = 'espera';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The offer token this browser keeps, when it has a well-formed one. */
export function readOfferToken(c: Context<AppEnv>): string | null {
  const token = isHttps(c) ? getCookie(c, OFFER_COOKIE, 'host') : getCookie(c, OFFER_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** Keeps the offer's token in this browser for as long as its place is held. */
export function keepOfferToken(c: Context<AppEnv>, token: string): void {
  setCookie(c, OFFER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: OFFER_MINUTES * 60,
    ...(isHttps(c) ? { prefix: 'host' as const } : {}),
  });
}
