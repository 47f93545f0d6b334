/**
 * The owner's catalogue changes: categories and products or services, each followed by a
 * scheduled publish of the static pages.
 */
import { isServiceCategory, normalizeText, productSearchText, slugify } from '../../../src/domain/catalogue.ts';
import { messages } from '../../../src/domain/messages.ts';
import { missingServiceField, serviceFieldLabels, type Category, type Product, type ProductInput } from '../../../src/domain/schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { ProductDoc } from '../../store/documents.ts';
import { toPublicCategory, toPublicProduct } from './catalogue.ts';
import { restockUpdate } from './low-stock.ts';
import { changeServiceResource, chosenResource, requireResource } from '../bookings/service-resource.ts';

const DEFAULT_CATEGORY_IMAGE = '/images/placeholder.svg';

export async function createCategory(deps: AppDeps, name: string): Promise<Category> {
  const categories = deps.store.collection('categories');
  const nameKey = normalizeText(name);
  if (await categories.findOne({ nameKey })) throw new ServiceError(409, messages.categoryExists);
  const doc = { name, nameKey, slug: slugify(name) || nameKey, image: DEFAULT_CATEGORY_IMAGE, createdAt: deps.clock() };
  try {
    const { insertedId } = await categories.insertOne(doc);
    await deps.publisher.schedule();
    return toPublicCategory({ ...doc, _id: insertedId });
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ServiceError(409, messages.categoryExists);
    throw error;
  }
}

/** The stored fields of a product, with the category's exact name and only the fields its kind has. */
async function productFields(store: Store, input: ProductInput) {
  const category = await store.collection('categories').findOne({ nameKey: normalizeText(input.category) });
  if (!category) throw new ServiceError(400, messages.categoryUnknown);
  const base = {
    productName: input.productName,
    brandName: input.brandName,
    category: category.name,
    productImage: input.productImage,
    description: input.description,
    price: input.price,
    sellingPrice: input.sellingPrice,
    stock: input.stock,
    searchText: productSearchText({ ...input, category: category.name }),
    searchDescription: normalizeText(input.description),
  };
  if (!isServiceCategory(category.name))
    return {
      fields: base,
      unset: [...Object.keys(serviceFieldLabels), 'serviceDuration', 'serviceIntensity', 'resourceId'],
      service: false,
    };
  const missing = missingServiceField(input);
  if (missing) throw new ServiceError(400, missing);
  return {
    fields: {
      ...base,
      serviceDuration: input.serviceDuration,
      serviceIntensity: input.serviceIntensity,
      serviceIncludes: input.serviceIncludes,
      serviceRecommendations: input.serviceRecommendations,
      serviceAdditionalBenefits: input.serviceAdditionalBenefits,
      serviceRecommendedFrequency: input.serviceRecommendedFrequency,
      serviceDiscountsPromotions: input.serviceDiscountsPromotions,
    },
    unset: [],
    service: true,
  };
}

export async function createProduct(deps: AppDeps, input: ProductInput): Promise<Product> {
  const { fields, service } = await productFields(deps.store, input);
  const resourceId = service ? chosenResource(input.resourceId) : null;
  await requireResource(deps.store, resourceId);
  const now = deps.clock();
  const doc = { ...fields, ...(resourceId ? { resourceId } : {}), createdAt: now, updatedAt: now } as Omit<ProductDoc, '_id'>;
  const { insertedId } = await deps.store.collection('products').insertOne(doc);
  await deps.publisher.schedule();
  return toPublicProduct({ ...doc, _id: insertedId });
}

export async function updateProduct(deps: AppDeps, productId: string, input: ProductInput): Promise<Product> {
  const { fields, unset, service } = await productFields(deps.store, input);
  // A service's resource changes first, by its own rules (a missing `resourceId` keeps it as it is).
  if (service && input.resourceId !== undefined) await changeServiceResource(deps, productId, chosenResource(input.resourceId));
  const updated = await deps.store.collection('products').findOneAndUpdate(
    { _id: productId },
    {
      $set: { ...fields, updatedAt: deps.clock() },
      ...(await restockUpdate(deps.store, fields.stock)),
      ...(unset.length ? { $unset: Object.fromEntries(unset.map((field) => [field, ''] as const)) } : {}),
    },
  );
  if (!updated) throw new ServiceError(404, messages.productNotFound);
  await deps.publisher.schedule();
  return toPublicProduct(updated);
}

export async function deleteProduct(deps: AppDeps, productId: string) {
  const { deletedCount } = await deps.store.collection('products').deleteOne({ _id: productId });
  if (deletedCount === 0) throw new ServiceError(404, messages.productNotFound);
  // Nobody keeps a product that no longer exists in their cart.
  await deps.store.collection('carts').deleteMany({ productId });
  await deps.publisher.schedule();
}
