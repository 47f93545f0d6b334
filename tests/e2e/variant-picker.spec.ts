/**
 * The garment picker on a phone and a desktop, on the sample "Camiseta básica Laureles" (read
 * only: nothing is added or bought, so no other test's stock moves): the first tap on a size counts
 * even before the island has started, a second tap keeps the size, choosing a colour shows its
 * photo in the main frame, and a combination the shop does not make says so instead of "Agotado".
 */
import { expect, test, type Page } from '@playwright/test';
import { productNamed } from './storefront-helpers.ts';

const GARMENT = 'Camiseta básica Laureles';
const BLACK_PHOTO = '/images/catalogue/camiseta-oversize-parce-1.svg';
const WHITE_PHOTO = '/images/catalogue/camiseta-oversize-parce-2.svg';

const picker = (page: Page) => page.locator('.variant-picker');
const sizes = (page: Page) => picker(page).getByRole('group', { name: 'Talla' });
const colours = (page: Page) => picker(page).getByRole('group', { name: 'Color' });
const mainPhoto = (page: Page) => page.locator('[data-zoom-image]');

for (const width of [320, 390]) {
  test.describe(`on a phone at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, hasTouch: true });

    test('the first tap on a size counts before the picker has started, and a second tap keeps it', async ({ page, request }) => {
      const garment = await productNamed(request, GARMENT);
      // The picker's code is held back, as on a slow phone line, until the size has been tapped.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_astro\/VariantPicker[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/product/${garment._id}`, { waitUntil: 'domcontentloaded' });
      const medium = sizes(page).getByRole('button', { name: 'M', exact: true });
      await medium.tap();
      // Not started yet: the tap was made on the prebuilt button.
      await expect(picker(page).getByRole('button', { name: 'Añadir al carrito' })).not.toHaveAttribute('data-ready', 'true');
      release();
      await expect(picker(page).getByRole('button', { name: 'Añadir al carrito' })).toHaveAttribute('data-ready', 'true');
      await expect(medium).toHaveAttribute('aria-pressed', 'true');
      await expect(sizes(page)).toContainText('Talla: M');

      await medium.tap();
      await expect(medium).toHaveAttribute('aria-pressed', 'true');
      await sizes(page).getByRole('button', { name: 'S', exact: true }).tap();
      await expect(sizes(page).getByRole('button', { name: 'S', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(medium).toHaveAttribute('aria-pressed', 'false');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('choosing a colour shows its photo, and a combination the shop does not make says so', async ({ page, request }) => {
      const garment = await productNamed(request, GARMENT);
      await page.goto(`/product/${garment._id}`);
      await expect(picker(page).getByRole('button', { name: 'Añadir al carrito' })).toHaveAttribute('data-ready', 'true');
      // The description offers only the colours the garment has.
      const description = page.getByRole('region', { name: 'Descripción' });
      await expect(description).toContainText('negro o blanco');
      await expect(description).not.toContainText('verde oliva');
      await expect(mainPhoto(page)).toHaveAttribute('src', BLACK_PHOTO);

      await colours(page).getByRole('button', { name: 'Blanco', exact: true }).click();
      await expect(mainPhoto(page)).toHaveAttribute('src', WHITE_PHOTO);
      await expect(mainPhoto(page)).toBeInViewport();
      // No small copy of the photo under the price any more.
      await expect(picker(page).locator('img')).toHaveCount(0);
      // XL is made only in black: not "Agotado", and choosing it lets the white go.
      const extraLarge = sizes(page).getByRole('button', { name: 'XL (No disponible en esta combinación)' });
      await expect(extraLarge).toBeEnabled();
      await expect(extraLarge).toHaveAttribute('title', 'No disponible en esta combinación');
      // L exists only in black, and none is left: sold out, and it cannot be chosen.
      await expect(sizes(page).getByRole('button', { name: 'L (Agotado)' })).toBeDisabled();

      await colours(page).getByRole('button', { name: 'Negro', exact: true }).click();
      await expect(mainPhoto(page)).toHaveAttribute('src', BLACK_PHOTO);
      await colours(page).getByRole('button', { name: 'Blanco', exact: true }).click();
      await extraLarge.click();
      const chosenExtraLarge = sizes(page).getByRole('button', { name: 'XL', exact: true });
      await expect(chosenExtraLarge).toHaveAttribute('aria-pressed', 'true');
      await expect(colours(page).getByRole('button', { name: 'Blanco (No disponible en esta combinación)' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(mainPhoto(page)).toHaveAttribute('src', BLACK_PHOTO);
    });
  });
}
