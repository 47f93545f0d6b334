/**
 * Home services and delivery as a person meets them in the cart: a home service asks for the
 * address (and is never picked up), the summary previews the delivery fee as soon as the city and
 * neighbourhood are chosen, and a signed-in customer finds the account's details filled in.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatCop, serviceDeposit } from '../../src/domain/money/money.ts';
import {
  addFromListing,
  expectNoAxeViolations,
  payInTestMode,
  reserveOnServicePage,
  saveShipping,
  setBrowserClock,
  shopDay,
  signUpAndSignIn,
  valentina,
  valueOf,
  waitForIslands,
} from './cart-helpers.ts';
import { productNamed } from './storefront-helpers.ts';
import { ownService } from './own-data.ts';

/** A home visit of the test's own: a two-hour massage at the customer's address. */
const homeMassage = (request: APIRequestContext) =>
  ownService(request, {
    category: 'Servicios-Home',
    label: 'Masaje en casa',
    durationMinutes: 120,
    sellingPrice: 250_000,
  });
const SHIRT = 'Camiseta estampada Medellín Eterna Primavera';
const MEDELLIN_FEE = 12_000;
const POBLADO_FEE = 15_000;

test('a home service asks for the address, city and neighbourhood as contact details, offers no pickup and pays no delivery fee; the receipt says "A domicilio"', async ({
  page,
  request,
}) => {
  const massage = await homeMassage(request);
  const day = shopDay(14);
  await setBrowserClock(page, day);
  await reserveOnServicePage(page, massage._id, day, '09:00');

  // Appointments alone speak of contact details, not of shipping.
  const form = page.getByRole('form', { name: 'Datos de contacto' });
  await expect(form).toBeVisible();
  await expect(page.getByText('no necesitamos dirección')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /Horario de entrega/ })).toHaveCount(0);
  await expect(
    form.getByText('Tu servicio a domicilio se presta en tu dirección. La visita está incluida en su precio: no pagas envío.'),
  ).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Recoger en la tienda' })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Dirección' })).toBeVisible();

  // Without the address and the neighbourhood the form says what is missing.
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(valentina.name);
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(valentina.email);
  await form.getByRole('textbox', { name: 'Teléfono' }).fill(valentina.phone);
  await form.getByRole('combobox', { name: 'Ciudad' }).selectOption('Medellín');
  await form.getByRole('button', { name: 'Guardar datos de contacto' }).click();
  await expect(form.getByText('Elige tu barrio o escríbelo si no está en la lista.')).toBeVisible();
  await expect(form.getByText('Para un servicio a domicilio necesitamos tu dirección.')).toBeVisible();
  await waitForIslands(page);
  await expectNoAxeViolations(page);

  await saveShipping(page, { ...valentina, deliveryTime: '' }, 'Datos de contacto');
  await expect(valueOf(page, 'Datos de contacto', 'Lugar')).toHaveText('A domicilio · Calle 10 # 43-20, El Poblado, Medellín');
  // Only the deposit is paid now: the visit is in the service's price.
  const deposit = serviceDeposit(massage.sellingPrice);
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(deposit));
  await expect(valueOf(page, 'Resumen del pedido', 'Envío')).toHaveCount(0);

  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);
  const shipping = page.getByRole('region', { name: 'Datos de envío' });
  await expect(valueOf(page, 'Datos de envío', 'Método de entrega')).toHaveText('A domicilio');
  await expect(shipping).toContainText('Calle 10 # 43-20, El Poblado, Medellín');
  await expect(valueOf(page, 'Resumen del pago', 'Saldo a pagar en la cita')).toContainText(formatCop(massage.sellingPrice - deposit));
  await expect(page.getByText('Saldo a pagar en la tienda')).toHaveCount(0);
});

