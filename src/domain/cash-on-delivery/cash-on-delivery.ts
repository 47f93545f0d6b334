/**
 * Cash on delivery (pago contra entrega): where the shop offers it and what it costs, the states an
 * order goes through, and the limits that keep fake orders from blocking stock. Pure rules; the
 * server decides with them and the checkout panel shows what the server answers.
 *
 * - The owner lists the places: a city (any of its neighbourhoods) or a neighbourhood of a city,
 *   each with a maximum order amount and an optional extra fee, in whole pesos. A neighbourhood's
 *   own entry wins over its city's.
 * - It applies only to a delivery of products to a listed place, with no appointment in the order
 *   (appointments keep their online deposit), whose total with the fee is at most the maximum.
 * - An order waits "por confirmar" until the customer (the signed link of the mail) or the owner
 *   confirms it; one still unconfirmed `releaseHours` after it was placed is released.
 */
import { samePlaceName } from '../shipping/shipping-names.ts';

export interface CashOnDeliveryPlace {
  city: string;
  /** Empty: the whole city. */
  neighborhood: string;
  /** The largest order total (fee included) taken on delivery, COP. */
  maxAmount: number;
  /** Added to the order's shipping, COP; 0 for none. */
  fee: number;
}

export interface CashOnDeliverySettings {
  places: CashOnDeliveryPlace[];
  /** Hours an unconfirmed order keeps its stock before the sweeper releases it. */
  releaseHours: number;
}

export const DEFAULT_RELEASE_HOURS = 24;
export const MAX_RELEASE_HOURS = 24 * 7;
/** Open (not yet collected or cancelled) cash-on-delivery orders one e-mail, and one phone, may have. */
export const MAX_OPEN_ORDERS_PER_BUYER = 2;

export const noCashOnDelivery: CashOnDeliverySettings = { places: [], releaseHours: DEFAULT_RELEASE_HOURS };

/** Where an open order stands: waiting for a confirmation, confirmed, or on its way. */
export const CASH_ON_DELIVERY_STATES = ['por-confirmar', 'confirmada', 'enviada'] as const;
export type CashOnDeliveryState = (typeof CASH_ON_DELIVERY_STATES)[number];

/** The payment provider a collected order's records and invoice name. */
export const CASH_ON_DELIVERY_PROVIDER = 'contra-entrega';

/** The place entry that covers a delivery: the neighbourhood's own, else the city's; null when none does. */
export function placeFor(settings: CashOnDeliverySettings, delivery: { city: string; neighborhood: string }): CashOnDeliveryPlace | null {
  const inCity = settings.places.filter((place) => samePlaceName(place.city, delivery.city));
  const own = inCity.find((place) => place.neighborhood !== '' && samePlaceName(place.neighborhood, delivery.neighborhood));
  return own ?? inCity.find((place) => place.neighborhood === '') ?? null;
}

export type CashOnDeliveryRefusal = 'not-delivery' | 'has-appointments' | 'place' | 'over-limit';

/** What the server needs of a priced checkout to decide. */
export interface CashOnDeliveryCandidate {
  lines: readonly { kind: 'product' | 'service' }[];
  shippingInfo: { shippingMethod: string; city: string; neighborhood: string };
  /** The order's total before the fee, COP. */
  totalNow: number;
}

/** Whether the order may be paid on delivery, with its fee and total, or why not. */
export function cashOnDeliveryOffer(
  settings: CashOnDeliverySettings,
  candidate: CashOnDeliveryCandidate,
): { ok: true; fee: number; total: number; maxAmount: number } | { ok: false; reason: CashOnDeliveryRefusal } {
  if (candidate.lines.some((line) => line.kind === 'service')) return { ok: false, reason: 'has-appointments' };
  if (candidate.shippingInfo.shippingMethod !== 'delivery' || candidate.lines.length === 0) return { ok: false, reason: 'not-delivery' };
  const place = placeFor(settings, candidate.shippingInfo);
  if (!place) return { ok: false, reason: 'place' };
  const total = candidate.totalNow + place.fee;
  if (total > place.maxAmount) return { ok: false, reason: 'over-limit' };
  return { ok: true, fee: place.fee, total, maxAmount: place.maxAmount };
}

/** When an order placed at `placedAt` is released if still unconfirmed. */
export function releaseAt(placedAt: Date, releaseHours: number): Date {
  return new Date(placedAt.getTime() + releaseHours * 3_600_000);
}

/** The phone as one holder: its digits alone, the country code dropped (3001112233 and +57 300 111 2233 are one phone). */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 10 && digits.startsWith('57') ? digits.slice(2) : digits;
}

/** The delivery address as one key for its rate limit: city, neighbourhood and address, case and accents ignored. */
export function deliveryAddressKey(info: { city: string; neighborhood: string; address: string }): string {
  const simple = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return [info.city, info.neighborhood, info.address].map(simple).join('|');
}
