/**
 * What the mail does on each domain event it subscribes to (services/events delivers them): each
 * reaction queues its messages under keys that make a repeated delivery queue nothing twice.
 */
import type { DomainEvents, Subscriptions } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import { findVariant, variantDisplayName, variantLabel } from '../../../src/domain/catalogue/variants.ts';
import { movedLine, remindedLine } from '../bookings/index.ts';
import { toPublicRecord } from '../records/index.ts';
import {
  notifyBookingCancelled,
  notifyBookingMoved,
  notifyBookingReminder,
  notifyLowStock,
  notifyPaidOrder,
  notifyPaymentToReview,
  notifyPhoneReservation,
  sendWelcome,
} from './notifications.ts';
import { notifyShipment } from './shipment-notice.ts';

/** The product (or the garment's variant, "Camiseta básica — Talla M · Negro") a `stock.low` names, as its notice is keyed. */
async function lowStockProduct(deps: AppDeps, { productId, variantId }: DomainEvents['stock.low']) {
  const product = await deps.store
    .collection('products')
    .findOne({ _id: productId }, { projection: { productName: 1, options: 1, variants: 1 } });
  if (!product) return null;
  if (!variantId) return { _id: productId, productName: product.productName };
  const variant = findVariant(product, variantId);
  if (!variant) return null;
  return {
    _id: `${productId}-${variantId}`,
    productName: variantDisplayName(product.productName, variantLabel(product.options ?? [], variant)),
  };
}

export const mailSubscriptions: Subscriptions<AppDeps> = {
  'order.paid': (deps, { reference }) => notifyPaidOrder(deps, reference),
  async 'appointment.cancelled'(deps, { recordId, lineIndex }) {
    const doc = await deps.store.collection('transactions').findOne({ _id: recordId });
    if (doc) await notifyBookingCancelled(deps, doc, lineIndex);
  },
  async 'appointment.moved'(deps, payload) {
    const doc = await movedLine(deps.store, payload);
    if (doc) await notifyBookingMoved(deps, doc, payload.lineIndex);
  },
  async 'appointment.reminder-due'(deps, payload) {
    const doc = await remindedLine(deps.store, payload);
    if (doc) await notifyBookingReminder(deps, doc, payload.lineIndex);
  },
  async 'appointment.booked'(deps, { recordId, source }) {
    if (source !== 'phone') return;
    const doc = await deps.store.collection('transactions').findOne({ _id: recordId });
    if (doc) await notifyPhoneReservation(deps, toPublicRecord(doc));
  },
  'payment.review-needed': (deps, facts) => notifyPaymentToReview(deps, facts),
  'sale.shipped': (deps, payload) => notifyShipment(deps, payload),
  async 'stock.low'(deps, payload) {
    const product = await lowStockProduct(deps, payload);
    if (product) await notifyLowStock(deps, { ...product, stock: payload.stock, restocks: payload.restocks }, payload.threshold);
  },
  async 'account.created'(deps, { userId }) {
    const user = await deps.store.collection('users').findOne({ _id: userId }, { projection: { name: 1, email: 1, deletion: 1 } });
    // An account deleted before its welcome went out is told nothing (its e-mail is gone).
    if (user && !user.deletion) await sendWelcome(deps, user);
  },
};
