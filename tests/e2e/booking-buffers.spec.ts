/**
 * A service's cleanup, set by the owner: "Limpieza (minutos)" in the service form takes 10, and then
 * a booking at 10:00 takes 10:00 and 11:00 (the cleanup crosses into the next hour), so /reservar
 * marks 11:00 as taken and offers 12:00; the cleanup stays inside the day, so 18:00 is no longer a
 * start (it would end after 19:00). The owner's agenda shows 11:00 as the booking's cleanup.
 */
import { expect, test } from '@playwright/test';
import { agendaMessages } from '../../src/domain/bookings/messages-agenda.ts';
import { cartMessages } from '../../src/domain/cart/messages-cart.ts';
import { escapeRegex } from '../../src/domain/catalogue/catalogue.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { ADMIN, expectOk, originHeader, payOrder, shippingInfo, signIn } from './admin-helpers.ts';
import { setBrowserClock, shopDay } from './cart-helpers.ts';
import { ownService } from './own-data.ts';

test('the owner sets 10 minutes of cleanup; after a booking at 10:00 the picker no longer offers 11:00', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const service = await ownService(request, { label: 'Bronceado con limpieza', durationMinutes: 60 });

  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-products');
  await page.getByLabel('Buscar en el catálogo').fill(service.productName);
  await page.getByRole('button', { name: `Editar ${service.productName}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar producto' });
  await expect(editDialog.getByLabel(adminMessages.adminServicePreparation, { exact: true })).toHaveValue('0');
  await editDialog.getByLabel(adminMessages.adminServiceCleanup, { exact: true }).fill('10');
  await editDialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(messages.productSaved)).toBeVisible();
  await expect(editDialog).toBeHidden();
  const details = await expectOk(
    await page.request.post('/api/product-details', { headers: originHeader(baseURL), data: { productId: service._id } }),
  );
  expect(((await details.json()) as { data: { serviceCleanup?: number } }).data.serviceCleanup).toBe(10);

  const day = shopDay(16);
  await payOrder(request, [{ productId: service._id, reservationDate: day, reservationTime: '10:00' }], {
    ...shippingInfo,
    shippingMethod: 'pickup',
    address: '',
    city: '',
    neighborhood: '',
  });

  // A customer of their own, before opening time in the browser so no hour of the day has passed.
  const customer = await browser.newPage();
  try {
    await setBrowserClock(customer, day, '07:30');
    await customer.goto('/reservar');
    await expect(customer.locator('form[data-ready="true"]')).toBeVisible();
    await customer.getByRole('radio', { name: new RegExp(escapeRegex(service.productName)) }).check();
    await customer.getByLabel('Fecha de la cita').fill(day);
    const hours = customer.getByRole('group', { name: 'Hora de la cita' });
    await expect(hours.getByRole('radio', { name: new RegExp(`^10:00 ${cartMessages.pickerSlotTaken}`) })).toBeVisible();
    await expect(hours.getByRole('radio', { name: new RegExp(`^11:00 ${cartMessages.pickerSlotTaken}`) })).toBeVisible();
    await expect(hours.getByRole('radio', { name: '12:00', exact: true })).toBeVisible();
    await expect(hours.getByRole('radio').last()).toHaveAccessibleName(/^17:00/);
  } finally {
    await customer.close();
  }

  // The owner's agenda: the booking at 10:00, and 11:00 taken by its cleanup.
  await page.goto(`/admin-panel/agenda?dia=${day}&vista=dia&servicio=${service._id}`);
  const table = page.getByRole('region', { name: agendaMessages.tableRegion });
  await expect(table.getByText(agendaMessages.turnover('limpieza', '10:00', shippingInfo.name))).toBeVisible();
});
