/**
 * The cart's shipping, as its summary and payment panel read it: what the details must hold, the
 * saved details when they fit the cart, and the fee — of the saved details, or previewed from the
 * open form as soon as it names a city — by the same domain function the server charges with.
 */
import { cartShippingNeeds, hasProducts, type CartState } from '~/domain/cart/cart.ts';
import type { ShippingInfo, ShippingRate } from '~/domain/shipping/shipping-schemas.ts';
import { shippingFee, type ShippingChoice, type ShippingNeeds } from '~/domain/shipping/shipping.ts';

export interface CartShipping {
  needs: ShippingNeeds;
  /** Products travel: the summary shows the fee. */
  hasProducts: boolean;
  saved: ShippingInfo | null;
  /** The fee, or null while nothing says where the order goes. */
  fee: number | null;
}

type Validate = (info: ShippingInfo | null, needs: ShippingNeeds, rates: readonly ShippingRate[] | null) => ShippingInfo | null;

export function cartShipping(
  cart: CartState,
  rates: readonly ShippingRate[] | null,
  validate: Validate | null,
  draft: ShippingChoice | null,
): CartShipping {
  const needs = cartShippingNeeds(cart);
  const products = hasProducts(cart);
  const saved = validate ? validate(cart.shippingInfo, needs, rates) : null;
  const choice = draft ?? saved;
  const known = choice !== null && (choice.shippingMethod === 'pickup' || choice.city !== '');
  return { needs, hasProducts: products, saved, fee: known && rates ? shippingFee(rates, choice, products) : null };
}
