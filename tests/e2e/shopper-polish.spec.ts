/**
 * Small things a shopper sees, on the sample catalogue (read only: a guest's cart takes no stock):
 * a product whose prices are equal shows no "-0%" badge, and typing 0 in a cart line's quantity
 * offers "Quitar" (or "Mantener") instead of refusing the number. The pack's page and the pack's
 * cart line are in packs-shopper.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { formatCop } from '../../src/domain/money/money.ts';
import { productNamed } from './storefront-helpers.ts';

const SAME_PRICE_SHIRT = 'Camiseta estampada Medellín Eterna Primavera';
const SAME_PRICE_JACKET = 'Chaqueta de jean clásica';

test('equal prices show no discount badge, on the page and on a card', async ({ page, request }) => {
  const jacket = await productNamed(request, SAME_PRICE_JACKET);
  await page.goto(`/product/${jacket._id}`);
  await expect(page.getByRole('heading', { level: 1, name: SAME_PRICE_JACKET })).toBeVisible();
  expect(await page.content()).not.toMatch(/-0\s?%/);
  await page.goto(`/search?q=${encodeURIComponent(SAME_PRICE_JACKET)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: SAME_PRICE_JACKET }) });
  await expect(card.getByText(formatCop(169_000), { exact: true })).toBeVisible();
  expect(await page.content()).not.toMatch(/-0\s?%/);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, a 0 typed in a line's quantity offers "Quitar" and "Mantener"`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const shirt = await productNamed(request, SAME_PRICE_SHIRT);
    await page.goto(`/product/${shirt._id}`);
    const add = page.locator('.buy').getByRole('button', { name: 'Añadir al carrito' });
    await expect(add).toHaveAttribute('data-ready', 'true');
    await add.click();
    await expect(page.getByRole('alert').filter({ hasText: `«${SAME_PRICE_SHIRT}» se añadió al carrito.` })).toBeVisible();
    await add.click();
    await page.goto('/cart');
    const quantity = page.getByRole('spinbutton', { name: `Cantidad de ${SAME_PRICE_SHIRT}` });
    await expect(quantity).toHaveValue('2');

    // "Mantener" keeps the line with the quantity it had.
    await quantity.fill('0');
    const offer = page.getByText('Con 0 unidades, ¿quitas este producto del carrito?');
    await expect(offer).toBeVisible();
    const remove = page.getByRole('button', { name: `Quitar ${SAME_PRICE_SHIRT} del carrito` });
    await expect(remove).toHaveText('Quitar');
    await expect(remove).toBeInViewport();
    await page.getByRole('button', { name: 'Mantener' }).click();
    await expect(offer).toHaveCount(0);
    await expect(quantity).toHaveValue('2');

    // Leaving the field with 0 still offers it, with no error; "Quitar" empties the cart.
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(offer).toBeVisible();
    await expect(page.getByText('La cantidad debe ser un número entero mayor o igual a 1.')).toHaveCount(0);
    await remove.click();
    await expect(page.locator('.cart-line')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
