/**
 * A shopper buys a garment in a size and a colour: the card says "Desde $…" and leads to the page,
 * the page's pickers show what is sold out and ask for a full choice, two sizes are two cart
 * lines, and the receipt and the stock name each variant.
 */
import { expect, test } from '@playwright/test';
import { formatCop } from '../../src/domain/money/money.ts';
import { expectNoAxeViolations, payInTestMode, saveShipping, valentina, waitForIslands } from './cart-helpers.ts';
import { ownGarment } from './own-data.ts';
import { cardOf } from './storefront-helpers.ts';

interface StoredGarment {
  variants: { options: Record<string, string>; stock: number }[];
  stock: number;
}

test('a guest chooses a size and a colour on the page, buys two variants of one garment and pays', async ({ page, request }) => {
  const garment = await ownGarment(request, {
    label: 'Camiseta básica',
    price: 60_000,
    sellingPrice: 50_000,
    options: [
      { name: 'Talla', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Negro', 'Blanco'] },
    ],
    // Two units in all: the tests that pick "any product in stock" (3 units or more) never pick it.
    variants: [
      { options: { Talla: 'M', Color: 'Negro' }, stock: 1, sellingPrice: 45_000 },
      { options: { Talla: 'L', Color: 'Negro' }, stock: 0 },
      { options: { Talla: 'S', Color: 'Blanco' }, stock: 1 },
    ],
  });
  const medium = `${garment.productName} — Talla M · Negro`;
  const small = `${garment.productName} — Talla S · Blanco`;

  // The card names the lowest price and leads to the page instead of adding blindly.
  await page.goto('/productos');
  const card = cardOf(page, garment.productName);
  await expect(card.getByText(`Desde ${formatCop(45_000)}`)).toBeVisible();
  await card.getByRole('link', { name: 'Elegir opciones' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${garment._id}$`));

  const picker = page.locator('.variant-picker');
  const add = picker.getByRole('button', { name: 'Añadir al carrito', exact: true });
  await expect(add).toHaveAttribute('data-ready', 'true');
  await add.click();
  await expect(picker.getByRole('status').filter({ hasText: 'Elige una talla' })).toBeVisible();

  const sizes = picker.getByRole('group', { name: 'Talla' });
  const colours = picker.getByRole('group', { name: 'Color' });
  await colours.getByRole('button', { name: 'Negro', exact: true }).click();
  // L exists only in black, and is sold out: shown as such and not selectable.
  await expect(sizes.getByRole('button', { name: 'L (Agotado)' })).toBeDisabled();
  await add.click();
  await expect(picker.getByRole('status').filter({ hasText: 'Elige una talla' })).toBeVisible();
  await sizes.getByRole('button', { name: 'M', exact: true }).click();
  await expect(sizes.getByRole('button', { name: 'M', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-variant-price]')).toContainText(formatCop(45_000));
  await expect(picker.getByText('Queda 1 unidad')).toBeVisible();
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: `«${medium}» se añadió al carrito.` })).toBeVisible();

  // A second tap on the chosen size keeps it chosen.
  await sizes.getByRole('button', { name: 'M', exact: true }).click();
  await expect(sizes.getByRole('button', { name: 'M', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Another size and colour of the same garment: its own line. S comes only in white, so choosing
  // it lets the black go, and white is then chosen.
  await sizes.getByRole('button', { name: 'S (No disponible en esta combinación)' }).click();
  await expect(sizes.getByRole('button', { name: 'S', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(colours.getByRole('button', { name: 'Negro (No disponible en esta combinación)' })).toHaveAttribute('aria-pressed', 'false');
  await colours.getByRole('button', { name: 'Blanco', exact: true }).click();
  await expect(page.locator('[data-variant-price]')).toContainText(formatCop(50_000));
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: `«${small}» se añadió al carrito.` })).toBeVisible();
  await waitForIslands(page);
  await expectNoAxeViolations(page);

  await page.goto('/cart');
  const lines = page.locator('.cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Talla M · Negro');
  await expect(lines.nth(1)).toContainText('Talla S · Blanco');
  await expect(page.getByRole('spinbutton', { name: `Cantidad de ${small}` })).toHaveValue('1');
  await saveShipping(page, valentina);
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);

  const details = page.getByRole('region', { name: 'Detalles' });
  await expect(details.getByRole('heading', { name: medium })).toBeVisible();
  await expect(details.getByRole('heading', { name: small })).toBeVisible();

  // Each variant gave its own units; the product's stock is their sum.
  const stored = (await (await request.post('/api/product-details', { data: { productId: garment._id } })).json()) as {
    data: StoredGarment;
  };
  expect(stored.data.variants.map((variant) => variant.stock)).toEqual([0, 0, 0]);
  expect(stored.data.stock).toBe(0);
});
