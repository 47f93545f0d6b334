/**
 * Secrets a link or a cookie carries (a password reset, an e-mail confirmation, a newsletter
 * subscription, a checkout): a new one is 32 random bytes, and the store keeps only its SHA-256,
 * so a leaked store opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link sent by e-mail, safe in a URL. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What the store keeps of a secret. */
export const secretHash = (token: string) => createHash('sha256').update(token).digest('hex');
