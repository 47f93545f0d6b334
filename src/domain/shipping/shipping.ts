/**
 * Shipping rules. The address is needed when something goes to the customer: a product, or the
 * visit of a home service. The fee is paid only by products delivered to an address — the
 * neighbourhood's fee when the city lists one, else the city's default; pickup and services (a home
 * service's price covers the visit) pay 0. A delivery goes only to a city of the list: names are
 * matched as `placeNameKey` reads them, and a city the list does not hold is refused, never
 * delivered for free.
 */
import { isHomeServiceCategory } from '../catalogue/catalogue.ts';
import { shopMessages as messages } from '../shared/messages-shop.ts';
import type { ShippingRate } from './shipping-schemas.ts';
import { findCityRate, findListedNeighborhood } from './shipping-names.ts';

export interface ShippingChoice {
  shippingMethod: 'delivery' | 'pickup';
  city: string;
  neighborhood: string;
}

/** A line as the shipping rules see it: a product, or a service of some category. */
export interface DeliveryLine {
  kind: 'product' | 'service';
  category: string;
  /** A session pack (src/domain/promotions/packs.ts): its credits land in the account, nothing travels. */
  pack?: unknown;
}

/** A product that travels: any product but a session pack. */
export const travels = (line: DeliveryLine) => line.kind === 'product' && !line.pack;

/** A reservation of a home service: done at the customer's address. */
export function hasHomeService(lines: readonly DeliveryLine[]): boolean {
  return lines.some((line) => line.kind === 'service' && isHomeServiceCategory(line.category));
}

/** The address is needed when products travel or a home service visits. */
export function needsAddress(lines: readonly DeliveryLine[]): boolean {
  return lines.some(travels) || hasHomeService(lines);
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
  return findListedNeighborhood(rate, neighborhood)?.fee;
}

/** A delivery to a city the shop does not list: the field at fault and its message, or null. */
export function deliveryCityRefusal(rates: readonly ShippingRate[], choice: ShippingChoice): { field: 'city'; message: string } | null {
  if (choice.shippingMethod !== 'delivery' || choice.city === '') return null;
  return findCityRate(rates, choice.city) ? null : { field: 'city', message: messages.shippingCityNotServed };
}

/**
 * The place as the list spells it («medellin» is «Medellín»), so an order stores the city it is
 * charged for; a neighbourhood the city does not list («Otro barrio») is kept as typed.
 */
export function listedPlace<T extends ShippingChoice>(rates: readonly ShippingRate[], choice: T): T {
  const rate = findCityRate(rates, choice.city);
  if (!rate) return choice;
  const neighborhood = findListedNeighborhood(rate, choice.neighborhood)?.name ?? choice.neighborhood;
  return { ...choice, city: rate.city, neighborhood };
}

/**
 * Whether a home visit's place is one the shop goes to: a city of the list and, when it lists
 * neighbourhoods, a neighbourhood — any, listed or typed (the visit costs the same everywhere).
 * The field at fault and its message otherwise.
 */
export function homeVisitPlaceRefusal(
  rates: readonly ShippingRate[],
  choice: Pick<ShippingChoice, 'city' | 'neighborhood'>,
): { field: 'city' | 'neighborhood'; message: string } | null {
  if (choice.city === '') return null;
  const rate = findCityRate(rates, choice.city);
  if (!rate) return { field: 'city', message: messages.homeServiceCityNotServed };
  const listsNeighborhoods = Object.keys(rate.neighborhoods).length > 0;
  if (listsNeighborhoods && choice.neighborhood.trim() === '') {
    return { field: 'neighborhood', message: messages.homeServiceNeighborhoodRequired };
  }
  return null;
}

/**
 * What a choice pays. A city the list does not hold has no fee (0) here: the checkout refuses such
 * a delivery first (`deliveryCityRefusal`), so 0 is never charged for one.
 */
export function shippingFee(rates: readonly ShippingRate[], choice: ShippingChoice | null, hasProducts: boolean): number {
  if (!hasProducts || !choice || choice.shippingMethod !== 'delivery') return 0;
  const rate = findCityRate(rates, choice.city);
  if (!rate) return 0;
  return listedNeighborhoodFee(rate, choice.neighborhood) ?? rate.default;
}
