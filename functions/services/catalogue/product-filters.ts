/**
 * `POST /api/filter-product` and its facets: the listings' filters and sorts as one store query.
 *
 * One builder turns a filter into the query both engines run; the facets run it again without the
 * facet they count (a brand's count is over the other choices, so choosing a brand never hides the
 * other brands), with a small projection, and count the values here.
 */
import { escapeRegex, normalizeText } from '../../../src/domain/catalogue/catalogue.ts';
import type { Product, ProductFilter, ProductSort } from '../../../src/domain/catalogue/catalogue-schemas.ts';
import {
  checksVariants,
  COLOR_OPTION,
  countFacets,
  matchesVariantChoices,
  SIZE_OPTION,
  type FacetDoc,
  type FacetName,
  type ProductFacets,
} from '../../../src/domain/catalogue/product-facets.ts';
import type { Filter, SortSpec, Store } from '../../store/contract.ts';
import { toPublicProduct } from './catalogue.ts';

const publicProjection = { searchText: 0, searchDescription: 0, stockTakenBy: 0, stockReturnedBy: 0 } as const;
const newestFirst = { createdAt: -1, _id: -1 } as const;

/** The listings' names and the spec's name for the same order. */
const sortSpecs: Record<ProductSort, SortSpec> = {
  'price-asc': { sellingPrice: 1, _id: 1 },
  'price-desc': { sellingPrice: -1, _id: 1 },
  newest: newestFirst,
  'precio-asc': { sellingPrice: 1, _id: 1 },
  'precio-desc': { sellingPrice: -1, _id: 1 },
  recientes: newestFirst,
  // Units sold (`salesCount`, raised where a capture takes stock); never sold: after, newest first.
  'mas-vendidos': { salesCount: -1, createdAt: -1, _id: -1 },
  relevancia: newestFirst,
};

function priceRange(filter: ProductFilter): Filter | null {
  if (filter.minPrice === undefined && filter.maxPrice === undefined) return null;
  return {
    ...(filter.minPrice !== undefined ? { $gte: filter.minPrice } : {}),
    ...(filter.maxPrice !== undefined ? { $lte: filter.maxPrice } : {}),
  };
}

/**
 * The variants' choices as dotted paths, which both engines (and FerretDB) read in arrays: a product
 * with one variant in the size and another in the colour passes here, and `matchesVariantChoices`
 * then keeps only those with one variant having both.
 */
function variantCondition(filter: ProductFilter, without?: FacetName): Filter | null {
  if (without === 'variant') return null;
  const condition: Filter = {};
  if (filter.size?.length) condition[`variants.options.${SIZE_OPTION}`] = { $in: filter.size };
  if (filter.color?.length) condition[`variants.options.${COLOR_OPTION}`] = { $in: filter.color };
  return Object.keys(condition).length ? condition : null;
}

/** The search text, as `/api/search?description=true` matches it. */
function searchCondition(q: string | undefined): Filter | null {
  const needle = normalizeText(q ?? '');
  if (needle === '') return null;
  const pattern = new RegExp(escapeRegex(needle));
  return { $or: [{ searchText: { $regex: pattern } }, { searchDescription: { $regex: pattern } }] };
}

/** The store query of a filter, leaving out one facet's own choice when counting it. */
export function filterQuery(filter: ProductFilter, without?: FacetName): Filter {
  const query: Filter = {};
  const all: Filter[] = [];
  if (filter.category?.length) query.category = { $in: filter.category };
  if (filter.brand?.length && without !== 'brand') query.brandName = { $in: filter.brand };
  if (filter.inStock && without !== 'inStock') query.stock = { $gt: 0 };
  if (filter.duration?.length && without !== 'duration') query.serviceDuration = { $in: filter.duration };
  if (filter.intensity?.length && without !== 'intensity') query.serviceIntensity = { $in: filter.intensity };
  const range = without === 'price' ? null : priceRange(filter);
  // The selling price, the product's or a variant's own (checked again on each variant by `matchesVariantChoices`).
  if (range) all.push({ $or: [{ sellingPrice: range }, { 'variants.sellingPrice': range }] });
  Object.assign(query, variantCondition(filter, without));
  const search = searchCondition(filter.q);
  if (search) all.push(search);
  if (all.length === 1) Object.assign(query, all[0]);
  if (all.length > 1) query.$and = all;
  return query;
}

