/**
 * Whether a product's page offers "Avísame cuando llegue": a product without variants with no
 * stock, or a garment with at least one sold-out size and colour (which the shopper then chooses).
 */
export interface StockedProduct {
  stock: number;
  variants?: readonly { _id: string; stock: number }[] | undefined;
}

export const soldOutVariants = <V extends { stock: number }>(variants: readonly V[] | undefined): V[] =>
  (variants ?? []).filter((variant) => variant.stock <= 0);

export function offersRestockAlert(product: StockedProduct): boolean {
  return (product.variants?.length ?? 0) > 0 ? soldOutVariants(product.variants).length > 0 : product.stock <= 0;
}
