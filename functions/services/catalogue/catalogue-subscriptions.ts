/**
 * What the catalogue does on each domain event it subscribes to (services/events delivers them):
 * after a paid order, the owner's low-stock notice of what the sale left at or below the threshold
 * (once per product or variant and restock, see low-stock.ts).
 */
import type { Subscriptions } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import { noticeLowStock } from './low-stock.ts';

export const catalogueSubscriptions: Subscriptions<AppDeps> = {
  async 'order.paid'(deps, { reference }) {
    const order = await deps.store.collection('paymentOrders').findOne({ reference });
    if (order)
      await noticeLowStock(
        deps,
        order.lines.filter((line) => line.kind === 'product'),
      );
  },
};
