/**
 * The session token: a jose HS256 JWT naming the user (`sub`) and the session (`sid`). Signing and
 * checking it is pure crypto on a secret and a time, so the use cases sign it (sessions.ts) and the
 * HTTP edge checks the cookie's (http/session.ts).
 */
import { jwtVerify, SignJWT } from 'jose';
import type { UserDoc } from '../../store/documents.ts';

export const SESSION_DAYS = 7;
export const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;
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
