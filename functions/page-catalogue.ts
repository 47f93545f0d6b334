/**
 * The catalogue a page is made from. A prebuilt page reads the build's snapshot
 * (`build-catalogue.ts`); a page rendered on demand reads the live store, through a snapshot kept
 * per catalogue version (`Store.catalogueVersion()`, moved by every write to products and
 * categories), so a saved product is on its page at the next request and an unchanged catalogue
 * is exported once.
 *
 * Where the store comes from: `npm start` and `npm run dev` hand the process's own store over with
 * `providePageStore` (one embedded engine per data dir, shared with the API); on Netlify the render
 * function opens the store alone (`MONGODB_URI`) on first use and keeps it for its instance: it needs
 * none of the API's payments, mail or secrets to render a page.
 */
import type { BusinessHours } from '../src/domain/schedule/business-hours.ts';
import { businessHoursOf } from '../src/domain/schedule/shop-schedule.ts';
import { loadCatalogueForBuild } from './build-catalogue.ts';
import { loadStoreConfig } from './config.ts';
import { listCategories, listProducts } from './services/catalogue/catalogue.ts';
import { filterProducts } from './services/catalogue/product-filters.ts';
import type { Product } from '../src/domain/catalogue/catalogue-schemas.ts';
import {
  hasListingChoice,
  listingFilterBody,
  listingSearchParams,
  readListingChoice,
  type ListingScope,
} from '../src/domain/catalogue/listing-query.ts';
import type { CatalogueSnapshot } from './services/catalogue/catalogue-snapshot.ts';
import { productReviews, type ProductReviews } from './services/reviews/index.ts';
import { readSchedule } from './services/schedule/shop-hours.ts';
import type { Store } from './store/contract.ts';
import { openStore } from './store/index.ts';

const PAGE_STORE = Symbol.for('tienda.pageStore');

type Holder = { [PAGE_STORE]?: Store };

/** Gives the pages rendered in this process the store the API uses (the bundle shares no module with the caller). */
export function providePageStore(store: Store) {
  (globalThis as Holder)[PAGE_STORE] = store;
}

let opened: Promise<Store> | undefined;

async function pageStore(): Promise<Store> {
  const provided = (globalThis as Holder)[PAGE_STORE];
  if (provided) return provided;
  opened ??= openStore(loadStoreConfig()).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

type Listing = Pick<CatalogueSnapshot, 'products' | 'categories'>;
let cached: { version: number; listing: Promise<Listing> } | undefined;

/**
 * The live catalogue: products and categories listed again only when their version moved, the
 * owner's hours (one small document, kept in settings) read each time.
 */
export async function loadLiveCatalogue(): Promise<CatalogueSnapshot> {
  const store = await pageStore();
  const version = await store.catalogueVersion();
  if (cached?.version !== version) {
    const listing = Promise.all([listProducts(store), listCategories(store)]).then(([products, categories]) => ({ products, categories }));
    cached = { version, listing };
    listing.catch(() => {
      if (cached?.listing === listing) cached = undefined;
    });
  }
  const [listing, schedule] = await Promise.all([cached.listing, readSchedule(store)]);
  return { ...listing, schedule };
}

/** The build's snapshot for a prebuilt page, the live catalogue for one rendered on demand. */
export function loadCatalogueForPage(page: { isPrerendered: boolean }): Promise<CatalogueSnapshot> {
  return page.isPrerendered ? loadCatalogueForBuild() : loadLiveCatalogue();
}

/** The owner's weekly hours a page's texts say (the build's, or the live ones on demand). */
export async function loadBusinessHoursForPage(page: { isPrerendered: boolean }): Promise<BusinessHours> {
  return businessHoursOf((await loadCatalogueForPage(page)).schedule);
}

/**
 * A product's published reviews, one page of them, for its page rendered on demand (its cache tag
 * is purged when the owner publishes or hides one). A prebuilt page shows none: reviews are live.
 */
export async function loadProductReviewsForPage(
  page: { isPrerendered: boolean },
  productId: string,
  pageNumber = 1,
): Promise<ProductReviews> {
  if (page.isPrerendered) return { summary: { count: 0, average: 0 }, reviews: [], page: 1, pages: 1 };
  return productReviews(await pageStore(), productId, pageNumber);
}

/**
 * A listing filtered as its address asks (`?orden=…&marca=…`), answered by the same query as
 * `POST /api/filter-product`, so a shared filtered link paints its own list from the first byte:
 * the choices (as the filter bar writes them in the address) and their products, or undefined when
 * the address chooses nothing.
 */
export async function loadAppliedListingForPage(
  address: URLSearchParams,
  scope: ListingScope,
): Promise<{ query: string; products: Product[] } | undefined> {
  const choice = readListingChoice(address);
  if (!hasListingChoice(choice)) return undefined;
  const products = await filterProducts(await pageStore(), listingFilterBody(scope, choice));
  return { query: listingSearchParams(choice).toString(), products };
}
