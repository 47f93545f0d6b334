/**
 * Session tokens: a token whose signature was checked once is remembered, but only until it
 * expires, only for the secret that signed it, and never for a token that was altered. A token
 * names its user and its session; one without a session id is refused.
 */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SESSION_DAYS, signSession, verifySession } from '../../functions/services/accounts/session-tokens.ts';

const secret = 'a'.repeat(40);
const otherSecret = 'b'.repeat(40);
const issued = new Date('2026-03-04T15:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;
const claims = { userId: '0123456789abcdef01234567', sessionId: 'sesion-1' };

describe('session tokens', () => {
  it('keep naming their user until they expire, checked again or not', async () => {
    const token = await signSession(claims, secret, issued);
    expect(await verifySession(token, secret, issued)).toEqual(claims);
    // The second time comes from the remembered check.
    expect(await verifySession(token, secret, new Date(issued.getTime() + dayMs))).toEqual(claims);
    expect(await verifySession(token, secret, new Date(issued.getTime() + SESSION_DAYS * dayMs + 1000))).toBeNull();
  });

  it('are refused under another secret, even once remembered', async () => {
    const token = await signSession(claims, secret, issued);
    expect(await verifySession(token, secret, issued)).not.toBeNull();
    expect(await verifySession(token, otherSecret, issued)).toBeNull();
  });

  it('are refused once altered, even when the original was remembered', async () => {
    const token = await signSession(claims, secret, issued);
    expect(await verifySession(token, secret, issued)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    forged.sub = 'ffffffffffffffffffffffff';
    const altered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(await verifySession(altered, secret, issued)).toBeNull();
    expect(await verifySession(`${token.slice(0, -2)}xx`, secret, issued)).toBeNull();
  });

  it('are refused without a session id (tokens from before sessions could be ended)', async () => {
    const issuedAt = Math.floor(issued.getTime() / 1000);
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(new TextEncoder().encode(secret));
    expect(await verifySession(legacy, secret, issued)).toBeNull();
  });
});
