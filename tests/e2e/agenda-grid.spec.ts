/**
 * The owner's agenda grid (/admin-panel/agenda): a guest's booking of a minute ago shows at its
 * hour, a click on a free hour opens the phone reservation already filled in, and axe finds nothing.
 * Printed, each booking gives the customer's phone and the notes taken on the phone.
 */
import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { agendaMessages } from '../../src/domain/bookings/messages-agenda.ts';
import { dayLabel } from '../../src/islands/admin/agenda/agenda-place.ts';
import { ADMIN, expectOk, originHeader, payOrder, reservationDate, shippingInfo, signIn, uniqueTag } from './admin-helpers.ts';
import { expectNoAxeViolations } from './cart-helpers.ts';
import { ownService } from './own-data.ts';

test('the owner sees a guest’s booking of a minute ago and books a free hour by phone from the grid', async ({ page, request }) => {
  const tag = uniqueTag();
  const date = reservationDate(9);
  // A one-hour service of the test's own: one hour for the guest, a later one for the phone call.
  const service = await ownService(request, { durationMinutes: 60 });
  const [guestHour, phoneHour] = ['10:00', '12:00'];
  // The guest pays first (no session in the page's context yet).
  await payOrder(page.request, [{ productId: service._id, reservationDate: date, reservationTime: guestHour }], {
    ...shippingInfo,
    name: `Invitada ${tag}`,
    shippingMethod: 'pickup',
  });

  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-reservas');
  const menu = page.getByRole('navigation', { name: adminMessages.adminNavLabel });
  await expect(menu.getByRole('link').first()).toHaveText(agendaMessages.title);
  await menu.getByRole('link', { name: agendaMessages.title }).click();
  // The address names today's day view at once, so the page can be bookmarked as it is.
  await expect(page).toHaveURL(/\/admin-panel\/agenda\?dia=\d{4}-\d{2}-\d{2}&vista=dia$/);

  // The date picker moves the grid, and the address keeps the day.
  await page.getByLabel(agendaMessages.dateLabel).fill(date);
  await expect(page).toHaveURL(new RegExp(`dia=${date}&vista=dia`));
  const grid = page.getByRole('table', { name: agendaMessages.dayCaption(dayLabel(date)) });
  const guestBooking = grid.getByRole('button', { name: new RegExp(`Invitada ${tag}`) });
  await expect(guestBooking).toContainText(agendaMessages.booked);
  await expect(guestBooking).toContainText(agendaMessages.online);

  // The booking opens its record: the status to change and the appointment's history.
  await guestBooking.click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByLabel(agendaMessages.statusLabel)).toHaveValue('confirmada');
  await expect(detail.getByText(`Invitada ${tag}`).first()).toBeVisible();
  await detail.getByRole('button', { name: messages.close }).click();
  await expect(detail).toBeHidden();

  await expectNoAxeViolations(page);

  // A free hour opens the phone reservation with that service, date and hour.
  await grid.getByRole('button', { name: agendaMessages.freeCellLabel(phoneHour, dayLabel(date), service.productName) }).click();
  const form = page.getByRole('dialog', { name: adminMessages.adminNewReservationTitle });
  await expect(form.getByLabel(adminMessages.adminColService)).toHaveValue(service._id);
  await expect(form.getByLabel(adminMessages.adminReservationDate)).toHaveValue(date);
  await expect(form.getByRole('radio', { name: phoneHour })).toBeChecked();
  await form.getByLabel(adminMessages.adminCustomerName).fill(`Llamada ${tag}`);
  await form.getByLabel(adminMessages.adminColTel).fill('3001112233');
  await form.getByRole('button', { name: adminMessages.adminCreateReservation }).click();
  await expect(form).toBeHidden();

  const phoneBooking = grid.getByRole('button', { name: new RegExp(`Llamada ${tag}`) });
  await expect(phoneBooking).toContainText(agendaMessages.byPhone);
  await expect(phoneBooking).toContainText(`${phoneHour}–`);

  // The week view keeps the service's bookings, and the address says so.
  await page.getByRole('radio', { name: agendaMessages.viewWeek }).check();
  await expect(page).toHaveURL(new RegExp(`dia=${date}&vista=semana`));
  await expect(page.getByRole('button', { name: new RegExp(`Llamada ${tag}`) })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the printed agenda gives each booking its phone and notes, and no focus ring', async ({ page, request, baseURL }) => {
  const tag = uniqueTag();
  const date = reservationDate(11);
  const service = await ownService(request, { durationMinutes: 60 });
  await signIn(page, ADMIN);
  const notes = `Trae su propia toalla ${tag}`;
  await expectOk(
    await page.request.post('/api/reservations/manual', {
      headers: originHeader(baseURL),
      data: {
        serviceId: service._id,
        reservationDate: date,
        reservationTime: '11:00',
        customer: { name: `Impresa ${tag}`, tel: '3157778899' },
        notes,
      },
    }),
  );
  await page.goto(`/admin-panel/agenda?dia=${date}&vista=dia&servicio=${service._id}`);
  const booking = page.getByRole('button', { name: new RegExp(`Impresa ${tag}`) });
  const phone = booking.getByText(agendaMessages.phone('3157778899'));
  const noted = booking.getByText(agendaMessages.notes(notes));
  // On screen they wait in the booking's detail.
  await expect(booking).toBeVisible();
  await expect(phone).toBeHidden();
  await expect(noted).toBeHidden();

  // The booking just opened keeps the focus, as after the owner closes its detail.
  await booking.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(booking).toBeFocused();
  const ring = () =>
    booking.evaluate((element) => {
      const style = getComputedStyle(element);
      return { outline: style.outlineStyle, shadow: style.boxShadow };
    });
  expect((await ring()).outline).toBe('solid');
  await page.emulateMedia({ media: 'print' });
  await expect(phone).toBeVisible();
  await expect(noted).toBeVisible();
  expect(await ring()).toEqual({ outline: 'none', shadow: 'none' });
});
