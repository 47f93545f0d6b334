/**
 * The owner's catalogue changes: categories and products or services, each followed by a
 * scheduled publish of the static pages.
 */
import { isServiceCategory, normalizeText, productSearchText, slugify } from '../../../src/domain/catalogue/catalogue.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { pageCacheTags } from '../../../src/domain/shared/page-cache.ts';
import { type Category, type Product } from '../../../src/domain/catalogue/catalogue-schemas.ts';
import { missingServiceField, serviceFieldLabels, type ProductInput } from '../../../src/domain/catalogue/product-input-schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { ProductDoc, VariantDoc } from '../../store/documents.ts';
import { variantMessages } from '../../../src/domain/catalogue/messages-variants.ts';
import { variantsStock } from '../../../src/domain/catalogue/variants.ts';
import { toPublicCategory, toPublicProduct } from './catalogue.ts';
import { lowStockThreshold, restockUpdate } from './low-stock.ts';
import { publishRestocks } from './restocks.ts';
import { storedVariants } from './variants.ts';
import { packProductFields } from '../promotions/index.ts';
import {
  bufferFields,
  buffersAfter,
  changeServiceBuffers,
  changeServiceResource,
  chosenResource,
  requireResource,
} from '../slots/index.ts';

const DEFAULT_CATEGORY_IMAGE = '/images/placeholder.svg';

/** The pages a product's change makes wrong: its own, its categories' (their lists, its siblings' pages) and the listings. */
function productPageTags(productId: string, categories: readonly string[]): string[] {
  return [pageCacheTags.product(productId), ...new Set(categories.map(pageCacheTags.category)), pageCacheTags.listings];
}

export async function createCategory(deps: AppDeps, name: string): Promise<Category> {
  const categories = deps.store.collection('categories');
  const nameKey = normalizeText(name);
  if (await categories.findOne({ nameKey })) throw new ServiceError(409, messages.categoryExists);
  const doc = { name, nameKey, slug: slugify(name) || nameKey, image: DEFAULT_CATEGORY_IMAGE, createdAt: deps.clock() };
  try {
    const { insertedId } = await categories.insertOne(doc);
    // Every page's header lists the categories.
    await deps.publisher.schedule([pageCacheTags.shop]);
    return toPublicCategory({ ...doc, _id: insertedId });
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ServiceError(409, messages.categoryExists);
    throw error;
  }
}

/**
 * The stored fields of a product, with the category's exact name and only the fields its kind has.
 * With variants, each keeps its id (`existing`) and the product's stock is their sum.
 */
async function productFields(
  store: Store,
  input: ProductInput,
  existing: readonly VariantDoc[],
  current: Pick<ProductDoc, 'servicePreparation' | 'serviceCleanup'> = {},
) {
  const category = await store.collection('categories').findOne({ nameKey: normalizeText(input.category) });
  if (!category) throw new ServiceError(400, messages.categoryUnknown);
  const service = isServiceCategory(category.name);
  if (service && input.variants.length > 0) throw new ServiceError(400, variantMessages.serviceWithVariants);
  const variants = input.variants.length > 0 ? storedVariants(input.options, input.variants, existing, await lowStockThreshold(store)) : [];
  const variantFields = variants.length > 0 ? { options: input.options, variants } : {};
  const base = {
    productName: input.productName,
    brandName: input.brandName,
    category: category.name,
    productImage: input.productImage,
    description: input.description,
    price: input.price,
    sellingPrice: input.sellingPrice,
    stock: variants.length > 0 ? variantsStock(variants) : (input.stock ?? 0),
    ...variantFields,
    searchText: productSearchText({ ...input, category: category.name }),
    searchDescription: normalizeText(input.description),
    // Without one in the input, a new product takes the shop's default and a saved one keeps its own.
    ...(input.taxTreatment ? { taxTreatment: input.taxTreatment } : {}),
    // Without it in the input, a saved product keeps its own mark.
    ...(input.noWithdrawal !== undefined ? { noWithdrawal: input.noWithdrawal } : {}),
  };
  const noVariants = variants.length > 0 ? [] : ['options', 'variants'];
  // A pack ("bono") is a product of its own kind: never a service, never with variants.
  const pack = await packProductFields(store, input, { service, hasVariants: variants.length > 0 });
  if (!service)
    return {
      fields: { ...base, ...pack.fields },
      unset: [
        ...Object.keys(serviceFieldLabels),
        'serviceDuration',
        'serviceIntensity',
        'serviceStarts',
        'servicePreparation',
        'serviceCleanup',
        'resourceId',
        ...noVariants,
        ...pack.unset,
      ],
      service: false,
    };
  const missing = missingServiceField(input);
  if (missing) throw new ServiceError(400, missing);
  // Preparation and cleanup: a missing one keeps the service's own; 0 removes it.
  const buffers = bufferFields(buffersAfter(current, input));
  return {
    fields: {
      ...base,
      serviceDuration: input.serviceDuration,
      serviceIntensity: input.serviceIntensity,
      ...(input.serviceStarts ? { serviceStarts: { from: input.serviceStarts.from, to: input.serviceStarts.to } } : {}),
      serviceIncludes: input.serviceIncludes,
      serviceRecommendations: input.serviceRecommendations,
      serviceAdditionalBenefits: input.serviceAdditionalBenefits,
      serviceRecommendedFrequency: input.serviceRecommendedFrequency,
      serviceDiscountsPromotions: input.serviceDiscountsPromotions,
      ...buffers.set,
    },
    // A service saved without its own window goes back to the spec's (09:00 to 13:00).
    unset: [...noVariants, ...pack.unset, ...(input.serviceStarts ? [] : ['serviceStarts']), ...buffers.unset],
    service: true,
  };
}

