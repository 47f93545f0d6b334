/**
 * How pages rendered on demand are cached (Netlify's durable CDN cache, and the local server's copy
 * of it) and the tags a save purges. A page names every tag whose change would make it wrong; the
 * owner's save purges the tags of what it changed, so the next request renders the page again.
 */

/** A day fresh, then a week served stale while it renders again; a save purges it long before. */
export const PAGE_CACHE_SECONDS = { maxAge: 86_400, swr: 604_800 } as const;

export const pageCacheTags = {
  /** Every page rendered on demand: the header's categories, the hours and the footer. */
  shop: 'shop',
  /** The pages that list the whole catalogue: the home page's carousels, /productos, /servicios. */
  listings: 'listings',
  product: (productId: string) => `product-${productId}`,
  /** A category's page, and every product page that lists its siblings. */
  category: (categoryName: string) => `category-${categoryName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
} as const;

/** An id (of a product or a category) as the addresses and the store spell it (24 hexadecimal digits, lower case), or null. */
export function storeIdFromPath(raw: string | undefined): string | null {
  const id = (raw ?? '').trim().toLowerCase();
  return /^[0-9a-f]{24}$/.test(id) ? id : null;
}
