/**
 * Prices a checkout from the store alone: every price, stock and reservation rule is re-read and
 * re-checked here; nothing the browser says about money is used.
 */
import { appointmentPlace } from '../../../src/domain/bookings/appointment-place.ts';
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { variantMessages } from '../../../src/domain/catalogue/messages-variants.ts';
import { variantDisplayName, variantPrices } from '../../../src/domain/catalogue/variants.ts';
import { amountsNotWholePesos, centsToUsdString, computeTotals } from '../../../src/domain/money/money.ts';
import { serviceBookingWindow } from '../../../src/domain/schedule/schedule.ts';
import { bookingRefusal } from '../../../src/domain/schedule/booking-refusal.ts';
import { coveredHours, lineBuffers, serviceBuffers } from '../../../src/domain/schedule/booking-hours.ts';
import { assignStaff } from '../staff/index.ts';
import type { CheckoutItem } from '../../../src/domain/checkout/checkout-schemas.ts';
import { shippingInfoSchema } from '../../../src/domain/shipping/shipping-schemas.ts';
import { listedPlace, shippingFee, shippingNeeds, travels } from '../../../src/domain/shipping/shipping.ts';
import { parseOrThrow, ServiceError } from '../errors.ts';
import { shopHours } from '../schedule/index.ts';
import { packTermsOf } from '../../../src/domain/promotions/packs.ts';
import type { Store } from '../../store/contract.ts';
import type { OrderAmounts, OrderLine, PricedCheckout, ProductDoc } from '../../store/documents.ts';
import { listShippingRates } from '../catalogue/index.ts';
import { defaultTaxTreatment, taxTreatmentOf } from '../records/index.ts';
import { soldVariant } from '../catalogue/index.ts';
import type { TaxTreatment } from '../../../src/domain/invoicing/tax.ts';

export type { CheckoutItem };

const isReservationItem = (item: CheckoutItem): item is Extract<CheckoutItem, { reservationDate: string }> => 'reservationDate' in item;

export type { PricedCheckout };

/** The priced checkout, and which of its appointments a pack credit pays (checkout.ts takes them). */
export interface PricedWithCredits extends PricedCheckout {
  /** The lines' indexes, and the service's price each credit stands for. */
  creditLines: { index: number; value: number }[];
}

/** What every line keeps of its product, with the IVA treatment it is sold under (its own, or the shop's default). */
function baseLine(product: ProductDoc, taxDefault: TaxTreatment) {
  return {
    productId: product._id,
    productName: product.productName,
    productImage: product.productImage[0] ?? '',
    category: product.category,
    description: product.description,
    brandName: product.brandName,
    taxTreatment: taxTreatmentOf(product, taxDefault),
  };
}

/** A product's line, priced and checked against the stock of the product or of its chosen variant. */
function productLine(product: ProductDoc, variantId: string | undefined, quantity: number, taxDefault: TaxTreatment): OrderLine {
  const sold = soldVariant(product, variantId);
  if (!sold) {
    if (product.stock < quantity) throw new ServiceError(409, messages.notEnoughStock(product.productName));
    const lineTotal = product.sellingPrice * quantity;
    // A pack keeps what it gives as it was sold: later edits of the product change no credit bought.
    const pack = packTermsOf(product);
    return {
      kind: 'product',
      ...baseLine(product, taxDefault),
      quantity,
      unitPrice: product.sellingPrice,
      lineTotal,
      payNow: lineTotal,
      ...(pack ? { pack } : {}),
    };
  }
  const { variant, label } = sold;
  const productName = variantDisplayName(product.productName, label);
  if (variant.stock <= 0) throw new ServiceError(409, variantMessages.variantOutOfStock(productName));
  if (variant.stock < quantity) throw new ServiceError(409, messages.notEnoughStock(productName));
  const unitPrice = variantPrices(product, variant).sellingPrice;
  const lineTotal = unitPrice * quantity;
  return {
    kind: 'product',
    ...baseLine(product, taxDefault),
    productName,
    variantId: variant._id,
    variantLabel: label,
    productImage: variant.image ?? product.productImage[0] ?? '',
    quantity,
    unitPrice,
    lineTotal,
    payNow: lineTotal,
  };
}

/**
 * Every amount the order would store or charge must be whole pesos (or whole US cents): a broken
 * stored price or fee is refused with a message, never charged as a string or NaN.
 */
function assertChargeable(lines: readonly OrderLine[], amounts: Omit<OrderAmounts, 'totalNowUsd'>) {
  const named = Object.fromEntries([
    ...lines.flatMap((line, index) => [
      [`lines.${index}.unitPrice`, line.unitPrice],
      [`lines.${index}.lineTotal`, line.lineTotal],
      [`lines.${index}.payNow`, line.payNow],
    ]),
    ...Object.entries(amounts),
  ]);
  if (amountsNotWholePesos(named).length > 0) throw new ServiceError(409, messages.checkoutAmountInvalid);
}

