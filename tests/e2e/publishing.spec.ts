/**
 * Publishing without waiting: a product saved through the admin API is live at its address at
 * once (rendered on demand), an edit shows at the next request, a deletion answers 404 at once,
 * and its category's pages list it at once. No site build is waited for.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { ADMIN, expectOk, uniqueTag } from './admin-helpers.ts';
import { OWN_BRAND } from './own-data.ts';

const IMAGE = '/images/catalogue/bronceado-camara-uv-1.svg';

test('a saved product is live at once, an edit shows at once, and a deleted one answers 404 at once', async ({ page }) => {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    await expectOk(await admin.post('/api/signin', { data: ADMIN }));
    const name = `Cargador publicado ${uniqueTag()}`;
    const fields = {
      productName: name,
      brandName: OWN_BRAND,
      category: 'Cargadores',
      productImage: [IMAGE],
      description: 'Un cargador creado para probar la publicación inmediata.',
      price: 50_000,
      sellingPrice: 45_000,
      stock: 4,
    };
    const saved = await expectOk(await admin.post('/api/upload-product', { data: fields }));
    const { _id: id } = ((await saved.json()) as { data: { _id: string } }).data;
    const savedAt = Date.now();

    // Live within two seconds of the save: its page, with its name, title and link preview.
    const first = await page.request.get(`/product/${id}`);
    expect(first.status()).toBe(200);
    expect(Date.now() - savedAt).toBeLessThan(2_000);
    const html = await first.text();
    expect(html).toContain(`<title>${name} | Tienda Medellín`);
    expect(html).toContain(`property="og:title"`);
    expect(html).toContain('"@type":"Product"');
    // Its own script policy (the hashes of its inline scripts) beside the site's, and none of the CDN's own headers.
    expect(first.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(first.headers()['netlify-cdn-cache-control']).toBeUndefined();
    // The same address in capitals is the same product.
    expect((await page.request.get(`/product/${id.toUpperCase()}`)).status()).toBe(200);

    // Its category's pages list it at once: the page rendered on demand, and the header's page through its list.
    const categories = (await (await page.request.get('/api/get-categoryProduct')).json()) as { data: { _id: string; name: string }[] };
    const chargers = categories.data.find((category) => category.name === 'Cargadores');
    expect(await (await page.request.get(`/product-category/${chargers?._id}`)).text()).toContain(name);
    await page.goto('/cargadores');
    await expect(page.getByRole('main').getByRole('link', { name }).first()).toBeVisible();

    // An edit shows at the next request (the cached page was purged by the save).
    const renamed = `${name} USB-C`;
    await expectOk(await admin.post('/api/update-product', { data: { ...fields, _id: id, productName: renamed, sellingPrice: 39_000 } }));
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page).toHaveTitle(`${renamed} | Tienda Medellín`);

    // A deletion answers 404 at once, with the shop's own page.
    await expectOk(await admin.delete(`/api/product/${id}`));
    const gone = await page.goto(`/product/${id}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  } finally {
    await admin.dispose();
  }
});

test('an address that names no product answers the 404 page', async ({ page }) => {
  expect((await page.goto('/product/0123456789abcdef01234567'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  expect((await page.goto('/product/no-es-un-producto'))?.status()).toBe(404);
});
