import { expect, test, type Page } from '@playwright/test';
import { listingFilterMessages as t } from '../../src/domain/catalogue/messages-listing-filters.ts';

/**
 * A shopper narrows /productos to one brand under a price and sorts it by price; the address carries
 * the choice (a new page opened on it shows the same list) and the back button brings the previous
 * choice back. On a phone the filters fold into "Filtrar y ordenar".
 */
const MX_KEYS = 'Teclado inalámbrico Logitech MX Keys S';
const C920 = 'Cámara web Logitech C920 HD Pro 1080p';
const BRIO = 'Webcam Logitech Brio 4K Ultra HD';

/** The filtered list shown: the server's for a shared address, else the filter bar's (the other one is hidden). */
const filtered = (page: Page) => page.getByTestId('filtered-products').locator('visible=true');
const cardNames = (page: Page) => filtered(page).getByRole('article').getByRole('heading');

/** Opens the filter bar once the island runs (it counts the listing then); a wide screen has it open already. */
async function openFilters(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^\d+ productos?$/ })).toBeVisible();
  const disclosure = page.locator('details.listing-filters');
  if ((await disclosure.getAttribute('open')) === null) await page.getByText(t.disclosure, { exact: true }).click();
  await expect(page.getByLabel(t.sortLabel)).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a shopper filters by brand and price, sorts by price, shares the address and walks back (${viewport.width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/productos');
    const disclosure = page.locator('details.listing-filters');
    // The filters fold on a phone and are open on a wide screen.
    if (viewport.width < 768) await expect(disclosure).not.toHaveAttribute('open');
    else await expect(disclosure).toHaveAttribute('open');
    await openFilters(page);

    await page.getByRole('checkbox', { name: /^Logitech \(\d+\)$/ }).check();
    await expect(page).toHaveURL(/[?&]marca=Logitech/);
    await expect(cardNames(page).filter({ hasText: BRIO })).toHaveCount(1);

    await page.getByLabel(t.maxPrice).fill('500000');
    await page.getByRole('button', { name: t.applyPrice }).click();
    await expect(page).toHaveURL(/[?&]max=500000/);
    await expect(cardNames(page).filter({ hasText: BRIO })).toHaveCount(0);

    await page.getByLabel(t.sortLabel).selectOption({ label: t.sorts['precio-desc'] });
    await expect(page).toHaveURL(/[?&]orden=precio-desc/);
    await expect(cardNames(page).first()).toHaveText(MX_KEYS);
    await expect(cardNames(page).nth(1)).toHaveText(C920);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ productos?$/ })).toHaveText(/^2 productos$/);
    const shared = page.url();

    // The address, opened in a new page, answers the same list with the same choices.
    const other = await context.newPage();
    await other.setViewportSize(viewport);
    await other.goto(shared);
    await expect(cardNames(other).first()).toHaveText(MX_KEYS);
    await expect(cardNames(other).nth(1)).toHaveText(C920);
    await expect(cardNames(other).filter({ hasText: BRIO })).toHaveCount(0);
    await openFilters(other);
    await expect(other.getByLabel(t.sortLabel)).toHaveValue('precio-desc');
    await expect(other.getByRole('checkbox', { name: /^Logitech \(\d+\)$/ })).toBeChecked();
    await expect(other.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/productos$/);
    await other.close();

    // The server renders the shared address's list itself: it is in the page before any script runs.
    const html = await (await page.request.get(shared)).text();
    expect(html).toMatch(/data-listing-applied="[^"]*marca=Logitech/);
    expect(html).toContain(MX_KEYS);

    // Back: the choice before the sort, newest first again; back again: before the price.
    await page.goBack();
    await expect(page).not.toHaveURL(/orden=/);
    await expect(page.getByLabel(t.sortLabel)).toHaveValue('recientes');
    await expect(cardNames(page).filter({ hasText: MX_KEYS })).toHaveCount(1);
    await page.goBack();
    await expect(page).not.toHaveURL(/max=/);
    await expect(cardNames(page).filter({ hasText: BRIO })).toHaveCount(1);
    // Back to no choice: the page's own grid again, whose buttons work (its islands hydrated).
    await page.goBack();
    await expect(page).not.toHaveURL(/marca=/);
    await expect(page.getByTestId('filtered-products')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Añadir al carrito' }).first()).toHaveAttribute('data-ready', 'true');
  });
}

test('a category page filters services by intensity and keeps nothing loading on /cart', async ({ page }) => {
  await page.goto('/servicios');
  await openFilters(page);
  await expect(page.getByRole('group', { name: t.intensity })).toBeVisible();
  await expect(page.getByRole('group', { name: t.brand })).toHaveCount(0);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/cart');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /ListingFilters|listing-filters/.test(url))).toEqual([]);
});

test('search results filter too, and the address keeps the search', async ({ page }) => {
  await page.goto('/search?q=logitech');
  await openFilters(page);
  await expect(page.getByLabel(t.sortLabel)).toHaveValue('relevancia');
  await page.getByLabel(t.sortLabel).selectOption({ label: t.sorts['precio-asc'] });
  await expect(page).toHaveURL(/[?&]q=logitech.*orden=precio-asc/);
  await expect(cardNames(page).first()).toHaveText(C920);
  await page.reload();
  await expect(cardNames(page).first()).toHaveText(C920);
  await expect(page.getByLabel(t.sortLabel)).toHaveValue('precio-asc');
});
