/**
 * Back in stock: when the owner's save, or units an unpaid order gives back, bring a product (or a
 * garment's variant) that had run out above zero again, the catalogue publishes `stock.restocked`
 * (back-in-stock alerts subscribe and tell those who wait). The key names the item and the write
 * that brought it back (the save's instant, or the order that gave units back), so a save or a
 * return delivered again publishes once; parallel saves may publish a few, and the alerts claim
 * each subscriber once (see services/restock-alerts).
 */
import { domainEvent } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import type { ProductDoc } from '../../store/documents.ts';
import { publish } from '../events/index.ts';
import { returnStock, type ReturnedToStock, type StockRequest } from './stock.ts';

type StockOf = Pick<ProductDoc, '_id' | 'stock' | 'variants'>;

/** The items the write brought back: each variant (or the product without variants) at zero before and above it after. */
export function restockedItems(before: StockOf, after: StockOf): { productId: string; variantId: string | null }[] {
  const variants = after.variants ?? [];
  if (variants.length === 0) return before.stock <= 0 && after.stock > 0 ? [{ productId: after._id, variantId: null }] : [];
  const stockBefore = new Map((before.variants ?? []).map((variant) => [variant._id, variant.stock]));
  return variants
    .filter((variant) => variant.stock > 0 && (stockBefore.get(variant._id) ?? 0) <= 0)
    .map((variant) => ({ productId: after._id, variantId: variant._id }));
}

export async function publishRestocks(deps: AppDeps, before: StockOf, after: StockOf, at: Date): Promise<void> {
  for (const item of restockedItems(before, after)) await publish(deps, domainEvent.stockRestocked({ ...item, restock: at.toISOString() }));
}

/**
 * Gives back what an order took (stock.ts) and announces each item that had run out and is back.
 * A crash between the two writes loses that announcement (the repeat finds nothing left to give
 * back); the owner's next save of the item announces it again.
 */
export async function returnStockAndAnnounce(deps: AppDeps, orderId: string, lines: StockRequest[]): Promise<void> {
  await announceReturned(deps, await returnStock(deps.store, orderId, lines), `pedido-${orderId}`);
}

/** Announces the items a return brought back from zero (returnStock, returnStockOnce), keyed by that return. */
export async function announceReturned(deps: AppDeps, backFromZero: readonly ReturnedToStock[], restock: string): Promise<void> {
  for (const item of backFromZero) await publish(deps, domainEvent.stockRestocked({ ...item, restock }));
}
