/**
 * How long a password may be. bcrypt reads only the first 72 bytes of a password and ignores the
 * rest, so a longer one would look stronger than it is: it is refused instead of silently cut.
 */
export const PASSWORD_MAX_BYTES = 72;

/** The password's length as bcrypt sees it: UTF-8 bytes (an ñ or an accent takes 2, an emoji 4). */
export function passwordByteLength(password: string): number {
  return new TextEncoder().encode(password).length;
}

export function passwordFitsBcrypt(password: string): boolean {
  return passwordByteLength(password) <= PASSWORD_MAX_BYTES;
}
