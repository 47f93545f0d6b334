/**
 * Pure cart operations: adding an existing product raises its quantity, quantities
 * stay between 1 and the stock, one reservation per service and hour, and clearing the cart also
 * clears the shipping info.
 */
import type { PricedLine } from '../money/money.ts';
import type { Product, ServiceIntensity } from '../catalogue/catalogue-schemas.ts';
import type { ShippingInfo } from '../shipping/shipping-schemas.ts';
import { DEFAULT_TAX_TREATMENT, SHIPPING_TAX_TREATMENT, splitTax, type TaxTreatment } from '../invoicing/tax.ts';
import { shippingNeeds, travels, type DeliveryLine, type ShippingNeeds } from '../shipping/shipping.ts';

export const MIN_QUANTITY = 1;

export interface CartProductSnapshot {
  productName: string;
  /** The chosen variant's label ("Talla M · Negro"), shown under the name. */
  variantLabel?: string;
  productImage: string;
  category: string;
  sellingPrice: number;
  stock: number;
  /** A session pack ("bono"): only a signed-in customer can buy it (src/domain/promotions/packs.ts). */
  isPack?: true;
  /** Its IVA treatment as the page or the server cart said it; missing: the general rate (the cart's estimate). */
  taxTreatment?: TaxTreatment;
}

/** A product line: the snapshot is only for display; the server prices everything again. */
export interface CartLine {
  kind?: 'product';
  productId: string;
  /** The chosen variant of a product with variants: two sizes of one garment are two lines. */
  variantId?: string;
  quantity: number;
  productDetails: CartProductSnapshot;
  /** The owner deleted the product: the line can only be removed. */
  gone?: true;
}

/** A reservation item: a service at a date and hour, with its price and service details. */
export interface ReservationDetails {
  productName: string;
  productImage: string;
  category: string;
  description: string;
  reservationDate: string;
  reservationTime: string;
  serviceDuration: number;
  serviceIntensity: ServiceIntensity | '';
  /** The service's own start window when it has one (schedule.ts `serviceBookingWindow`), for the cart's early check. */
  serviceStarts?: { from: string; to: string } | undefined;
  totalPrice: number;
  /** The service's IVA treatment as its page said it; missing: the general rate (the cart's estimate). */
  taxTreatment?: TaxTreatment | undefined;
  /** The person chosen in the picker (src/domain/staff/staff.ts); missing: "Cualquiera disponible", assigned by the server. */
  staffId?: string | undefined;
}

export interface ReservationLine {
  kind: 'reservation';
  productId: string;
  quantity: 1;
  reservationDetails: ReservationDetails;
}

export type CartItem = CartLine | ReservationLine;

/** A line of a signed-in user's server cart with its product, as the cart endpoints answer it. */
export interface ServerCartLine {
  _id: string;
  productId: string;
  /** The chosen variant of a product with variants, and its label ("Talla M · Negro"). */
  variantId?: string;
  variantLabel?: string;
  quantity: number;
  product: Product;
}

export interface CartState {
  items: CartItem[];
  shippingInfo: ShippingInfo | null;
}

export const emptyCart: CartState = { items: [], shippingInfo: null };

export const isReservationLine = (item: CartItem): item is ReservationLine => item.kind === 'reservation';
export const isProductLine = (item: CartItem): item is CartLine => item.kind !== 'reservation';
/** The cart holds a session pack, which only a signed-in customer can buy. */
export const hasPack = (cart: CartState): boolean => cart.items.some((item) => isProductLine(item) && item.productDetails.isPack === true);

/** The key of a product line: its product, and its variant when it has one (one line per key). */
export const productLineKey = (line: { productId: string; variantId?: string | undefined }): string =>
  line.variantId ? `${line.productId}:${line.variantId}` : line.productId;

export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.min(Math.floor(quantity), Math.max(stock, MIN_QUANTITY)));
}

export function addProduct(cart: CartState, productId: string, details: CartProductSnapshot, quantity = 1, variantId?: string): CartState {
  const key = productLineKey({ productId, variantId });
  const existing = cart.items.find((line): line is CartLine => isProductLine(line) && productLineKey(line) === key);
  if (existing) {
    return {
      ...cart,
      items: cart.items.map((line) =>
        line === existing
          ? { ...existing, productDetails: details, quantity: clampQuantity(existing.quantity + quantity, details.stock) }
          : line,
      ),
    };
  }
  return {
    ...cart,
    items: [
      ...cart.items,
      { productId, ...(variantId ? { variantId } : {}), quantity: clampQuantity(quantity, details.stock), productDetails: details },
    ],
  };
}

const sameSlot = (line: ReservationLine, productId: string, date: string, time: string) =>
  line.productId === productId && line.reservationDetails.reservationDate === date && line.reservationDetails.reservationTime === time;

/** Adds a reservation; the same service at the same date and hour is never added twice. */
export function addReservation(cart: CartState, productId: string, details: ReservationDetails): CartState {
  const duplicate = cart.items.some(
    (item) => isReservationLine(item) && sameSlot(item, productId, details.reservationDate, details.reservationTime),
  );
  if (duplicate) return cart;
  return { ...cart, items: [...cart.items, { kind: 'reservation', productId, quantity: 1, reservationDetails: details }] };
}

