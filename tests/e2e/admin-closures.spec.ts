/**
 * The owner closes a day at /admin-panel/horarios: the day takes no booking (with the reason), the
 * booking already on it is listed, and the owner cancels it from the list (the deposit is refunded
 * and the customer gets the e-mail to choose another hour). A closure is global, so each test closes
 * a day of the closures' own window (75–89 days ahead), which no other spec books: see docs/testing.md.
 */
import { expect, test } from '@playwright/test';
import { scheduleMessages } from '../../src/domain/schedule/messages-schedule.ts';
import { bookingMessages } from '../../src/domain/bookings/messages-bookings.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { defaultSchedule, type ShopSchedule } from '../../src/domain/schedule/shop-schedule.ts';
import { addDays, bogotaMoment, isShortDay, isTuesday } from '../../src/domain/schedule/schedule.ts';
import { ADMIN, expectOk, originHeader, payOrder, shippingInfo, signIn, uniqueTag } from './admin-helpers.ts';
import { linkInMail } from './outbox-helpers.ts';
import { ownEmail, ownService, whileHolding } from './own-data.ts';

/** A full opening day of the closures' window (75–89 days ahead), picked at random so repeated runs rarely meet. */
function closureDay(): string {
  const today = bogotaMoment(new Date()).date;
  const start = 75 + Math.floor(Math.random() * 15);
  for (let step = 0; step < 15; step++) {
    const date = addDays(today, 75 + ((start - 75 + step) % 15));
    if (!isTuesday(date) && !isShortDay(date)) return date;
  }
  throw new Error('No day in the closures’ window');
}

test('the owner closes a day, and cancels the booking already on it from the closure’s list', async ({ page, request, baseURL }) => {
  const tag = uniqueTag();
  const day = closureDay();
  const reason = `Vacaciones ${tag}`;
  const email = ownEmail('cierre');
  const service = await ownService(request);
  const reference = await payOrder(request, [{ productId: service._id, reservationDate: day, reservationTime: '10:00' }], {
    ...shippingInfo,
    email,
  });

  await signIn(page, ADMIN);
  await page.goto('/admin-panel/horarios');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Cierres y días especiales' })).toBeVisible();
  const closures = page.getByRole('region', { name: scheduleMessages.closuresTitle });
  await closures.getByLabel(scheduleMessages.closureFrom).fill(day);
  await closures.getByLabel(scheduleMessages.closureTo).fill(day);
  await closures.getByLabel(scheduleMessages.closureReason).fill(reason);
  await closures.getByRole('button', { name: scheduleMessages.addClosure }).click();

  const card = closures.getByRole('article', { name: `${day}: ${reason}` });
  try {
    await expect(card.getByText(scheduleMessages.affectedTitle(1))).toBeVisible();
    const booking = card.getByRole('listitem').filter({ hasText: reference });
    await expect(booking).toContainText(service.productName);

    // The day is closed to everyone, with the owner's reason; the booking is still on.
    const availability = await expectOk(await request.get(`/api/services/${service._id}/availability?date=${day}`));
    expect(((await availability.json()) as { data: unknown }).data).toMatchObject({ closed: true, reason: 'cierre', closure: reason });
    const refused = await request.post('/api/payment/create-order', {
      data: {
        items: [{ productId: service._id, reservationDate: day, reservationTime: '11:00' }],
        shippingInfo: { ...shippingInfo, email: ownEmail('cierre-otra') },
        acceptDataPolicy: true,
        acceptTerms: true,
      },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(messages.closureDay(reason));

    // The owner cancels it from the list: the ordinary cancellation, with its refund and e-mail.
    await booking.getByRole('button', { name: scheduleMessages.cancelBooking }).click();
    await page
      .getByRole('dialog', { name: scheduleMessages.cancelBookingTitle })
      .getByRole('button', { name: scheduleMessages.cancelBookingConfirm })
      .click();
    await expect(card.getByText(scheduleMessages.noAffected)).toBeVisible();
    const link = await linkInMail(email, 'booking-cancelled', '/mi-reserva');
    expect(link).toContain(reference);

    // The customer's page says the shop cancelled it and offers another hour.
    await page.goto(link);
    await expect(page.getByText(bookingMessages.cancelledByShopNote)).toBeVisible();
    await expect(page.getByRole('link', { name: bookingMessages.chooseAnotherHour })).toHaveAttribute(
      'href',
      `/reservar?servicio=${service._id}`,
    );

    // Removed, the day opens again.
    await page.goto('/admin-panel/horarios#cierres');
    await card.getByRole('button', { name: scheduleMessages.deleteClosure }).click();
    await page
      .getByRole('dialog', { name: scheduleMessages.deleteClosureTitle })
      .getByRole('button', { name: scheduleMessages.deleteClosure })
      .click();
    await expect(card).toHaveCount(0);
    const reopened = await expectOk(await request.get(`/api/services/${service._id}/availability?date=${day}`));
    expect(((await reopened.json()) as { data: { closed: boolean } }).data.closed).toBe(false);
  } finally {
    // Whatever failed above, the closure does not outlive the test.
    const listed = (await (await page.request.get('/api/admin/closures')).json()) as { data?: { _id: string; reason: string }[] };
    for (const closure of listed.data?.filter((entry) => entry.reason === reason) ?? []) {
      await page.request.delete(`/api/admin/closures/${closure._id}`, { headers: originHeader(baseURL) });
    }
  }
});

test('the weekly hours open with today’s hours, and a day that closes before it opens is refused in Spanish', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/horarios');
  const appointments = page.getByRole('group', { name: scheduleMessages.appointmentsLegend });
  await expect(appointments.getByLabel('Abierto el martes')).not.toBeChecked();
  await expect(appointments.getByLabel('Desde (lunes)')).toHaveValue('08:00');
  await expect(appointments.getByLabel('Hasta (lunes)')).toHaveValue('19:00');
  await expect(appointments.getByLabel('Hasta (domingo)')).toHaveValue('16:00');
  const counter = page.getByRole('group', { name: scheduleMessages.counterLegend });
  await expect(counter.getByLabel('Hasta (lunes)')).toHaveValue('16:00');
  // Nothing is saved: the server refuses the week whole, so the shop's hours stay as they are.
  await appointments.getByLabel('Hasta (lunes)').selectOption('07:00');
  await page.getByRole('button', { name: scheduleMessages.saveSchedule }).click();
  await expect(page.getByRole('alert').filter({ hasText: scheduleMessages.fromBeforeTo('lunes') })).toBeVisible();
  const refused = (await (await page.request.get('/api/admin/schedule')).json()) as { data: ShopSchedule };
  expect(refused.data.week[1]?.to).toBe('19:00');

  // Put right, the week saves; the hours are the whole shop's, so the save happens under their lock
  // and keeps today's hours (whatever another test saved is put back to the defaults too).
  await whileHolding('schedule', async () => {
    await appointments.getByLabel('Hasta (lunes)').selectOption('19:00');
    await page.getByRole('button', { name: scheduleMessages.saveSchedule }).click();
    await expect(page.getByText(scheduleMessages.scheduleSaved)).toBeVisible();
    const saved = (await (await page.request.get('/api/admin/schedule')).json()) as { data: ShopSchedule };
    expect(saved.data).toEqual(defaultSchedule);
  });
});
