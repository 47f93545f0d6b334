/**
 * IVA: the owner gives a product its treatment in the product form ("Tratamiento de IVA",
 * preselected with the shop's "IVA por defecto"), and a shopper's cart and receipt say the IVA the
 * payment includes, per rate (docs/features/taxes.md).
 */
import { expect, test } from '@playwright/test';
import { formatCop } from '../../src/domain/money/money.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { splitTax } from '../../src/domain/invoicing/tax.ts';
import { ADMIN, signIn } from './admin-helpers.ts';
import { payInTestMode, saveShipping, valentina, valueOf } from './cart-helpers.ts';
import { ownProduct } from './own-data.ts';

const POBLADO_FEE = 15_000;

test('the owner sets a product at IVA 5 %, and the cart and the receipt show the IVA it includes', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const product = await ownProduct(request, { label: 'Memoria USB', sellingPrice: 21_000 });

  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-products');
  // The shop's default, which a product without its own follows.
  await expect(page.getByLabel('IVA por defecto')).toHaveValue('iva19');
  await page.getByLabel('Buscar en el catálogo').fill(product.productName);
  await page.getByRole('button', { name: `Editar ${product.productName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar producto' });
  const treatment = dialog.getByLabel('Tratamiento de IVA');
  await expect(treatment).toHaveValue('iva19');
  await treatment.selectOption({ label: 'IVA 5 %' });
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(messages.productSaved)).toBeVisible();
  await expect(dialog).toBeHidden();

  // A guest buys it, delivered to El Poblado (the fee is the shop's service, at 19 %).
  const shopperContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/product/${product._id}`);
  const add = shopper
    .getByRole('article')
    .filter({ has: shopper.getByRole('heading', { level: 1 }) })
    .getByRole('button', { name: 'Añadir al carrito' });
  await expect(add).toHaveAttribute('data-ready', 'true');
  await add.click();
  await shopper.goto('/cart');
  await saveShipping(shopper, valentina);
  const productTax = splitTax(21_000, 'iva5').tax;
  const feeTax = splitTax(POBLADO_FEE, 'iva19').tax;
  expect([productTax, feeTax]).toEqual([1_000, 2_395]);
  await expect(valueOf(shopper, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(21_000 + POBLADO_FEE));
  await expect(valueOf(shopper, 'Resumen del pedido', 'IVA incluido')).toHaveText(formatCop(productTax + feeTax));

  await payInTestMode(shopper);
  await expect(shopper).toHaveURL(/\/payment-success\?status=APPROVED/);
  await expect(valueOf(shopper, 'Resumen del pago', 'IVA incluido (IVA 19 %)')).toHaveText(formatCop(feeTax));
  await expect(valueOf(shopper, 'Resumen del pago', 'IVA incluido (IVA 5 %)')).toHaveText(formatCop(productTax));
  await shopperContext.close();
});
