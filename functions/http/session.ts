/**
 * The session: a jose HS256 JWT in the `token` cookie. The token names the user (`sub`) and the
 * session (`sid`); the user is re-read from the store on every request, and that one read also
 * says whether the session is still live (the user's `sessions` list), so a role change applies at
 * once and a logout or a password change ends the token at once. The token itself is signed and
 * checked in services/accounts/session-tokens.ts; services/accounts/sessions.ts opens and ends
 * sessions.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { messages } from '../../src/domain/shared/messages.ts';
import { ServiceError } from '../services/errors.ts';
import { SESSION_SECONDS, type SessionClaims, sessionIsLive, verifySession } from '../services/accounts/session-tokens.ts';
import type { UserDoc } from '../store/documents.ts';
import type { AppEnv } from './context.ts';
import { isHttps } from './request-scheme.ts';

/** Over http (local) the cookie is `token`; over https it is `__Host-token` (Secure, host-only, Path=/). */
export const SESSION_COOKIE = 'token';
/**
 * A readable companion that only says "a session may exist", so signed-out pages skip the
 * user-details call (a 401 would be logged in every visitor's console). It grants nothing.
 */
export const SESSION_HINT_COOKIE = 'tienda_sesion';
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
  if (!user) throw new ServiceError(401, messages.notSignedIn);
  c.set('user', user);
  await next();
});

/** 401 signed out, 403 unless the user's current role (read now from the store) is ADMIN. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = await loadSessionUser(c);
  if (!user) throw new ServiceError(401, messages.notSignedIn);
  if (user.role !== 'ADMIN') throw new ServiceError(403, messages.adminOnly);
  c.set('user', user);
  await next();
});

/** The signed-in user set by requireUser or requireAdmin. */
export function currentUser(c: Context<AppEnv>): UserDoc {
  const user = c.get('user');
  if (!user) throw new ServiceError(401, messages.notSignedIn);
  return user;
}
