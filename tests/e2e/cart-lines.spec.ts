/**
 * The cart's lines as people live them: an hour somebody else paid for first, a product
 * that sold out and one the owner deleted while they sat in a cart. The cart finds out when it
 * opens and again right before paying, flags the line, leaves it out of the totals and holds
 * "Pagar" back; a taken hour is changed in place.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatCop, serviceDeposit } from '../../src/domain/money/money.ts';
import { formatAppointment } from '../../src/domain/shared/dates.ts';
import { ADMIN, expectOk, originHeader, payOrder, pngFile, productsNow, uniqueTag } from './admin-helpers.ts';
import {
  addFromListing,
  expectNoAxeViolations,
  payInTestMode,
  reserveOnServicePage,
  saveShipping,
  setBrowserClock,
  shopDay,
  signUpAndSignIn,
  valueOf,
} from './cart-helpers.ts';
import type { ApiProduct } from './storefront-helpers.ts';
import { ownService } from './own-data.ts';

const PAY = 'Pagar (modo de prueba)';
const BLOCKED = 'Resuelve los avisos de tu carrito para poder pagar.';
const HOUR_TAKEN = 'Esta hora ya no está disponible.';
const SOLD_OUT = 'Este producto se agotó. Elimínalo para poder pagar.';
const GONE = 'Este producto ya no está disponible';

function cartLine(page: Page, name: string) {
  return page
    .getByRole('region', { name: /^Tu carrito/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
}

/** A second shopper on their own browser, with the same language and time zone. */
async function secondShopper(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL ?? '', locale: 'es-CO', timezoneId: 'America/Bogota' });
  return context.newPage();
}

/** The owner, signed in through the API on a context of their own. */
async function ownerApi(
  playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
) {
  const owner = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  await expectOk(await owner.post('/api/signin', { data: ADMIN }));
  return owner;
}

/** A product of the owner's, found by the search at once (the listings wait for a rebuild). */
async function newProduct(owner: APIRequestContext, baseURL: string | undefined, productName: string, sellingPrice: number) {
  const headers = originHeader(baseURL);
  const media = await expectOk(await owner.post('/api/media', { headers, multipart: { file: pngFile('producto.png') } }));
  const { data: image } = (await media.json()) as { data: { url: string } };
  const input = {
    productName,
    brandName: 'Genérica',
    category: 'Cargadores',
    productImage: [image.url],
    description: 'Producto para las pruebas del carrito.',
    price: sellingPrice + 10_000,
    sellingPrice,
    stock: 4,
  };
  await expectOk(await owner.post('/api/upload-product', { headers, data: input }));
  const created = (await productsNow(owner)).find((product) => product.productName === productName);
  if (!created) throw new Error(`${productName} was not created`);
  return {
    product: created,
    soldOut: async () => expectOk(await owner.post('/api/update-product', { headers, data: { ...input, _id: created._id, stock: 0 } })),
    remove: async () => expectOk(await owner.delete(`/api/product/${created._id}`, { headers })),
  };
}

async function addFromSearch(page: Page, tag: string, names: string[]) {
  await page.goto(`/search?q=${encodeURIComponent(tag)}`);
  for (const name of names) await addFromListing(page, name);
}

