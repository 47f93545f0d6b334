/**
 * When an item that had run out has stock again (`stock.restocked`, published by the catalogue),
 * each confirmed alert waiting for it gets one mail with the product's link, and ends.
 *
 * "Once" holds under parallel restocks twice over: each alert is claimed by one conditional update
 * (`confirmed` → `notified`, with a new cancel link's token) before its mail is queued, so of many
 * deliveries at once only one takes it; and the mail is keyed by the alert (`restock-alert:<alert>`).
 * A notified alert waits for nothing more; the sweeper deletes it (services/operations/retention.ts).
 */
import type { AppDeps } from '../../deps.ts';
import { newLinkToken, secretHash } from '../secret-tokens.ts';
import { alertItem, itemKeyOf, type AlertItem } from './alert-items.ts';
import { sendBackInStock } from './restock-alert-mail.ts';

/** Claims one confirmed alert and queues its notice; false when another delivery took it first. */
export async function notifyAlert(deps: AppDeps, alertId: string, item: AlertItem): Promise<boolean> {
  const unsubscribeToken = newLinkToken();
  const claimed = await deps.store
    .collection('restockAlerts')
    .findOneAndUpdate(
      { _id: alertId, status: 'confirmed' },
      { $set: { status: 'notified', notifiedAt: deps.clock(), unsubscribeTokenHash: secretHash(unsubscribeToken) } },
    );
  if (!claimed) return false;
  await sendBackInStock(deps, { alertId, email: claimed.email, itemName: item.name, productId: item.productId, unsubscribeToken });
  return true;
}

/** The reaction to `stock.restocked`: one notice per confirmed alert of the item, if it still has stock. */
export async function notifyRestock(deps: AppDeps, productId: string, variantId: string | null): Promise<number> {
  const item = await alertItem(deps.store, productId, variantId);
  if (!item || !item.valid || item.stock <= 0) return 0;
  const waiting = await deps.store
    .collection('restockAlerts')
    .find({ itemKey: itemKeyOf(productId, variantId), status: 'confirmed' }, { projection: { _id: 1 } });
  let notified = 0;
  for (const alert of waiting) if (await notifyAlert(deps, alert._id, item)) notified += 1;
  return notified;
}
