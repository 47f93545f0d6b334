/**
 * The owner's cash-on-delivery settings: the places (a city, or a neighbourhood of it) with their
 * maximum and fee, and the hours an unconfirmed order keeps its stock. One `settings` document,
 * replaced whole by each save.
 */
import { noCashOnDelivery, type CashOnDeliverySettings } from '../../../src/domain/cash-on-delivery/cash-on-delivery.ts';
import type { Store } from '../../store/contract.ts';

export const CASH_ON_DELIVERY_SETTING = 'cash-on-delivery';

export async function cashOnDeliverySettings(store: Store): Promise<CashOnDeliverySettings> {
  const doc = await store.collection('settings').findOne({ _id: CASH_ON_DELIVERY_SETTING });
  return doc?.cashOnDelivery ?? noCashOnDelivery;
}

export async function saveCashOnDeliverySettings(store: Store, settings: CashOnDeliverySettings): Promise<CashOnDeliverySettings> {
  await store.collection('settings').updateOne({ _id: CASH_ON_DELIVERY_SETTING }, { $set: { cashOnDelivery: settings } }, { upsert: true });
  return settings;
}
