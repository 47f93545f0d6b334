/**
 * The facets of a listing: how many products each filter value would answer with the other choices
 * kept (a brand's count ignores the brands chosen, so choosing one never hides the others).
 */
import type { ProductFilter, ServiceIntensity } from './catalogue-schemas.ts';

/** The option names whose values the size and colour filters read (as the admin names them: Talla, Color). */
export const SIZE_OPTION = 'Talla';
export const COLOR_OPTION = 'Color';

export interface FacetCount<V extends string | number = string> {
  value: V;
  count: number;
}

export interface ProductFacets {
  /** How many products the whole choice answers. */
  total: number;
  brands: FacetCount[];
  sizes: FacetCount[];
  colors: FacetCount[];
  durations: FacetCount<number>[];
  intensities: FacetCount<ServiceIntensity>[];
  /** How many of them are in stock ("Solo disponibles"). */
  inStock: number;
  /** The lowest and highest selling price (a variant's too) over the other choices; null when none. */
  price: { min: number; max: number } | null;
}

/** The facets a query can leave out, to count that facet's values over the other choices. */
export type FacetName = 'brand' | 'price' | 'inStock' | 'variant' | 'duration' | 'intensity';

/** Whether the filter asks about variants (a price, a size or a colour): each match is then checked here too. */
export function checksVariants(filter: ProductFilter): boolean {
  return filter.minPrice !== undefined || filter.maxPrice !== undefined || Boolean(filter.size?.length || filter.color?.length);
}

const inRange = (price: number, filter: ProductFilter) =>
  (filter.minPrice === undefined || price >= filter.minPrice) && (filter.maxPrice === undefined || price <= filter.maxPrice);

/**
 * The variants' part of a filter, on one product: its selling price or a variant's own in the range,
 * and one variant in a chosen size and a chosen colour (and in stock, when asked).
 */
export function matchesVariantChoices(
  doc: Pick<FacetDoc, 'sellingPrice' | 'variants'>,
  filter: ProductFilter,
  without?: FacetName,
): boolean {
  const variants = doc.variants ?? [];
  const priced =
    without === 'price' ||
    inRange(doc.sellingPrice, filter) ||
    variants.some((variant) => variant.sellingPrice !== undefined && inRange(variant.sellingPrice, filter));
  if (!priced) return false;
  if (without === 'variant' || !(filter.size?.length || filter.color?.length)) return true;
  return variants.some(
    (variant) =>
      (!filter.size?.length || filter.size.includes(variant.options[SIZE_OPTION] ?? '')) &&
      (!filter.color?.length || filter.color.includes(variant.options[COLOR_OPTION] ?? '')) &&
      (!filter.inStock || without === 'inStock' || variant.stock > 0),
  );
}

/** What the facets read of a product. */
export interface FacetDoc {
  _id: string;
  brandName: string;
  sellingPrice: number;
  stock: number;
  variants?: { options: Record<string, string>; stock: number; sellingPrice?: number | undefined }[] | undefined;
  serviceDuration?: number;
  serviceIntensity?: ServiceIntensity;
}

/** The products matching the whole choice, and those matching it without each facet's own. */
export interface FacetReads {
  matching: FacetDoc[];
  withoutBrand: FacetDoc[];
  withoutPrice: FacetDoc[];
  withoutStock: FacetDoc[];
  withoutVariant: FacetDoc[];
  withoutDuration: FacetDoc[];
  withoutIntensity: FacetDoc[];
}

/** Counts each value once per product, most frequent first, then by value. */
function tally<V extends string | number>(valuesPerDoc: Iterable<V>[]): FacetCount<V>[] {
  const counts = new Map<V, number>();
  for (const values of valuesPerDoc) {
    for (const value of new Set(values)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value), 'es', { numeric: true }));
}

/** A variant's values of one option, among the variants the other variant choices (and stock) keep. */
function variantValues(doc: FacetDoc, option: string, filter: ProductFilter, other: { option: string; values?: string[] | undefined }) {
  return (doc.variants ?? [])
    .filter((variant) => !filter.inStock || variant.stock > 0)
    .filter((variant) => !other.values?.length || other.values.includes(variant.options[other.option] ?? ''))
    .flatMap((variant) => (variant.options[option] ? [variant.options[option]] : []));
}

function priceBounds(docs: FacetDoc[]): ProductFacets['price'] {
  const prices = docs.flatMap((doc) => [
    doc.sellingPrice,
    ...(doc.variants ?? []).map((variant) => variant.sellingPrice ?? doc.sellingPrice),
  ]);
  return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
}

export function countFacets(filter: ProductFilter, reads: FacetReads): ProductFacets {
  return {
    total: reads.matching.length,
    brands: tally(reads.withoutBrand.map((doc) => [doc.brandName])),
    sizes: tally(
      reads.withoutVariant.map((doc) => variantValues(doc, SIZE_OPTION, filter, { option: COLOR_OPTION, values: filter.color })),
    ),
    colors: tally(
      reads.withoutVariant.map((doc) => variantValues(doc, COLOR_OPTION, filter, { option: SIZE_OPTION, values: filter.size })),
    ),
    durations: tally(reads.withoutDuration.map((doc) => (doc.serviceDuration ? [doc.serviceDuration] : []))),
    intensities: tally(reads.withoutIntensity.map((doc) => (doc.serviceIntensity ? [doc.serviceIntensity] : []))),
    inStock: reads.withoutStock.filter((doc) => doc.stock > 0).length,
    price: priceBounds(reads.withoutPrice),
  };
}
