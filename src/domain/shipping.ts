/**
 * Shipping fee (spec §9): only products delivered to an address pay it — the neighbourhood's fee
 * when the city lists one, else the city's default; pickup, services and unknown cities pay 0.
 */
import type { ShippingRate } from './schemas.ts';

export interface ShippingChoice {
  shippingMethod: 'delivery' | 'pickup';
  city: string;
  neighborhood: string;
}

export function shippingFee(rates: readonly ShippingRate[], choice: ShippingChoice | null, hasProducts: boolean): number {
  if (!hasProducts || !choice || choice.shippingMethod !== 'delivery') return 0;
  const rate = rates.find((candidate) => candidate.city === choice.city);
  if (!rate) return 0;
  const neighborhoodFee = choice.neighborhood ? rate.neighborhoods[choice.neighborhood] : undefined;
  return neighborhoodFee ?? rate.default;
}
