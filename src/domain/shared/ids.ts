/**
 * Ids at the API edge. Every id the server makes is 24 lower-case hex characters; an id sent in
 * capitals is the same id, so each schema gives it back in that one spelling before anything
 * compares, merges or stores it (docs/security.md).
 */
import * as z from 'zod';

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

/** The one spelling of an id. */
export const canonicalId = (id: string) => id.toLowerCase();

/** A 24-hex id, refused with `message`, given back in lower case. */
export const idSchema = (message: string) =>
  z.string({ error: message }).regex(OBJECT_ID_PATTERN, { error: message }).transform(canonicalId);
