/**
 * A garment with sizes and colours, created through the admin API as the owner does, for the
 * variant tests.
 */
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, type Harness } from './helpers.ts';

export const garmentOptions = [
  { name: 'Talla', values: ['S', 'M', 'L'] },
  { name: 'Color', values: ['Negro', 'Blanco'] },
];

export interface VariantSpec {
  _id?: string;
  options: Record<string, string>;
  stock: number;
  sku?: string;
  price?: number;
  sellingPrice?: number;
  image?: string;
}

let garments = 0;

export function garmentInput(variants: VariantSpec[], overrides: Record<string, unknown> = {}) {
  garments += 1;
  return {
    productName: `Camiseta básica ${garments}`,
    brandName: 'Parce',
    category: 'Productos',
    productImage: ['/images/placeholder.svg'],
    description: 'Algodón peinado',
    price: 60_000,
    sellingPrice: 50_000,
    options: garmentOptions,
    variants,
    ...overrides,
  };
}

/** Creates the garment as the admin; fails the test when the shop refuses it. */
export async function createGarment(
  harness: Harness,
  adminCookie: string,
  variants: VariantSpec[],
  overrides: Record<string, unknown> = {},
) {
  const response = await harness.request('/api/upload-product', { cookie: adminCookie, json: garmentInput(variants, overrides) });
  if (response.status !== 201) throw new Error(`upload-product answered ${response.status}: ${JSON.stringify(await body(response))}`);
  return (await body<{ data: Product }>(response)).data;
}

/** The id of the garment's variant with these values. */
export function variantIdOf(product: Product, talla: string, color: string): string {
  const variant = product.variants?.find((item) => item.options.Talla === talla && item.options.Color === color);
  if (!variant) throw new Error(`No variant ${talla}/${color}`);
  return variant._id;
}
