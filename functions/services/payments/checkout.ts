/**
 * The checkout: create (price, limits, hold, provider order), capture and cancel for the browser
 * that started it, and the webhook's reconciliation. The server decides every amount and every
 * status; the browser only carries ids.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { copCents, type PaymentProviderName } from '../../../src/domain/checkout/checkout.ts';
import { consentsAccepted } from '../../../src/domain/legal/consent.ts';
import type { InvoiceBuyer } from '../../../src/domain/invoicing/buyer.ts';
import { HOLD_MINUTES, MAX_UNPAID_HOURS_PER_HOLDER } from '../../../src/domain/shared/limits.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { checkoutKeyHash } from './checkout-key.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { CaptureOutcome } from '../../integrations/payments.ts';
import type { PaymentOrderDoc, UserDoc } from '../../store/documents.ts';
import { captureCheckout, isFinalOrder } from './capture.ts';
import { holderOfAddress, holderOfEmail, releaseHoldTickets, takeHoldTickets } from '../slots/index.ts';
import { capturedAnswer, createdAnswer, type CapturedAnswer, type CreatedAnswer } from './payment-answers.ts';
import { chooseProvider, wompiCreatedAnswer, type WompiCreatedAnswer } from './payment-providers.ts';
import { priceCheckout, type CheckoutItem, type PricedCheckout } from './pricing.ts';
import { requireRateSlot } from '../platform/index.ts';
import { releaseSlots } from '../slots/index.ts';
import { holdLineHours, lineHourRequests } from './checkout-hours.ts';
import { takeOverOffer } from '../waitlist/index.ts';
import { applyDiscountCode, holdOrderDiscount } from '../promotions/index.ts';
import { holdPackCredits } from '../promotions/index.ts';
import { packMessages } from '../../../src/domain/promotions/messages-packs.ts';
import { releaseOrderHolds } from './order-holds.ts';
import { whatsappCanSend } from './payment-providers.ts';

const newReference = () => `TM-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * The WhatsApp box speaks of appointments, and only a shop that can send offers it: an order
 * without any, or a shop without WhatsApp, keeps neither the choice nor its consent.
 */
function onlyWithAppointments<P extends PricedCheckout>(priced: P, canSend: boolean): P {
  const { whatsappOptIn, ...contact } = priced.shippingInfo;
  const wanted = canSend && whatsappOptIn === true && priced.lines.some((line) => line.kind === 'service');
  return wanted ? priced : { ...priced, shippingInfo: contact };
}

/** Who is asking: the signed-in user (if any), the browser's checkout token and its address. */
export interface CheckoutCaller {
  user: UserDoc | null;
  checkoutToken: string | null;
  ip: string;
  /** The token of a waitlist offer this browser opened (routes/waitlist): its held place is taken over. */
  waitlistOffer?: string | null;
}

/** How the shopper pays: the provider asked for (else the shop's first), and where Wompi sends them back. */
export interface CheckoutChoice {
  provider: PaymentProviderName | undefined;
  /** The site's origin, for Wompi's redirect to /payment-response. */
  siteOrigin: string;
}

/** What the shopper brings to lower the price: a discount code (services/promotions/). */
export interface CheckoutPromotions {
  discountCode?: string | undefined;
}

/** Who the electronic invoice goes to, when the buyer asked for one in their name; absent: consumidor final. */
export interface CheckoutInvoicing {
  invoiceBuyer?: InvoiceBuyer | undefined;
}

