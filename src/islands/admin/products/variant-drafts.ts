/**
 * The admin form's options and variants as typed: each option a name and its values separated by
 * commas, each variant its option values and its stock, prices, SKU and image as text. The server
 * checks them with the same schema (`productInputSchema`); a saved variant keeps its `_id`.
 */
import { combinationKey, optionValue, type ProductOption, type ProductVariant } from '~/domain/catalogue/variants.ts';

export interface OptionDraft {
  name: string;
  /** "S, M, L". */
  values: string;
}

export interface VariantDraft {
  _id?: string;
  options: Record<string, string>;
  stock: string;
  price: string;
  sellingPrice: string;
  sku: string;
  /** One of the product's images, or '' for the product's own. */
  image: string;
}

export const optionDraftsOf = (options: readonly ProductOption[]): OptionDraft[] =>
  options.map((option) => ({ name: option.name, values: option.values.join(', ') }));

export function variantDraftsOf(variants: readonly ProductVariant[]): VariantDraft[] {
  return variants.map((variant) => ({
    _id: variant._id,
    options: { ...variant.options },
    stock: String(variant.stock),
    price: variant.price === undefined ? '' : String(variant.price),
    sellingPrice: variant.sellingPrice === undefined ? '' : String(variant.sellingPrice),
    sku: variant.sku ?? '',
    image: variant.image ?? '',
  }));
}

/** The options as the API takes them: values split at the commas, empty ones dropped. */
export function optionsBodyOf(drafts: readonly OptionDraft[]): ProductOption[] {
  return drafts.map((draft) => ({
    name: draft.name.trim(),
    values: draft.values
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  }));
}

/** The variants as the API takes them; an empty price is the product's. */
export function variantsBodyOf(drafts: readonly VariantDraft[], wholeNumber: (text: string) => number | undefined) {
  return drafts.map((draft) => ({
    ...(draft._id ? { _id: draft._id } : {}),
    options: draft.options,
    stock: wholeNumber(draft.stock),
    ...(draft.price.trim() ? { price: wholeNumber(draft.price) } : {}),
    ...(draft.sellingPrice.trim() ? { sellingPrice: wholeNumber(draft.sellingPrice) } : {}),
    ...(draft.sku.trim() ? { sku: draft.sku.trim() } : {}),
    ...(draft.image ? { image: draft.image } : {}),
  }));
}

/**
 * Every combination of the options' values, in order. A combination already in the table keeps its
 * row (its id, stock and prices); a new one starts with no stock.
 */
export function generateVariants(drafts: readonly OptionDraft[], current: readonly VariantDraft[]): VariantDraft[] {
  const options = optionsBodyOf(drafts).filter((option) => option.name && option.values.length > 0);
  if (options.length === 0) return [];
  let combinations: Record<string, string>[] = [{}];
  for (const option of options) {
    combinations = combinations.flatMap((combination) => option.values.map((value) => ({ ...combination, [option.name]: value })));
  }
  const existing = new Map(current.map((draft) => [combinationKey(options, draft), draft]));
  return combinations.map(
    (combination) =>
      existing.get(combinationKey(options, { options: combination })) ?? {
        options: combination,
        stock: '0',
        price: '',
        sellingPrice: '',
        sku: '',
        image: '',
      },
  );
}

/** A variant's values in the options' order, for its row. */
export const draftValues = (drafts: readonly OptionDraft[], variant: VariantDraft): string[] =>
  optionsBodyOf(drafts).map((option) => optionValue(variant, option.name) ?? '');

/** The sum of the variants' stock as typed (rows not yet whole numbers count as 0). */
export function draftStock(variants: readonly VariantDraft[]): number {
  return variants.reduce((sum, variant) => {
    const stock = Number(variant.stock);
    return sum + (Number.isInteger(stock) && stock > 0 ? stock : 0);
  }, 0);
}