export async function priceCheckout(store: Store, items: CheckoutItem[], rawShipping: unknown, now: Date): Promise<PricedWithCredits> {
  const ids = [...new Set(items.map((item) => item.productId))];
  const products = await store.collection('products').find({ _id: { $in: ids } });
  const byId = new Map(products.map((product) => [product._id, product]));

  // The same product (and variant) twice becomes one line; the same slot twice is one reservation. The
  // ids arrive in their one spelling (lower case, src/domain/shared/ids.ts), so two spellings are one key.
  const quantities = new Map<string, { productId: string; variantId: string | undefined; quantity: number }>();
  const reservations = new Map<
    string,
    { productId: string; date: string; time: string; useCredit: boolean; staffId?: string | undefined }
  >();
  for (const item of items) {
    if (isReservationItem(item)) {
      const key = `${item.productId}|${item.reservationDate}|${item.reservationTime}`;
      reservations.set(key, {
        productId: item.productId,
        date: item.reservationDate,
        time: item.reservationTime,
        useCredit: item.useCredit === true || reservations.get(key)?.useCredit === true,
        staffId: item.staffId ?? reservations.get(key)?.staffId,
      });
    } else {
      const key = `${item.productId}|${item.variantId ?? ''}`;
      const quantity = (quantities.get(key)?.quantity ?? 0) + item.quantity;
      quantities.set(key, { productId: item.productId, variantId: item.variantId, quantity });
    }
  }

  // Every line is stamped with its treatment here, from the store: never from the browser.
  const taxDefault = await defaultTaxTreatment(store);
  const lines: OrderLine[] = [];
  for (const { productId, variantId, quantity } of quantities.values()) {
    const product = byId.get(productId);
    if (!product) throw new ServiceError(404, messages.productNotFound);
    if (isServiceCategory(product.category)) throw new ServiceError(400, messages.serviceNeedsReservation);
    lines.push(productLine(product, variantId, quantity, taxDefault));
  }
  // The owner's hours, read once for every reservation of the order.
  const hours = reservations.size > 0 ? await shopHours(store) : undefined;
  const creditLines: PricedWithCredits['creditLines'] = [];
  for (const { productId, date, time, useCredit, staffId } of reservations.values()) {
    const service = byId.get(productId);
    if (!service || !isServiceCategory(service.category)) throw new ServiceError(404, messages.serviceNotFound);
    const buffers = serviceBuffers(service);
    const refusal = bookingRefusal(
      { date, time, stock: service.stock, window: serviceBookingWindow(service), durationMinutes: service.serviceDuration ?? 0, buffers },
      now,
      hours,
    );
    if (refusal) throw new ServiceError(400, refusal);
    // A service performed by people is with one: the chosen one while free, or the fairest free one.
    const hoursTaken = coveredHours(time, service.serviceDuration ?? 0, buffers);
    const person = await assignStaff(store, { serviceId: productId, date, hours: hoursTaken, choice: staffId }, now);
    // Paid with a pack's credit, the appointment costs nothing now or later; the credit is taken with the order.
    if (useCredit) creditLines.push({ index: lines.length, value: service.sellingPrice });
    const unitPrice = useCredit ? 0 : service.sellingPrice;
    lines.push({
      kind: 'service',
      ...baseLine(service, taxDefault),
      quantity: 1,
      unitPrice,
      lineTotal: unitPrice,
      payNow: 0,
      reservationDate: date,
      reservationTime: time,
      serviceDuration: service.serviceDuration ?? 0,
      ...lineBuffers(buffers),
      serviceIntensity: service.serviceIntensity ?? '',
      ...(person ? { staffId: person._id, staffName: person.name } : {}),
    });
  }

  // Whether an address is needed is decided from the products as the store has them, never from the browser.
  const hasProducts = lines.some(travels);
  const needs = shippingNeeds(lines);
  const rates = await listShippingRates(store);
  // A delivery goes only to a listed city, stored as the list spells it; its fee is the list's.
  const shippingInfo = listedPlace(rates, parseOrThrow(shippingInfoSchema({ ...needs, rates }), rawShipping));
  // Only products pay the fee: a home service's price covers its visit.
  const fee = shippingFee(rates, shippingInfo, hasProducts);
  const totals = computeTotals(
    lines.map((line) => ({ kind: line.kind, unitPrice: line.unitPrice, quantity: line.quantity })),
    fee,
  );
  const { lines: lineAmounts, ...amounts } = totals;
  lineAmounts.forEach((line, index) => {
    const priced = lines[index];
    if (priced) priced.payNow = line.payNow;
  });
  assertChargeable(lines, amounts);
  // Each appointment keeps its own place: a home visit the customer's address, any other the shop.
  for (const line of lines) if (line.kind === 'service') line.place = appointmentPlace(line.category, shippingInfo);
  return {
    lines,
    // Reservations at the shop alone send nothing anywhere: no address is kept.
    shippingInfo: needs.needsAddress
      ? shippingInfo
      : { ...shippingInfo, shippingMethod: 'pickup', address: '', city: '', neighborhood: '', deliveryTime: '' },
    amounts: { ...amounts, totalNowUsd: centsToUsdString(amounts.totalNowUsdCents) },
    creditLines,
  };
}