/** Sets the quantity of the line with this key (`productLineKey`: the product id for a product without variants). */
export function setQuantity(cart: CartState, lineKey: string, quantity: number): CartState {
  return {
    ...cart,
    items: cart.items.map((item) =>
      isProductLine(item) && productLineKey(item) === lineKey
        ? { ...item, quantity: clampQuantity(quantity, item.productDetails.stock) }
        : item,
    ),
  };
}

export function removeProduct(cart: CartState, lineKey: string): CartState {
  return { ...cart, items: cart.items.filter((item) => !(isProductLine(item) && productLineKey(item) === lineKey)) };
}

export function removeReservation(cart: CartState, productId: string, date: string, time: string): CartState {
  return { ...cart, items: cart.items.filter((item) => !(isReservationLine(item) && sameSlot(item, productId, date, time))) };
}

/**
 * Moves a reservation to another date and hour. Unchanged when that service is already in the
 * cart at the new date and hour (one reservation per service and hour).
 */
export function moveReservation(
  cart: CartState,
  productId: string,
  from: { date: string; time: string },
  to: { date: string; time: string },
): CartState {
  const taken = cart.items.some((item) => isReservationLine(item) && sameSlot(item, productId, to.date, to.time));
  if (taken) return cart;
  return {
    ...cart,
    items: cart.items.map((item) =>
      isReservationLine(item) && sameSlot(item, productId, from.date, from.time)
        ? { ...item, reservationDetails: { ...item.reservationDetails, reservationDate: to.date, reservationTime: to.time } }
        : item,
    ),
  };
}

/** The key of a reservation line: its service, date and hour (one line per key). */
export const reservationKey = (line: ReservationLine) =>
  `${line.productId}|${line.reservationDetails.reservationDate}|${line.reservationDetails.reservationTime}`;

/** Replaces the product lines (e.g. with the server cart) and keeps the reservations. */
export function replaceProductLines(cart: CartState, lines: CartLine[]): CartState {
  return { ...cart, items: [...lines, ...cart.items.filter(isReservationLine)] };
}

export function setShippingInfo(cart: CartState, shippingInfo: ShippingInfo | null): CartState {
  return { ...cart, shippingInfo };
}

/** Clearing the cart also clears the shipping info. */
export function clearCart(): CartState {
  return emptyCart;
}

/**
 * The units of a product line the cart's badge counts: none when the line cannot be paid as it is
 * (its product was deleted, sold out, or has fewer units than the line asks for), as it leaves the
 * totals. The browser (a guest's lines) and the server (a signed-in cart) count by this one rule.
 */
export function countedUnits(line: { quantity: number; stock: number; gone?: boolean | undefined }): number {
  if (line.gone || line.stock <= 0 || line.quantity > line.stock) return 0;
  return line.quantity;
}

/** The badge's count: the units of the product lines that can be paid, and one per reservation. */
export function cartCount(cart: CartState): number {
  return cart.items.reduce(
    (total, line) =>
      total +
      (isReservationLine(line)
        ? line.quantity
        : countedUnits({ quantity: line.quantity, stock: line.productDetails.stock, gone: line.gone })),
    0,
  );
}

/** Products that travel (any but a session pack, whose sessions land in the account): the cart asks where and shows the fee. */
export function hasProducts(cart: CartState): boolean {
  return deliveryLines(cart).some(travels);
}

/** The lines as the shipping rules see them: products, and services with their category. */
export function deliveryLines(cart: CartState): DeliveryLine[] {
  return cart.items.map((item) =>
    isReservationLine(item)
      ? { kind: 'service', category: item.reservationDetails.category }
      : { kind: 'product', category: item.productDetails.category, ...(item.productDetails.isPack ? { pack: true } : {}) },
  );
}

/** What the cart's shipping details must hold: an address for products or a home service. */
export function cartShippingNeeds(cart: CartState): ShippingNeeds {
  return shippingNeeds(deliveryLines(cart));
}

/**
 * The lines as the shared totals computation sees them. A line `counts` says is left out (sold
 * out, deleted, an hour taken…) stays in its place with nothing to pay, so the totals skip it.
 */
export function pricedLines(cart: CartState, counts: (item: CartItem, index: number) => boolean = () => true): PricedLine[] {
  return cart.items.map((item, index) => {
    const quantity = counts(item, index) ? item.quantity : 0;
    return isReservationLine(item)
      ? { kind: 'service', unitPrice: item.reservationDetails.totalPrice, quantity }
      : { kind: 'product', unitPrice: item.productDetails.sellingPrice, quantity };
  });
}

/**
 * The IVA the cart's total to pay now includes, as the server will split it (charged-tax.ts, written
 * again here with `splitTax` alone: the cart page has little room for code): each line's charge
 * (`charged`: a product in full, a service's deposit, after a code) at its treatment, the delivery
 * fee at the general rate. A line whose page said no treatment is estimated at the general rate.
 */
export function cartTaxIncluded(cart: CartState, charged: readonly { payNow: number }[], shipping: number): number {
  return cart.items.reduce((sum, item, index) => {
    const treatment = isReservationLine(item) ? item.reservationDetails.taxTreatment : item.productDetails.taxTreatment;
    return sum + splitTax(charged[index]?.payNow ?? 0, treatment ?? DEFAULT_TAX_TREATMENT).tax;
  }, splitTax(shipping, SHIPPING_TAX_TREATMENT).tax);
}
