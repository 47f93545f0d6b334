/**
 * The link that confirms an account's e-mail: sign-up never proves that whoever signs up owns the
 * address, so what depends on the address alone waits for its owner to click. `now` is a parameter.
 */

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION_HOURS = 48;

const HOUR_MS = 60 * 60 * 1000;

/** Until when a link sent at `now` confirms the e-mail. */
export function emailConfirmationExpiresAt(now: Date): Date {
  return new Date(now.getTime() + EMAIL_CONFIRMATION_HOURS * HOUR_MS);
}
