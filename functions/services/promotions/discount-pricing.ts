/**
 * A discount code on a checkout: applied by the server to the lines it priced (payments/pricing.ts),
 * after the pricing and apart from it, and previewed for the cart. A code that cannot be used is
 * refused with a 400 that says why; it is never silently left out.
 */
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { discountedTotals, discountRefusal, lineDiscounts, type DiscountableLine } from '../../../src/domain/promotions/discounts.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { promotionMessages } from '../../../src/domain/promotions/messages-promotions.ts';
import { amountsNotWholePesos, centsToUsdString } from '../../../src/domain/money/money.ts';
import type { DiscountPreview } from '../../../src/domain/promotions/promotion-schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../../store/contract.ts';
import type { DiscountCodeDoc, OrderDiscount, PricedCheckout } from '../../store/documents.ts';
import type { CheckoutItem } from '../../../src/domain/checkout/checkout-schemas.ts';

import { requireRateSlot } from '../platform/index.ts';
import { findDiscountCode } from './discount-codes.ts';
import { customerOfEmail, customerOfUser, holdDiscountUses } from './discount-uses.ts';

/** The code's refusal for these lines (inactive, dates, nothing covered, minimum) or its uses all held or paid. */
async function usableCode(store: Store, typed: string, lines: readonly DiscountableLine[], now: Date): Promise<DiscountCodeDoc> {
  const code = await findDiscountCode(store, typed);
  const refusal = discountRefusal(code, lines, now);
  if (refusal) throw new ServiceError(400, refusal);
  if (code.maxUses !== null) {
    const taken = await store.collection('discountUses').countDocuments({
      codeId: code._id,
      kind: 'use',
      n: { $lte: code.maxUses },
      $or: [{ state: 'paid' }, { state: 'held', heldUntil: { $gt: now } }],
    });
    if (taken >= code.maxUses) throw new ServiceError(400, promotionMessages.codeUsedUp);
  }
  return code;
}

export interface DiscountedCheckout {
  priced: PricedCheckout;
  /** The code as the order keeps it (its uses are held once the order exists: holdOrderDiscount). */
  discount: OrderDiscount;
  code: DiscountCodeDoc;
}

/**
 * The priced checkout with the code's discount taken off the lines it covers: each line keeps its
 * unit price and gets `discount`, its `lineTotal` and `payNow` (a service's deposit: 20 % of its
 * discounted price) drop; the amounts are computed again, the shipping fee as it was.
 */
export async function applyDiscountCode(store: Store, priced: PricedCheckout, typed: string, now: Date): Promise<DiscountedCheckout> {
  const code = await usableCode(store, typed, priced.lines, now);
  const shares = lineDiscounts(code, priced.lines);
  const totals = discountedTotals(priced.lines, priced.amounts.shipping, shares);
  const lines = priced.lines.map((line, index) => {
    const off = totals.lineDiscounts[index] ?? 0;
    const amounts = totals.lines[index] ?? { lineTotal: line.lineTotal, payNow: line.payNow };
    return { ...line, lineTotal: amounts.lineTotal, payNow: amounts.payNow, ...(off > 0 ? { discount: off } : {}) };
  });
  const { lines: _lineAmounts, lineDiscounts: _shares, ...amounts } = totals;
  if (amountsNotWholePesos({ ...amounts, ...Object.fromEntries(lines.map((line, index) => [`line${index}`, line.payNow])) }).length > 0)
    throw new ServiceError(409, messages.checkoutAmountInvalid);
  return {
    priced: {
      ...priced,
      lines,
      amounts: { ...amounts, totalNowUsd: centsToUsdString(amounts.totalNowUsdCents), discountCode: code.code },
    },
    discount: { codeId: code._id, code: code.code, useIds: [] },
    code,
  };
}

/**
 * Holds the order's uses of the code (its limit, and the customer's), or refuses with 400. The
 * customer is the account when signed in, else the guest's mailbox: anyone may type any e-mail, so
 * a typed e-mail never spends an account's uses, and an account's order never spends a guest's.
 */
export function holdOrderDiscount(
  store: Store,
  discounted: DiscountedCheckout,
  orderId: string,
  buyer: { userId: string | null; email: string },
  now: Date,
): Promise<string[]> {
  const customers = [buyer.userId ? customerOfUser(buyer.userId) : customerOfEmail(buyer.email)];
  return holdDiscountUses(store, discounted.code, orderId, customers, now);
}

/** The lines as the store prices them, for the preview: products at their price × quantity, a service at its price (0 when a credit pays it). */
async function previewLines(store: Store, items: readonly CheckoutItem[]): Promise<DiscountableLine[]> {
  const ids = [...new Set(items.map((item) => item.productId))];
  const products = new Map((await store.collection('products').find({ _id: { $in: ids } })).map((product) => [product._id, product]));
  return items.map((item) => {
    const product = products.get(item.productId);
    if (!product) throw new ServiceError(404, messages.productNotFound);
    // An appointment a pack credit pays costs nothing: no code takes anything off it.
    if ('reservationDate' in item && item.useCredit) return { kind: 'service', lineTotal: 0 };
    if ('reservationDate' in item || isServiceCategory(product.category)) return { kind: 'service', lineTotal: product.sellingPrice };
    return { kind: 'product', lineTotal: product.sellingPrice * item.quantity };
  });
}

/**
 * POST /api/discount-codes/check: what the code would take off these items now, or why it cannot
 * (400). Counted per address, so codes cannot be guessed by the thousand. Create-order decides again.
 */
export async function previewDiscount(deps: AppDeps, typed: string, items: readonly CheckoutItem[], ip: string) {
  const now = deps.clock();
  await requireRateSlot(deps.store, 'discountChecksPerAddress', ip, now, promotionMessages.tooManyCodeChecks);
  const lines = await previewLines(deps.store, items);
  const code = await usableCode(deps.store, typed, lines, now);
  const shares = lineDiscounts(code, lines);
  const preview: DiscountPreview & Pick<DiscountCodeDoc, 'kind' | 'value' | 'appliesTo'> = {
    code: code.code,
    kind: code.kind,
    value: code.value,
    appliesTo: code.appliesTo,
    discount: shares.reduce((sum, share) => sum + share, 0),
    lineDiscounts: shares,
  };
  return preview;
}
