/**
 * First-start sample data: a believable Medellín shop. Ids and dates are derived from stable keys,
 * so the same seed always yields the same catalogue (and the same prebuilt pages). The local entry
 * points, `npm run seed`, the static build of an embedded store, the benchmark and the tests use it;
 * the Netlify Functions never import it.
 */
import { createHash } from 'node:crypto';
import { normalizeText, productSearchText, slugify } from '../../src/domain/catalogue/catalogue.ts';
import type { AppConfig } from '../config.ts';
import { hashPassword } from '../services/accounts/passwords.ts';
import { shippingRatesDocument } from '../services/catalogue/shipping.ts';
import type { Store } from '../store/contract.ts';
import { DuplicateKeyError } from '../store/contract.ts';
import type { CategoryDoc, ProductDoc } from '../store/documents.ts';
import { seedCategories, seedProducts, seedShippingRates } from './catalogue-data.ts';
import type { SeedProduct } from './types.ts';
import { seedTaxTreatment } from './tax-treatments.ts';

/** A stable 24-hex id for a seed key. */
export function seedId(kind: string, key: string): string {
  return createHash('sha1').update(`${kind}:${key}`).digest('hex').slice(0, 24);
}

const SEED_EPOCH = Date.UTC(2026, 0, 15, 15, 0, 0);

export function seedProductDoc(product: SeedProduct, index: number): ProductDoc {
  // The first product of the list is the newest, so "newest first" follows the list.
  const createdAt = new Date(SEED_EPOCH - index * 60_000);
  return {
    _id: seedId('product', product.key),
    productName: product.productName,
    brandName: product.brandName,
    category: product.category,
    productImage: product.productImage,
    description: product.description,
    price: product.price,
    sellingPrice: product.sellingPrice,
    stock: product.variants ? product.variants.reduce((sum, variant) => sum + variant.stock, 0) : product.stock,
    ...(product.service ?? {}),
    ...seedVariantFields(product),
    searchText: productSearchText(product),
    searchDescription: normalizeText(product.description),
    taxTreatment: seedTaxTreatment(product),
    createdAt,
    updatedAt: createdAt,
  };
}

/** A sample garment's options and variants, each variant with a stable id from its product's key and its own. */
function seedVariantFields(product: SeedProduct): Pick<ProductDoc, 'options' | 'variants'> {
  if (!product.options || !product.variants) return {};
  return {
    options: product.options,
    variants: product.variants.map(({ key, ...variant }) => ({ _id: seedId('variant', `${product.key}:${key}`), ...variant })),
  };
}

export function seedCategoryDocs(): CategoryDoc[] {
  return seedCategories.map((category, index) => ({
    _id: seedId('category', category.key),
    name: category.name,
    nameKey: normalizeText(category.name),
    slug: category.slug || slugify(category.name),
    image: category.image,
    createdAt: new Date(SEED_EPOCH - index * 60_000),
  }));
}

async function insertIgnoringDuplicates<T>(items: T[], insert: (item: T) => Promise<unknown>) {
  for (const item of items) {
    try {
      await insert(item);
    } catch (error) {
      // A concurrent first start already wrote it.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}

/** Seeds the catalogue and shipping rates when the store has no categories yet. */
export async function seedCatalogueIfEmpty(store: Store): Promise<boolean> {
  if ((await store.collection('categories').countDocuments({})) > 0) return false;
  await insertIgnoringDuplicates(seedCategoryDocs(), (doc) => store.collection('categories').insertOne(doc));
  await insertIgnoringDuplicates(
    seedProducts.map((product, index) => seedProductDoc(product, index)),
    (doc) => store.collection('products').insertOne(doc),
  );
  // The whole list is one document; rates already there (in any shape) are left alone.
  if ((await store.collection('shippingRates').countDocuments({})) === 0) {
    await insertIgnoringDuplicates([shippingRatesDocument(seedShippingRates, new Date(SEED_EPOCH))], (doc) =>
      store.collection('shippingRates').insertOne(doc),
    );
  }
  return true;
}

/** Creates the development admin when no user has that e-mail yet. */
export async function seedAdminIfMissing(store: Store, admin: { email: string; password: string }, now: Date) {
  const users = store.collection('users');
  if (await users.findOne({ email: admin.email })) return false;
  await insertIgnoringDuplicates([admin], async () =>
    users.insertOne({
      name: 'Administrador',
      email: admin.email,
      tel: '3001234567',
      passwordHash: await hashPassword(admin.password),
      role: 'ADMIN',
      profilePic: '',
      // The owner set this address (SEED_ADMIN_EMAIL): it counts as confirmed.
      emailConfirmedAt: now,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return true;
}

/** An embedded store's first start: the sample shop and the development admin (`SEED_ADMIN_*`). */
export async function seedSampleShop(store: Store, config: Pick<AppConfig, 'seedAdmin'>) {
  await seedCatalogueIfEmpty(store);
  await seedAdminIfMissing(store, config.seedAdmin, new Date());
}
