/**
 * Reading a cart back from the browser's storage. What is stored may come from an older version
 * of the shop (lines without `kind`, a list of images, services added as products) or may have
 * been edited by hand: every line is checked and whatever cannot be trusted is dropped, so a bad
 * entry never breaks the pages. No zod here: this runs on every page and must stay light.
 */
import type { CartItem, CartLine, CartState, ReservationLine } from './cart.ts';
import { emptyCart, productLineKey } from './cart.ts';
import { isServiceCategory } from '../catalogue/catalogue.ts';
import type { ShippingInfo } from '../shipping/shipping-schemas.ts';
import type { TaxTreatment } from '../invoicing/tax.ts';

const OBJECT_ID = /^[0-9a-f]{24}$/i;
// Shapes only: the reservation rules themselves are checked again when the cart is paid. The
// schedule module is not imported here because this file is on every page.
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHOLE_HOUR = /^([01]\d|2[0-3]):00$/;
const INTENSITIES = ['ligero', 'medio', 'intenso'] as const;
// The IVA treatments of src/domain/invoicing/tax.ts, repeated for the same reason (tests/unit/tax.test.ts keeps them alike).
const TAX_TREATMENTS: readonly TaxTreatment[] = ['iva19', 'iva5', 'exento', 'excluido'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
/** A line's IVA treatment when it is one (the cart's "IVA incluido"); none otherwise. */
const taxTreatment = (value: unknown): { taxTreatment?: TaxTreatment } =>
  TAX_TREATMENTS.includes(value as TaxTreatment) ? { taxTreatment: value as TaxTreatment } : {};
const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;

/** A product's first image, whether it was stored as a string or as the product's list. */
function firstImage(value: unknown): string {
  if (Array.isArray(value)) return text(value[0]);
  return text(value);
}

function decodeProductLine(item: Json, productId: string): CartLine | null {
  const details = isObject(item.productDetails) ? item.productDetails : null;
  if (!details) return null;
  const productName = text(details.productName);
  const sellingPrice = wholeNumber(details.sellingPrice);
  const category = text(details.category);
  if (!productName || sellingPrice === null) return null;
  // A service is bought only with a date and an hour, never as a plain line.
  if (isServiceCategory(category)) return null;
  const quantity = Math.max(1, wholeNumber(item.quantity) ?? 1);
  const stock = wholeNumber(details.stock) ?? quantity;
  const variantId = text(item.variantId);
  const variantLabel = text(details.variantLabel);
  return {
    productId,
    ...(OBJECT_ID.test(variantId) ? { variantId } : {}),
    quantity,
    productDetails: {
      productName,
      ...(variantLabel ? { variantLabel } : {}),
      productImage: firstImage(details.productImage),
      category,
      sellingPrice,
      stock,
      ...(details.isPack === true ? { isPack: true as const } : {}),
      ...taxTreatment(details.taxTreatment),
    },
    ...(item.gone === true ? { gone: true as const } : {}),
  };
}

function decodeReservationLine(item: Json, productId: string): ReservationLine | null {
  const details = isObject(item.reservationDetails) ? item.reservationDetails : null;
  if (!details) return null;
  const productName = text(details.productName);
  const reservationDate = text(details.reservationDate);
  const reservationTime = text(details.reservationTime);
  const totalPrice = wholeNumber(details.totalPrice);
  if (!productName || !DATE.test(reservationDate) || !TIME.test(reservationTime) || totalPrice === null) return null;
  const intensity = text(details.serviceIntensity);
  const starts = isObject(details.serviceStarts) ? details.serviceStarts : null;
  const serviceStarts =
    starts && WHOLE_HOUR.test(text(starts.from)) && WHOLE_HOUR.test(text(starts.to))
      ? { from: text(starts.from), to: text(starts.to) }
      : null;
  return {
    kind: 'reservation',
    productId,
    quantity: 1,
    reservationDetails: {
      productName,
      productImage: firstImage(details.productImage),
      category: text(details.category),
      description: text(details.description),
      reservationDate,
      reservationTime,
      serviceDuration: wholeNumber(details.serviceDuration) ?? 0,
      serviceIntensity: (INTENSITIES as readonly string[]).includes(intensity) ? (intensity as (typeof INTENSITIES)[number]) : '',
      ...(serviceStarts ? { serviceStarts } : {}),
      totalPrice,
      ...taxTreatment(details.taxTreatment),
      // The person chosen, checked again by the server at checkout.
      ...(details.staffId ? { staffId: text(details.staffId) } : {}),
    },
  };
}

function decodeItem(value: unknown): CartItem | null {
  if (!isObject(value)) return null;
  const productId = text(value.productId);
  if (!OBJECT_ID.test(productId)) return null;
  const isReservation = value.kind === 'reservation' || (value.kind === undefined && isObject(value.reservationDetails));
  return isReservation ? decodeReservationLine(value, productId) : decodeProductLine(value, productId);
}

function decodeShippingInfo(value: unknown): ShippingInfo | null {
  if (!isObject(value)) return null;
  const method = value.shippingMethod;
  if (method !== 'delivery' && method !== 'pickup') return null;
  const info: ShippingInfo = {
    name: text(value.name).trim(),
    email: text(value.email).trim(),
    phone: text(value.phone).trim(),
    address: text(value.address).trim(),
    deliveryTime: text(value.deliveryTime).trim(),
    shippingMethod: method,
    city: text(value.city).trim(),
    neighborhood: text(value.neighborhood).trim(),
    ...(value.whatsappOptIn === true ? { whatsappOptIn: true as const } : {}),
  };
  return info.name && info.email && info.phone ? info : null;
}

/** The cart a stored value stands for: valid lines kept, one line per product and per slot. */
export function sanitizeCart(value: unknown): CartState {
  if (!isObject(value) || !Array.isArray(value.items)) return emptyCart;
  const items: CartItem[] = [];
  const seen = new Set<string>();
  for (const raw of value.items) {
    const item = decodeItem(raw);
    if (!item) continue;
    const key =
      item.kind === 'reservation'
        ? `r|${item.productId}|${item.reservationDetails.reservationDate}|${item.reservationDetails.reservationTime}`
        : `p|${productLineKey(item)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return { items, shippingInfo: decodeShippingInfo(value.shippingInfo) };
}

/** Decodes the stored text; anything unreadable is an empty cart. */
export function decodeCart(raw: string): CartState {
  try {
    return sanitizeCart(JSON.parse(raw));
  } catch {
    return emptyCart;
  }
}
