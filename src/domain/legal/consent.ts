/**
 * Consent under Ley 1581 de 2012 (habeas data) and the terms of sale (Ley 1480 de 2011): which
 * document a person accepted, in which version, and when. A new version of a text gets a new
 * version string here; what was accepted before keeps the version it was accepted in.
 */

/** The version of the personal-data treatment policy (`/politica-de-datos`) now published. */
export const DATA_POLICY_VERSION = '2026-11-28-b';

/** The version of the terms of sale and booking (`/terminos`) now published. */
export const TERMS_VERSION = '2026-11-28';

/**
 * What a person can accept: the data policy (required to give personal data), the terms (required
 * to buy or book), marketing e-mails, and the appointment notices by WhatsApp (both optional, asked
 * separately, never implied by the others).
 */
export type ConsentKind = 'dataPolicy' | 'terms' | 'marketing' | 'whatsapp';

/** One acceptance, stored on the user, or on the order or contact message of a guest. */
export interface ConsentRecord {
  kind: ConsentKind;
  version: string;
  acceptedAt: Date;
  /**
   * When the owner of the e-mail confirmed the acceptance from their own mailbox (the newsletter's
   * double opt-in: a form anyone can fill in is not yet the owner's consent). Missing where no
   * confirmation is asked (the account's, an order's or a contact message's data policy), and on
   * the newsletter subscriptions stored before the double opt-in.
   */
  confirmedAt?: Date;
}

/** The consent records for the kinds accepted at `now`, each with the version now published. */
export function consentsAccepted(kinds: readonly ConsentKind[], now: Date): ConsentRecord[] {
  return kinds.map((kind) => ({ kind, version: currentVersion(kind), acceptedAt: now }));
}

function currentVersion(kind: ConsentKind): string {
  return kind === 'terms' ? TERMS_VERSION : DATA_POLICY_VERSION;
}
