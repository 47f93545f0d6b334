/**
 * Session packs, the owner's side: a pack made in the product form ("Bono de sesiones"), its
 * "Bono" badge in the products list, and once a customer paid it, its row in "Bonos vendidos"
 * (/admin-panel/promociones) with the sessions used and left. Clearing the three fields makes the
 * product a plain one again.
 */
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { packMessages } from '../../src/domain/promotions/messages-packs.ts';
import { formatBogotaDate } from '../../src/domain/schedule/schedule.ts';
import { packValidity } from '../../src/domain/promotions/packs.ts';
import { ADMIN, expectOk, originHeader, pngFile, productsNow, signIn, signUpGeneral, uniqueTag } from './admin-helpers.ts';
import { checkoutConsent, expectNoAxeViolations, waitForIslands } from './cart-helpers.ts';
import { OWN_BRAND, ownService } from './own-data.ts';

interface StoredPack {
  _id: string;
  productName: string;
  packSessions?: number;
  packServiceIds?: string[];
  packValidityDays?: number;
}

async function storedProduct(page: Page, productId: string): Promise<StoredPack> {
  const answer = await expectOk(await page.request.post('/api/product-details', { data: { productId } }));
  return ((await answer.json()) as { data: StoredPack }).data;
}

/** A pack made through the admin API, as the form would send it. */
async function packThroughApi(baseURL: string | undefined, packName: string, serviceId: string): Promise<string> {
  const owner = await playwrightRequest.newContext({ baseURL: baseURL ?? '', extraHTTPHeaders: originHeader(baseURL) });
  try {
    await expectOk(await owner.post('/api/signin', { data: ADMIN }));
    const created = await expectOk(
      await owner.post('/api/upload-product', {
        data: {
          productName: packName,
          brandName: OWN_BRAND,
          category: 'Productos',
          productImage: ['/images/catalogue/bronceado-camara-uv-1.svg'],
          price: 200_000,
          sellingPrice: 200_000,
          stock: 5,
          packSessions: 5,
          packServiceIds: [serviceId],
          packValidityDays: 60,
        },
      }),
    );
    return ((await created.json()) as { data: StoredPack }).data._id;
  } finally {
    await owner.dispose();
  }
}

async function openProducts(page: Page) {
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos y servicios' })).toBeVisible();
}

