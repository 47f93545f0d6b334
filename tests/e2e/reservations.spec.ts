/**
 * The reservation pickers: the card's dialog, the service page's section and /reservar offer the
 * service's own start window (09:00–13:00 for a service that sets none). Tuesdays, past days and
 * past hours are refused with the spec's messages, and hours the server holds show as taken.
 */
import { expect, test } from '@playwright/test';
import { formatCop, serviceDeposit } from '../../src/domain/money/money.ts';
import { formatAppointment } from '../../src/domain/shared/dates.ts';
import { checkoutConsent, expectNoAxeViolations, setBrowserClock, shopDay, tuesdayAfter, waitForIslands } from './cart-helpers.ts';
import { escapeRegex } from '../../src/domain/catalogue/catalogue.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { cardOf, readyAddButton } from './storefront-helpers.ts';
import { ownEmail, ownService } from './own-data.ts';

test('the service page picker refuses a Tuesday and an hour already past with the spec’s messages', async ({ page, request }) => {
  // No start window of its own: the spec's 09:00–13:00.
  const service = await ownService(request, { label: 'Bronceado en cámara', durationMinutes: 30, starts: null });
  const day = shopDay(4);
  // It is 11:30 on that day in the browser: 09:00–11:00 are past, 12:00 and 13:00 are not.
  await setBrowserClock(page, day, '11:30');
  await page.goto(`/product/${service._id}`);
  const booking = page.getByRole('region', { name: 'Reservar este servicio' });
  await booking.scrollIntoViewIfNeeded();
  await expect(booking.locator('form[data-ready="true"]')).toBeVisible();
  await expect(booking).toContainText(`Hoy pagas el 20 % como abono (${formatCop(serviceDeposit(service.sellingPrice))})`);

  const add = booking.getByRole('button', { name: 'Añadir', exact: true });
  await add.click();
  await expect(booking.getByRole('alert')).toHaveText('Por favor, selecciona una fecha y una hora para reservar.');

  const date = booking.getByLabel('Fecha de la cita');
  await expect(date).toHaveAttribute('min', day);
  await date.fill(tuesdayAfter(day));
  await expect(booking.getByRole('alert')).toHaveText('Lo sentimos, los martes estamos cerrados. Por favor elige otro día.');
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(booking.getByRole('radio')).toHaveCount(0);
  await add.click();
  await expect(booking.getByRole('alert')).toHaveText('Lo sentimos, los martes estamos cerrados. Por favor elige otro día.');

  await date.fill(day);
  await expect(booking.getByRole('radio')).toHaveCount(5);
  await expect(booking.getByRole('radio', { name: '09:00 ya pasó' })).toBeVisible();
  await booking.getByRole('radio', { name: '10:00 ya pasó' }).check();
  await expect(booking.getByRole('alert')).toHaveText('Esa hora ya pasó. Por favor elige una hora posterior.');
  await add.click();
  await expect(booking.getByRole('alert')).toHaveText('Esa hora ya pasó. Por favor elige una hora posterior.');
  await expect(page).toHaveURL(new RegExp(`/product/${service._id}`));
  expect(await page.evaluate(() => localStorage.getItem('tienda:cart'))).toBeNull();

  await booking.getByRole('radio', { name: '12:00', exact: true }).check();
  await expect(booking.getByRole('alert')).toHaveCount(0);
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: service.productName }) });
  await expect(line).toContainText(formatAppointment(day, '12:00'));
});

test('a service card’s "Añadir" opens the picker; an hour held by a checkout shows as taken', async ({ page, request }) => {
  const service = await ownService(request, { label: 'Exfoliación con sales', durationMinutes: 50 });
  const day = shopDay(9);
  await setBrowserClock(page, day);
  // Somebody else is paying for 11:00 right now: the server holds it for 15 minutes.
  const contactOnly = { name: 'Sara Gómez', email: ownEmail('sara'), phone: '3001112233', shippingMethod: 'pickup' };
  const held = await request.post('/api/payment/create-order', {
    data: {
      items: [{ productId: service._id, reservationDate: day, reservationTime: '11:00' }],
      shippingInfo: contactOnly,
      ...checkoutConsent,
    },
  });
  expect(held.status(), await held.text()).toBe(201);

  await page.goto('/servicios');
  const add = await readyAddButton(cardOf(page, service.productName), 'Añadir');
  await add.click();
  const dialog = page.getByRole('dialog', { name: `Reservar: ${service.productName}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();

  await add.click();
  await dialog.getByLabel('Fecha de la cita').fill(day);
  await expect(dialog.getByRole('radio', { name: '11:00 ocupada' })).toBeVisible();
  await dialog.getByRole('radio', { name: '11:00 ocupada' }).check();
  await expect(dialog.getByRole('alert')).toHaveText('Esa hora ya está reservada. Por favor elige otra.');
  await dialog.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Esa hora ya está reservada. Por favor elige otra.');

  await dialog.getByRole('radio', { name: '13:00', exact: true }).check();
  await dialog.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: service.productName }) });
  await expect(line).toContainText(formatAppointment(day, '13:00'));
  await expect(line).toContainText(messages.serviceDurationValue(50));
  // Only services in the cart: contact details, no address.
  await expect(page.getByRole('form', { name: 'Datos de contacto' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Dirección' })).toHaveCount(0);
});

test('/Reservar asks for a service, a date and an hour, then carries the reservation to the cart', async ({ page, request }) => {
  const service = await ownService(request, { category: 'Servicios-Home', label: 'Masaje en casa', durationMinutes: 120 });
  const day = shopDay(10);
  // Before opening time in the browser, so every hour of the day is still ahead.
  await setBrowserClock(page, day, '07:30');
  await page.goto('/Reservar');
  await expect(page).toHaveURL(/\/reservar$/);
  await expect(page).toHaveTitle('Reservar un servicio | Tienda Medellín');
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Continuar al carrito' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, selecciona un servicio, una fecha y una hora');
  await page.getByRole('radio', { name: new RegExp(escapeRegex(service.productName)) }).check();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, selecciona un servicio, una fecha y una hora');

  await page.getByLabel('Fecha de la cita').fill(day);
  const hours = page.getByRole('group', { name: 'Hora de la cita' }).getByRole('radio');
  // A 120-minute service ends by 19:00: 08:00 to 17:00.
  await expect(hours).toHaveCount(10);
  await expect(hours.first()).toHaveAccessibleName('08:00');
  await expect(hours.last()).toHaveAccessibleName('17:00');
  await waitForIslands(page);
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: '17:00', exact: true }).check();
  await submit.click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: service.productName }) });
  await expect(line).toContainText(formatAppointment(day, '17:00'));
  await expect(line).toContainText(messages.serviceDurationValue(120));
  await expect(line).toContainText(formatCop(serviceDeposit(service.sellingPrice)));
});

test('axe finds nothing on /reservar, also with its error shown', async ({ page }) => {
  await page.goto('/reservar');
  await waitForIslands(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continuar al carrito' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, selecciona un servicio, una fecha y una hora');
  await expectNoAxeViolations(page);
});
