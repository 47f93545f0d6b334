/**
 * The admin's catalogue: a service with two images in a new category, live at its address as soon
 * as it is saved, a price change on the public page at once, and a deletion.
 */
import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { ADMIN, expectOk, getAgainOnReset, originHeader, pngFile, productsNow, signIn, uniqueTag } from './admin-helpers.ts';

test('an admin creates a service with two images in a new category, edits its price and sees it published', async ({ page, baseURL }) => {
  const tag = uniqueTag();
  const categoryName = `Servicios Express ${tag}`;
  const productName = `Masaje relajante ${tag}`;
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos y servicios' })).toBeVisible();

  const openButton = page.getByRole('button', { name: 'Subir producto' });
  await openButton.click();
  const dialog = page.getByRole('dialog', { name: 'Subir producto o servicio' });
  await expect(dialog).toBeVisible();

  // Nothing filled in: the spec's image message, beside the images.
  await dialog.getByRole('button', { name: 'Subir producto' }).click();
  await expect(dialog.getByText(messages.uploadAtLeastOneImage)).toBeVisible();
  await expect(dialog.getByText(messages.productNameRequired)).toBeVisible();

  // Two images, uploaded one by one; then reordered with the keyboard-usable buttons.
  await dialog.getByLabel('Añadir imágenes').setInputFiles([pngFile('frente.png'), pngFile('detalle.png')]);
  const first = dialog.getByRole('img', { name: 'Imagen 1 de 2' });
  const second = dialog.getByRole('img', { name: 'Imagen 2 de 2' });
  await expect(second).toBeVisible();
  await expect(dialog.getByText(messages.uploadAtLeastOneImage)).toBeHidden();
  const firstUrl = await first.getAttribute('src');
  const secondUrl = await second.getAttribute('src');
  expect(firstUrl).toMatch(/^\/api\/media\/[a-f0-9]{32}\.png$/);
  expect(secondUrl).not.toBe(firstUrl);

  await dialog.getByRole('button', { name: 'Mover la imagen 2 a la izquierda' }).click();
  await expect(first).toHaveAttribute('src', secondUrl ?? '');
  // Focus follows the moved image; Enter moves it back.
  await expect(dialog.getByRole('button', { name: 'Mover la imagen 1 a la derecha' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('src', firstUrl ?? '');
  await expect(second).toHaveAttribute('src', secondUrl ?? '');

  // A new category: the spec's two messages first, then a real one.
  const categorySelect = dialog.getByRole('combobox', { name: 'Categoría', exact: true });
  await categorySelect.selectOption({ label: 'Nueva categoría…' });
  const newCategory = dialog.getByLabel('Nombre de la nueva categoría');
  await newCategory.fill('   ');
  await dialog.getByRole('button', { name: 'Subir producto' }).click();
  await expect(dialog.getByText(messages.invalidNewCategory)).toBeVisible();
  await newCategory.fill('cámaras');
  await dialog.getByRole('button', { name: 'Subir producto' }).click();
  await expect(dialog.getByText(messages.categoryExists)).toBeVisible();
  await newCategory.fill(categoryName);

  // The name says "servicio": every service field appears and is required.
  const serviceFields = dialog.getByRole('group', { name: 'Detalles del servicio' });
  await expect(serviceFields).toBeVisible();
  await dialog.getByLabel('Nombre del producto').fill(productName);
  await dialog.getByLabel('Marca').fill('Tienda Medellín Spa');
  await dialog.getByLabel('Descripción').fill('Masaje de 45 minutos con aceites esenciales.');
  await dialog.getByLabel('Precio original (COP)').fill('90.000');
  await dialog.getByLabel('Precio de venta (COP)').fill('80000');
  await dialog.getByLabel('Stock').fill('5');
  await dialog.getByRole('button', { name: 'Subir producto' }).click();
  await expect(serviceFields.getByText(messages.serviceFieldRequired('Incluye'))).toBeVisible();
  await serviceFields.getByLabel('Duración (minutos)').fill('45');
  await serviceFields.getByLabel('Intensidad').selectOption('medio');
  await serviceFields.getByLabel('Incluye').fill('Aceites esenciales y toalla caliente');
  await serviceFields.getByLabel('Recomendaciones').fill('Llegar 10 minutos antes');
  await serviceFields.getByLabel('Beneficios adicionales').fill('Relaja la espalda');
  await serviceFields.getByLabel('Frecuencia recomendada').fill('Cada mes');
  await serviceFields.getByLabel('Descuentos y promociones').fill('10% en la segunda sesión');
  await dialog.getByRole('button', { name: 'Subir producto' }).click();

  await expect(page.getByText(messages.serviceCreated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(openButton).toBeFocused();
  await expect(page.getByRole('article', { name: productName })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: messages.published })).toBeVisible();

  const created = (await productsNow(page.request)).find((product) => product.productName === productName);
  expect(created).toMatchObject({ category: categoryName, price: 90_000, sellingPrice: 80_000, stock: 5 });
  const details = await page.request.post('/api/product-details', { headers: originHeader(baseURL), data: { productId: created?._id } });
  const stored = (await (await expectOk(details)).json()) as {
    data: { productImage: string[]; serviceIntensity: string };
  };
  expect(stored.data.productImage).toEqual([firstUrl, secondUrl]);
  expect(stored.data.serviceIntensity).toBe('medio');

  // Published at once: its own page answers, with its price.
  const productPath = `/product/${created?._id}`;
  const firstPage = await getAgainOnReset(page.request, productPath);
  expect(firstPage.status()).toBe(200);
  expect(await firstPage.text()).toContain(`data-price-now>${formatCop(80_000)}<`);

  // Edit the price.
  await page.getByLabel('Buscar en el catálogo').fill(productName);
  await page.getByRole('button', { name: `Editar ${productName}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar producto' });
  await expect(editDialog.getByLabel('Nombre del producto')).toHaveValue(productName);
  await expect(editDialog.getByLabel('Precio de venta (COP)')).toHaveValue('80000');
  await editDialog.getByLabel('Precio de venta (COP)').fill('95000');
  await editDialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(editDialog.getByText(messages.sellingPriceAbovePrice)).toBeVisible();
  await editDialog.getByLabel('Precio de venta (COP)').fill('75.000');
  await editDialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(messages.productSaved)).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('article', { name: productName }).getByText(formatCop(75_000))).toBeVisible();

  // The page itself (not only the live price refresh) carries the new price at once.
  expect(await (await getAgainOnReset(page.request, productPath)).text()).toContain(`data-price-now>${formatCop(75_000)}<`);
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByRole('main').getByText(formatCop(75_000)).first()).toBeVisible();
});

test('an admin deletes a product after confirming, and nothing happens when they cancel', async ({ page, baseURL }) => {
  const productName = `Cable USB-C de prueba ${uniqueTag()}`;
  await signIn(page, ADMIN);
  const headers = originHeader(baseURL);
  const media = await expectOk(await page.request.post('/api/media', { headers, multipart: { file: pngFile('cable.png') } }));
  const { data: image } = (await media.json()) as { data: { url: string } };
  await expectOk(
    await page.request.post('/api/upload-product', {
      headers,
      data: {
        productName,
        brandName: 'Genérica',
        category: 'Cargadores',
        productImage: [image.url],
        description: 'Cable para pruebas del panel.',
        price: 20_000,
        sellingPrice: 15_000,
        stock: 3,
      },
    }),
  );

  await page.goto('/admin-panel/all-products');
  await page.getByLabel('Buscar en el catálogo').fill(productName);
  const card = page.getByRole('article', { name: productName });
  await expect(card).toBeVisible();

  // The shop's own dialog asks first; "Cancelar" changes nothing.
  const deleteButton = card.getByRole('button', { name: `Eliminar ${productName}` });
  const confirm = page.getByRole('dialog', { name: adminMessages.adminDeleteProductTitle });
  await deleteButton.click();
  await expect(confirm).toContainText(adminMessages.adminConfirmDeleteProduct(productName));
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText(messages.productDeleted)).toBeVisible();
  await expect(card).toBeHidden();
  expect((await productsNow(page.request)).some((product) => product.productName === productName)).toBe(false);
});

test('the product dialog’s "Revisa los campos marcados." goes once the marked fields are fixed', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-products');
  await page.getByRole('button', { name: 'Subir producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subir producto o servicio' });
  await dialog.getByRole('button', { name: 'Subir producto' }).click();
  const alert = dialog.getByText(adminMessages.adminFixErrors);
  await expect(alert).toBeVisible();

  // Some fields fixed: the others are still marked, and so is the form.
  await dialog.getByLabel('Nombre del producto').fill(`Mouse inalámbrico ${uniqueTag()}`);
  await dialog.getByLabel('Marca').fill('Logitech');
  await expect(alert).toBeVisible();

  await dialog.getByLabel('Añadir imágenes').setInputFiles([pngFile('mouse.png')]);
  await expect(dialog.getByRole('img', { name: 'Imagen 1 de 1' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Categoría', exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel('Precio original (COP)').fill('90000');
  await dialog.getByLabel('Precio de venta (COP)').fill('80000');
  await expect(alert).toBeVisible();
  await dialog.getByLabel('Stock').fill('5');
  await expect(alert).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});
