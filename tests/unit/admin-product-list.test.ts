import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import {
  catalogueList,
  countText,
  hasMore,
  PRODUCT_PAGE_SIZE,
  reloadSize,
  searchList,
  visibleProducts,
  withMoreMatches,
  withNextPage,
  withoutProduct,
} from '../../src/islands/admin/products/product-list.ts';
import { getProductCount, getProductPage, getProductsOfCategories } from '../../src/lib/api/admin/product-list.ts';

const products = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ _id: `p${from + index}`, productName: `Producto ${from + index}` }) as Product);

describe('the admin product list, a page at a time', () => {
  it('shows the first page with the catalogue count, and knows when there are more', () => {
    const list = catalogueList(products(PRODUCT_PAGE_SIZE), 60, PRODUCT_PAGE_SIZE);
    expect(list).toMatchObject({ search: '', shown: PRODUCT_PAGE_SIZE, total: 60 });
    expect(hasMore(list)).toBe(true);
    expect(countText(list)).toBe('24 de 60 productos');
    // A short first page is the whole catalogue, whatever the count said.
    expect(catalogueList(products(5), 7, PRODUCT_PAGE_SIZE)).toMatchObject({ shown: 5, total: 5 });
  });

  it('adds the next page once, and stops at a short page', () => {
    const first = catalogueList(products(PRODUCT_PAGE_SIZE), 40, PRODUCT_PAGE_SIZE);
    // The catalogue moved: the first product of the next page was the last of this one.
    const second = withNextPage(first, products(PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE - 1), PRODUCT_PAGE_SIZE);
    expect(second.items.map((product) => product._id)).toEqual(products(2 * PRODUCT_PAGE_SIZE - 1).map((product) => product._id));
    expect(second.total).toBe(2 * PRODUCT_PAGE_SIZE - 1);
    expect(hasMore(second)).toBe(false);
    expect(countText(second)).toBe('47 productos');
  });

  it('pages through a search’s matches without asking again', () => {
    const list = searchList('cable', products(30));
    expect(visibleProducts(list)).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(countText(list)).toBe('24 de 30 resultados');
    const all = withMoreMatches(list);
    expect(visibleProducts(all)).toHaveLength(30);
    expect(hasMore(all)).toBe(false);
    expect(countText(searchList('cable', products(1)))).toBe('1 resultado');
    // A reload keeps the place: as many as were shown.
    expect(searchList('cable', products(30), 30).shown).toBe(30);
    expect(reloadSize(all)).toBe(30);
    expect(reloadSize(null)).toBe(PRODUCT_PAGE_SIZE);
  });

  it('takes a deleted product out of the list and the count', () => {
    const list = catalogueList(products(PRODUCT_PAGE_SIZE), 60, PRODUCT_PAGE_SIZE);
    const after = withoutProduct(list, 'p3');
    expect(after).toMatchObject({ shown: PRODUCT_PAGE_SIZE - 1, total: 59 });
    expect(withoutProduct(after, 'nope')).toBe(after);
    const search = withoutProduct(searchList('x', products(30)), 'p0');
    expect(search).toMatchObject({ shown: PRODUCT_PAGE_SIZE, total: 29 });
  });
});

describe('the admin product-list API calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a page, the count and some categories’ products', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, error: false, data: [] })));
    vi.stubGlobal('fetch', fetchMock);
    await getProductPage({ limit: 24, skip: 48 });
    await getProductCount();
    await getProductsOfCategories({ category: ['Servicios'], sort: 'newest' });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'GET /api/get-product?limit=24&skip=48',
      'GET /api/admin/product-count',
      'POST /api/filter-product',
    ]);
    expect(JSON.parse(String(calls[2]?.[1].body))).toEqual({ category: ['Servicios'], sort: 'newest' });
  });
});
