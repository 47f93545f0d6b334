/**
 * What an alert waits for: a product, or one variant of a garment (a size and colour), named as the
 * shop names it ("Camiseta básica — Talla M · Negro"), with its stock now.
 */
import { findVariant, hasVariants, variantDisplayName, variantLabel } from '../../../src/domain/catalogue/variants.ts';
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import type { Store } from '../../store/contract.ts';

export interface AlertItem {
  productId: string;
  variantId: string | null;
  itemKey: string;
  name: string;
  stock: number;
  /** A variant of a product with variants, or a product without them: something an alert can wait for. */
  valid: boolean;
}

/** The unique key of an item: the product's id, or `<product>-<variant>`. */
export const itemKeyOf = (productId: string, variantId: string | null): string => (variantId ? `${productId}-${variantId}` : productId);

/** The item, or null when the product does not exist or is a service (nothing to run out of). */
export async function alertItem(store: Store, productId: string, variantId: string | null): Promise<AlertItem | null> {
  const product = await store
    .collection('products')
    .findOne({ _id: productId }, { projection: { productName: 1, category: 1, stock: 1, options: 1, variants: 1 } });
  if (!product || isServiceCategory(product.category)) return null;
  const itemKey = itemKeyOf(product._id, variantId);
  if (!hasVariants(product)) {
    return { productId: product._id, variantId: null, itemKey, name: product.productName, stock: product.stock, valid: variantId === null };
  }
  const variant = variantId ? findVariant(product, variantId) : undefined;
  if (!variant) return { productId: product._id, variantId, itemKey, name: product.productName, stock: 0, valid: false };
  const name = variantDisplayName(product.productName, variantLabel(product.options ?? [], variant));
  return {
    productId: product._id,
    variantId: variant._id,
    itemKey: itemKeyOf(product._id, variant._id),
    name,
    stock: variant.stock,
    valid: true,
  };
}