test('the summary previews the delivery fee as soon as the city and the neighbourhood are chosen, before saving', async ({
  page,
  request,
}) => {
  const shirt = await productNamed(request, SHIRT);
  await page.goto('/productos');
  await addFromListing(page, SHIRT);
  await page.goto('/cart');
  const form = page.getByRole('form', { name: 'Datos de envío' });
  const fee = valueOf(page, 'Resumen del pedido', 'Envío');
  await expect(fee).toHaveText('Según tus datos de envío');

  await form.getByRole('combobox', { name: 'Ciudad' }).selectOption('Medellín');
  await expect(fee).toHaveText(formatCop(MEDELLIN_FEE));
  await form.getByRole('combobox', { name: 'Barrio (opcional)' }).selectOption('El Poblado');
  await expect(fee).toHaveText(formatCop(POBLADO_FEE));
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(shirt.sellingPrice + POBLADO_FEE));

  await form.getByRole('radio', { name: 'Recoger en la tienda' }).check();
  await expect(fee).toHaveText('Sin costo');
  await form.getByRole('radio', { name: 'Envío a domicilio' }).check();
  await form.getByRole('combobox', { name: 'Ciudad' }).selectOption('Bello');
  await expect(fee).toHaveText(formatCop(16_000));
});

test('with products and a home service there is no pickup, the fee is the products’ and is charged once', async ({ page, request }) => {
  const massage = await homeMassage(request);
  const day = shopDay(15);
  await setBrowserClock(page, day);
  const shirt = await productNamed(request, SHIRT);
  await page.goto('/productos');
  await addFromListing(page, SHIRT);
  await reserveOnServicePage(page, massage._id, day, '11:00');

  const form = page.getByRole('form', { name: 'Datos de envío' });
  await expect(form.getByText('El envío se cobra solo por los productos.', { exact: false })).toBeVisible();
  await expect(form.getByRole('radio')).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Ciudad' }).selectOption('Medellín');
  await form.getByRole('combobox', { name: 'Barrio' }).selectOption('El Poblado');
  await expect(valueOf(page, 'Resumen del pedido', 'Envío')).toHaveText(formatCop(POBLADO_FEE));
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(
    formatCop(shirt.sellingPrice + serviceDeposit(massage.sellingPrice) + POBLADO_FEE),
  );
});

test('a signed-in customer finds name, e-mail and phone filled in from the account, edits them, and sees the home visit in /orders', async ({
  page,
  request,
  baseURL,
}) => {
  const massage = await homeMassage(request);
  const day = shopDay(16);
  await setBrowserClock(page, day);
  const account = await signUpAndSignIn(page, baseURL);
  await reserveOnServicePage(page, massage._id, day, '13:00');

  const form = page.getByRole('form', { name: 'Datos de contacto' });
  const name = form.getByRole('textbox', { name: 'Nombre', exact: true });
  const phone = form.getByRole('textbox', { name: 'Teléfono' });
  await expect(name).toHaveValue(account.name);
  await expect(form.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(account.email);
  await expect(phone).toHaveValue('3001234567');
  // Still editable: the visit is for someone else at home.
  await name.fill('Camila R. (su mamá)');
  await phone.fill('3109876543');
  await form.getByRole('combobox', { name: 'Ciudad' }).selectOption('Envigado');
  await form.getByRole('combobox', { name: 'Barrio' }).selectOption('Zúñiga');
  await form.getByRole('textbox', { name: 'Dirección' }).fill('Carrera 43A # 38 Sur-15');
  await form.getByRole('button', { name: 'Guardar datos de contacto' }).click();
  await expect(valueOf(page, 'Datos de contacto', 'Nombre')).toHaveText('Camila R. (su mamá)');
  await expect(valueOf(page, 'Datos de contacto', 'Teléfono')).toHaveText('3109876543');

  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';

  await page.goto('/orders');
  const reservation = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `Reserva ${reference}` }) });
  await expect(reservation.getByRole('heading', { name: 'A domicilio', exact: true })).toBeVisible();
  await expect(reservation).toContainText('Carrera 43A # 38 Sur-15');
  await expect(reservation).toContainText('Zúñiga, Envigado');
  await expect(reservation).toContainText('Saldo a pagar en la cita');
  await expect(reservation).not.toContainText('Saldo a pagar en la tienda');
  await expect(reservation).toContainText(formatCop(massage.sellingPrice - serviceDeposit(massage.sellingPrice)));
});
