/**
 * An order paid on delivery, from placed to collected:
 * - the customer confirms it with the mail's signed link, or the owner confirms it ("confirmada");
 * - the owner cancels it, or the sweeper releases it once unconfirmed past the owner's hours: one
 *   conditional write ends it, so only one of them gives the stock back (and the stock's marks make
 *   a repeated give-back a no-op), and its open-order tickets are freed;
 * - the owner marks it dispatched ("enviada");
 * - the owner marks it "entregada y cobrada" with the amount collected (its total): only then are
 *   its records written, dated at the collection, and `order.paid` published, so the records, the
 *   dashboard, the CSV and the invoice (paid in cash, "efectivo") all count the money when it is
 *   collected, and the receipt (mail's `receipt:<reference>`) is sent once, then.
 * Every step is one conditional write on the order's status and state: two owners clicking at once
 * move it once.
 */
import type { CashOnDeliveryState } from '../../../src/domain/cash-on-delivery/cash-on-delivery.ts';
import { cashOnDeliveryMessages as t } from '../../../src/domain/cash-on-delivery/messages-cash-on-delivery.ts';
import { formatCop } from '../../../src/domain/money/money.ts';
import { domainEvent } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import type { PaymentOrderDoc } from '../../store/documents.ts';
import { ServiceError } from '../errors.ts';
import { secretHash } from '../secret-tokens.ts';
import { forgetStockMarks, returnStockAndAnnounce } from '../catalogue/index.ts';
import { publish } from '../events/index.ts';
import { stockRequests } from '../payments/index.ts';
import { writeRecords } from '../records/index.ts';
import { releaseOpenOrderTickets } from './cod-limits.ts';
import { queueDispatchMail } from './cod-mail.ts';
import { dispatchWith, type DispatchInput } from '../shipments/index.ts';
import { deliveryDayOf } from '../../../src/domain/shipments/shipments.ts';

const OPEN = 'CASH_ON_DELIVERY';

/** An open order as the owner's list shows it. */
export function openOrderView(order: PaymentOrderDoc) {
  const cod = order.cashOnDelivery;
  return {
    reference: order.reference,
    state: cod?.state ?? 'por-confirmar',
    confirmedBy: cod?.confirmedBy ?? null,
    releaseAt: cod?.releaseAt ? new Date(cod.releaseAt).toISOString() : null,
    fee: cod?.fee ?? 0,
    total: order.amounts.totalNow,
    customer: { name: order.shippingInfo.name, email: order.shippingInfo.email, phone: order.shippingInfo.phone },
    delivery: {
      address: order.shippingInfo.address,
      neighborhood: order.shippingInfo.neighborhood,
      city: order.shippingInfo.city,
      deliveryTime: order.shippingInfo.deliveryTime,
    },
    lines: order.lines.map((line) => ({ productName: line.productName, quantity: line.quantity, lineTotal: line.lineTotal })),
    shipment: cod?.shipment ? { carrier: cod.shipment.carrier, guide: cod.shipment.guide, url: cod.shipment.url } : null,
    createdAt: new Date(order.createdAt).toISOString(),
  };
}

/** The owner's list: every open order, the oldest first (the first to release). */
export async function listOpenCashOnDeliveryOrders(deps: AppDeps) {
  const open = await deps.store.collection('paymentOrders').find({ status: OPEN }, { sort: { createdAt: 1 }, limit: 500 });
  return open.map(openOrderView);
}

/** Moves an open order from one of `from` to `to` in one conditional write; 404 unknown, 409 in another state. */
async function move(deps: AppDeps, reference: string, from: readonly CashOnDeliveryState[], set: Record<string, unknown>) {
  const orders = deps.store.collection('paymentOrders');
  const moved = await orders.findOneAndUpdate(
    { reference, provider: 'contra-entrega', status: OPEN, 'cashOnDelivery.state': { $in: [...from] } },
    { $set: { ...set, updatedAt: deps.clock() } },
  );
  if (moved) return moved;
  const known = await orders.findOne({ reference, provider: 'contra-entrega' });
  throw new ServiceError(known ? 409 : 404, known ? t.wrongState : t.notFound);
}

export async function confirmByOwner(deps: AppDeps, reference: string) {
  const now = deps.clock();
  return openOrderView(
    await move(deps, reference, ['por-confirmar'], {
      'cashOnDelivery.state': 'confirmada',
      'cashOnDelivery.confirmedAt': now,
      'cashOnDelivery.confirmedBy': 'tienda',
    }),
  );
}

/** The customer's signed link: confirms the order it was sent for, once. */
export async function confirmByCustomer(deps: AppDeps, token: string) {
  const now = deps.clock();
  const confirmed = await deps.store.collection('paymentOrders').findOneAndUpdate(
    { 'cashOnDelivery.confirmTokenHash': secretHash(token), status: OPEN, 'cashOnDelivery.state': 'por-confirmar' },
    {
      $set: {
        'cashOnDelivery.state': 'confirmada',
        'cashOnDelivery.confirmedAt': now,
        'cashOnDelivery.confirmedBy': 'cliente',
        updatedAt: now,
      },
    },
  );
  if (!confirmed) throw new ServiceError(404, t.confirmLinkInvalid);
  return { reference: confirmed.reference };
}

