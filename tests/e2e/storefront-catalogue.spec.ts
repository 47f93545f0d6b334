import { expect, test, type Page } from '@playwright/test';
import { seedCategories, seedProducts } from '../../functions/seed/catalogue-data.ts';
import { allCategories, allProducts, cardOf, isService, productNamed, readyAddButton } from './storefront-helpers.ts';
import { expectNoAxeViolations, signUpAndSignIn } from './cart-helpers.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { categoryLabel } from '../../src/domain/catalogue/category-labels.ts';

/**
 * The sample catalogue's names. Other tests create products, services and categories of their own
 * while these run (and a listing shows them once it is rebuilt), so a listing is checked to show
 * every sample item, never to hold an exact number of cards.
 */
const sampleNames = (keep: (product: { category: string }) => boolean) => seedProducts.filter(keep).map((product) => product.productName);

async function expectEveryCard(page: Page, names: string[]) {
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) await expect(cardOf(page, name)).toBeVisible();
  expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThanOrEqual(names.length);
}

const GOPRO = 'Cámara deportiva GoPro HERO13 Black';
const SOLD_OUT_IPHONE = 'Apple iPhone 16 Pro 128 GB';

test.describe('listings', () => {
  test('/productos lists every product that is not a service, with its prices', async ({ page }) => {
    await page.goto('/productos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Productos');
    await expectEveryCard(
      page,
      sampleNames((product) => !isService(product.category)),
    );
    await expect(cardOf(page, 'Masaje relajante')).toHaveCount(0);

    const card = cardOf(page, GOPRO);
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/product\/[0-9a-f]{24}$/);
    await expect(card.getByText('Cámaras · GoPro')).toBeVisible();
    await expect(card.getByText('$ 1.999.000')).toBeVisible();
    await expect(card.getByText('≈ US$ 499,75')).toBeVisible();
    await expect(card.locator('s')).toContainText('$ 2.299.000');
    await expect(card.getByRole('button', { name: 'Añadir al carrito' })).toBeVisible();
  });

  test('/servicios lists the services with an "Añadir" button', async ({ page }) => {
    await page.goto('/servicios');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicios');
    await expectEveryCard(
      page,
      sampleNames((product) => isService(product.category)),
    );
    await expect(cardOf(page, 'Masaje relajante').getByRole('button', { name: 'Añadir', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Añadir al carrito' })).toHaveCount(0);
  });

  test('a category slug page shows that category, refreshed from the API', async ({ page }) => {
    await page.goto('/camaras');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cámaras');
    await expectEveryCard(
      page,
      sampleNames((product) => product.category === 'Cámaras'),
    );
  });

  test('a category page says when the category has become empty', async ({ page }) => {
    await page.route('**/api/category-product', (route) => route.fulfill({ json: { success: true, error: false, data: [] } }));
    await page.goto('/webcams');
    await expect(page.getByText('No hay productos en esta categoría.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });

  test('product-category/{id} shows the products of that category', async ({ page, request }) => {
    const featured = (await allCategories(request)).find((category) => category.name === 'Destacados');
    expect(featured).toBeDefined();
    await page.goto(`/product-category/${featured?._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Destacados');
    await expectEveryCard(
      page,
      sampleNames((product) => product.category === 'Destacados'),
    );
  });

  test('/catalogo lists every category and links to its page', async ({ page, request }) => {
    const categories = await allCategories(request);
    await page.goto('/catalogo');
    const main = page.getByRole('main');
    // Each under the name customers read ("Servicios-Home" as "Servicios a domicilio").
    for (const { name } of seedCategories) await expect(main.getByRole('link', { name: categoryLabel(name), exact: true })).toBeVisible();
    expect(await main.getByRole('listitem').count()).toBeGreaterThanOrEqual(seedCategories.length);
    await expect(main.getByRole('link', { name: 'Cámaras', exact: true })).toHaveAttribute('href', '/camaras');
    const featured = categories.find((category) => category.name === 'Destacados');
    await expect(main.getByRole('link', { name: 'Destacados', exact: true })).toHaveAttribute('href', `/product-category/${featured?._id}`);
  });
});

test.describe('cart buttons', () => {
  test('a card adds its product to the cart without leaving the page', async ({ page, baseURL }) => {
    // Signed in, the header's link counts the server's cart.
    await signUpAndSignIn(page, baseURL);
    await page.goto('/productos');
    const badge = page.getByRole('banner').getByRole('link', { name: /^Carrito:/ });
    await expect(badge).toHaveAccessibleName('Carrito: 0 productos');
    const add = await readyAddButton(cardOf(page, GOPRO), 'Añadir al carrito');
    await add.click();
    await expect(badge).toHaveAccessibleName('Carrito: 1 producto');
    await expect(page.getByRole('alert').filter({ hasText: `«${GOPRO}» se añadió al carrito.` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar notificación' }).first()).toBeVisible();
    await add.click();
    await expect(badge).toHaveAccessibleName('Carrito: 2 productos');
    await expect(page).toHaveURL(/\/productos$/);
  });

  test('a sold-out product shows a disabled "Agotado" button', async ({ page, request }) => {
    const iphone = await productNamed(request, SOLD_OUT_IPHONE);
    expect(iphone.stock).toBe(0);
    await page.goto(`/product/${iphone._id}`);
    const detail = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    const soldOut = detail.getByRole('button', { name: 'Agotado' });
    await expect(soldOut).toBeVisible();
    await expect(soldOut).toBeDisabled();
    await expect(detail.getByText('Agotado', { exact: true }).first()).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Añadir al carrito' })).toHaveCount(0);

    await page.goto('/productos');
    await expect(cardOf(page, SOLD_OUT_IPHONE).getByRole('button', { name: 'Agotado' })).toBeDisabled();
  });

  test('prebuilt prices and stock give way to the live ones', async ({ page, request }) => {
    const gopro = await productNamed(request, GOPRO);
    // The price changed and the stock ran out after the page was built.
    const askedFor: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/product-prices',
      async (route) => {
        askedFor.push(...(new URL(route.request().url()).searchParams.get('ids') ?? '').split(','));
        await route.fulfill({
          json: { success: true, error: false, data: [{ _id: gopro._id, price: 2_100_000, sellingPrice: 1_890_000, stock: 0 }] },
        });
      },
    );
    await page.goto(`/product/${gopro._id}`);
    const detail = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(detail.getByText('$ 1.890.000')).toBeVisible();
    await expect(detail.getByText('≈ US$ 472,50')).toBeVisible();
    await expect(detail.locator('s')).toContainText('$ 2.100.000');
    await expect(detail.getByText('-10%')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Agotado' })).toBeDisabled();
    expect(askedFor).toContain(gopro._id);
  });
});

test.describe('search', () => {
  test('the header search finds the camera, accents or not, and keeps the query', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Buscar productos' });
    await box.fill('camara');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/?\?q=camara&description=true$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «camara»');
    await expect(cardOf(page, GOPRO)).toBeVisible();
    await expect(cardOf(page, GOPRO).getByRole('link')).toHaveAttribute('href', /^\/product\/[0-9a-f]{24}$/);
    await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('camara');
  });

  test('a search without results says so', async ({ page }) => {
    await page.goto('/search?q=xyzzy-nada&description=true');
    await expect(page.getByText('No encontrado....')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });
});

test.describe('product page', () => {
  test('the image zooms on hover and on click, and thumbnails switch it', async ({ page, request }) => {
    const gopro = await productNamed(request, GOPRO);
    await page.goto(`/product/${gopro._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GOPRO);
    const zoom = page.getByRole('button', { name: 'Ampliar imagen' });
    const image = zoom.locator('img');
    await expect(zoom).toHaveAttribute('data-zoomed', 'false');

    await zoom.hover();
    await expect(zoom).toHaveAttribute('data-zoomed', 'true');
    await expect(image).toHaveCSS('transform', /^matrix\(2\.2, 0, 0, 2\.2/);
    await page.mouse.move(1, 1);
    await expect(zoom).toHaveAttribute('data-zoomed', 'false');
    await expect(image).toHaveCSS('transform', 'none');

    await zoom.focus();
    await page.keyboard.press('Enter');
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expect(zoom).toHaveAttribute('data-zoomed', 'true');
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');

    const first = await image.getAttribute('src');
    await page.getByRole('button', { name: 'Ver imagen 2 de 2' }).click();
    await expect(image).not.toHaveAttribute('src', first ?? '');
    await expect(page.getByRole('button', { name: 'Ver imagen 2 de 2' })).toHaveAttribute('aria-current', 'true');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test('a tap zooms the image and another tap zooms it out', async ({ page, request }) => {
      const gopro = await productNamed(request, GOPRO);
      await page.goto(`/product/${gopro._id}`);
      const zoom = page.getByRole('button', { name: 'Ampliar imagen' });
      await zoom.tap();
      await expect(zoom).toHaveAttribute('data-zoomed', 'true');
      await expect(zoom).toHaveAttribute('aria-pressed', 'true');
      await zoom.tap();
      await expect(zoom).toHaveAttribute('data-zoomed', 'false');
    });
  });

  test('a service shows every service field and a booking section', async ({ page, request }) => {
    const tanning = await productNamed(request, 'Bronceado en cámara UV');
    await page.goto(`/product/${tanning._id}`);
    const details = page.getByRole('region', { name: 'Detalles del servicio' });
    for (const label of [
      'Duración',
      'Intensidad',
      'Incluye',
      'Recomendaciones',
      'Beneficios adicionales',
      'Frecuencia recomendada',
      'Descuentos y promociones',
    ]) {
      await expect(details.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(details.getByText('30 minutos')).toBeVisible();
    const booking = page.getByRole('region', { name: 'Reservar este servicio' });
    await expect(booking).toHaveAttribute('id', 'reservar');
    await expect(booking.getByRole('link', { name: 'escríbenos por WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(booking.getByRole('button', { name: 'Añadir', exact: true })).toBeVisible();
  });

  test('a product page carries schema.org Product data in COP', async ({ page, request }) => {
    const iphone = await productNamed(request, SOLD_OUT_IPHONE);
    await page.goto(`/product/${iphone._id}`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: SOLD_OUT_IPHONE,
      offers: { priceCurrency: 'COP', price: iphone.sellingPrice, availability: 'https://schema.org/OutOfStock' },
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${iphone._id}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(SOLD_OUT_IPHONE));
  });
});

test('sitemap.xml lists the public pages and every product; robots.txt points to it', async ({ request }) => {
  // The sample ones: a product another test has just created is listed once the site is rebuilt.
  const sample = new Set(sampleNames(() => true));
  const products = (await allProducts(request)).filter((product) => sample.has(product.productName));
  expect(products.length).toBe(sample.size);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/productos', '/servicios', '/contacto', '/camaras', '/politica-de-datos', '/terminos'])
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
  for (const product of products) expect(sitemap).toContain(`/product/${product._id}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /admin-panel');
  // The cart is public and crawlable (an empty cart to a crawler), but it is no page to list.
  expect(robots).not.toContain('Disallow: /cart');
  expect(sitemap).not.toContain('/cart</loc>');
});

test('a search with no match says "No encontrado....", offers categories and a box to search again', async ({ page }) => {
  await page.goto('/search?q=zzzz');
  const main = page.getByRole('main');
  await expect(main.getByText(messages.searchEmpty, { exact: true })).toBeVisible();

  const categories = main.getByRole('navigation', { name: messages.searchSuggestedCategories }).getByRole('link');
  await expect(categories.first()).toBeVisible();
  expect(await categories.count()).toBeGreaterThanOrEqual(3);
  for (const href of await categories.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^\/[a-z0-9-]+(\/[a-f0-9]{24})?$/);
  }

  await expectNoAxeViolations(page);
  const again = main.getByRole('search', { name: messages.searchAgainLabel });
  const box = again.getByLabel(messages.searchAgainField);
  await expect(box).toHaveValue('zzzz');
  await box.fill('masaje');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=masaje/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.searchHeading('masaje'));
  // Exact: other specs add services whose names start the same way.
  await expect(main.getByRole('heading', { name: 'Masaje relajante', exact: true })).toBeVisible();
  await expect(main.getByText(messages.searchEmpty, { exact: true })).toHaveCount(0);

  // A suggested category leads to its page.
  await page.goto('/search?q=zzzz');
  const first = page.getByRole('main').getByRole('navigation', { name: messages.searchSuggestedCategories }).getByRole('link').first();
  const href = (await first.getAttribute('href')) ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
