/**
 * Money rules. Amounts are integer Colombian pesos (COP); USD is derived, never stored as the source.
 */
export const COP_PER_USD = 4000;
export const SERVICE_DEPOSIT_PERCENT = 20;

const copFormatter = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const usdFormatter = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Whether a value is an amount the shop may store or charge: a whole, finite, non-negative number
 * (of pesos, or of US cents). A string, NaN, a fraction or a function is never an amount.
 */
export function isWholePesos(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The names of the amounts that are not whole pesos (none: every amount may be charged). */
export function amountsNotWholePesos(amounts: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(amounts)
    .filter(([, value]) => !isWholePesos(value))
    .map(([name]) => name);
}

/** "$ 1.250.000" — Intl's es-CO output, with its non-breaking spaces kept. */
export function formatCop(amountCop: number): string {
  return copFormatter.format(amountCop);
}

/** US cents for a COP amount: COP / 4000, rounded half-up to the cent. */
export function copToUsdCents(amountCop: number): number {
  // Integer arithmetic: cents = COP * 100 / 4000 = COP / 40, rounded half-up.
  return Math.floor((amountCop * 100 + COP_PER_USD / 2) / COP_PER_USD);
}

/** "123.45" — the USD value PayPal expects, from cents. */
export function centsToUsdString(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${whole}.${rest.toString().padStart(2, '0')}`;
}

/** "US$ 12,50" style label for the "≈ US$" hint beside COP prices. */
export function formatUsdCents(cents: number): string {
  return usdFormatter.format(cents / 100).replace('USD', 'US$');
}

export function formatUsdFromCop(amountCop: number): string {
  return formatUsdCents(copToUsdCents(amountCop));
}

/** The 20% deposit a service reservation pays now, rounded half-up to the peso. */
export function serviceDeposit(priceCop: number): number {
  return Math.floor((priceCop * SERVICE_DEPOSIT_PERCENT + 50) / 100);
}

/** Percentage off the original price, for the strike-through badge; 0 when there is no discount. */
export function discountPercent(price: number, sellingPrice: number): number {
  if (price <= 0 || sellingPrice >= price) return 0;
  return Math.round(((price - sellingPrice) / price) * 100);
}

/** A cart line as the totals see it: a product paid in full, or a service paid by its deposit. */
export type PricedLine =
  { kind: 'product'; unitPrice: number; quantity: number } | { kind: 'service'; unitPrice: number; quantity: number };

export interface LineAmounts {
  /** Full price of the line. */
  lineTotal: number;
  /** What is paid now: the full product price, or the service's deposit. */
  payNow: number;
}

export interface Totals {
  lines: LineAmounts[];
  /** Sum of full prices. */
  subtotal: number;
  /** Sum paid now for the lines (products in full, services' deposits). */
  linesPayNow: number;
  /** What the services still cost at the appointment. */
  balanceAtService: number;
  shipping: number;
  /** linesPayNow + shipping, in COP. */
  totalNow: number;
  /** totalNow in US cents, rounded half-up once on the total. */
  totalNowUsdCents: number;
}

/**
 * The one computation of what a cart costs, with or without a discount code: the cart page shows
 * it and the server charges it. `discounts`: the pesos taken off each line (discounts.ts decides
 * them; none when absent), never more than the line costs. A product pays its (discounted) price,
 * a service 20 % of its discounted price; the shipping fee as it is.
 */
export function computeTotals(lines: readonly PricedLine[], shipping: number, discounts: readonly number[] = []): Totals {
  const amounts = lines.map((line, index) => {
    const full = line.unitPrice * line.quantity;
    const lineTotal = full - Math.min(full, Math.max(0, discounts[index] ?? 0));
    if (line.kind !== 'service') return { lineTotal, payNow: lineTotal };
    return { lineTotal, payNow: lineTotal === full ? serviceDeposit(line.unitPrice) * line.quantity : serviceDeposit(lineTotal) };
  });
  const subtotal = amounts.reduce((sum, line) => sum + line.lineTotal, 0);
  const linesPayNow = amounts.reduce((sum, line) => sum + line.payNow, 0);
  const totalNow = linesPayNow + shipping;
  return {
    lines: amounts,
    subtotal,
    linesPayNow,
    balanceAtService: subtotal - linesPayNow,
    shipping,
    totalNow,
    totalNowUsdCents: copToUsdCents(totalNow),
  };
}