test('two guests take the same hour: the second finds out before paying, chooses another hour in place and pays', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const tanning: ApiProduct = await ownService(request, { label: 'Bronceado en cámara', durationMinutes: 30 });
  const day = shopDay(30);
  const deposit = serviceDeposit(tanning.sellingPrice);
  const second = await secondShopper(browser, baseURL);
  await setBrowserClock(page, day);
  await setBrowserClock(second, day);

  // Both put 12:00 in their carts while it is still free.
  await reserveOnServicePage(page, tanning._id, day, '12:00');
  await reserveOnServicePage(second, tanning._id, day, '12:00');
  await saveShipping(page, { name: 'Sara Gómez', email: 'sara.gomez@correo.co', phone: '3001112233' }, 'Datos de contacto');
  await saveShipping(second, { name: 'Juan Pérez', email: 'juan.perez@correo.co', phone: '3014445566' }, 'Datos de contacto');
  await expect(second.getByRole('button', { name: PAY })).toBeVisible();

  // The first pays.
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);

  // The second presses "Pagar" on the cart still open: the cart looks again and stops there.
  await payInTestMode(second);
  await expect(second.getByRole('alert').filter({ hasText: 'Tu carrito cambió' }).first()).toBeVisible();
  await expect(second).toHaveURL(/\/cart$/);
  const line = cartLine(second, tanning.productName);
  await expect(line).toContainText(HOUR_TAKEN);
  await expect(second.getByText(BLOCKED)).toBeVisible();
  await expect(second.getByRole('button', { name: PAY })).toHaveCount(0);
  await expect(valueOf(second, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(0));

  // Opening the cart again shows it at once.
  await second.reload();
  await expect(line).toContainText(HOUR_TAKEN);
  await expect(second.getByText(BLOCKED)).toBeVisible();

  // Another hour, chosen on the line itself: 12:00 shows as taken.
  await line.getByRole('button', { name: /^Elegir otra hora/ }).click();
  const choice = second.getByRole('form', { name: `Otra hora para ${tanning.productName}` });
  await expect(choice.getByLabel('Fecha de la cita')).toHaveValue(day);
  await expect(choice.getByRole('radio', { name: /^12:00/ })).toHaveAccessibleName(/ocupada/);
  await expect(line.getByText(HOUR_TAKEN)).toBeVisible();
  await expectNoAxeViolations(second);
  await choice.getByRole('radio', { name: /^10:00/ }).check();
  await choice.getByRole('button', { name: 'Cambiar la hora' }).click();
  await expect(choice).toHaveCount(0);
  await expect(line).toContainText(formatAppointment(day, '10:00'));
  await expect(line.getByRole('link', { name: tanning.productName })).toBeFocused();
  await expect(line).not.toContainText(HOUR_TAKEN);
  await expect(valueOf(second, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(deposit));

  // The moved line is kept, and it pays.
  await second.reload();
  await expect(line).toContainText(formatAppointment(day, '10:00'));
  await payInTestMode(second);
  await expect(second).toHaveURL(/\/payment-success\?status=APPROVED/);
  await expect(second.getByRole('region', { name: 'Detalles' })).toContainText(formatAppointment(day, '10:00'));
  await second.context().close();
});

test('a guest: a product that sells out and one the owner deletes leave the totals, and "Pagar" waits until they are removed', async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag();
  const owner = await ownerApi(playwright, baseURL);
  const cable = await newProduct(owner, baseURL, `Cable trenzado ${tag}`, 43_000);
  const headphones = await newProduct(owner, baseURL, `Audífonos inalámbricos ${tag}`, 399_000);
  const [cableName, headphonesName] = [cable.product.productName, headphones.product.productName];

  await addFromSearch(page, tag, [cableName, headphonesName]);
  await page.goto('/cart');
  await saveShipping(page, {
    name: 'Sara Gómez',
    email: 'sara.gomez@correo.co',
    phone: '3001112233',
    address: 'Calle 10 # 43-20',
    method: 'pickup',
  });
  await expect(valueOf(page, 'Resumen del pedido', 'Productos')).toHaveText(formatCop(442_000));
  await expect(page.getByRole('button', { name: PAY })).toBeVisible();

  // The headphones sell out while the cart is open: "Pagar" finds out.
  await headphones.soldOut();
  await payInTestMode(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Tu carrito cambió' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLine(page, headphonesName)).toContainText(SOLD_OUT);
  await expect(valueOf(page, 'Resumen del pedido', 'Productos')).toHaveText(formatCop(43_000));
  await expect(valueOf(page, 'Resumen del pedido', 'Subtotal')).toHaveText(formatCop(43_000));
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(43_000));
  await expect(page.getByText(BLOCKED)).toBeVisible();
  await expect(page.getByRole('button', { name: PAY })).toHaveCount(0);

  // The owner deletes the cable: the cart says so when it opens, and offers only to remove it.
  await cable.remove();
  await page.reload();
  const cableLine = cartLine(page, cableName);
  await expect(cableLine).toContainText(GONE);
  await expect(cableLine).not.toContainText('se agotó');
  await expect(cableLine.getByRole('spinbutton')).toHaveCount(0);
  await expect(cableLine.getByRole('button')).toHaveText(['Eliminar']);
  await expect(valueOf(page, 'Resumen del pedido', 'Subtotal')).toHaveText(formatCop(0));
  await expect(page.getByText(BLOCKED)).toBeVisible();

  await cableLine.getByRole('button', { name: `Eliminar ${cableName} del carrito` }).click();
  await expect(cableLine).toHaveCount(0);
  await page.reload();
  await expect(cartLine(page, headphonesName)).toContainText(SOLD_OUT);
  await expect(cableLine).toHaveCount(0);
  await cartLine(page, headphonesName)
    .getByRole('button', { name: `Eliminar ${headphonesName} del carrito` })
    .click();
  await expect(page.getByText('No hay productos en tu carrito.')).toBeVisible();
  await owner.dispose();
});