test('the owner makes a pack in the product form, sees its badge, and sees it in "Bonos vendidos" once a customer paid it', async ({
  page,
  request,
  baseURL,
}) => {
  // Two axe checks and a catalogue rebuild in the background: slow on a busy machine.
  test.setTimeout(240_000);
  const service = await ownService(request, { label: 'Bronceado en cámara' });
  const packName = `Bono de 3 sesiones ${uniqueTag()}`;
  await openProducts(page);
  await page.getByRole('button', { name: 'Subir producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subir producto o servicio' });
  await dialog.getByLabel('Añadir imágenes').setInputFiles([pngFile('bono.png')]);
  await expect(dialog.getByRole('img', { name: 'Imagen 1 de 1' })).toBeVisible();
  await dialog.getByLabel('Nombre del producto').fill(packName);
  await dialog.getByLabel('Marca').fill(OWN_BRAND);
  const category = dialog.getByRole('combobox', { name: 'Categoría', exact: true });
  const packGroup = dialog.getByRole('group', { name: packMessages.packSection });

  // A service is never a pack: the section is only there for a product.
  await category.selectOption('Servicios');
  await expect(dialog.getByRole('group', { name: 'Detalles del servicio' })).toBeVisible();
  await expect(packGroup).toBeHidden();
  await category.selectOption('Productos');
  await expect(packGroup).toBeVisible();

  await dialog.getByLabel('Precio original (COP)').fill('300.000');
  await dialog.getByLabel('Precio de venta (COP)').fill('250000');
  await dialog.getByLabel('Stock').fill('20');
  // Only the sessions: the two other fields are asked for beside each one, and nothing is saved.
  await packGroup.getByLabel(packMessages.packSessionsLabel).fill('3');
  await dialog.getByRole('button', { name: 'Subir producto' }).click();
  const services = packGroup.getByRole('group', { name: packMessages.packServicesLabel });
  await expect(services.getByText(packMessages.servicesRequired)).toBeVisible();
  await expect(packGroup.getByText(packMessages.validityInvalid)).toBeVisible();
  await expect(packGroup.getByLabel(packMessages.packValidityLabel)).toHaveAttribute('aria-invalid', 'true');
  await waitForIslands(page);
  await expectNoAxeViolations(page);

  await services.getByRole('checkbox', { name: service.productName }).check();
  await expect(services.getByText(packMessages.servicesRequired)).toBeHidden();
  await packGroup.getByLabel(packMessages.packValidityLabel).fill('90');
  await dialog.getByRole('button', { name: 'Subir producto' }).click();
  await expect(page.getByText(messages.productCreated)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list marks it "Bono" and says what it gives.
  await page.getByLabel('Buscar en el catálogo').fill(packName);
  const card = page.getByRole('article', { name: packName });
  await expect(card.getByText(packMessages.packBadge, { exact: true })).toBeVisible();
  await expect(card.getByText(packMessages.packSummary(3, 90))).toBeVisible();
  const packId = (await productsNow(page.request)).find((product) => product.productName === packName)?._id ?? '';
  expect(packId).not.toBe('');
  expect(await storedProduct(page, packId)).toMatchObject({ packSessions: 3, packServiceIds: [service._id], packValidityDays: 90 });

  // A customer of the test's own pays the pack (sandbox), signed in as a pack needs.
  const customer = await playwrightRequest.newContext({ baseURL: baseURL ?? '', extraHTTPHeaders: originHeader(baseURL) });
  try {
    const buyer = await signUpGeneral(customer, 'Clienta del bono');
    await expectOk(await customer.post('/api/signin', { data: { email: buyer.email, password: buyer.password } }));
    const order = await expectOk(
      await customer.post('/api/payment/create-order', {
        data: {
          ...checkoutConsent,
          items: [{ productId: packId, quantity: 1 }],
          shippingInfo: {
            name: buyer.name,
            email: buyer.email,
            phone: '3001234567',
            shippingMethod: 'pickup',
            address: '',
            city: '',
            neighborhood: '',
          },
        },
      }),
    );
    const { id, reference } = (await order.json()) as { id: string; reference: string };
    await expectOk(await customer.post('/api/payment/capture-order', { data: { orderID: id } }));

    // The owner sees it sold: who bought it, the purchase, and all three sessions left.
    await page.goto('/admin-panel/promociones');
    const sold = page.getByRole('region', { name: packMessages.packsSold });
    const row = sold.getByRole('row').filter({ has: page.getByRole('rowheader', { name: packName }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(0)).toContainText(buyer.name);
    await expect(row.getByRole('cell').nth(0)).toContainText(buyer.email);
    await expect(row.getByRole('cell').nth(1)).toContainText(reference);
    await expect(row.getByRole('cell').nth(2)).toHaveText('3');
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');
    await expect(row.getByRole('cell').nth(4)).toHaveText('3');
    const { lastDay } = packValidity(new Date(), 90);
    await expect(row.getByRole('cell').nth(5)).toHaveText(formatBogotaDate(lastDay));
    await waitForIslands(page);
    await expectNoAxeViolations(page);
  } finally {
    await customer.dispose();
  }
});

test('clearing the three pack fields on an edit makes the pack a plain product again', async ({ page, request, baseURL }) => {
  const service = await ownService(request, { label: 'Masaje de pies' });
  const packName = `Bono de 5 masajes ${uniqueTag()}`;
  const packId = await packThroughApi(baseURL, packName, service._id);

  await openProducts(page);
  await page.getByLabel('Buscar en el catálogo').fill(packName);
  const card = page.getByRole('article', { name: packName });
  await expect(card.getByText(packMessages.packBadge, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Editar ${packName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar producto' });
  const packGroup = dialog.getByRole('group', { name: packMessages.packSection });
  await expect(packGroup.getByLabel(packMessages.packSessionsLabel)).toHaveValue('5');
  await expect(packGroup.getByLabel(packMessages.packValidityLabel)).toHaveValue('60');
  const box = packGroup.getByRole('checkbox', { name: service.productName });
  await expect(box).toBeChecked();

  await packGroup.getByLabel(packMessages.packSessionsLabel).fill('');
  await packGroup.getByLabel(packMessages.packValidityLabel).fill('');
  await box.uncheck();
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(messages.productSaved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(packMessages.packBadge, { exact: true })).toBeHidden();
  const stored = await storedProduct(page, packId);
  expect(stored).not.toHaveProperty('packSessions');
  expect(stored).not.toHaveProperty('packServiceIds');
  expect(stored).not.toHaveProperty('packValidityDays');
});
