/**
 * The shipping-rates editor's rules: the admin edits a working copy of the cities
 * locally and sends it only on save. A city is added only with both its name and its default
 * price; a neighbourhood only with both its name and its price. Prices become whole pesos, and
 * negative or non-numeric prices are refused (the server checks the same again).
 */
import { messages } from '../shared/messages.ts';
import { adminMessages } from '../owner/messages-admin.ts';
import type { ShippingRate } from './shipping-schemas.ts';
import { placeNameKey, samePlaceName } from './shipping-names.ts';

/** The highest fee the API accepts (see `shippingRatesBodySchema`). */
export const MAX_SHIPPING_FEE = 10_000_000;

export type EditResult = { ok: true; rates: ShippingRate[] } | { ok: false; error: string };

/**
 * Whole pesos as an admin types them: "5000", "5.000", "5 000" or "$ 5.000" are 5000. Null for
 * anything else: negatives, decimals ("12,5", "1.5"), words, or an empty field.
 */
export function parsePesos(text: string): number | null {
  const cleaned = text.trim().replace(/^\$\s*/, '');
  let digits: string;
  if (/^\d+$/.test(cleaned)) digits = cleaned;
  else if (/^\d{1,3}([.\s\u00a0]\d{3})+$/.test(cleaned)) digits = cleaned.replace(/[.\s\u00a0]/g, '');
  else return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

function parseFee(text: string): number | null {
  const fee = parsePesos(text);
  return fee !== null && fee <= MAX_SHIPPING_FEE ? fee : null;
}

export function cloneRates(rates: readonly ShippingRate[]): ShippingRate[] {
  return rates.map((rate) => ({ city: rate.city, default: rate.default, neighborhoods: { ...rate.neighborhoods } }));
}

export function addCity(rates: readonly ShippingRate[], name: string, defaultFee: string): EditResult {
  const city = name.trim();
  if (placeNameKey(city) === '' || defaultFee.trim() === '') return { ok: false, error: adminMessages.shippingEditorCityIncomplete };
  const fee = parseFee(defaultFee);
  if (fee === null) return { ok: false, error: messages.shippingFeeInvalid };
  if (rates.some((rate) => samePlaceName(rate.city, city))) return { ok: false, error: messages.shippingCityDuplicate(city) };
  return { ok: true, rates: [...cloneRates(rates), { city, default: fee, neighborhoods: {} }] };
}

export function removeCity(rates: readonly ShippingRate[], cityIndex: number): ShippingRate[] {
  return cloneRates(rates).filter((_, index) => index !== cityIndex);
}

export function setDefaultFee(rates: readonly ShippingRate[], cityIndex: number, defaultFee: string): EditResult {
  if (defaultFee.trim() === '') return { ok: false, error: adminMessages.shippingEditorDefaultRequired };
  const fee = parseFee(defaultFee);
  if (fee === null) return { ok: false, error: messages.shippingFeeInvalid };
  const next = cloneRates(rates);
  const rate = next[cityIndex];
  if (!rate) return { ok: false, error: adminMessages.shippingEditorCityMissing };
  rate.default = fee;
  return { ok: true, rates: next };
}

/** Adds a neighbourhood, or sets the price of one the city already lists under that name (as `placeNameKey` reads it). */
export function addNeighborhood(rates: readonly ShippingRate[], cityIndex: number, name: string, price: string): EditResult {
  const neighborhood = name.trim();
  if (placeNameKey(neighborhood) === '' || price.trim() === '')
    return { ok: false, error: adminMessages.shippingEditorNeighborhoodIncomplete };
  const fee = parseFee(price);
  if (fee === null) return { ok: false, error: messages.shippingFeeInvalid };
  const next = cloneRates(rates);
  const rate = next[cityIndex];
  if (!rate) return { ok: false, error: adminMessages.shippingEditorCityMissing };
  // Rebuilt from entries, never `neighborhoods[name] = fee`: a name such as «__proto__» would
  // set the object's prototype instead of adding a neighbourhood.
  // A name the city already lists, however it is spelled («belen» for «Belén»), sets that one's price.
  const entries = Object.entries(rate.neighborhoods);
  const listed = entries.find(([existing]) => samePlaceName(existing, neighborhood));
  rate.neighborhoods = Object.fromEntries(
    listed ? entries.map(([name, current]) => [name, name === listed[0] ? fee : current]) : [...entries, [neighborhood, fee]],
  );
  return { ok: true, rates: next };
}

/** Sets the fee of a neighbourhood the city already lists, edited in place. */
export function setNeighborhoodFee(rates: readonly ShippingRate[], cityIndex: number, name: string, price: string): EditResult {
  if (price.trim() === '') return { ok: false, error: adminMessages.shippingEditorNeighborhoodFeeRequired };
  const fee = parseFee(price);
  if (fee === null) return { ok: false, error: messages.shippingFeeInvalid };
  const next = cloneRates(rates);
  const rate = next[cityIndex];
  const entries = rate ? Object.entries(rate.neighborhoods) : [];
  if (!rate) return { ok: false, error: adminMessages.shippingEditorCityMissing };
  if (!entries.some(([listed]) => listed === name)) return { ok: false, error: adminMessages.shippingEditorNeighborhoodMissing };
  rate.neighborhoods = Object.fromEntries(entries.map(([listed, current]) => [listed, listed === name ? fee : current]));
  return { ok: true, rates: next };
}

export function removeNeighborhood(rates: readonly ShippingRate[], cityIndex: number, name: string): ShippingRate[] {
  return cloneRates(rates).map((rate, index) => {
    if (index !== cityIndex) return rate;
    return { ...rate, neighborhoods: Object.fromEntries(Object.entries(rate.neighborhoods).filter(([listed]) => listed !== name)) };
  });
}

/** The neighbourhoods of a city in a stable, readable order. */
export function sortedNeighborhoods(rate: ShippingRate): [string, number][] {
  return Object.entries(rate.neighborhoods).sort(([a], [b]) => a.localeCompare(b, 'es'));
}
