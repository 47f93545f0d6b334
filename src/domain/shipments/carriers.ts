/**
 * The carriers a sale is sent with, and the tracking link of a shipment: each carrier has a name and
 * a tracking address pattern with a `{guia}` placeholder, where the guide number goes ("Mensajero
 * propio" has none). Pure: the server decides with these, the admin's editor checks with them.
 */
import { shipmentMessages as t } from './messages-shipments.ts';

export interface Carrier {
  /** The carrier's slug (from its name): what a shipment names. */
  id: string;
  name: string;
  /** An https address with `{guia}`, or null for a carrier without tracking (the shop's own messenger). */
  trackingUrl: string | null;
}

/** Where the guide number goes in a tracking address pattern. */
export const GUIDE_PLACEHOLDER = '{guia}';

export const OWN_MESSENGER: Carrier = { id: 'mensajero-propio', name: 'Mensajero propio', trackingUrl: null };

/**
 * The carriers the shop starts with, with their public tracking pages as they are known: the owner
 * must check them (a carrier can move its page) in the shipping rates editor.
 */
export const defaultCarriers: readonly Carrier[] = [
  { id: 'servientrega', name: 'Servientrega', trackingUrl: 'https://www.servientrega.com/wps/portal/rastreo-envio/detalle?id={guia}' },
  {
    id: 'coordinadora',
    name: 'Coordinadora',
    trackingUrl: 'https://coordinadora.com/rastreo/rastreo-de-guia/detalle-de-rastreo-de-guia/?guia={guia}',
  },
  { id: 'interrapidisimo', name: 'Interrapidísimo', trackingUrl: 'https://www.interrapidisimo.com/sigue-tu-envio/?guia={guia}' },
  { id: 'envia', name: 'Envía', trackingUrl: 'https://envia.co/rastreo?guia={guia}' },
  OWN_MESSENGER,
];

/** A carrier's id from its name: lower case, without accents, words joined by dashes ("Interrapidísimo" → "interrapidisimo"). */
export function carrierIdOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Why a tracking address pattern cannot be used (a Spanish text), or null when it can. */
export function trackingPatternProblem(pattern: string): string | null {
  if (!pattern.includes(GUIDE_PLACEHOLDER)) return t.patternNeedsGuide;
  let url: URL;
  try {
    url = new URL(pattern.replaceAll(GUIDE_PLACEHOLDER, '123'));
  } catch {
    return t.patternInvalid;
  }
  if (url.protocol !== 'https:') return t.patternNeedsHttps;
  if (url.username || url.password) return t.patternInvalid;
  return null;
}

/** A guide number as it is kept: trimmed, its inner spaces removed. */
export function normalizedGuide(guide: string): string {
  return guide.replace(/\s+/g, '');
}

/** The tracking link of a guide with a carrier's pattern (the guide encoded for the address); null without a pattern. */
export function trackingUrlOf(pattern: string | null, guide: string): string | null {
  if (!pattern) return null;
  return pattern.replaceAll(GUIDE_PLACEHOLDER, encodeURIComponent(normalizedGuide(guide)));
}

/** The carrier a shipment names, among the owner's list. */
export function findCarrier(carriers: readonly Carrier[], id: string): Carrier | undefined {
  return carriers.find((carrier) => carrier.id === id);
}
