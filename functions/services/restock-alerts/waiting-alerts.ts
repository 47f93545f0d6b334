/**
 * The owner's view of the alerts: how many confirmed alerts wait for each product and variant,
 * most awaited first (useful for restocking). Read by the admin endpoint (role checked there).
 */
import type { AppDeps } from '../../deps.ts';
import { alertItem } from './alert-items.ts';

export interface WaitingItem {
  productId: string;
  variantId: string | null;
  /** The product's name, with the size and colour of a variant. */
  name: string;
  waiting: number;
}

export async function waitingAlerts(deps: AppDeps): Promise<WaitingItem[]> {
  const confirmed = await deps.store
    .collection('restockAlerts')
    .find({ status: 'confirmed' }, { projection: { itemKey: 1, productId: 1, variantId: 1 } });
  const byItem = new Map<string, { productId: string; variantId: string | null; waiting: number }>();
  for (const alert of confirmed) {
    const counted = byItem.get(alert.itemKey) ?? { productId: alert.productId, variantId: alert.variantId, waiting: 0 };
    counted.waiting += 1;
    byItem.set(alert.itemKey, counted);
  }
  const items: WaitingItem[] = [];
  for (const counted of byItem.values()) {
    const item = await alertItem(deps.store, counted.productId, counted.variantId);
    if (item?.valid) items.push({ ...counted, name: item.name });
  }
  return items.sort((a, b) => b.waiting - a.waiting || a.name.localeCompare(b.name, 'es'));
}
