/**
 * The catalogue as the static build sees it: every product and category, as the API lists them,
 * and a fingerprint that says whether the pages need building again. `npm start` writes a snapshot
 * file and hands it to the build; `build-catalogue.ts` reads it (or the store) for the pages.
 */
import { createHash } from 'node:crypto';
import type { Category, Product } from '../../../src/domain/schemas.ts';
import type { Store } from '../../store/contract.ts';
import { listCategories, listProducts } from './catalogue.ts';

export interface CatalogueSnapshot {
  products: Product[];
  categories: Category[];
}

export async function exportCatalogue(store: Store): Promise<CatalogueSnapshot> {
  const [products, categories] = await Promise.all([listProducts(store), listCategories(store)]);
  return { products, categories };
}

export function catalogueFingerprint(snapshot: CatalogueSnapshot): string {
  return createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
}
