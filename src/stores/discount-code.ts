/**
 * The discount code the shopper applied in the cart ("¿Tienes un código?"): what the server's
 * check answered of it, kept in the browser until the payment or until it is removed. The cart
 * shows its preview with the same rules the server prices it with; create-order decides.
 */
import { persistentAtom } from '@nanostores/persistent';
import { discountKinds, discountScopes, type DiscountKind, type DiscountScope } from '~/domain/promotions/discounts.ts';

export interface AppliedDiscount {
  code: string;
  kind: DiscountKind;
  value: number;
  appliesTo: DiscountScope;
}

/** A stored value only if it has the shape of a code the server answered; anything else is no code. */
function decode(text: string): AppliedDiscount | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { code, kind, value: amount, appliesTo } = value as Record<string, unknown>;
    if (typeof code !== 'string' || typeof amount !== 'number' || !Number.isSafeInteger(amount)) return null;
    if (!discountKinds.includes(kind as DiscountKind) || !discountScopes.includes(appliesTo as DiscountScope)) return null;
    return { code, kind: kind as DiscountKind, value: amount, appliesTo: appliesTo as DiscountScope };
  } catch {
    return null;
  }
}

export const $discountCode = persistentAtom<AppliedDiscount | null>('tienda:discount-code', null, {
  encode: JSON.stringify,
  decode,
});

/** What create-order sends of it: `{ discountCode }`, or nothing. */
export function discountCodeBody(): { discountCode?: string } {
  const applied = $discountCode.get();
  return applied ? { discountCode: applied.code } : {};
}
