/**
 * The local server's copy of Netlify's CDN cache for pages rendered on demand: an answer carrying
 * `Netlify-CDN-Cache-Control` (max-age, stale-while-revalidate) is kept and served again until it
 * expires or a save purges one of its `Netlify-Cache-Tag` tags, and both headers are taken off what
 * the browser gets, as Netlify does. So `npm start` renders a page once per change, like the CDN.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  tags: string[];
  freshUntil: number;
  staleUntil: number;
}

const CDN_HEADERS = ['netlify-cdn-cache-control', 'netlify-cache-tag', 'cdn-cache-control'];

function seconds(directives: string, name: string): number {
  const match = new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, 'i').exec(directives);
  return match ? Number(match[1]) : 0;
}

/** What the browser may see of an answer: the CDN's own headers removed. */
export function browserHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !CDN_HEADERS.includes(name.toLowerCase()));
}

export function createPageCache(options: { maxEntries?: number; now?: () => number } = {}) {
  const maxEntries = options.maxEntries ?? 2_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage>();

  return {
    /** A fresh copy, or a stale one still inside its stale-while-revalidate window (`stale: true`). */
    get(key: string): { page: CachedPage; stale: boolean } | undefined {
      const page = entries.get(key);
      if (!page) return undefined;
      const at = now();
      if (at >= page.staleUntil) {
        entries.delete(key);
        return undefined;
      }
      // The most recently used stay; the least recently used go first when the cache is full.
      entries.delete(key);
      entries.set(key, page);
      return { page, stale: at >= page.freshUntil };
    },
    /** Keeps a rendered answer when the page asked the CDN to (a 200 with a max-age). */
    async put(key: string, response: Response): Promise<CachedPage | undefined> {
      const directives = response.headers.get('netlify-cdn-cache-control') ?? '';
      const maxAge = seconds(directives, 'max-age');
      if (response.status !== 200 || maxAge === 0 || /no-store|private/i.test(directives)) return undefined;
      const at = now();
      const page: CachedPage = {
        status: response.status,
        headers: browserHeaders(response.headers),
        body: new Uint8Array(await response.arrayBuffer()),
        tags: (response.headers.get('netlify-cache-tag') ?? '')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        freshUntil: at + maxAge * 1000,
        staleUntil: at + (maxAge + seconds(directives, 'stale-while-revalidate')) * 1000,
      };
      entries.delete(key);
      entries.set(key, page);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return page;
    },
    /** Drops every page carrying one of the tags (a save in the admin panel). */
    purge(tags: readonly string[]) {
      const purged = new Set(tags);
      for (const [key, page] of entries) if (page.tags.some((tag) => purged.has(tag))) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