export async function createProduct(deps: AppDeps, input: ProductInput): Promise<Product> {
  const { fields, service } = await productFields(deps.store, input, []);
  const resourceId = service ? chosenResource(input.resourceId) : null;
  await requireResource(deps.store, resourceId);
  const now = deps.clock();
  const doc = { ...fields, ...(resourceId ? { resourceId } : {}), createdAt: now, updatedAt: now } as Omit<ProductDoc, '_id'>;
  const { insertedId } = await deps.store.collection('products').insertOne(doc);
  await deps.publisher.schedule(productPageTags(insertedId, [doc.category]));
  return toPublicProduct({ ...doc, _id: insertedId });
}

export async function updateProduct(deps: AppDeps, productId: string, input: ProductInput): Promise<Product> {
  const products = deps.store.collection('products');
  const current = await products.findOne(
    { _id: productId },
    { projection: { variants: 1, category: 1, stock: 1, servicePreparation: 1, serviceCleanup: 1 } },
  );
  if (!current) throw new ServiceError(404, messages.productNotFound);
  const { fields, unset, service } = await productFields(deps.store, input, current.variants ?? [], current);
  // A service's resource changes first, by its own rules (a missing `resourceId` keeps it as it is); then its buffers, by theirs.
  if (service && input.resourceId !== undefined) await changeServiceResource(deps, productId, chosenResource(input.resourceId));
  if (service) await changeServiceBuffers(deps, productId, input);
  const savedAt = deps.clock();
  const updated = await products.findOneAndUpdate(
    { _id: productId },
    {
      $set: { ...fields, updatedAt: savedAt },
      ...(await restockUpdate(deps.store, fields.stock)),
      ...(unset.length ? { $unset: Object.fromEntries(unset.map((field) => [field, ''] as const)) } : {}),
    },
  );
  if (!updated) throw new ServiceError(404, messages.productNotFound);
  await dropUnsellableCartLines(deps.store, updated);
  await deps.publisher.schedule(productPageTags(productId, [current.category, updated.category]));
  await publishRestocks(deps, current, updated, savedAt);
  return toPublicProduct(updated);
}

/** Cart lines the product no longer sells: a variant removed, or a line without one once it has variants (or with one once it has none). */
async function dropUnsellableCartLines(store: Store, product: ProductDoc) {
  const variantIds = (product.variants ?? []).map((variant) => variant._id);
  const unsellable =
    variantIds.length > 0
      ? { $or: [{ variantId: { $exists: false } }, { variantId: { $nin: variantIds } }] }
      : { variantId: { $exists: true } };
  await store.collection('carts').deleteMany({ productId: product._id, ...unsellable });
}

export async function deleteProduct(deps: AppDeps, productId: string) {
  const products = deps.store.collection('products');
  const existing = await products.findOne({ _id: productId }, { projection: { category: 1 } });
  const { deletedCount } = await products.deleteOne({ _id: productId });
  if (deletedCount === 0) throw new ServiceError(404, messages.productNotFound);
  // Nobody keeps a product that no longer exists in their cart.
  await deps.store.collection('carts').deleteMany({ productId });
  await deps.publisher.schedule(productPageTags(productId, existing ? [existing.category] : []));
}
