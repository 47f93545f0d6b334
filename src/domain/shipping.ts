/**
 * Shipping fee: only products delivered to an address pay it — the neighbourhood's fee
 * when the city lists one, else the city's default; pickup, services and unknown cities pay 0.
 */
import type { ShippingRate } from './schemas.ts';

export interface ShippingChoice {
  shippingMethod: 'delivery' | 'pickup';
  city: string;
  neighborhood: string;
}

/**
 * The fee a city lists for a neighbourhood, or undefined. Only the city's own entries count: a
 * name such as «constructor» or «__proto__» must not find what every JavaScript object inherits.
 */
export function listedNeighborhoodFee(rate: ShippingRate, neighborhood: string): number | undefined {
  return neighborhood !== '' && Object.hasOwn(rate.neighborhoods, neighborhood) ? rate.neighborhoods[neighborhood] : undefined;
}

export function shippingFee(rates: readonly ShippingRate[], choice: ShippingChoice | null, hasProducts: boolean): number {
  if (!hasProducts || !choice || choice.shippingMethod !== 'delivery') return 0;
  const rate = rates.find((candidate) => candidate.city === choice.city);
  if (!rate) return 0;
  return listedNeighborhoodFee(rate, choice.neighborhood) ?? rate.default;
}
