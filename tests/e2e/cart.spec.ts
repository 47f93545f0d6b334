/**
 * The cart as a person uses it: the guest cart, the totals of the shared computation, shipping,
 * the merge at login, quantities within the stock.
 */
import { expect, test } from '@playwright/test';
import { copToUsdCents, formatCop, formatUsdCents, serviceDeposit } from '../../src/domain/money/money.ts';
import { formatAppointment } from '../../src/domain/shared/dates.ts';
import {
  addFromListing,
  expectNoAxeViolations,
  reserveOnServicePage,
  saveShipping,
  setBrowserClock,
  shopDay,
  signUpAndSignIn,
  valentina,
  valueOf,
  waitForIslands,
} from './cart-helpers.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { productNamed } from './storefront-helpers.ts';
import { ownService } from './own-data.ts';

const SHIRT = 'Camiseta oversize Parce';
const CAP = 'Gorra trucker Paisa bordada';
const MASSAGE = 'Masaje relajante';
const POBLADO_FEE = 15_000;

interface ServerLine {
  productId: string;
  quantity: number;
}

test('a guest fills the cart, sees the totals, ships to El Poblado, and finds it all intact after logging in', async ({
  page,
  request,
  baseURL,
}) => {
  const massage = await ownService(request, { label: 'Masaje de espalda', durationMinutes: 60, intensity: 'medio' });
  const day = shopDay(5);
  await setBrowserClock(page, day);
  const shirt = await productNamed(request, SHIRT);
  const cap = await productNamed(request, CAP);

  await page.goto('/productos');
  await addFromListing(page, SHIRT);
  // The toast leads a guest to the cart, and so does the header's link.
  await expect(page.getByRole('alert').getByRole('link', { name: 'Ver carrito' }).first()).toHaveAttribute('href', '/cart');
  await addFromListing(page, SHIRT);
  await addFromListing(page, CAP);
  await reserveOnServicePage(page, massage._id, day, '10:00');

  const lines = page.getByRole('region', { name: 'Tu carrito (3 artículos)' });
  await expect(lines.getByRole('heading', { name: SHIRT })).toBeVisible();
  await expect(lines.getByRole('spinbutton', { name: `Cantidad de ${SHIRT}` })).toHaveValue('2');
  await expect(lines.getByRole('spinbutton', { name: `Cantidad de ${CAP}` })).toHaveValue('1');
  const reservation = lines.getByRole('listitem').filter({ has: page.getByRole('heading', { name: massage.productName }) });
  await expect(reservation).toContainText(formatAppointment(day, '10:00'));
  await expect(reservation).toContainText(messages.serviceDurationValue(60));
  await expect(reservation).toContainText(messages.serviceIntensityNames.medio);
  await expect(reservation).toContainText(formatCop(massage.sellingPrice));
  await expect(reservation).toContainText(formatCop(serviceDeposit(massage.sellingPrice)));

  const products = 2 * shirt.sellingPrice + cap.sellingPrice;
  const deposit = serviceDeposit(massage.sellingPrice);
  await expect(valueOf(page, 'Resumen del pedido', 'Subtotal')).toHaveText(formatCop(products + massage.sellingPrice));
  await expect(valueOf(page, 'Resumen del pedido', 'Abono de las reservas (20 %)')).toHaveText(formatCop(deposit));
  await expect(valueOf(page, 'Resumen del pedido', 'Envío')).toHaveText('Según tus datos de envío');
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(products + deposit));
  await expect(page.getByText('Guarda tus datos de envío para ver las opciones de pago.')).toBeVisible();

  // Delivery to El Poblado: the fee shows in the form, then in the totals once saved.
  const form = page.getByRole('form', { name: 'Datos de envío' });
  await form.getByRole('combobox', { name: 'Ciudad' }).selectOption('Medellín');
  await form.getByRole('combobox', { name: 'Barrio (opcional)' }).selectOption('El Poblado');
  await expect(form.getByText(`Costo del envío: ${formatCop(POBLADO_FEE)}`)).toBeVisible();
  await saveShipping(page, valentina);
  const totalNow = products + deposit + POBLADO_FEE;
  await expect(valueOf(page, 'Resumen del pedido', 'Envío')).toHaveText(formatCop(POBLADO_FEE));
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(totalNow));
  await expect(valueOf(page, 'Resumen del pedido', 'Equivalente en dólares')).toHaveText(formatUsdCents(copToUsdCents(totalNow)));
  await expect(valueOf(page, 'Datos de envío', 'Método de entrega')).toHaveText('Envío a domicilio · Medellín, El Poblado');
  await expect(page.getByRole('button', { name: 'Pagar (modo de prueba)' })).toBeVisible();

  // Logging in merges the guest's products into the account's server cart, once.
  await signUpAndSignIn(page, baseURL);
  const serverLines = async () =>
    ((await (await page.request.get('/api/view-cart-product')).json()) as { data: ServerLine[] }).data
      .map((line) => [line.productId, line.quantity])
      .sort();
  for (let visit = 0; visit < 2; visit++) {
    await page.reload();
    await waitForIslands(page);
    await expect.poll(serverLines).toEqual(
      [
        [shirt._id, 2],
        [cap._id, 1],
      ].sort(),
    );
    await expect(lines.getByRole('spinbutton', { name: `Cantidad de ${SHIRT}` })).toHaveValue('2');
    await expect(lines.getByRole('spinbutton', { name: `Cantidad de ${CAP}` })).toHaveValue('1');
    await expect(reservation).toContainText(formatAppointment(day, '10:00'));
    await expect(valueOf(page, 'Datos de envío', 'Nombre')).toHaveText(valentina.name);
    await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(totalNow));
  }

  // Signed in, a change goes to the server cart.
  await lines.getByRole('button', { name: `Añadir una unidad de ${CAP}` }).click();
  await expect(lines.getByRole('spinbutton', { name: `Cantidad de ${CAP}` })).toHaveValue('2');
  await expect.poll(serverLines).toEqual(
    [
      [shirt._id, 2],
      [cap._id, 2],
    ].sort(),
  );
  await lines.getByRole('button', { name: `Eliminar ${SHIRT} del carrito` }).click();
  await expect(lines.getByRole('heading', { name: SHIRT })).toHaveCount(0);
  await expect.poll(serverLines).toEqual([[cap._id, 2]]);
});