/** Search matches in the name, brand or category before matches only in the description. */
function byRelevance(docs: Product[], q: string | undefined, searchTexts: Map<string, string>): Product[] {
  const pattern = new RegExp(escapeRegex(normalizeText(q ?? '')));
  const inName = (doc: Product) => pattern.test(searchTexts.get(doc._id) ?? '');
  return [...docs.filter(inName), ...docs.filter((doc) => !inName(doc))];
}

const page = (products: Product[], filter: ProductFilter) => {
  const skip = filter.skip ?? 0;
  return products.slice(skip, filter.limit ? skip + filter.limit : undefined);
};

export async function filterProducts(store: Store, filter: ProductFilter): Promise<Product[]> {
  const sort = filter.sort ?? 'newest';
  const query = filterQuery(filter);
  const products = store.collection('products');
  const byRank = sort === 'relevancia' && normalizeText(filter.q ?? '') !== '';
  if (!byRank && !checksVariants(filter)) {
    const paging = { ...(filter.skip ? { skip: filter.skip } : {}), ...(filter.limit ? { limit: filter.limit } : {}) };
    const docs = await products.find(query, { sort: sortSpecs[sort], projection: publicProjection, ...paging });
    return docs.map(toPublicProduct);
  }
  // Relevance ranks, and the variants' check keeps, every match before the page is cut.
  const docs = (
    await products.find(query, {
      sort: byRank ? newestFirst : sortSpecs[sort],
      projection: { searchDescription: 0, stockTakenBy: 0, stockReturnedBy: 0 },
    })
  ).filter((doc) => matchesVariantChoices(doc, filter));
  if (!byRank) return page(docs.map(toPublicProduct), filter);
  const searchTexts = new Map(docs.map((doc) => [doc._id, doc.searchText]));
  return page(byRelevance(docs.map(toPublicProduct), filter.q, searchTexts), filter);
}

const facetProjection = {
  brandName: 1,
  sellingPrice: 1,
  stock: 1,
  variants: 1,
  serviceDuration: 1,
  serviceIntensity: 1,
} as const;

/** Whether the filter chooses anything in this facet: counting it then needs its own read. */
function chooses(filter: ProductFilter, facet: FacetName): boolean {
  switch (facet) {
    case 'brand':
      return Boolean(filter.brand?.length);
    case 'price':
      return priceRange(filter) !== null;
    case 'inStock':
      return Boolean(filter.inStock);
    case 'variant':
      return Boolean(filter.size?.length || filter.color?.length);
    case 'duration':
      return Boolean(filter.duration?.length);
    case 'intensity':
      return Boolean(filter.intensity?.length);
  }
}

/** The counts of each filter value for the current choice, and how many products it answers. */
export async function productFacets(store: Store, filter: ProductFilter): Promise<ProductFacets> {
  const products = store.collection('products');
  const read = async (without?: FacetName) => {
    const docs = (await products.find(filterQuery(filter, without), { projection: facetProjection })) as unknown as FacetDoc[];
    return docs.filter((doc) => matchesVariantChoices(doc, filter, without));
  };
  const matching = await read();
  const readWithout = async (facet: FacetName) => (chooses(filter, facet) ? read(facet) : matching);
  return countFacets(filter, {
    matching,
    withoutBrand: await readWithout('brand'),
    withoutPrice: await readWithout('price'),
    withoutStock: await readWithout('inStock'),
    withoutVariant: await readWithout('variant'),
    withoutDuration: await readWithout('duration'),
    withoutIntensity: await readWithout('intensity'),
  });
}
