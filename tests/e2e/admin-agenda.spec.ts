/**
 * The owner's agenda: reservations are filtered on the appointment's date, with
 * "Hoy", "Mañana" and "Esta semana" beside the dates; sales keep the purchase date.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { agendaRange } from '../../src/domain/bookings/agenda.ts';
import { addDays, bogotaMoment, formatBogotaDate, weekdayOf } from '../../src/domain/schedule/schedule.ts';
import { ADMIN, expectOk, originHeader, payOrder, reservationDate, sellableProduct, signIn, uniqueTag } from './admin-helpers.ts';
import { setBrowserClock } from './cart-helpers.ts';
import { ownService } from './own-data.ts';

/** A reservation taken by phone at 10:00 (the service is the test's own, so the hour is free). */
async function bookByPhone(page: Page, baseURL: string | undefined, serviceId: string, date: string, name: string) {
  const time = '10:00';
  await expectOk(
    await page.request.post('/api/reservations/manual', {
      headers: originHeader(baseURL),
      data: { serviceId, reservationDate: date, reservationTime: time, customer: { name, tel: '3001112233' } },
    }),
  );
}

test('"Mañana" pulls up tomorrow’s appointments, whatever day they were taken', async ({ page, request, baseURL }) => {
  const tag = uniqueTag();
  const tomorrow = reservationDate(4);
  let ahead = 5;
  while (reservationDate(ahead) === tomorrow) ahead += 1;
  const later = reservationDate(ahead);
  await signIn(page, ADMIN);
  const service = await ownService(request);
  await bookByPhone(page, baseURL, service._id, tomorrow, `Cita de mañana ${tag}`);
  await bookByPhone(page, baseURL, service._id, later, `Cita posterior ${tag}`);

  // The browser's today is the day before the appointment: its "tomorrow" is the appointment's day.
  await setBrowserClock(page, addDays(tomorrow, -1), '12:00');
  await page.goto('/admin-panel/all-reservas');
  const filters = page.getByRole('form', { name: 'Filtros' });
  await expect(filters.getByText(adminMessages.adminDatesOfAppointment)).toBeVisible();
  const shortcuts = filters.getByRole('group', { name: 'Atajos de fecha' });
  await expect(shortcuts.getByRole('button')).toHaveText(['Hoy', 'Mañana', 'Esta semana']);

  await shortcuts.getByRole('button', { name: 'Mañana' }).click();
  await expect(filters.getByLabel('Desde')).toHaveValue(tomorrow);
  await expect(filters.getByLabel('Hasta')).toHaveValue(tomorrow);
  await expect(shortcuts.getByRole('button', { name: 'Mañana' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('row').filter({ hasText: `Cita de mañana ${tag}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Cita posterior ${tag}` })).toHaveCount(0);
  // Every listed reservation has an appointment on that day.
  const appointments = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('combobox') });
  await expect(appointments.first()).toBeVisible();
  for (const text of await appointments.allInnerTexts()) expect(text).toContain(formatBogotaDate(tomorrow));

  // "Hoy" finds neither (both are later), and "Limpiar" lists both again.
  await shortcuts.getByRole('button', { name: 'Hoy' }).click();
  await expect(filters.getByLabel('Desde')).toHaveValue(addDays(tomorrow, -1));
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(0);
  // "Esta semana": from today through the coming Sunday.
  await shortcuts.getByRole('button', { name: 'Esta semana' }).click();
  const week = agendaRange('semana', new Date(`${addDays(tomorrow, -1)}T12:00:00-05:00`));
  expect(week.from).toBe(addDays(tomorrow, -1));
  await expect(filters.getByLabel('Desde')).toHaveValue(week.from);
  await expect(filters.getByLabel('Hasta')).toHaveValue(week.to);
  expect(weekdayOf(week.to)).toBe(0);
  await filters.getByLabel('Desde').fill(later);
  await filters.getByLabel('Hasta').fill(later);
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Cita posterior ${tag}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Cita de mañana ${tag}` })).toHaveCount(0);
});

test('the sales list keeps filtering on the purchase date, without the agenda shortcuts', async ({ page, request }) => {
  const product = await sellableProduct(request);
  const reference = await payOrder(request, [{ productId: product._id, quantity: 1 }]);
  const today = bogotaMoment(new Date()).date;
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-Ventas');
  const filters = page.getByRole('form', { name: 'Filtros' });
  await expect(filters.getByText(adminMessages.adminDatesOfPurchase)).toBeVisible();
  await expect(filters.getByRole('group', { name: 'Atajos de fecha' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(reference) }) });

  await filters.getByLabel('Desde').fill(today);
  await filters.getByLabel('Hasta').fill(today);
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(row).toBeVisible();

  await filters.getByLabel('Desde').fill(addDays(today, 1));
  await filters.getByLabel('Hasta').fill(addDays(today, 1));
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(row).toHaveCount(0);
});
