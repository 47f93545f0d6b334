/**
 * The admin's product list, read from the server a page at a time: the catalogue (a page and the
 * count), or the matches of a search once typing pauses. A newer request cancels an older one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { getProductCount, getProductPage } from '~/lib/api/admin/product-list.ts';
import { searchProducts } from '~/lib/api/search.ts';
import { toast } from '~/lib/toast.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import {
  catalogueList,
  PRODUCT_PAGE_SIZE,
  reloadSize,
  SEARCH_DELAY_MS,
  searchList,
  withMoreMatches,
  withNextPage,
  withoutProduct,
  type ProductList,
} from './product-list.ts';

async function firstProducts(search: string, size: number, signal: AbortSignal): Promise<ProductList> {
  if (search) {
    const { data } = await searchProducts({ q: search, description: 'true' }, signal);
    return searchList(search, data, size);
  }
  const [page, count] = await Promise.all([getProductPage({ limit: size, skip: 0 }, signal), getProductCount(signal)]);
  return catalogueList(page.data, count.data.total, size);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The search typed, sent once typing pauses (at once when the box is emptied). */
function usePausedSearch(query: string): string {
  const [search, setSearch] = useState(query.trim());
  useEffect(() => {
    const next = query.trim();
    if (next === '') {
      setSearch('');
      return;
    }
    const timer = setTimeout(() => setSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  return search;
}

export function useProductList(query: string) {
  const search = usePausedSearch(query);
  const [list, setList] = useState<ProductList | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const latest = useRef<ProductList | null>(null);
  latest.current = list;
  const request = useRef<AbortController | null>(null);

  /** Starts a request, cancelling the one under way; the answer is taken only if nothing newer started. */
  const run = useCallback(async (work: (signal: AbortSignal) => Promise<ProductList>) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    try {
      const next = await work(controller.signal);
      if (controller.signal.aborted) return;
      setList(next);
      setLoadError(null);
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      const message = serverMessageOr(error, adminMessages.adminProductsFetchError);
      setLoadError(message);
      toast.error(message);
    } finally {
      if (request.current === controller) setLoading(false);
    }
  }, []);

  // A new search (or a reload after a change) reads the first products again, as many as were shown.
  useEffect(() => {
    const current = latest.current;
    const size = current && current.search === search ? reloadSize(current) : PRODUCT_PAGE_SIZE;
    void run((signal) => firstProducts(search, size, signal));
  }, [search, reloads, run]);

  useEffect(() => () => request.current?.abort(), []);

  /** The next page: from the server for the catalogue, from the matches already read for a search. */
  const more = useCallback(() => {
    const current = latest.current;
    if (!current) return;
    if (current.search) {
      setList(withMoreMatches(current));
      return;
    }
    void run(async (signal) => {
      const { data } = await getProductPage({ limit: PRODUCT_PAGE_SIZE, skip: current.items.length }, signal);
      return withNextPage(current, data, PRODUCT_PAGE_SIZE);
    });
  }, [run]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const remove = useCallback((productId: string) => setList((current) => current && withoutProduct(current, productId)), []);

  return { list, loading, loadError, more, reload, remove, searching: query.trim() !== search };
}
