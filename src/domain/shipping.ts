/**
 * Shipping rules. The address is needed when something goes to the customer: a product, or the
 * visit of a home service. The fee is paid only by products delivered to an address — the
 * neighbourhood's fee when the city lists one, else the city's default; pickup, services (a home
 * service's price covers the visit) and unknown cities pay 0.
 */
import { isHomeServiceCategory } from './catalogue.ts';
import { messages } from './messages.ts';
import type { ShippingRate } from './schemas.ts';

export interface ShippingChoice {
  shippingMethod: 'delivery' | 'pickup';
  city: string;
  neighborhood: string;
}

/** A line as the shipping rules see it: a product, or a service of some category. */
export interface DeliveryLine {
  kind: 'product' | 'service';
  category: string;
}

/** A reservation of a home service: done at the customer's address. */
export function hasHomeService(lines: readonly DeliveryLine[]): boolean {
  return lines.some((line) => line.kind === 'service' && isHomeServiceCategory(line.category));
}

/** The address is needed when products travel or a home service visits. */
export function needsAddress(lines: readonly DeliveryLine[]): boolean {
  return lines.some((line) => line.kind === 'product') || hasHomeService(lines);
}

/** What the shipping details must hold for these lines. */
export interface ShippingNeeds {
  /** The address is asked (and, for a delivery, the city). */
  needsAddress: boolean;
  /** A home service: no pickup, and the city must be one of the list, with a neighbourhood when it lists some. */
  homeVisit: boolean;
}

export function shippingNeeds(lines: readonly DeliveryLine[]): ShippingNeeds {
  return { needsAddress: needsAddress(lines), homeVisit: hasHomeService(lines) };
}

/**
 * The fee a city lists for a neighbourhood, or undefined. Only the city's own entries count: a
 * name such as «constructor» or «__proto__» must not find what every JavaScript object inherits.
 */
export function listedNeighborhoodFee(rate: ShippingRate, neighborhood: string): number | undefined {
  return neighborhood !== '' && Object.hasOwn(rate.neighborhoods, neighborhood) ? rate.neighborhoods[neighborhood] : undefined;
}

/** Whether a home visit's place is one the shop goes to; the field at fault and its message otherwise. */
export function homeVisitPlaceRefusal(
  rates: readonly ShippingRate[],
  choice: Pick<ShippingChoice, 'city' | 'neighborhood'>,
): { field: 'city' | 'neighborhood'; message: string } | null {
  if (choice.city === '') return null;
  const rate = rates.find((candidate) => candidate.city === choice.city);
  if (!rate) return { field: 'city', message: messages.homeServiceCityNotServed };
  const listsNeighborhoods = Object.keys(rate.neighborhoods).length > 0;
  if (listsNeighborhoods && listedNeighborhoodFee(rate, choice.neighborhood) === undefined) {
    return { field: 'neighborhood', message: messages.homeServiceNeighborhoodRequired };
  }
  return null;
}

export function shippingFee(rates: readonly ShippingRate[], choice: ShippingChoice | null, hasProducts: boolean): number {
  if (!hasProducts || !choice || choice.shippingMethod !== 'delivery') return 0;
  const rate = rates.find((candidate) => candidate.city === choice.city);
  if (!rate) return 0;
  return listedNeighborhoodFee(rate, choice.neighborhood) ?? rate.default;
}
