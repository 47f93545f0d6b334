/**
 * Reservations and sales in the admin panel: status changes ("cancelada" asked first, a real
 * cancellation that frees the hour and is never undone), the manual (phone) reservation, the detail view, deletion and
 * the CSV export. The records are made through the real checkout, in the sandbox provider.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { intensityName } from '../../src/domain/catalogue/intensity.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import {
  ADMIN,
  expectOk,
  originHeader,
  payOrder,
  reservationDate,
  sellableProduct,
  signIn,
  slotAvailable,
  uniqueTag,
} from './admin-helpers.ts';
import { ownService } from './own-data.ts';

test('an admin marks a sale as enviada and reads its details', async ({ page, request }) => {
  const product = await sellableProduct(request);
  const reference = await payOrder(request, [{ productId: product._id, quantity: 1 }]);

  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-Ventas');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(reference) }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(product.productName);
  await expect(row).toContainText('Laureles, Medellín');
  // The delivery and its fee in pesos, each in a column of its own.
  const listed = await expectOk(await page.request.get(`/api/transactions?type=ventas&reference=${reference}`));
  const [sale] = ((await listed.json()) as { data: { amounts: { shipping: number } }[] }).data;
  expect(sale!.amounts.shipping).toBeGreaterThan(0);
  await expect(page.getByRole('columnheader', { name: adminMessages.adminColDelivery })).toBeVisible();
  const fee = row.locator(`td[data-label="${adminMessages.adminColShipping}"]`);
  await expect(fee).toHaveText(/\$/);
  expect(Number((await fee.innerText()).replace(/\D/g, ''))).toBe(sale!.amounts.shipping);

  const status = row.getByLabel(`Estado de la venta ${reference}`);
  await expect(status).toHaveValue('pagada');
  await status.selectOption('enviada');
  // "enviada" asks for the carrier and the guide the customer is sent.
  const ship = page.getByRole('dialog', { name: `Enviar la venta ${reference}` });
  await ship.getByLabel('Transportadora').selectOption('coordinadora');
  await ship.getByLabel('Número de guía').fill('70012345');
  await ship.getByRole('button', { name: 'Marcar como enviada' }).click();
  await expect(page.getByText(messages.transactionUpdated)).toBeVisible();

  // It stays so, and the status filter finds it.
  await page.reload();
  await page.getByRole('form', { name: 'Filtros' }).getByLabel('Estado').selectOption('enviada');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(row.getByLabel(`Estado de la venta ${reference}`)).toHaveValue('enviada');
  const statuses = page.getByRole('combobox', { name: /^Estado de la venta/ });
  await expect
    .poll(async () => [...new Set(await statuses.evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value)))])
    .toEqual(['enviada']);

  const detailButton = row.getByRole('button', { name: `Ver detalle ${reference}` });
  await detailButton.click();
  const detail = page.getByRole('dialog', { name: `Venta ${reference}` });
  await expect(detail.getByRole('heading', { name: 'Productos vendidos' })).toBeVisible();
  await expect(detail).toContainText(product.productName);
  await expect(detail).toContainText('Carrera 70 # 44-10');
  await expect(detail).toContainText('Laura Restrepo');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(detailButton).toBeFocused();
});

test('an admin cancels a reservation, sees its hour free again, and books it by phone', async ({ page, request }) => {
  const service = await ownService(request, { intensity: 'medio' });
  const date = reservationDate(20);
  const reference = await payOrder(request, [{ productId: service._id, reservationDate: date, reservationTime: '16:00' }]);
  const customer = `Doña Marta ${uniqueTag()}`;

  await signIn(page, ADMIN);
  // The list goes from the nearest appointment on, 20 a page, and other tests add theirs: the
  // reservation is opened by its reference, as the owner's notice e-mail does.
  await page.goto(`/admin-panel/all-reservas?ref=${reference}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(reference) }) });
  await expect(row).toContainText(service.productName);

  // The detail names the intensity as the shop does ("Media", never "medio").
  await row.getByRole('button', { name: `Ver detalle ${reference}` }).click();
  const detail = page.getByRole('dialog', { name: `Reserva ${reference}` });
  await expect(detail).toContainText(`${messages.serviceIntensityLabel}: ${intensityName(service.serviceIntensity)}`);
  await detail.getByRole('button', { name: 'Cerrar' }).click();
  await expect(detail).toBeHidden();

  // The manual reservation dialog shows the hour as taken.
  const newButton = page.getByRole('button', { name: 'Nueva reserva' });
  await newButton.click();
  let dialog = page.getByRole('dialog', { name: 'Nueva reserva (por teléfono)' });
  await dialog.getByLabel('Servicio').selectOption(service._id);
  await dialog.getByLabel('Fecha').fill(date);
  await expect(dialog.getByRole('radio', { name: /^16:00/ })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /^15:00/ })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(newButton).toBeFocused();

  // "cancelada" says what it does and asks first; it cancels the appointment for real.
  await expect(page.getByText(adminMessages.adminReservationStatusesHint)).toBeVisible();
  const status = row.getByLabel(`Estado de la reserva ${reference}`);
  await status.selectOption('cancelada');
  const asked = page.getByRole('dialog', { name: adminMessages.adminCancelReservationTitle(reference) });
  await expect(asked).toContainText(adminMessages.adminCancelReservationBody);
  await asked.getByRole('button', { name: adminMessages.adminCancelConfirm }).click();
  await expect(page.getByText(messages.reservationCancelledFromList)).toBeVisible();
  await expect(status).toHaveValue('cancelada');
  await expect.poll(() => slotAvailable(request, service._id, date, '16:00')).toBe(true);
  // Never undone: choosing another status is refused with the reason.
  await status.selectOption('confirmada');
  await expect(page.getByText(messages.reservationNotReopened)).toBeVisible();
  await expect(status).toHaveValue('cancelada');

  // Free again: the same dialog offers it, and a phone booking takes it.
  await newButton.click();
  dialog = page.getByRole('dialog', { name: 'Nueva reserva (por teléfono)' });
  await dialog.getByLabel('Servicio').selectOption(service._id);
  await dialog.getByLabel('Fecha').fill(date);
  const hour = dialog.getByRole('radio', { name: /^16:00/ });
  await expect(hour).toBeEnabled();
  await dialog.getByRole('button', { name: 'Registrar reserva' }).click();
  await expect(dialog.getByText(adminMessages.adminChooseTimeError)).toBeVisible();
  await expect(dialog.getByText(messages.shippingNameRequired)).toBeVisible();
  await hour.check();
  await dialog.getByLabel('Nombre del cliente').fill(customer);
  await dialog.getByLabel('Teléfono').fill('3157778899');
  await dialog.getByLabel('Notas').fill('Reserva tomada por teléfono');
  const registered = page.waitForResponse(
    (response) => response.url().endsWith('/api/reservations/manual') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Registrar reserva' }).click();
  await expect(page.getByText(messages.manualReservationCreated)).toBeVisible();
  await expect(dialog).toBeHidden();
  const manual = ((await (await registered).json()) as { data: { reference: string } }).data;
  await page.goto(`/admin-panel/all-reservas?ref=${manual.reference}`);
  const manualRow = page.getByRole('row').filter({ hasText: customer });
  await expect(manualRow).toContainText(service.productName);
  await expect(manualRow.getByRole('combobox')).toHaveValue('confirmada');
  await expect.poll(() => slotAvailable(request, service._id, date, '16:00')).toBe(false);
});

for (const width of [390, 1280]) {
  test(`at ${width} px, "cancelada" asks first, and going back changes nothing`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 844 });
    const service = await ownService(request);
    const date = reservationDate(21);
    const reference = await payOrder(request, [{ productId: service._id, reservationDate: date, reservationTime: '15:00' }]);
    await signIn(page, ADMIN);
    await page.goto(`/admin-panel/all-reservas?ref=${reference}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(reference) }) });
    const status = row.getByLabel(`Estado de la reserva ${reference}`);
    await expect(status).toHaveValue('confirmada');
    await status.selectOption('cancelada');
    const asked = page.getByRole('dialog', { name: adminMessages.adminCancelReservationTitle(reference) });
    const confirm = asked.getByRole('button', { name: adminMessages.adminCancelConfirm });
    const back = asked.getByRole('button', { name: adminMessages.adminCancelBack });
    await expect(confirm).toBeInViewport();
    await expect(back).toBeInViewport();
    await back.click();
    await expect(asked).toBeHidden();
    await expect(status).toHaveValue('confirmada');
    expect(await slotAvailable(request, service._id, date, '15:00')).toBe(false);
  });
}

test('an admin exports the reservations as CSV and deletes one', async ({ page, request, baseURL }) => {
  const customer = `Cliente CSV ${uniqueTag()}`;
  const service = await ownService(request);
  await signIn(page, ADMIN);
  const date = reservationDate(27);
  const created = await expectOk(
    await page.request.post('/api/reservations/manual', {
      headers: originHeader(baseURL),
      data: { serviceId: service._id, reservationDate: date, reservationTime: '15:00', customer: { name: customer, tel: '3001112233' } },
    }),
  );
  const { reference } = ((await created.json()) as { data: { reference: string } }).data;

  await page.goto('/admin-panel/all-reservas');
  const filters = page.getByRole('form', { name: 'Filtros' });
  await filters.getByLabel('Estado').selectOption('confirmada');
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  const exportLink = page.getByRole('link', { name: 'Exportar CSV' });
  await expect(exportLink).toHaveAttribute('href', '/api/transactions/export.csv?type=reservas&status=confirmada');

  const downloading = page.waitForEvent('download');
  await exportLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('reservas.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.split('\r\n').filter(Boolean);
  // Columns a spreadsheet set to Spanish splits on `;`.
  expect(header).toContain('"Referencia";"Fecha (Bogotá)";"Estado";"Cliente"');
  const line = rows.find((candidate) => candidate.includes(customer));
  expect(line).toContain(`"${service.productName} x1"`);
  expect(line).toContain(`"${date}";"15:00"`);
  expect(rows.every((candidate) => candidate.includes('"confirmada"'))).toBe(true);

  // The list goes from the nearest appointment on, 20 a page, and other tests add theirs: the
  // reservation to delete is opened by its reference.
  await page.goto(`/admin-panel/all-reservas?ref=${reference}`);
  const row = page.getByRole('row').filter({ hasText: customer });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Eliminar / }).click();
  await page
    .getByRole('dialog', { name: adminMessages.adminDeleteReservationTitle })
    .getByRole('button', { name: 'Eliminar', exact: true })
    .click();
  await expect(page.getByText(messages.reservationDeleted)).toBeVisible();
  await expect(row).toBeHidden();
  await expect.poll(() => slotAvailable(page.request, service._id, date, '15:00')).toBe(true);
});
