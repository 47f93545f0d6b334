/**
 * Placing an order paid on delivery. The server prices the cart as the paid checkout does
 * (payments' `priceCheckout`) and decides again whether the option applies; then, in this order,
 * each step undone if a later one refuses:
 * 1. the limits: orders from the caller's address and to the delivery address in a window
 *    (`cashOnDeliveryPerAddress`, `cashOnDeliveryPerDestination`), and open orders per e-mail and
 *    per phone (cod-limits.ts), each one atomic write;
 * 2. the stock, with the paid checkout's own conditional take (catalogue's `takeStock`, marked with
 *    the order's id, so giving it back happens exactly once);
 * 3. the mail asking the customer to confirm, with its signed link.
 * The order is a payment order with provider `contra-entrega` and status CASH_ON_DELIVERY: the
 * online capture never claims it (it claims only CREATED), and no record exists until it is collected.
 */
import { randomBytes } from 'node:crypto';
import {
  CASH_ON_DELIVERY_PROVIDER,
  cashOnDeliveryOffer,
  deliveryAddressKey,
  releaseAt,
} from '../../../src/domain/cash-on-delivery/cash-on-delivery.ts';
import { cashOnDeliveryMessages as t } from '../../../src/domain/cash-on-delivery/messages-cash-on-delivery.ts';
import { consentsAccepted } from '../../../src/domain/legal/consent.ts';
import type { InvoiceBuyer } from '../../../src/domain/invoicing/buyer.ts';
import { computeTotals, centsToUsdString } from '../../../src/domain/money/money.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import type { PaymentOrderDoc, PricedCheckout, UserDoc } from '../../store/documents.ts';
import { ServiceError } from '../errors.ts';
import { newLinkToken, secretHash } from '../secret-tokens.ts';
import { removePaidCartLines, returnStock, takeStock } from '../catalogue/index.ts';
import { priceCheckout, stockRequests, type CheckoutItem } from '../payments/index.ts';
import { requireRateSlot } from '../platform/index.ts';
import { codHolders, releaseOpenOrderTickets, takeOpenOrderTickets } from './cod-limits.ts';
import { queueConfirmationRequest } from './cod-mail.ts';
import { cashOnDeliverySettings } from './cod-settings.ts';

const newReference = () => `TM-${randomBytes(6).toString('hex').toUpperCase()}`;

/** The priced checkout with the place's fee added to its shipping, or the reason it cannot be paid on delivery (409). */
async function pricedOnDelivery(deps: AppDeps, items: CheckoutItem[], shippingInfo: unknown, now: Date) {
  const { creditLines, ...priced } = await priceCheckout(deps.store, items, shippingInfo, now);
  const settings = await cashOnDeliverySettings(deps.store);
  const offer = cashOnDeliveryOffer(settings, {
    lines: priced.lines,
    shippingInfo: priced.shippingInfo,
    totalNow: priced.amounts.totalNow,
  });
  if (!offer.ok || creditLines.length > 0)
    throw new ServiceError(409, t.refusals.get(offer.ok ? 'has-appointments' : offer.reason) ?? messages.invalidInput);
  const shipping = priced.amounts.shipping + offer.fee;
  const totals = computeTotals(
    priced.lines.map((line) => ({ kind: line.kind, unitPrice: line.unitPrice, quantity: line.quantity })),
    shipping,
  );
  const { lines: _lines, ...amounts } = totals;
  const withFee: PricedCheckout = { ...priced, amounts: { ...amounts, totalNowUsd: centsToUsdString(amounts.totalNowUsdCents) } };
  return { priced: withFee, fee: offer.fee, settings };
}

/** Whether the option applies to this cart and delivery (the checkout panel asks before showing it). */
export async function cashOnDeliveryOfferFor(deps: AppDeps, items: CheckoutItem[], shippingInfo: unknown) {
  try {
    const { priced, fee } = await pricedOnDelivery(deps, items, shippingInfo, deps.clock());
    return { available: true as const, fee, total: priced.amounts.totalNow };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 409) return { available: false as const, reason: error.message };
    throw error;
  }
}

export interface CashOnDeliveryCaller {
  user: UserDoc | null;
  ip: string;
}

/** What the shopper is told once the order is placed. */
export interface PlacedCashOnDelivery {
  reference: string;
  total: number;
  fee: number;
  /** When it is released if still unconfirmed (ISO). */
  releaseAt: string;
}

export async function placeCashOnDeliveryOrder(
  deps: AppDeps,
  caller: CashOnDeliveryCaller,
  items: CheckoutItem[],
  shippingInfo: unknown,
  invoiceBuyer: InvoiceBuyer | undefined,
): Promise<PlacedCashOnDelivery> {
  const { store, clock } = deps;
  const now = clock();
  await requireRateSlot(store, 'cashOnDeliveryPerAddress', caller.ip, now, t.tooManyFromAddress);
  const { priced, fee, settings } = await pricedOnDelivery(deps, items, shippingInfo, now);
  await requireRateSlot(store, 'cashOnDeliveryPerDestination', deliveryAddressKey(priced.shippingInfo), now, t.tooManyToAddress);
  const token = newLinkToken();
  const release = releaseAt(now, settings.releaseHours);
  const reference = newReference();
  // The WhatsApp box speaks of appointments (payments/checkout.ts): an order paid on delivery keeps no choice of it.
  const { whatsappOptIn: _whatsapp, ...contact } = priced.shippingInfo;
  const order: Omit<PaymentOrderDoc, '_id'> = {
    reference,
    accessToken: randomBytes(24).toString('hex'),
    provider: CASH_ON_DELIVERY_PROVIDER,
    providerOrderId: reference,
    status: 'CASH_ON_DELIVERY',
    cashOnDelivery: { state: 'por-confirmar', fee, confirmTokenHash: secretHash(token), releaseAt: release },
    userId: caller.user?._id ?? null,
    ...priced,
    shippingInfo: contact,
    slotIds: [],
    captureStartedAt: null,
    result: null,
    failure: null,
    consents: consentsAccepted(['dataPolicy', 'terms'], now),
    ...(invoiceBuyer ? { invoiceBuyer } : {}),
    createdAt: now,
    updatedAt: now,
  };
  const orders = store.collection('paymentOrders');
  const { insertedId } = await orders.insertOne(order);
  const fail = (failure: string) => orders.updateOne({ _id: insertedId }, { $set: { status: 'FAILED', failure, updatedAt: clock() } });
  try {
    await takeOpenOrderTickets(store, codHolders(contact, caller.user?._id ?? null), insertedId);
  } catch (error) {
    await fail('cod-limit');
    throw error;
  }
  const short = await takeStock(store, insertedId, stockRequests({ ...order, _id: insertedId }), now);
  if (short) {
    await releaseOpenOrderTickets(store, insertedId);
    await fail(`stock:${short.productName}`);
    throw new ServiceError(409, messages.notEnoughStock(short.productName));
  }
  try {
    await queueConfirmationRequest(deps, order, token, release);
  } catch (error) {
    await returnStock(store, insertedId, stockRequests({ ...order, _id: insertedId }));
    await releaseOpenOrderTickets(store, insertedId);
    await fail('cod-mail');
    throw error;
  }
  // A signed-in shopper's cart lines are ordered now, as a paid checkout's are once captured.
  if (caller.user) await removePaidCartLines(store, caller.user._id, stockRequests({ ...order, _id: insertedId }), now);
  return { reference, total: order.amounts.totalNow, fee, releaseAt: release.toISOString() };
}
