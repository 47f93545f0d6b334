/**
 * The owner's carriers: one `settings` document (`_id: 'carriers'`), replaced whole by a save. Until
 * the owner saves a list, the shop's defaults (src/domain/shipments/carriers.ts).
 */
import { carrierIdOf, defaultCarriers, type Carrier } from '../../../src/domain/shipments/carriers.ts';
import type { z } from 'zod';
import type { carrierInputSchema } from '../../../src/domain/shipments/shipment-schemas.ts';
import type { Store } from '../../store/contract.ts';

const SETTING_ID = 'carriers';

export async function listCarriers(store: Store): Promise<Carrier[]> {
  const setting = await store.collection('settings').findOne({ _id: SETTING_ID }, { projection: { carriers: 1 } });
  return setting?.carriers ? setting.carriers : [...defaultCarriers];
}

/** Replaces the list as the editor sends it (already validated: https patterns with `{guia}`, unique names). */
export async function replaceCarriers(store: Store, input: readonly z.output<typeof carrierInputSchema>[]): Promise<Carrier[]> {
  const carriers = input.map((carrier) => ({ id: carrierIdOf(carrier.name), name: carrier.name, trackingUrl: carrier.trackingUrl }));
  await store.collection('settings').updateOne({ _id: SETTING_ID }, { $set: { carriers } }, { upsert: true });
  return carriers;
}