/**
 * "Enviada": with a carrier of the owner's list and the guide (services/shipments), mailed to the
 * customer with the tracking link. Dispatched again, the new guide replaces the old one.
 */
export async function markDispatched(deps: AppDeps, reference: string, input: DispatchInput | undefined) {
  const shipment = await dispatchWith(deps, input);
  const order = await move(deps, reference, ['confirmada', 'enviada'], {
    'cashOnDelivery.state': 'enviada',
    'cashOnDelivery.dispatchedAt': deps.clock(),
    'cashOnDelivery.shipment': shipment,
  });
  await queueDispatchMail(deps, order, shipment);
  return openOrderView(order);
}

/** Ends an open order (the owner's cancel, or the release): only the write that ends it gives the stock back. */
async function endOpenOrder(deps: AppDeps, filter: Record<string, unknown>, failure: string): Promise<PaymentOrderDoc | null> {
  const ended = await deps.store
    .collection('paymentOrders')
    .findOneAndUpdate(
      { ...filter, provider: 'contra-entrega', status: OPEN },
      { $set: { status: 'CANCELLED', failure, updatedAt: deps.clock() } },
    );
  if (!ended) return null;
  await returnStockAndAnnounce(deps, ended._id, stockRequests(ended));
  await releaseOpenOrderTickets(deps.store, ended._id);
  return ended;
}

export async function cancelByOwner(deps: AppDeps, reference: string) {
  const ended = await endOpenOrder(deps, { reference }, 'cod-cancelled');
  if (ended) return { reference };
  const known = await deps.store.collection('paymentOrders').findOne({ reference, provider: 'contra-entrega' });
  throw new ServiceError(known ? 409 : 404, known ? t.wrongState : t.notFound);
}

/** The sweeper's part: orders still unconfirmed past their release time are cancelled and their stock returns. */
export async function releaseUnconfirmedOrders(deps: AppDeps, batch = 50): Promise<number> {
  const due = await deps.store
    .collection('paymentOrders')
    .find(
      { status: OPEN, 'cashOnDelivery.state': 'por-confirmar', 'cashOnDelivery.releaseAt': { $lte: deps.clock() } },
      { sort: { createdAt: 1 }, limit: batch },
    );
  let released = 0;
  for (const order of due) {
    if (await endOpenOrder(deps, { _id: order._id, 'cashOnDelivery.state': 'por-confirmar' }, 'cod-expired')) released += 1;
  }
  return released;
}

/** Writes a collected order's records (dated now, "entregada") and publishes `order.paid`; each step safe to repeat. */
async function settleCollected(deps: AppDeps, order: PaymentOrderDoc) {
  const { store, clock } = deps;
  const user = order.userId ? await store.collection('users').findOne({ _id: order.userId }) : null;
  const collectedAt = order.cashOnDelivery?.collectedAt ?? clock();
  await writeRecords(store, order, '', user, collectedAt);
  await store
    .collection('transactions')
    .updateMany({ reference: order.reference, kind: 'venta', status: 'pagada' }, { $set: { status: 'entregada' } });
  // Its carrier, guide and tracking link, and the day it was delivered, which starts the retracto's five business days.
  await store
    .collection('transactions')
    .updateMany(
      { reference: order.reference, kind: 'venta', shipment: { $exists: false } },
      { $set: { shipment: { ...order.cashOnDelivery?.shipment, deliveredAt: deliveryDayOf(new Date(collectedAt)) } } },
    );
  await publish(deps, domainEvent.orderPaid(order.reference));
  await releaseOpenOrderTickets(store, order._id);
  await forgetStockMarks(store, order._id, stockRequests(order));
}

/**
 * "Entregada y cobrada": the amount collected must be the order's total. A repeated call on an
 * order already collected finishes what a crash may have cut short and answers the same.
 */
export async function markCollected(deps: AppDeps, reference: string, amountCollected: number) {
  const orders = deps.store.collection('paymentOrders');
  const known = await orders.findOne({ reference, provider: 'contra-entrega' });
  if (!known) throw new ServiceError(404, t.notFound);
  if (amountCollected !== known.amounts.totalNow) throw new ServiceError(409, t.amountMismatch(formatCop(known.amounts.totalNow)));
  const alreadyCollected = async (order: PaymentOrderDoc) => {
    await settleCollected(deps, order);
    return { reference, amountCollected: order.cashOnDelivery?.amountCollected ?? order.amounts.totalNow };
  };
  if (known.status === 'COMPLETED' && known.cashOnDelivery?.collectedAt) return alreadyCollected(known);
  const at = deps.clock();
  const collected = await orders.findOneAndUpdate(
    { _id: known._id, status: OPEN, 'cashOnDelivery.state': { $in: ['confirmada', 'enviada'] } },
    { $set: { status: 'COMPLETED', 'cashOnDelivery.collectedAt': at, 'cashOnDelivery.amountCollected': amountCollected, updatedAt: at } },
  );
  if (!collected) {
    // Another click collected it meanwhile: the same answer; any other state is refused.
    const now = await orders.findOne({ _id: known._id });
    if (now?.status === 'COMPLETED' && now.cashOnDelivery?.collectedAt) return alreadyCollected(now);
    throw new ServiceError(409, t.wrongState);
  }
  await settleCollected(deps, collected);
  return { reference, amountCollected };
}
