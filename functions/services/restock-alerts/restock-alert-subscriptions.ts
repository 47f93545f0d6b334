/**
 * What back-in-stock alerts do on each domain event they subscribe to (services/events delivers
 * them): when an item that had run out has stock again, its waiting alerts are told (restock-notices.ts).
 */
import type { Subscriptions } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import { notifyRestock } from './restock-notices.ts';

export const restockAlertSubscriptions: Subscriptions<AppDeps> = {
  async 'stock.restocked'(deps, { productId, variantId }) {
    await notifyRestock(deps, productId, variantId);
  },
};
