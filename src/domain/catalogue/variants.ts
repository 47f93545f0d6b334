/**
 * Products with variants: a garment in sizes and colours, each combination with its own stock and,
 * optionally, its own price, SKU and image. Pure rules shared by the server (which decides) and the
 * product page and admin form (which help).
 *
 * A variant's `options` object is keyed by the option names the owner typed; those names are
 * restricted to letters, digits and spaces (never `__proto__`, a dot or a `$`), and are read only as
 * own properties (`optionValue`). No zod here: the cards and pickers load these rules; the input
 * schemas are in variant-schemas.ts.
 */
import { variantMessages as t } from './messages-variants.ts';

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_VARIANTS = 100;

export interface ProductOption {
  name: string;
  values: string[];
}

export interface ProductVariant {
  _id: string;
  options: Record<string, string>;
  stock: number;
  sku?: string | undefined;
  price?: number | undefined;
  sellingPrice?: number | undefined;
  image?: string | undefined;
}

/** A variant as the admin sends it (see variant-schemas.ts): without an id when new. */
export type VariantInput = Omit<ProductVariant, '_id'> & { _id?: string | undefined };

/** The parts of a product the variant rules read. */
export interface WithVariants {
  productName: string;
  price: number;
  sellingPrice: number;
  stock: number;
  productImage?: string[];
  options?: ProductOption[] | undefined;
  variants?: ProductVariant[] | undefined;
}

/** The value a variant has for an option (own properties only). */
export function optionValue(variant: Pick<ProductVariant, 'options'>, name: string): string | undefined {
  return Object.hasOwn(variant.options, name) ? variant.options[name] : undefined;
}

/** A key naming a combination of values, in the product's option order. */
export function combinationKey(options: readonly ProductOption[], variant: Pick<ProductVariant, 'options'>): string {
  return JSON.stringify(options.map((option) => optionValue(variant, option.name) ?? null));
}

/** "Talla M · Negro": the size named as such, every other option by its value alone. */
export function variantLabel(options: readonly ProductOption[], variant: Pick<ProductVariant, 'options'>): string {
  return options
    .map((option) => {
      const value = optionValue(variant, option.name) ?? '';
      return option.name.trim().toLowerCase() === 'talla' ? `Talla ${value}` : value;
    })
    .join(' · ');
}

/** "Camiseta básica — Talla M · Negro": how records, receipts and lists name a variant sold. */
export function variantDisplayName(productName: string, label: string): string {
  return label ? `${productName} — ${label}` : productName;
}

export const hasVariants = (product: Pick<WithVariants, 'variants'>): boolean => (product.variants?.length ?? 0) > 0;

export function findVariant(product: Pick<WithVariants, 'variants'>, variantId: string): ProductVariant | undefined {
  return product.variants?.find((variant) => variant._id === variantId);
}

/** A variant without its own prices uses the product's. */
export function variantPrices(product: Pick<WithVariants, 'price' | 'sellingPrice'>, variant: ProductVariant) {
  return { price: variant.price ?? product.price, sellingPrice: variant.sellingPrice ?? product.sellingPrice };
}

export const variantsStock = (variants: readonly Pick<ProductVariant, 'stock'>[]): number =>
  variants.reduce((sum, variant) => sum + variant.stock, 0);

/** The lowest and highest selling price a shopper can pick (a product without variants: its own, twice). */
export function sellingPriceRange(product: WithVariants): { min: number; max: number } {
  if (!hasVariants(product)) return { min: product.sellingPrice, max: product.sellingPrice };
  const prices = (product.variants ?? []).map((variant) => variantPrices(product, variant).sellingPrice);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The variant of a full choice (a value for every option), if the product has it. */
export function matchVariant(product: WithVariants, chosen: ReadonlyMap<string, string>): ProductVariant | undefined {
  const options = product.options ?? [];
  if (options.some((option) => !chosen.has(option.name))) return undefined;
  return product.variants?.find((variant) => options.every((option) => optionValue(variant, option.name) === chosen.get(option.name)));
}

/**
 * Whether picking `value` for `optionName`, with the other choices as they are, can still lead to a
 * variant in stock: the picker shows the others as sold out and does not let them be chosen.
 */
export function choiceAvailable(product: WithVariants, chosen: ReadonlyMap<string, string>, optionName: string, value: string): boolean {
  const others = (product.options ?? []).filter((option) => option.name !== optionName && chosen.has(option.name));
  return (product.variants ?? []).some(
    (variant) =>
      variant.stock > 0 &&
      optionValue(variant, optionName) === value &&
      others.every((option) => optionValue(variant, option.name) === chosen.get(option.name)),
  );
}

interface Issue {
  path: (string | number)[];
  message: string;
}

/** What is wrong with the options and variants the admin sent, each with where it is. */
export function variantIssues(
  product: { price: number; sellingPrice: number },
  options: readonly ProductOption[],
  variants: readonly VariantInput[],
): Issue[] {
  if (variants.length > 0 && options.length === 0) return [{ path: ['options'], message: t.variantsWithoutOptions }];
  if (options.length > 0 && variants.length === 0) return [{ path: ['variants'], message: t.optionsWithoutVariants }];
  const issues: Issue[] = [];
  const names = new Set<string>();
  options.forEach((option, index) => {
    const key = option.name.toLowerCase();
    if (names.has(key)) issues.push({ path: ['options', index, 'name'], message: t.optionNameRepeated });
    names.add(key);
    if (new Set(option.values.map((value) => value.toLowerCase())).size !== option.values.length)
      issues.push({ path: ['options', index, 'values'], message: t.optionValueRepeated(option.name) });
  });
  if (issues.length > 0) return issues;
  const seen = new Set<string>();
  variants.forEach((variant, index) => {
    const keys = Object.keys(variant.options);
    const fits =
      keys.length === options.length &&
      options.every((option) => {
        const value = optionValue(variant, option.name);
        return value !== undefined && option.values.includes(value);
      });
    if (!fits) {
      issues.push({ path: ['variants', index, 'options'], message: t.variantOptionsMismatch });
      return;
    }
    const label = variantLabel(options, variant);
    const key = combinationKey(options, variant);
    if (seen.has(key)) issues.push({ path: ['variants', index, 'options'], message: t.variantRepeated(label) });
    seen.add(key);
    const { price, sellingPrice } = variantPrices(product, { ...variant, _id: '' });
    if (sellingPrice > price) issues.push({ path: ['variants', index, 'sellingPrice'], message: t.variantSellingAbovePrice(label) });
  });
  return issues;
}
