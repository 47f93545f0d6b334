/**
 * Small things of the shop's pages: customers read "Servicios a domicilio" for the stored category
 * "Servicios-Home"; only home services speak of going to the customer; the footer no longer
 * links /blog (the page stays); the page not found helps the person on.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './cart-helpers.ts';
import { allCategories, cardOf, productNamed } from './storefront-helpers.ts';

const HOME_LABEL = 'Servicios a domicilio';

test('customers read the home services\' category as "Servicios a domicilio"; its address stays', async ({ page, request }) => {
  const homeCategory = (await allCategories(request)).find((category) => category.name === 'Servicios-Home');
  expect(homeCategory?.slug).toBe('servicios-home');

  await page.goto('/servicios');
  await expect(cardOf(page, 'Masaje a domicilio').getByText(`${HOME_LABEL} · Tienda Medellín Spa`)).toBeVisible();

  await page.goto(`/product-category/${homeCategory!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_LABEL);
  await expect(page).toHaveTitle(new RegExp(`^${HOME_LABEL} \\|`));
  await expect(page.getByRole('main')).not.toContainText('Servicios-Home');

  const massage = await productNamed(request, 'Masaje a domicilio');
  await page.goto(`/product/${massage._id}`);
  const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(breadcrumb.getByRole('link', { name: HOME_LABEL })).toHaveAttribute('href', `/product-category/${homeCategory!._id}`);
  await expect(page.getByText('Atención a domicilio en Medellín y el Valle de Aburrá')).toBeVisible();

  await page.goto('/catalogo');
  await expect(page.getByRole('link', { name: HOME_LABEL })).toBeVisible();
});

test('a service done at the shop promises no home visit on its page', async ({ page, request }) => {
  const massage = await productNamed(request, 'Masaje relajante');
  await page.goto(`/product/${massage._id}`);
  await expect(page.getByText('Atención en nuestra tienda de El Poblado')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/domicilio|tu casa/i);
});

test('the footer does not link /blog, and /blog still answers', async ({ page }) => {
  await page.goto('/productos');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Catálogo' })).toBeVisible();
  await expect(footer.locator('a[href="/blog"]')).toHaveCount(0);
  const blog = await page.goto('/blog');
  expect(blog?.status()).toBe(200);
  await expect(page.getByRole('main')).toHaveText('Blog');
});

test('the page not found offers a search box and the main sections', async ({ page }) => {
  const response = await page.goto('/esta-direccion-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  const main = page.getByRole('main');
  for (const [name, href] of [
    ['Productos', '/productos'],
    ['Servicios', '/servicios'],
    ['Reservar una cita', '/reservar'],
    ['Catálogo', '/catalogo'],
    ['Contacto', '/contacto'],
    ['Volver al inicio', '/'],
  ] as const) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expectNoAxeViolations(page);

  const search = main.getByRole('search', { name: 'Buscar de nuevo' });
  await search.getByRole('searchbox', { name: 'Buscar otra cosa' }).fill('portátil');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/search\?q=port%C3%A1til&description=true$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});
