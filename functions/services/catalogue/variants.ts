/**
 * The variants the owner saves: each keeps its `_id` across edits (matched by the id it was sent
 * with, else by its combination of options), new ones get a fresh id, and the product's stock
 * becomes their sum.
 */
import { combinationKey, type ProductOption, type VariantInput } from '../../../src/domain/catalogue/variants.ts';
import { isLowStock } from '../../../src/domain/owner/stats.ts';
import type { VariantDoc } from '../../store/documents.ts';
import { newObjectId } from '../../store/object-id.ts';

/**
 * The variants to store. A variant raised above the low-stock threshold counts a restock (its own
 * low-stock notice may be sent again), as a product's stock does.
 */
export function storedVariants(
  options: readonly ProductOption[],
  incoming: readonly VariantInput[],
  existing: readonly VariantDoc[],
  threshold: number,
): VariantDoc[] {
  const byId = new Map(existing.map((variant) => [variant._id, variant]));
  const byCombination = new Map(existing.map((variant) => [combinationKey(options, variant), variant]));
  const used = new Set<string>();
  return incoming.map((variant) => {
    const sentId = variant._id?.toLowerCase();
    let previous = sentId ? byId.get(sentId) : undefined;
    if (!previous || used.has(previous._id)) previous = byCombination.get(combinationKey(options, variant));
    if (previous && used.has(previous._id)) previous = undefined;
    const _id = previous?._id ?? newObjectId();
    used.add(_id);
    const restocks = (previous?.restocks ?? 0) + (isLowStock(variant.stock, threshold) ? 0 : 1);
    const stored: VariantDoc = { _id, options: ordered(options, variant.options), stock: variant.stock, restocks };
    if (variant.sku) stored.sku = variant.sku;
    if (variant.price !== undefined) stored.price = variant.price;
    if (variant.sellingPrice !== undefined) stored.sellingPrice = variant.sellingPrice;
    if (variant.image) stored.image = variant.image;
    return stored;
  });
}

/** The variant's values in the product's option order, as own properties only. */
function ordered(options: readonly ProductOption[], values: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const option of options) {
    if (Object.hasOwn(values, option.name))
      Object.defineProperty(result, option.name, { value: values[option.name], enumerable: true, writable: true, configurable: true });
  }
  return result;
}
