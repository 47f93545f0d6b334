/**
 * The catalogue as the static build sees it: every product and category, as the API lists them,
 * the owner's weekly hours (the pages' hour texts), and a fingerprint that says whether the pages need building again. `npm start` writes a snapshot
 * file and hands it to the build; `build-catalogue.ts` reads it (or the store) for the pages.
 */
import { createHash } from 'node:crypto';
import type { Category, Product } from '../../../src/domain/catalogue/catalogue-schemas.ts';
import type { ShopSchedule } from '../../../src/domain/schedule/shop-schedule.ts';
import { readSchedule } from '../schedule/index.ts';
import type { Store } from '../../store/contract.ts';
import { listCategories, listProducts } from './catalogue.ts';

export interface CatalogueSnapshot {
  products: Product[];
  categories: Category[];
  /** The owner's weekly hours (missing in a snapshot written before there were any: today's hours). */
  schedule?: ShopSchedule;
}

export async function exportCatalogue(store: Store): Promise<CatalogueSnapshot> {
  const [products, categories, schedule] = await Promise.all([listProducts(store), listCategories(store), readSchedule(store)]);
  return { products, categories, schedule };
}

export function catalogueFingerprint(snapshot: CatalogueSnapshot): string {
  return createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
}
