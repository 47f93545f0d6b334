import { describe, expect, it } from 'vitest';
import { createPageCache } from '../../scripts/lib/page-cache.ts';

const page = (tags: string, control = 'public, durable, max-age=60, stale-while-revalidate=30', status = 200) =>
  new Response('<h1>Cargador</h1>', {
    status,
    headers: { 'content-type': 'text/html', 'netlify-cdn-cache-control': control, 'netlify-cache-tag': tags },
  });

describe("the local server's page cache (Netlify's CDN cache, as `npm start` keeps it)", () => {
  it('keeps a page by its max-age, serves it stale within stale-while-revalidate, then drops it', async () => {
    let now = 0;
    const cache = createPageCache({ now: () => now });
    await cache.put('/product/a', page('shop,product-a'));
    expect(cache.get('/product/a')).toMatchObject({ stale: false });
    now = 60_000;
    expect(cache.get('/product/a')).toMatchObject({ stale: true });
    now = 90_000;
    expect(cache.get('/product/a')).toBeUndefined();
  });

  it('takes the CDN headers off what the browser gets', async () => {
    const cache = createPageCache();
    const kept = await cache.put('/product/a', page('shop,product-a'));
    expect(kept?.headers.map(([name]) => name)).toEqual(['content-type']);
    expect(new TextDecoder().decode(kept?.body)).toBe('<h1>Cargador</h1>');
  });

  it('purges every page carrying one of the tags, and only those', async () => {
    const cache = createPageCache();
    await cache.put('/product/a', page('shop,product-a,category-cargadores'));
    await cache.put('/product/b', page('shop,product-b,category-cargadores'));
    await cache.put('/product/c', page('shop,product-c,category-auriculares'));
    cache.purge(['category-cargadores']);
    expect([cache.get('/product/a'), cache.get('/product/b')]).toEqual([undefined, undefined]);
    expect(cache.get('/product/c')).toBeDefined();
    cache.purge(['shop']);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing a page did not ask the CDN to keep, nor an error', async () => {
    const cache = createPageCache();
    expect(await cache.put('/a', new Response('x'))).toBeUndefined();
    expect(await cache.put('/b', page('shop', 'private, max-age=60'))).toBeUndefined();
    expect(await cache.put('/c', page('shop', 'public, max-age=60', 404))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets the least recently used page past its size', async () => {
    const cache = createPageCache({ maxEntries: 2 });
    await cache.put('/1', page('a'));
    await cache.put('/2', page('b'));
    cache.get('/1');
    await cache.put('/3', page('c'));
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')).toBeDefined();
    expect(cache.size).toBe(2);
  });
});
