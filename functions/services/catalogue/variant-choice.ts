/**
 * Which variant a cart line or an order line means: a product with variants needs one of its own,
 * a product without variants takes none. Refusals are 400s with the shop's Spanish messages.
 */
import { variantMessages } from '../../../src/domain/catalogue/messages-variants.ts';
import { findVariant, hasVariants, variantLabel, type ProductVariant } from '../../../src/domain/catalogue/variants.ts';
import { ServiceError } from '../errors.ts';
import type { ProductDoc } from '../../store/documents.ts';

/** The chosen variant and its label, or null for a product without variants. */
export function soldVariant(product: ProductDoc, variantId: string | undefined): { variant: ProductVariant; label: string } | null {
  if (!hasVariants(product)) {
    if (variantId) throw new ServiceError(400, variantMessages.variantForPlainProduct);
    return null;
  }
  if (!variantId) throw new ServiceError(400, variantMessages.variantRequired);
  const variant = findVariant(product, variantId.toLowerCase());
  if (!variant) throw new ServiceError(400, variantMessages.variantNotFound);
  return { variant, label: variantLabel(product.options ?? [], variant) };
}
