/**
 * A sale sent and delivered: "enviada" needs the carrier (from the owner's list) and the guide, and
 * writes the shipment with its tracking link; "entregada" records the Bogotá day it was delivered
 * (kept from the first time), which starts the five business days of the right of withdrawal. Each
 * publishes its event (`sale.shipped`, `sale.delivered`): the mail and WhatsApp tell the customer.
 */
import { findCarrier } from '../../../src/domain/shipments/carriers.ts';
import { shipmentMessages as t } from '../../../src/domain/shipments/messages-shipments.ts';
import { deliveryDayOf, dispatchOf } from '../../../src/domain/shipments/shipments.ts';
import { domainEvent } from '../../../src/domain/shared/events.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import type { RecordDoc } from '../../store/documents.ts';
import { ServiceError } from '../errors.ts';
import { publish } from '../events/index.ts';
import { listCarriers } from './carriers.ts';

export interface DispatchInput {
  carrierId: string;
  guide: string;
}

/** The shipment a carrier of the owner's list and a guide make now (with its tracking link); refused (400) without them. */
export async function dispatchWith(deps: AppDeps, input: DispatchInput | undefined): Promise<ReturnType<typeof dispatchOf>> {
  if (!input) throw new ServiceError(400, t.shipmentRequired);
  const carrier = findCarrier(await listCarriers(deps.store), input.carrierId);
  if (!carrier) throw new ServiceError(400, t.carrierUnknown);
  return dispatchOf(carrier, input.guide, deps.clock());
}

/** Marks a sale "enviada" with its carrier and guide; refused (400) without them. Sent again, the new guide replaces the old one. */
export async function shipSale(deps: AppDeps, doc: RecordDoc, input: DispatchInput | undefined): Promise<RecordDoc> {
  if (doc.kind !== 'venta') throw new ServiceError(400, t.shipmentOnlySales);
  const dispatch = await dispatchWith(deps, input);
  const now = deps.clock();
  const set: Record<string, unknown> = { status: 'enviada', updatedAt: now };
  for (const [field, value] of Object.entries(dispatch)) set[`shipment.${field}`] = value;
  const updated = await deps.store.collection('transactions').findOneAndUpdate({ _id: doc._id }, { $set: set });
  if (!updated) throw new ServiceError(404, messages.transactionNotFound);
  // The customer is told once per guide (a corrected guide is told again).
  await publish(deps, domainEvent.saleShipped({ recordId: doc._id, reference: doc.reference, guide: dispatch.guide }));
  return updated;
}

/** Marks a sale "entregada" and records its Bogotá day once (a later "entregada" keeps the first). */
export async function deliverSale(deps: AppDeps, doc: RecordDoc): Promise<RecordDoc> {
  if (doc.kind !== 'venta') throw new ServiceError(400, t.shipmentOnlySales);
  const now = deps.clock();
  const collection = deps.store.collection('transactions');
  const deliveredAt = doc.shipment?.deliveredAt ?? deliveryDayOf(now);
  // Conditional: two parallel "entregada" record one day.
  await collection.updateOne(
    { _id: doc._id, 'shipment.deliveredAt': { $exists: false } },
    { $set: { 'shipment.deliveredAt': deliveredAt } },
  );
  const updated = await collection.findOneAndUpdate({ _id: doc._id }, { $set: { status: 'entregada', updatedAt: now } });
  if (!updated) throw new ServiceError(404, messages.transactionNotFound);
  await publish(
    deps,
    domainEvent.saleDelivered({ recordId: doc._id, reference: doc.reference, deliveredAt: updated.shipment?.deliveredAt ?? deliveredAt }),
  );
  return updated;
}
