/**
 * The mailbox an e-mail address reaches, for the limits that count a guest by the e-mail they type
 * (a discount code's uses per customer, docs/security.md). Two spellings that reach one mailbox are
 * one customer:
 * - case never matters (the address is stored lower-cased already);
 * - a sub-address is the mailbox it belongs to: "ana+promo@…" is "ana@…" (Gmail, Outlook, iCloud,
 *   Fastmail, Proton and most hosts deliver "+anything" to the same box);
 * - at Gmail, dots in the name are ignored ("ana.maria" is "anamaria") and googlemail.com is gmail.com.
 * Dots elsewhere are kept: most hosts deliver "ana.maria" and "anamaria" to two people.
 */
const GMAIL = 'gmail.com';
const GMAIL_ALIASES = new Set([GMAIL, 'googlemail.com']);

export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  if (GMAIL_ALIASES.has(domain)) {
    domain = GMAIL;
    name = name.replaceAll('.', '') || name;
  }
  return `${name}@${domain}`;
}
