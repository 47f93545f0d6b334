/**
 * The owner edits a garment's variants in the product form's table: the stock and price of a
 * size, a new size generated from its option, a refusal beside the table; every variant that
 * stays keeps its id, and the product's stock is their sum.
 */
import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { variantMessages } from '../../src/domain/catalogue/messages-variants.ts';
import { ADMIN, signIn } from './admin-helpers.ts';
import { expectNoAxeViolations, waitForIslands } from './cart-helpers.ts';
import { ownGarment } from './own-data.ts';

interface StoredVariant {
  _id: string;
  options: Record<string, string>;
  stock: number;
  sellingPrice?: number;
}

async function variantsOf(page: import('@playwright/test').Page, productId: string) {
  const answer = (await (await page.request.post('/api/product-details', { data: { productId } })).json()) as {
    data: { stock: number; variants: StoredVariant[] };
  };
  return answer.data;
}

test('the owner changes a size’s stock and price and adds a size in the variants table', async ({ page, request }) => {
  const garment = await ownGarment(request, {
    label: 'Camiseta para editar',
    options: [
      { name: 'Talla', values: ['S', 'M'] },
      { name: 'Color', values: ['Negro'] },
    ],
    // At most two units in all, before and after: the tests that pick "any product in stock" (3 units or more) never pick it.
    variants: [
      { options: { Talla: 'S', Color: 'Negro' }, stock: 1 },
      { options: { Talla: 'M', Color: 'Negro' }, stock: 0 },
    ],
  });
  const before = await variantsOf(page, garment._id);

  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-products');
  await page.getByLabel('Buscar en el catálogo').fill(garment.productName);
  await page.getByRole('button', { name: `Editar ${garment.productName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar producto' });
  const table = dialog.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  // With variants the product's stock is their sum, not typed.
  await expect(dialog.getByLabel('Stock', { exact: true })).toHaveValue('1');
  await expect(dialog.getByLabel('Stock', { exact: true })).toHaveAttribute('readonly', '');

  await dialog.getByLabel('Stock de S · Negro').fill('0');
  await dialog.getByLabel('Precio de venta de M · Negro').fill('40000');
  await dialog.getByLabel('Valores de la opción 1').fill('S, M, L');
  await dialog.getByRole('button', { name: 'Generar variantes' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
  // The rows already there keep what was typed in them.
  await expect(dialog.getByLabel('Stock de S · Negro')).toHaveValue('0');
  await dialog.getByLabel('Stock de L · Negro').fill('-1');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog.getByText(variantMessages.variantStockInvalid)).toBeVisible();
  await dialog.getByLabel('Stock de L · Negro').fill('2');
  await expect(dialog.getByLabel('Stock', { exact: true })).toHaveValue('2');
  await waitForIslands(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(messages.productSaved)).toBeVisible();
  await expect(dialog).toBeHidden();

  const after = await variantsOf(page, garment._id);
  expect(after.stock).toBe(2);
  expect(after.variants.map((variant) => [variant.options.Talla, variant.stock, variant.sellingPrice])).toEqual([
    ['S', 0, undefined],
    ['M', 0, 40_000],
    ['L', 2, undefined],
  ]);
  // Each size that stayed kept its id; the new one got its own.
  expect(after.variants[0]?._id).toBe(before.variants[0]?._id);
  expect(after.variants[1]?._id).toBe(before.variants[1]?._id);
  expect(before.variants.map((variant) => variant._id)).not.toContain(after.variants[2]?._id);
});