test('quantities stay between 1 and the stock; removing everything empties the cart', async ({ page, request }) => {
  const camera = await productNamed(request, 'Cámara Canon EOS R50 con lente 18-45 mm');
  await page.goto('/camaras');
  await addFromListing(page, camera.productName);
  await page.goto('/cart');
  const lines = page.getByRole('region', { name: 'Tu carrito (1 artículo)' });
  const quantity = lines.getByRole('spinbutton', { name: `Cantidad de ${camera.productName}` });
  await expect(quantity).toHaveValue('1');
  // At 1 the minus button is marked disabled (it stays focusable) and changes nothing.
  const minus = lines.getByRole('button', { name: `Quitar una unidad de ${camera.productName}` });
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await minus.click({ force: true });
  await expect(quantity).toHaveValue('1');

  await quantity.fill(String(camera.stock + 5));
  await quantity.press('Enter');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Solo hay ${camera.stock} unidades disponibles.` })
      .first(),
  ).toBeVisible();
  await expect(quantity).toHaveValue(String(camera.stock));
  const plus = lines.getByRole('button', { name: `Añadir una unidad de ${camera.productName}` });
  await expect(plus).toHaveAttribute('aria-disabled', 'true');
  await plus.click({ force: true });
  await expect(quantity).toHaveValue(String(camera.stock));
  await expect(valueOf(page, 'Resumen del pedido', 'Productos')).toHaveText(formatCop(camera.stock * camera.sellingPrice));

  await lines.getByRole('button', { name: `Eliminar ${camera.productName} del carrito` }).click();
  await expect(page.getByText('No hay productos en tu carrito.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/productos');
});

test('an old stored cart is read safely: services stored as products are dropped, the rest stays', async ({ page, request }) => {
  const shirt = await productNamed(request, SHIRT);
  const massage = await productNamed(request, MASSAGE);
  await page.goto('/');
  await page.evaluate(
    ([shirtId, massageId]) =>
      localStorage.setItem(
        'tienda:cart',
        JSON.stringify({
          items: [
            {
              productId: shirtId,
              quantity: 2,
              productDetails: { productName: 'Camiseta', productImage: ['/x.svg'], category: 'Productos', sellingPrice: 1, stock: 9 },
            },
            {
              productId: massageId,
              quantity: 1,
              productDetails: { productName: 'Masaje', productImage: '', category: 'Servicios', sellingPrice: 1, stock: 9 },
            },
            { productId: 'no-es-un-id', quantity: 1 },
          ],
        }),
      ),
    [shirt._id, massage._id],
  );
  await page.goto('/cart');
  const lines = page.getByRole('region', { name: 'Tu carrito (1 artículo)' });
  await expect(lines.getByRole('spinbutton')).toHaveValue('2');
  // The stored price is replaced by the current one.
  await expect(valueOf(page, 'Resumen del pedido', 'Productos')).toHaveText(formatCop(2 * shirt.sellingPrice));
});

test('axe finds nothing on /cart with items, with the shipping errors shown and once saved', async ({ page, request }) => {
  const tanning = await ownService(request, { label: 'Bronceado en spray', durationMinutes: 45 });
  const day = shopDay(6);
  await setBrowserClock(page, day);
  await page.goto('/productos');
  await addFromListing(page, SHIRT);
  await reserveOnServicePage(page, tanning._id, day, '12:00');
  await waitForIslands(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Guardar datos de envío' }).click();
  await expect(page.getByText('El nombre es obligatorio.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await saveShipping(page, { ...valentina, method: 'pickup', city: '', neighborhood: '', deliveryTime: '' });
  await expect(valueOf(page, 'Datos de envío', 'Método de entrega')).toHaveText('Recoger en la tienda');
  await expect(valueOf(page, 'Resumen del pedido', 'Envío')).toHaveText('Sin costo');
  await expectNoAxeViolations(page);
});
