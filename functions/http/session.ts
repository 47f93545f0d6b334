/**
 * The session: a jose HS256 JWT in the `token` cookie. The token names the user (`sub`) and the
 * session (`sid`); the user is re-read from the store on every request, and that one read also
 * says whether the session is still live (the user's `sessions` list), so a role change applies at
 * once and a logout or a password change ends the token at once. See services/sessions.ts.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { jwtVerify, SignJWT } from 'jose';
import { messages } from '../../src/domain/messages.ts';
import type { UserDoc } from '../store/documents.ts';
import type { AppEnv } from './context.ts';
import { HttpError } from './envelope.ts';
import { isHttps } from './request-scheme.ts';

/** Over http (local) the cookie is `token`; over https it is `__Host-token` (Secure, host-only, Path=/). */
export const SESSION_COOKIE = 'token';
/**
 * A readable companion that only says "a session may exist", so signed-out pages skip the
 * user-details call (a 401 would be logged in every visitor's console). It grants nothing.
 */
export const SESSION_HINT_COOKIE = 'tienda_sesion';
export const SESSION_DAYS = 7;
const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;
const ALGORITHM = 'HS256';

/**
 * The HMAC key, imported once per secret: jose imports a raw secret on every call otherwise, which
 * costs more than the verification itself.
 */
const keyCache = new Map<string, Promise<CryptoKey>>();
function secretKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keyCache.set(secret, key);
  }
  return key;
}

/** What a valid token says: whose session it is, and which one. */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

/** When a session started now ends: the token's `exp`, and the session's end in the user's list. */
export function sessionExpiry(now: Date): Date {
  return new Date((Math.floor(now.getTime() / 1000) + SESSION_SECONDS) * 1000);
}

export async function signSession(claims: SessionClaims, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_SECONDS)
    .sign(await secretKey(secret));
}

interface VerifiedToken {
  secret: string;
  claims: SessionClaims;
  expiresAtMs: number;
}

/**
 * Tokens whose signature was already checked. A signature cannot change, so a token seen well
 * signed stays so until it expires: the next requests only compare its expiry with the clock
 * instead of checking the signature again (WebCrypto does that off the main thread, which costs
 * more than the check). It remembers the signature only: whether the session was ended is asked of
 * the user's document on every request, so a revoked token never passes through this cache.
 * Bounded; the oldest entries go first.
 */
const verifiedTokens = new Map<string, VerifiedToken>();
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * The user and session named by a well-signed, unexpired token; null for anything else, tokens
 * without a session id (issued before sessions could be ended) included. Whether the session is
 * still live is for the caller to ask the user's document (sessionIsLive).
 */
export async function verifySession(token: string, secret: string, now: Date): Promise<SessionClaims | null> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) return now.getTime() < known.expiresAtMs ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, await secretKey(secret), {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || typeof payload.sid !== 'string') return null;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) verifiedTokens.delete(verifiedTokens.keys().next().value ?? '');
    verifiedTokens.set(token, { secret, claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}

/** Whether the user's document still lists the session, unexpired (logout and password changes remove it). */
export function sessionIsLive(user: Pick<UserDoc, 'sessions'>, sessionId: string, now: Date): boolean {
  return (user.sessions ?? []).some((session) => session.id === sessionId && new Date(session.expiresAt).getTime() > now.getTime());
}

export function setSessionCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: SESSION_SECONDS,
    ...(isHttps(c) ? { prefix: 'host' as const } : {}),
  });
  setCookie(c, SESSION_HINT_COOKIE, '1', { sameSite: 'Lax', path: '/', secure: isHttps(c), maxAge: SESSION_SECONDS });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  if (isHttps(c)) deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, prefix: 'host' });
  else deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', secure: isHttps(c) });
}

/** The claims of the request's session cookie when its token is well signed and unexpired (live or not). */
export async function sessionClaims(c: Context<AppEnv>): Promise<SessionClaims | null> {
  const token = isHttps(c) ? getCookie(c, SESSION_COOKIE, 'host') : getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const { config, clock } = c.get('deps');
  return verifySession(token, config.jwtSecret, clock());
}

/** The signed-in user: one store read, which also proves the session was not ended. */
async function loadSessionUser(c: Context<AppEnv>): Promise<UserDoc | null> {
  const claims = await sessionClaims(c);
  if (!claims) return null;
  const { store, clock } = c.get('deps');
  const user = await store.collection('users').findOne({ _id: claims.userId });
  return user && sessionIsLive(user, claims.sessionId, clock()) ? user : null;
}

/** Loads the signed-in user when there is one; never refuses. */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', await loadSessionUser(c));
  await next();
});

/** 401 unless a valid session names an existing user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await loadSessionUser(c);
  if (!user) throw new HttpError(401, messages.notSignedIn);
  c.set('user', user);
  await next();
});

/** 401 signed out, 403 unless the user's current role (read now from the store) is ADMIN. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = await loadSessionUser(c);
  if (!user) throw new HttpError(401, messages.notSignedIn);
  if (user.role !== 'ADMIN') throw new HttpError(403, messages.adminOnly);
  c.set('user', user);
  await next();
});

/** The signed-in user set by requireUser or requireAdmin. */
export function currentUser(c: Context<AppEnv>): UserDoc {
  const user = c.get('user');
  if (!user) throw new HttpError(401, messages.notSignedIn);
  return user;
}
