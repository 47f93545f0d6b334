/**
 * Catalogue use cases: reading products, services and categories for the API and the static build.
 */
import { messages } from '../../src/domain/messages.ts';
import type { Category, Product } from '../../src/domain/schemas.ts';
import { HttpError } from '../http/envelope.ts';
import type { Store } from '../store/contract.ts';
import type { CategoryDoc, ProductDoc } from '../store/documents.ts';

/** Search helper fields never leave the server. */
const publicProjection = { searchText: 0, searchDescription: 0 } as const;
const newestFirst = { createdAt: -1, _id: -1 } as const;

export function toPublicProduct(doc: ProductDoc): Product {
  const { searchText: _searchText, searchDescription: _searchDescription, createdAt, updatedAt, ...rest } = doc;
  return { ...rest, createdAt: new Date(createdAt).toISOString(), updatedAt: new Date(updatedAt).toISOString() };
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

export async function getProduct(store: Store, productId: string): Promise<Product> {
  const doc = await store.collection('products').findOne({ _id: productId }, { projection: publicProjection });
  if (!doc) throw new HttpError(404, messages.productNotFound);
  return toPublicProduct(doc);
}

export async function listCategories(store: Store): Promise<Category[]> {
  const docs = await store.collection('categories').find({}, { sort: { name: 1 } });
  return docs.map(toPublicCategory);
}
