/**
 * Catalogue use cases: reading products, services and categories for the API and the static build.
 */
import { escapeRegex, normalizeText } from '../../../src/domain/catalogue/catalogue.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { Category, LivePrice, Product } from '../../../src/domain/catalogue/catalogue-schemas.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../../store/contract.ts';
import type { CategoryDoc, ProductDoc } from '../../store/documents.ts';
import { isObjectIdHex } from '../../store/object-id.ts';

/** Search helper fields never leave the server. */
const publicProjection = { searchText: 0, searchDescription: 0, stockTakenBy: 0, stockReturnedBy: 0 } as const;
const newestFirst = { createdAt: -1, _id: -1 } as const;

export function toPublicProduct(doc: ProductDoc): Product {
  const {
    searchText: _searchText,
    searchDescription: _searchDescription,
    stockTakenBy: _stockTakenBy,
    stockReturnedBy: _stockReturnedBy,
    restocks: _restocks,
    salesCount: _salesCount,
    resourceChangeAt: _resourceChangeAt,
    createdAt,
    updatedAt,
    variants,
    ...rest
  } = doc;
  const publicVariants = variants?.map(({ restocks: _variantRestocks, ...variant }) => variant);
  return {
    ...rest,
    ...(publicVariants ? { variants: publicVariants } : {}),
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  };
}

export function toPublicCategory(doc: CategoryDoc): Category {
  return { _id: doc._id, name: doc.name, slug: doc.slug, image: doc.image };
}

export interface ListProductsOptions {
  category?: string | undefined;
  limit?: number | undefined;
  skip?: number | undefined;
}

export async function listProducts(store: Store, options: ListProductsOptions = {}): Promise<Product[]> {
  const filter = options.category ? { category: options.category } : {};
  const docs = await store.collection('products').find(filter, {
    sort: newestFirst,
    projection: publicProjection,
    ...(options.skip ? { skip: options.skip } : {}),
    ...(options.limit ? { limit: options.limit } : {}),
  });
  return docs.map(toPublicProduct);
}

/** How many products and services the catalogue holds (the admin list pages through them). */
export async function countProducts(store: Store): Promise<number> {
  return store.collection('products').countDocuments({});
}

export async function getProduct(store: Store, productId: string): Promise<Product> {
  const doc = await store.collection('products').findOne({ _id: productId }, { projection: publicProjection });
  if (!doc) throw new ServiceError(404, messages.productNotFound);
  return toPublicProduct(doc);
}

export async function listCategories(store: Store): Promise<Category[]> {
  const docs = await store.collection('categories').find({}, { sort: { name: 1 } });
  return docs.map(toPublicCategory);
}

/** Current price and stock of the given products, for pages prebuilt before a change. */
export async function livePrices(store: Store, ids: string[]): Promise<LivePrice[]> {
  const docs = await store
    .collection('products')
    .find({ _id: { $in: ids } }, { projection: { price: 1, sellingPrice: 1, stock: 1, options: 1, variants: 1 } });
  // A product with variants also answers each variant's price and stock (a sold-out size shows as such).
  return docs.map(({ _id, price, sellingPrice, stock, options, variants }) => ({
    _id,
    price,
    sellingPrice,
    stock,
    ...(variants?.length ? { options, variants: variants.map(({ restocks: _restocks, ...variant }) => variant) } : {}),
  }));
}

/** Finds a category by id, slug or name (ignoring case and accents). */
export async function findCategory(store: Store, reference: string): Promise<Category | null> {
  const categories = store.collection('categories');
  const doc =
    (isObjectIdHex(reference) ? await categories.findOne({ _id: reference }) : null) ??
    (await categories.findOne({ slug: reference.toLowerCase() })) ??
    (await categories.findOne({ nameKey: normalizeText(reference) }));
  return doc ? toPublicCategory(doc) : null;
}

/** Products of a category given by name, slug or id; a name no category has yields no products. */
export async function productsInCategory(store: Store, reference: string): Promise<Product[]> {
  const category = await findCategory(store, reference);
  return listProducts(store, { category: category?.name ?? reference });
}

const SEARCH_LIMIT = 200;

/**
 * Case- and accent-insensitive search over name, brand and category, and the description when
 * asked. The query is matched literally: regex characters in it are escaped.
 */
export async function searchProducts(store: Store, query: string, includeDescription: boolean): Promise<Product[]> {
  const needle = normalizeText(query);
  if (needle === '') return [];
  const pattern = new RegExp(escapeRegex(needle));
  const filter = includeDescription
    ? { $or: [{ searchText: { $regex: pattern } }, { searchDescription: { $regex: pattern } }] }
    : { searchText: { $regex: pattern } };
  const docs = await store.collection('products').find(filter, { sort: newestFirst, limit: SEARCH_LIMIT });
  // Matches in the name, brand or category come before matches only in the description.
  const ranked = [...docs.filter((doc) => pattern.test(doc.searchText)), ...docs.filter((doc) => !pattern.test(doc.searchText))];
  return ranked.map(toPublicProduct);
}
