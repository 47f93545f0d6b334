/**
 * Where things happen, as a person sees it: a pickup asks for no address and shows the shop's
 * address and pickup hours; a cart of appointments speaks of contact details; a home visit takes a
 * neighbourhood the list lacks; a mixed order shows each appointment's place on the receipt and on
 * /mi-reserva; and the owner's phone booking of a home service records the customer's address.
 */
import { expect, test } from '@playwright/test';
import { business } from '../../src/domain/shared/business.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { placeMessages } from '../../src/domain/bookings/messages-places.ts';
import { ADMIN, reservationDate, signIn, uniqueTag } from './admin-helpers.ts';
import {
  addFromListing,
  expectNoAxeViolations,
  payInTestMode,
  reserveOnServicePage,
  saveShipping,
  setBrowserClock,
  shopDay,
  valentina,
  valueOf,
  waitForIslands,
} from './cart-helpers.ts';
import { ownService } from './own-data.ts';

const SHIRT = 'Camiseta estampada Medellín Eterna Primavera';
const pickupHours = placeMessages.pickupHours();

test('a pickup asks only name, e-mail and phone, and shows the shop’s address and pickup hours in the cart and on the receipt', async ({
  page,
}) => {
  await page.goto('/productos');
  await addFromListing(page, SHIRT);
  await page.goto('/cart');
  const form = page.getByRole('form', { name: 'Datos de envío' });
  await form.getByRole('radio', { name: 'Recoger en la tienda' }).check();
  await expect(form.getByRole('textbox', { name: 'Dirección' })).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Ciudad' })).toHaveCount(0);
  await expect(form).toContainText(business.address);
  await expect(form).toContainText(pickupHours);
  await waitForIslands(page);
  await expectNoAxeViolations(page);

  await saveShipping(page, { name: valentina.name, email: valentina.email, phone: valentina.phone, method: 'pickup' });
  await expect(valueOf(page, 'Datos de envío', 'Dónde recoger')).toHaveText(business.address);
  await expect(valueOf(page, 'Datos de envío', 'Horario para recoger')).toHaveText(pickupHours);
  await expect(valueOf(page, 'Datos de envío', 'Dirección')).toHaveCount(0);

  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);
  await expect(valueOf(page, 'Datos de contacto y recogida', 'Método de entrega')).toHaveText('Recoger en la tienda');
  await expect(valueOf(page, 'Datos de contacto y recogida', 'Dónde recoger')).toHaveText(business.address);
  await expect(valueOf(page, 'Datos de contacto y recogida', 'Horario para recoger')).toHaveText(pickupHours);
  await expect(valueOf(page, 'Datos de contacto y recogida', 'Dirección')).toHaveCount(0);
});

