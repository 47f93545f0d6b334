/**
 * Low stock: the owner's threshold (a setting, 3 by default), and the notice a sale sends when it
 * leaves a product (or a garment's variant) at or below it — once per product or variant until the
 * owner restocks it.
 *
 * The sale publishes `stock.low`; the mail subscribes and queues the notice. "Once" lives in the
 * keys, `stock.low:<product>:<restocks>` and the mail's `low-stock:<product>:<restocks>`: a second
 * sale below the threshold publishes the same key (nothing is sent twice), and raising the stock above the threshold
 * moves the product's `restocks` in the same write that sets the stock, so the next sale that takes
 * it down again is a new notice.
 */
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD, isLowStock } from '../../../src/domain/owner/stats.ts';
import { hasVariants } from '../../../src/domain/catalogue/variants.ts';
import type { AppDeps } from '../../deps.ts';
import type { Store } from '../../store/contract.ts';
import { domainEvent } from '../../../src/domain/shared/events.ts';
import { publish } from '../events/index.ts';

const SETTING_ID = 'low-stock';

export async function lowStockThreshold(store: Store): Promise<number> {
  const setting = await store.collection('settings').findOne({ _id: SETTING_ID });
  return setting?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

export async function setLowStockThreshold(deps: AppDeps, threshold: number): Promise<{ threshold: number }> {
  await deps.store.collection('settings').updateOne({ _id: SETTING_ID }, { $set: { lowStockThreshold: threshold } }, { upsert: true });
  return { threshold };
}

/** The update that goes with a new stock: raising it above the threshold is a restock. */
export async function restockUpdate(store: Store, stock: number): Promise<{ $inc?: { restocks: number } }> {
  return isLowStock(stock, await lowStockThreshold(store)) ? {} : { $inc: { restocks: 1 } };
}

/** `stock.low` for a product or one variant (the mail subscribes: the owner's notice, once per key). */
function publishLowStock(
  deps: AppDeps,
  productId: string,
  variantId: string | null,
  left: { stock: number; restocks?: number | undefined },
  threshold: number,
): Promise<number> {
  return publish(deps, domainEvent.stockLow({ productId, variantId, stock: left.stock, threshold, restocks: left.restocks ?? 0 }));
}

/**
 * After a sale took their stock: `stock.low` (the notice) for each product now at or below the threshold, or,
 * for a garment, for each variant sold now at or below it ("Camiseta básica — Talla M · Negro"),
 * keyed by the variant and its own restocks. Services have no stock to run out.
 */
export async function noticeLowStock(deps: AppDeps, sold: readonly { productId: string; variantId?: string | undefined }[]): Promise<void> {
  if (sold.length === 0) return;
  const threshold = await lowStockThreshold(deps.store);
  const products = await deps.store
    .collection('products')
    .find(
      { _id: { $in: [...new Set(sold.map((line) => line.productId))] } },
      { projection: { productName: 1, category: 1, stock: 1, restocks: 1, options: 1, variants: 1 } },
    );
  for (const product of products) {
    if (isServiceCategory(product.category)) continue;
    if (!hasVariants(product)) {
      if (isLowStock(product.stock, threshold)) await publishLowStock(deps, product._id, null, product, threshold);
      continue;
    }
    const variantIds = new Set(sold.flatMap((line) => (line.productId === product._id && line.variantId ? [line.variantId] : [])));
    for (const variant of product.variants ?? []) {
      if (!variantIds.has(variant._id) || !isLowStock(variant.stock, threshold)) continue;
      await publishLowStock(deps, product._id, variant._id, variant, threshold);
    }
  }
}
