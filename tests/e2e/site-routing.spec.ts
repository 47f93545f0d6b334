import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './cart-helpers.ts';

test('the home page shows real products and links to their pages', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Tienda Medellín/);
  await expect(page.getByRole('link', { name: /ir al inicio/ })).toBeVisible();
  await expect(page.getByRole('search')).toBeVisible();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const name = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  expect(name.length).toBeGreaterThan(0);
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the API answers beside the pages', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ ok: true, store: 'embedded', payments: 'sandbox', media: 'local' });
  const products = await (await request.get('/api/get-product')).json();
  expect(products.data.length).toBeGreaterThanOrEqual(60);
});

test('an unknown page answers 404 with a link home', async ({ page }) => {
  const response = await page.goto('/no-existe-esta-pagina');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the capitalised spec routes redirect like netlify.toml says', async ({ request }) => {
  const response = await request.get('/Servicios', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/servicios');
});

test("the header cart link is for every visitor and counts a signed-in one's server cart", async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito: 0 productos' })).toHaveAttribute('href', '/cart');

  await signUpAndSignIn(page, baseURL);
  const products = (await (await page.request.get('/api/get-product')).json()) as {
    data: { _id: string; stock: number; category: string; variants?: unknown[] }[];
  };
  // A product without sizes (a garment other tests create needs its variant), with the stock for three.
  const product = products.data.find(
    (candidate) => candidate.stock > 3 && !candidate.category.startsWith('Servicios') && !candidate.variants?.length,
  )!;
  const added = await page.request.post('/api/addtocart', {
    data: { productId: product._id, quantity: 3 },
    headers: { Origin: new URL(baseURL ?? 'http://localhost').origin },
  });
  expect(added.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito: 3 productos' })).toBeVisible();
});
