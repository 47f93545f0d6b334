/**
 * Session packs ("bonos"): a product that, once paid, leaves credits in the buyer's account, each
 * paying for one appointment of the services it names, until the pack expires. The server decides
 * with these rules (functions/services/promotions/session-packs.ts, pack-credits.ts); the product
 * form, the cart and /perfil use the same ones.
 *
 * - A pack is bought by a signed-in customer only: its credits need an account to live in.
 * - Its credits are valid through its last day (Bogotá), `validityDays` after the day it was paid;
 *   an appointment paid with one must also start before the pack expires.
 * - A credit pays the whole appointment: the line costs $0 and no deposit is charged.
 *
 * The product form's schema of the pack fields is in pack-schemas.ts, so the cart, which uses these
 * rules, does not download zod.
 */
import { packMessages as t } from './messages-packs.ts';
import { addDays, bogotaInstant, bogotaMoment } from '../schedule/schedule.ts';

export const MAX_PACK_SESSIONS = 100;
export const MAX_PACK_VALIDITY_DAYS = 730;
export const MAX_PACK_SERVICES = 20;

/** What a pack gives, as the product says it and as the order keeps it when sold. */
export interface PackTerms {
  sessions: number;
  serviceIds: string[];
  validityDays: number;
}

/** The product's three pack fields; all three or none. */
export interface PackFields {
  packSessions?: number | undefined;
  packServiceIds?: string[] | undefined;
  packValidityDays?: number | undefined;
}

/** The form's problems with the pack fields: some but not all of them given. */
export function packIssues(fields: PackFields): { path: string[]; message: string }[] {
  const given = [fields.packSessions, fields.packServiceIds, fields.packValidityDays].filter((value) => value !== undefined).length;
  if (given === 0 || given === 3) return [];
  const issues: { path: string[]; message: string }[] = [];
  if (fields.packSessions === undefined) issues.push({ path: ['packSessions'], message: t.sessionsInvalid });
  if (fields.packServiceIds === undefined) issues.push({ path: ['packServiceIds'], message: t.servicesRequired });
  if (fields.packValidityDays === undefined) issues.push({ path: ['packValidityDays'], message: t.validityInvalid });
  return issues;
}

/** The pack a product is, or null when it is not one. */
export function packTermsOf(product: PackFields): PackTerms | null {
  const { packSessions, packServiceIds, packValidityDays } = product;
  if (!packSessions || !packServiceIds?.length || !packValidityDays) return null;
  return { sessions: packSessions, serviceIds: packServiceIds, validityDays: packValidityDays };
}

/** The last Bogotá day a pack paid at `paidAt` can be used, and the instant it stops working (the next midnight). */
export function packValidity(paidAt: Date, validityDays: number): { lastDay: string; expiresAt: Date } {
  const lastDay = addDays(bogotaMoment(paidAt).date, validityDays);
  return { lastDay, expiresAt: bogotaInstant(addDays(lastDay, 1)) };
}

/** A pack as its buyer (GET /api/profile/credits) and the owner see it. */
export interface PackCredit {
  _id: string;
  packName: string;
  productId: string;
  serviceIds: string[];
  /** The covered services' names as the shop calls them now (a removed one is left out). */
  serviceNames: string[];
  /** Sessions bought, used (paid appointments), held by a payment under way, and left to use. */
  total: number;
  used: number;
  held: number;
  /** Usable now: 0 once the pack expired. */
  remaining: number;
  /** When the pack stops working (ISO), and its last day ('YYYY-MM-DD', Bogotá). */
  expiresAt: string;
  lastDay: string;
  expired: boolean;
  reference: string;
  purchasedAt: string;
}

/** What pays for an appointment with a credit, on the order line and its record. */
export interface PaidWithCredit {
  creditId: string;
  packId: string;
  packName: string;
  /** The service's price the credit stood for (the line itself costs $0). */
  value: number;
}

/** The usable packs that cover a service, soonest to expire first: what "Usar mi bono" may spend. */
export function packsForService(packs: readonly PackCredit[], serviceId: string): PackCredit[] {
  return packs
    .filter((pack) => !pack.expired && pack.remaining > 0 && pack.serviceIds.includes(serviceId))
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

/** How many appointments of each service the customer's credits can still pay, sharing packs that cover several. */
export function creditsLeftFor(packs: readonly PackCredit[], serviceId: string): number {
  return packsForService(packs, serviceId).reduce((sum, pack) => sum + pack.remaining, 0);
}

/**
 * Which of the cart's appointments (by index in `serviceIds`) the credits can pay, in order,
 * spending the soonest-expiring pack first; the others pay as usual.
 */
export function coverableAppointments(packs: readonly PackCredit[], serviceIds: readonly string[]): boolean[] {
  const left = new Map(packs.filter((pack) => !pack.expired).map((pack) => [pack._id, pack.remaining]));
  return serviceIds.map((serviceId) => {
    const pack = packsForService(packs, serviceId).find((candidate) => (left.get(candidate._id) ?? 0) > 0);
    if (!pack) return false;
    left.set(pack._id, (left.get(pack._id) ?? 0) - 1);
    return true;
  });
}
