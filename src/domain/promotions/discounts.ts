/**
 * Discount codes: which lines a code covers, how many pesos it takes off each, and what an order
 * then costs. The server decides with these rules (functions/services/promotions/); the cart uses
 * the same ones to show the preview the server answered.
 *
 * - A percent code takes that share of each covered line, rounded half-up to the peso.
 * - A fixed code takes its value from the covered lines together (never more than they cost),
 *   shared in proportion to each line's price, the pesos left by rounding going to the first lines.
 * - A discounted service's deposit is 20 % of its discounted price; the shipping fee is never touched.
 * - No line ever goes below zero.
 */
import { normalizeText } from '../catalogue/catalogue.ts';
import { promotionCartMessages as promotionMessages } from './messages-promotions-cart.ts';
import { computeTotals, formatCop, type PricedLine, type Totals } from '../money/money.ts';
import { bogotaMoment } from '../schedule/schedule.ts';

export const discountKinds = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof discountKinds)[number];
export const discountScopes = ['all', 'products', 'services'] as const;
export type DiscountScope = (typeof discountScopes)[number];

/** Letters (accents too), digits, "-" and "_": 3 to 30 of them. */
export const DISCOUNT_CODE_PATTERN = /^[\p{L}\p{N}_-]{3,30}$/u;
/** The largest fixed discount and the largest minimum purchase an owner may set, in pesos. */
export const MAX_DISCOUNT_PESOS = 100_000_000;
/** The largest use limit an owner may set. */
export const MAX_DISCOUNT_USES = 1_000_000;

/** What the rules read of a code. */
export interface DiscountRule {
  code: string;
  kind: DiscountKind;
  value: number;
  appliesTo: DiscountScope;
  /** Pesos of products and services (before the discount, without shipping) the cart must reach; 0: none. */
  minSubtotal: number;
  /** First and last Bogotá day the code works ('YYYY-MM-DD'), or null: no bound. */
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
}

/** The key that makes codes unique ignoring case and accents: "Otoño" and "OTONO" are one code. */
export function discountCodeKey(code: string): string {
  return normalizeText(code);
}

/** A code as the owner's list shows it: in capitals ("otoño10" → "OTOÑO10"), whatever case it was typed in. */
export function discountCodeShown(code: string): string {
  return code.trim().toLocaleUpperCase('es-CO');
}

/** What the rules read of a line: its kind and its full price. */
export interface DiscountableLine {
  kind: 'product' | 'service';
  lineTotal: number;
}

const covers = (scope: DiscountScope, line: DiscountableLine) =>
  scope === 'all' || (scope === 'products' ? line.kind === 'product' : line.kind === 'service');

/**
 * Why the code cannot be used on these lines now (inactive, not yet valid, expired, nothing it
 * applies to, below the minimum), or null. The limits of uses are the store's to decide.
 */
export function discountRefusal(rule: DiscountRule, lines: readonly DiscountableLine[], now: Date): string | null {
  const today = bogotaMoment(now).date;
  if (!rule.active) return promotionMessages.codeInactive;
  if (rule.startsAt && today < rule.startsAt) return promotionMessages.codeNotYet(rule.startsAt);
  if (rule.endsAt && today > rule.endsAt) return promotionMessages.codeExpired(rule.endsAt);
  if (rule.appliesTo !== 'all' && !lines.some((line) => covers(rule.appliesTo, line)))
    return promotionMessages.codeNotApplicable(rule.appliesTo);
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  if (subtotal < rule.minSubtotal) return promotionMessages.codeBelowMinimum(formatCop(rule.minSubtotal));
  return null;
}

/** The pesos the code takes off each line (0 on a line it does not cover), never more than the line costs. */
export function lineDiscounts(rule: Pick<DiscountRule, 'kind' | 'value' | 'appliesTo'>, lines: readonly DiscountableLine[]): number[] {
  const covered = lines.map((line) => covers(rule.appliesTo, line) && line.lineTotal > 0);
  if (rule.kind === 'percent') {
    const percent = Math.min(100, Math.max(0, rule.value));
    return lines.map((line, index) => (covered[index] ? Math.floor((line.lineTotal * percent + 50) / 100) : 0));
  }
  const coveredTotal = lines.reduce((sum, line, index) => sum + (covered[index] ? line.lineTotal : 0), 0);
  const amount = Math.min(Math.max(0, rule.value), coveredTotal);
  if (amount === 0) return lines.map(() => 0);
  // BigInt: the product of two large peso amounts may pass 2^53.
  const shares = lines.map((line, index) =>
    covered[index] ? Number((BigInt(amount) * BigInt(line.lineTotal)) / BigInt(coveredTotal)) : 0,
  );
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (let index = 0; left > 0 && index < lines.length; index += 1) {
    const room = covered[index] ? (lines[index]?.lineTotal ?? 0) - (shares[index] ?? 0) : 0;
    const extra = Math.min(room, left);
    shares[index] = (shares[index] ?? 0) + extra;
    left -= extra;
  }
  return shares;
}

export interface DiscountedTotals extends Totals {
  /** The pesos taken off the lines. */
  discount: number;
  /** Each line's share of it, in the lines' order. */
  lineDiscounts: number[];
}

/** The cart's totals (money.ts `computeTotals`, the one computation) with each line's discount taken off. */
export function discountedTotals(lines: readonly PricedLine[], shipping: number, discounts: readonly number[]): DiscountedTotals {
  const taken = lines.map((line, index) => Math.min(line.unitPrice * line.quantity, Math.max(0, discounts[index] ?? 0)));
  return {
    ...computeTotals(lines, shipping, taken),
    discount: taken.reduce((sum, off) => sum + off, 0),
    lineDiscounts: taken,
  };
}

/** The code a payment used and the pesos it took off, from its records (a reservation and a sale share one code); null without one. */
export function recordsDiscount(
  records: readonly { amounts: { discount?: number | undefined; discountCode?: string | undefined } }[],
): { code: string; discount: number } | null {
  const code = records.find((record) => record.amounts.discountCode)?.amounts.discountCode;
  if (!code) return null;
  const discount = records.reduce(
    (sum, record) => sum + (Number.isSafeInteger(record.amounts.discount) ? (record.amounts.discount ?? 0) : 0),
    0,
  );
  return { code, discount };
}

/** "−$ 10.000": a discount as the receipts and screens show it. */
export const formatDiscount = (pesos: number) => `−${formatCop(pesos)}`;

/** The cart's totals with the applied code (or none): the lines' shares by the server's rules, and the deposits it leaves. */
export function cartTotalsWithDiscount(
  lines: readonly PricedLine[],
  shipping: number,
  rule: Pick<DiscountRule, 'kind' | 'value' | 'appliesTo'> | null,
): DiscountedTotals & { deposits: number } {
  const shares = rule
    ? lineDiscounts(
        rule,
        lines.map((line) => ({ kind: line.kind, lineTotal: line.unitPrice * line.quantity })),
      )
    : lines.map(() => 0);
  const totals = discountedTotals(lines, shipping, shares);
  const deposits = totals.lines.reduce((sum, line, index) => sum + (lines[index]?.kind === 'service' ? line.payNow : 0), 0);
  return { ...totals, deposits };
}