export async function createCheckout(
  deps: AppDeps,
  caller: CheckoutCaller & { checkoutToken: string },
  items: CheckoutItem[],
  shippingInfo: unknown,
  choice: CheckoutChoice,
  promotions: CheckoutPromotions = {},
  invoicing: CheckoutInvoicing = {},
): Promise<CreatedAnswer | WompiCreatedAnswer> {
  const { store, clock } = deps;
  const provider = chooseProvider(deps, choice.provider);
  const now = clock();
  await requireRateSlot(store, 'createOrderPerAddress', caller.ip, now, messages.tooManyCheckouts);
  const { creditLines, ...undiscounted } = onlyWithAppointments(
    await priceCheckout(store, items, shippingInfo, now),
    whatsappCanSend(deps),
  );
  // A pack's credits live in an account, and only an account's credits pay appointments.
  if (!caller.user && undiscounted.lines.some((line) => line.pack)) throw new ServiceError(401, packMessages.signInToBuyPack);
  if (!caller.user && creditLines.length > 0) throw new ServiceError(401, packMessages.signInToUseCredit);
  // A discount code is applied to the priced lines, apart from the pricing; its uses are held below, beside the hours.
  const discounted = promotions.discountCode ? await applyDiscountCode(store, undiscounted, promotions.discountCode, now) : null;
  const priced = discounted?.priced ?? undiscounted;
  // Every hour each booking runs through is held (and counts against the holder's quota): an
  // order may never need more hours than one holder may keep.
  const slotRequests = priced.lines.filter((line) => line.kind === 'service').flatMap((line) => lineHourRequests(line));
  if (slotRequests.length > MAX_UNPAID_HOURS_PER_HOLDER)
    throw new ServiceError(400, messages.tooManyHoursInOrder(MAX_UNPAID_HOURS_PER_HOLDER));
  const reference = newReference();
  const amountInCents = copCents(priced.amounts.totalNow);
  // An order a discount leaves at $0 asks no provider anything: its capture settles it (capture.ts).
  const nothingToPay = priced.amounts.totalNow === 0;
  if (provider === 'wompi' && amountInCents === null && !nothingToPay) throw new ServiceError(400, messages.paymentCreateError);
  const order: Omit<PaymentOrderDoc, '_id'> = {
    reference,
    accessToken: randomBytes(24).toString('hex'),
    checkoutKeyHash: checkoutKeyHash(caller.checkoutToken),
    provider,
    // Wompi has no order before the payment: the order is known by its reference.
    providerOrderId: provider === 'wompi' || nothingToPay ? reference : null,
    ...(nothingToPay ? { nothingToPay: true as const } : {}),
    ...(provider === 'wompi' && amountInCents !== null ? { amountInCents } : {}),
    status: 'CREATED',
    userId: caller.user?._id ?? null,
    ...priced,
    slotIds: [],
    ...(discounted ? { discount: discounted.discount } : {}),
    captureStartedAt: null,
    result: null,
    failure: null,
    // The route accepts the order only with both boxes ticked (acceptDataPolicy, acceptTerms);
    // the WhatsApp notices' consent only when that box was ticked too, for appointments.
    consents: consentsAccepted(['dataPolicy', 'terms', ...(priced.shippingInfo.whatsappOptIn ? (['whatsapp'] as const) : [])], now),
    // Copied to each record on capture (services/records/record-view.ts); without it nothing is kept.
    ...(invoicing.invoiceBuyer ? { invoiceBuyer: invoicing.invoiceBuyer } : {}),
    createdAt: now,
    updatedAt: now,
  };
  const { insertedId } = await store.collection('paymentOrders').insertOne(order);
  const orders = store.collection('paymentOrders');
  const fail = (failure: string) => orders.updateOne({ _id: insertedId }, { $set: { status: 'FAILED', failure, updatedAt: clock() } });

  let slotIds: string[];
  // A place a waitlist offer holds for this browser passes to the order (waitlist-checkout.ts).
  let offered: string[] = [];
  try {
    const holders = [holderOfAddress(caller.ip), holderOfEmail(priced.shippingInfo.email)];
    const until = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    await takeHoldTickets(store, holders, insertedId, slotRequests.length, now, until);
    const takenOver = await takeOverOffer(deps, caller.waitlistOffer ?? null, insertedId, slotRequests, until);
    offered = takenOver.slotIds;
    const offeredHours = slotRequests.filter((request) => !takenOver.rest.includes(request));
    const held = await holdLineHours(store, insertedId, priced.lines, items, offeredHours, now);
    slotIds = [...offered, ...held.slotIds];
    // "Cualquiera disponible" may have gone to another free person than priced: the order says who.
    if (held.changed) await orders.updateOne({ _id: insertedId }, { $set: { lines: priced.lines } });
  } catch (error) {
    await releaseSlots(store, insertedId, offered);
    await releaseHoldTickets(store, insertedId);
    await fail(error instanceof ServiceError && error.status === 429 ? 'hold-quota' : 'slot');
    throw error;
  }
  if (discounted) {
    try {
      const buyer = { userId: caller.user?._id ?? null, email: priced.shippingInfo.email };
      discounted.discount.useIds = await holdOrderDiscount(store, discounted, insertedId, buyer, now);
      await orders.updateOne({ _id: insertedId }, { $set: { 'discount.useIds': discounted.discount.useIds } });
    } catch (error) {
      await releaseOrderHolds(store, insertedId, slotIds);
      await fail('discount');
      throw error;
    }
  }
  if (creditLines.length > 0 && caller.user) {
    try {
      const lines = await holdPackCredits(store, caller.user._id, insertedId, priced.lines, creditLines, now);
      await orders.updateOne({ _id: insertedId }, { $set: { lines } });
    } catch (error) {
      await releaseOrderHolds(store, insertedId, slotIds);
      await fail('credit');
      throw error;
    }
  }

  if (nothingToPay) {
    await orders.updateOne({ _id: insertedId }, { $set: { slotIds, updatedAt: clock() } });
    return createdAnswer(reference, reference, priced.amounts);
  }
  if (provider === 'wompi' && amountInCents !== null) {
    await orders.updateOne({ _id: insertedId }, { $set: { slotIds, updatedAt: clock() } });
    return wompiCreatedAnswer(deps, { reference, amountInCents, redirectUrl: `${choice.siteOrigin}/payment-response` });
  }

  const { payments } = deps;
  let providerOrderId: string;
  try {
    const description = priced.lines.map((line) => line.productName).join(', ');
    providerOrderId = (await payments.createOrder({ reference, amountUsd: priced.amounts.totalNowUsd, description })).id;
  } catch (error) {
    await releaseOrderHolds(store, insertedId, slotIds);
    await fail('provider-create');
    deps.log({ level: 'error', event: 'payment.create.failed', reference, error: String(error) });
    throw new ServiceError(502, messages.paymentCreateError);
  }
  await orders.updateOne({ _id: insertedId }, { $set: { providerOrderId, slotIds, updatedAt: clock() } });
  return createdAnswer(reference, providerOrderId, priced.amounts);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** The browser that created the order: its checkout cookie's token hashes to the one the order keeps. */
export function isOrderBrowser(order: PaymentOrderDoc, checkoutToken: string | null): boolean {
  return Boolean(checkoutToken && order.checkoutKeyHash && sameHash(checkoutKeyHash(checkoutToken), order.checkoutKeyHash));
}

/** The browser that created the order (its checkout cookie), or the signed-in user who did. */
export function isOrderOwner(order: PaymentOrderDoc, caller: Pick<CheckoutCaller, 'user' | 'checkoutToken'>): boolean {
  if (isOrderBrowser(order, caller.checkoutToken)) return true;
  return order.userId !== null && caller.user?._id === order.userId;
}

/** The caller's own order; anyone else's looks exactly like an unknown one (404). */
async function ownOrder(deps: AppDeps, providerOrderId: string, caller: Pick<CheckoutCaller, 'user' | 'checkoutToken'>) {
  const order = await deps.store.collection('paymentOrders').findOne({ providerOrderId });
  if (!order || !isOrderOwner(order, caller)) throw new ServiceError(404, messages.paymentOrderNotFound);
  return order;
}

/** The browser's capture: only the order's owner may capture it, or read its answer again. */
export async function captureOwnCheckout(
  deps: AppDeps,
  providerOrderId: string,
  caller: Pick<CheckoutCaller, 'user' | 'checkoutToken'>,
): Promise<CapturedAnswer> {
  const order = await ownOrder(deps, providerOrderId, caller);
  // A Wompi payment is settled by what Wompi says (wompi/confirm and its events), never captured.
  if (order.provider === 'wompi' && !order.nothingToPay) throw new ServiceError(404, messages.paymentOrderNotFound);
  return capturedAnswer(order.amounts, await captureCheckout(deps, order));
}

/** The customer left the payment: the holds are released at once. Only the owner may cancel. */
export async function cancelCheckout(deps: AppDeps, providerOrderId: string, caller: Pick<CheckoutCaller, 'user' | 'checkoutToken'>) {
  const { store, clock } = deps;
  const known = await ownOrder(deps, providerOrderId, caller);
  const order = await store
    .collection('paymentOrders')
    .findOneAndUpdate({ _id: known._id, status: 'CREATED' }, { $set: { status: 'CANCELLED', updatedAt: clock() } });
  if (!order) return known.status;
  await releaseOrderHolds(store, order._id, order.slotIds);
  return 'CANCELLED';
}

/**
 * A verified provider event that says a capture completed. Answers whether it was applied (or is
 * about an order that is already settled, or not ours), or must be sent again later: the provider
 * retries any event that was not answered 2xx, so an event is never dropped while it still matters.
 */
export async function applySettledCapture(
  deps: AppDeps,
  providerOrderId: string,
  outcome: CaptureOutcome,
): Promise<'applied' | 'not-ours' | 'retry'> {
  const order = await deps.store.collection('paymentOrders').findOne({ providerOrderId });
  // A Wompi order is settled only by what Wompi's own API says, never by another provider's event.
  if (!order || order.provider === 'wompi') return 'not-ours';
  try {
    await captureCheckout(deps, order, { settled: outcome, waitMs: 0 });
    return 'applied';
  } catch (error) {
    const now = await deps.store.collection('paymentOrders').findOne({ _id: order._id });
    if (now && isFinalOrder(now)) return 'applied';
    deps.log({ level: 'error', event: 'payment.webhook.retry', reference: order.reference, error: String(error) });
    return 'retry';
  }
}