test('a mixed order of a service at the shop and a home visit in a neighbourhood the list lacks shows each place on the receipt and /mi-reserva', async ({
  page,
  request,
}) => {
  const [atShop, atHome] = await Promise.all([
    ownService(request, { label: 'Bronceado en cabina', durationMinutes: 60 }),
    ownService(request, { category: 'Servicios-Home', label: 'Masaje en casa', durationMinutes: 60 }),
  ]);
  const day = shopDay(18);
  await setBrowserClock(page, day);
  await reserveOnServicePage(page, atShop._id, day, '10:00');
  await reserveOnServicePage(page, atHome._id, day, '12:00');

  // Appointments alone: contact words, no delivery time.
  const form = page.getByRole('form', { name: 'Datos de contacto' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Horario de entrega/ })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(valentina.name);
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(valentina.email);
  await form.getByRole('textbox', { name: 'Teléfono' }).fill(valentina.phone);
  await form.getByRole('combobox', { name: 'Ciudad' }).selectOption('Envigado');
  const neighbourhood = form.getByRole('combobox', { name: 'Barrio' });
  await expect(neighbourhood.getByRole('option', { name: 'Otro barrio' })).toHaveCount(1);
  await neighbourhood.selectOption({ label: 'Otro barrio' });
  await form.getByRole('textbox', { name: 'Dirección' }).fill('Calle 38 Sur # 43-10');
  await form.getByRole('button', { name: 'Guardar datos de contacto' }).click();
  await expect(form.getByText(messages.homeServiceNeighborhoodRequired)).toBeVisible();
  await form.getByRole('textbox', { name: 'Escribe tu barrio' }).fill('La Magnolia');
  await waitForIslands(page);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Guardar datos de contacto' }).click();
  await expect(page.getByText('Datos de contacto guardados')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar datos de contacto' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar datos de envío' })).toHaveCount(0);
  const visitAddress = 'Calle 38 Sur # 43-10, La Magnolia, Envigado';
  await expect(valueOf(page, 'Datos de contacto', 'Lugar')).toHaveText(`A domicilio · ${visitAddress}`);

  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);
  const lineOf = (name: string) => page.locator('.result-line').filter({ has: page.getByRole('heading', { name }) });
  await expect(lineOf(atShop.productName).locator('dl > div').filter({ hasText: 'Lugar' }).locator('dd')).toHaveText(
    `En la tienda · ${business.address}`,
  );
  await expect(lineOf(atHome.productName).locator('dl > div').filter({ hasText: 'Lugar' }).locator('dd')).toHaveText(
    `A domicilio · ${visitAddress}`,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Ver, cambiar o cancelar mis citas' }).click();
  await expect(page).toHaveURL(/\/mi-reserva/);
  const card = (name: string) => page.getByRole('article', { name });
  await expect(card(atShop.productName)).toContainText(`En la tienda · ${business.address}`);
  await expect(card(atHome.productName)).toContainText(`A domicilio · ${visitAddress}`);
});

test('the owner’s phone booking of a home service asks where, and records "A domicilio" with that address', async ({ page, request }) => {
  const service = await ownService(request, { category: 'Servicios-Home', label: 'Masaje en casa', durationMinutes: 60 });
  const customer = `Cliente a domicilio ${uniqueTag()}`;
  const date = reservationDate(24);
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-reservas');
  await page.getByRole('button', { name: 'Nueva reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva (por teléfono)' });
  await dialog.getByLabel('Servicio').selectOption(service._id);
  await dialog.getByLabel('Fecha').fill(date);
  await dialog.getByRole('radio', { name: /^11:00/ }).check();
  await dialog.getByLabel('Nombre del cliente').fill(customer);
  await dialog.getByLabel('Teléfono').fill('3157778899');
  const place = dialog.getByRole('group', { name: placeMessages.homeVisitLegend });
  await expect(place).toBeVisible();

  // Without the address the server says what is missing.
  await dialog.getByRole('button', { name: 'Registrar reserva' }).click();
  await expect(dialog.getByText(messages.homeServiceAddressRequired)).toBeVisible();
  await expectNoAxeViolations(page);

  await place.getByLabel('Dirección').fill('Carrera 70 # 44-10');
  await place.getByLabel('Ciudad').selectOption('Medellín');
  await place.getByLabel('Barrio').fill('Laureles');
  const registered = page.waitForResponse(
    (response) => response.url().endsWith('/api/reservations/manual') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Registrar reserva' }).click();
  await expect(page.getByText(messages.manualReservationCreated)).toBeVisible();
  const { reference } = ((await (await registered).json()) as { data: { reference: string } }).data;

  await page.goto(`/admin-panel/all-reservas?ref=${reference}`);
  const row = page.getByRole('row').filter({ hasText: customer });
  await row.getByRole('button', { name: `Ver detalle ${reference}` }).click();
  const detail = page.getByRole('dialog', { name: `Reserva ${reference}` });
  await expect(detail.getByRole('heading', { name: 'A domicilio', exact: true })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Recoge en tienda' })).toHaveCount(0);
  await expect(detail).toContainText('Carrera 70 # 44-10');
  await expect(detail).toContainText('Medellín · Laureles');
  // Empty notes stay empty: the service's description is not shown as notes.
  await expect(detail).not.toContainText('Un servicio creado por una prueba automática.');
});