test('signed in: a deleted product, a sold-out one and a taken hour show on the cart when it opens; fixed, it pays', async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  const massage = await ownService(request, { label: 'Masaje de espalda', durationMinutes: 60 });
  const day = shopDay(33);
  const tag = uniqueTag();
  const owner = await ownerApi(playwright, baseURL);
  const charger = await newProduct(owner, baseURL, `Cargador rápido ${tag}`, 59_000);
  const stand = await newProduct(owner, baseURL, `Soporte de escritorio ${tag}`, 35_000);
  const keeper = await newProduct(owner, baseURL, `Protector de pantalla ${tag}`, 25_000);
  const [chargerName, standName, keeperName] = [charger.product.productName, stand.product.productName, keeper.product.productName];
  await setBrowserClock(page, day);
  await signUpAndSignIn(page, baseURL);

  await addFromSearch(page, tag, [chargerName, standName, keeperName]);
  await reserveOnServicePage(page, massage._id, day, '11:00');
  await expect(valueOf(page, 'Resumen del pedido', 'Productos')).toHaveText(formatCop(59_000 + 35_000 + 25_000));

  // Meanwhile the owner deletes the charger, the stand sells out and somebody else pays for 11:00.
  await charger.remove();
  await stand.soldOut();
  await payOrder(request, [{ productId: massage._id, reservationDate: day, reservationTime: '11:00' }], {
    name: 'Otra persona',
    email: 'otra.persona@correo.co',
    phone: '3009998877',
    shippingMethod: 'pickup',
  });

  await page.goto('/cart');
  const chargerLine = cartLine(page, chargerName);
  await expect(chargerLine).toContainText(GONE);
  await expect(chargerLine.getByRole('spinbutton')).toHaveCount(0);
  await expect(cartLine(page, standName)).toContainText(SOLD_OUT);
  const massageLine = cartLine(page, massage.productName);
  await expect(massageLine).toContainText(HOUR_TAKEN);
  await expect(valueOf(page, 'Resumen del pedido', 'Productos')).toHaveText(formatCop(25_000));
  await expect(valueOf(page, 'Resumen del pedido', 'Subtotal')).toHaveText(formatCop(25_000));
  await expect(page.getByText(BLOCKED)).toBeVisible();

  await chargerLine.getByRole('button', { name: `Eliminar ${chargerName} del carrito` }).click();
  await expect(chargerLine).toHaveCount(0);
  await cartLine(page, standName)
    .getByRole('button', { name: `Eliminar ${standName} del carrito` })
    .click();
  await expect(cartLine(page, standName)).toHaveCount(0);
  const choice = page.getByRole('form', { name: `Otra hora para ${massage.productName}` });
  await massageLine.getByRole('button', { name: /^Elegir otra hora/ }).click();
  await choice.getByRole('button', { name: 'Cancelar' }).click();
  await expect(choice).toHaveCount(0);
  await massageLine.getByRole('button', { name: /^Elegir otra hora/ }).click();
  await choice.getByRole('radio', { name: /^09:00/ }).check();
  await choice.getByRole('button', { name: 'Cambiar la hora' }).click();
  await expect(massageLine).toContainText(formatAppointment(day, '09:00'));
  await expect(valueOf(page, 'Resumen del pedido', 'Subtotal')).toHaveText(formatCop(25_000 + massage.sellingPrice));

  await saveShipping(page, {
    name: 'Camila Restrepo',
    email: 'camila.restrepo@correo.co',
    phone: '3001234567',
    address: 'Carrera 70 # 44-10',
    method: 'pickup',
  });
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);
  const details = page.getByRole('region', { name: 'Detalles' });
  await expect(details.getByRole('heading', { name: keeperName })).toBeVisible();
  await expect(details).toContainText(formatAppointment(day, '09:00'));
  await owner.dispose();
});
