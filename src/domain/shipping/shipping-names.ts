/**
 * City and neighbourhood names as the shop compares them. «Medellín», «medellin», «MEDELLÍN»,
 * « Medellín » and «Medellín» followed by an invisible character are one city: case, accents,
 * surrounding spaces, runs of spaces and invisible characters (zero-width spaces and joiners, the
 * byte-order mark, soft hyphens) do not tell two places apart. Every comparison of place names —
 * the fee a checkout pays, a home visit's place, the admin editor's and the API's repeated names —
 * goes through `placeNameKey`, so no spelling can land on a price the list does not give it.
 */
import type { ShippingRate } from './shipping-schemas.ts';

/**
 * Characters that show nothing: zero-width space, non-joiner, joiner, word joiner, BOM, soft
 * hyphen… The invisible combining marks (the grapheme joiner, variation selectors, Khmer's
 * inherent vowels) go with the other marks below.
 */
const INVISIBLE = /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]/gu;
/** Combining marks left once letters are decomposed: the accents of «í», «ü», «ñ»… */
const COMBINING_MARKS = /\p{M}/gu;
/** Every kind of space (NBSP, thin, ideographic…), tabs and line breaks. */
const SPACES = /[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/gu;

/** The form two place names share when the shop treats them as the same place. */
export function placeNameKey(name: string): string {
  return name.normalize('NFKD').replace(INVISIBLE, '').replace(COMBINING_MARKS, '').replace(SPACES, ' ').trim().toLocaleLowerCase('es');
}

export function samePlaceName(a: string, b: string): boolean {
  return placeNameKey(a) === placeNameKey(b);
}

/** The city of the list a typed name means, or undefined when the shop does not list it. */
export function findCityRate(rates: readonly ShippingRate[], city: string): ShippingRate | undefined {
  const key = placeNameKey(city);
  return key === '' ? undefined : rates.find((rate) => placeNameKey(rate.city) === key);
}

/**
 * The neighbourhood a city lists under a typed name, with its fee, or undefined. Read from the
 * city's own entries only: a name such as «constructor» or «__proto__» never finds what every
 * JavaScript object inherits.
 */
export function findListedNeighborhood(rate: ShippingRate, neighborhood: string): { name: string; fee: number } | undefined {
  const key = placeNameKey(neighborhood);
  if (key === '') return undefined;
  const found = Object.entries(rate.neighborhoods).find(([name]) => placeNameKey(name) === key);
  return found ? { name: found[0], fee: found[1] } : undefined;
}
