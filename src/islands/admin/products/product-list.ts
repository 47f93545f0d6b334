/**
 * The admin's product list as the server gives it: the catalogue one page at a time (newest
 * first, with the count beside it), or a search's matches, shown a page at a time too. The
 * browser never holds the whole catalogue.
 */
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { Product } from '~/domain/catalogue/catalogue-schemas.ts';

export const PRODUCT_PAGE_SIZE = 24;
/** Typing pauses this long before a search is sent. */
export const SEARCH_DELAY_MS = 300;

export interface ProductList {
  /** The search these are the matches of; empty for the catalogue. */
  search: string;
  /** The catalogue's pages loaded so far, or every match of the search. */
  items: Product[];
  /** How many of `items` are on screen. */
  shown: number;
  /** The catalogue's size, or the number of matches. */
  total: number;
}

/** The first `requested` products of the catalogue; a short answer means there are no more. */
export function catalogueList(items: Product[], total: number, requested: number): ProductList {
  return { search: '', items, shown: items.length, total: items.length < requested ? items.length : Math.max(total, items.length) };
}

export function searchList(search: string, matches: Product[], shown = PRODUCT_PAGE_SIZE): ProductList {
  return { search, items: matches, shown: Math.min(Math.max(shown, PRODUCT_PAGE_SIZE), matches.length), total: matches.length };
}

export function visibleProducts(list: ProductList): Product[] {
  return list.items.slice(0, list.shown);
}

export function hasMore(list: ProductList): boolean {
  return list.shown < list.total;
}

/**
 * The next page of the catalogue after the ones loaded. A product already listed (the catalogue
 * moved under the list) is not listed twice; a short page means the end was reached.
 */
export function withNextPage(list: ProductList, page: readonly Product[], requested: number): ProductList {
  const known = new Set(list.items.map((product) => product._id));
  const items = [...list.items, ...page.filter((product) => !known.has(product._id))];
  const total = page.length < requested ? items.length : Math.max(list.total, items.length);
  return { ...list, items, shown: items.length, total };
}

/** The next page of a search's matches. */
export function withMoreMatches(list: ProductList): ProductList {
  return { ...list, shown: Math.min(list.shown + PRODUCT_PAGE_SIZE, list.total) };
}

/** The list without a deleted product. */
export function withoutProduct(list: ProductList, productId: string): ProductList {
  const items = list.items.filter((product) => product._id !== productId);
  if (items.length === list.items.length) return list;
  const shown = list.search ? Math.min(list.shown, items.length) : items.length;
  return { ...list, items, shown, total: Math.max(list.total - 1, items.length) };
}

/** The count line above the cards. */
export function countText(list: ProductList): string {
  return list.search ? adminMessages.adminSearchCount(list.shown, list.total) : adminMessages.adminProductCount(list.shown, list.total);
}

/** How many products a reload asks for, so the admin keeps the place they had scrolled to. */
export function reloadSize(list: ProductList | null): number {
  return Math.max(PRODUCT_PAGE_SIZE, list?.shown ?? 0);
}
