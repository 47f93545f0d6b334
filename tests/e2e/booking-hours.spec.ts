/**
 * Booking hours on /reservar: the page says the appointments' hours (8:00 am to 7:00 pm on a usual
 * day) and the counter's (9:00 am to 4:00 pm), and it offers only the hours at
 * which the chosen service ends by 19:00 — and whose every hour is free: a 90-minute booking takes
 * the next hour too.
 */
import { expect, test } from '@playwright/test';
import { cartMessages } from '../../src/domain/cart/messages-cart.ts';
import { escapeRegex } from '../../src/domain/catalogue/catalogue.ts';
import { payOrder, shippingInfo } from './admin-helpers.ts';
import { setBrowserClock, shopDay } from './cart-helpers.ts';
import { ownService } from './own-data.ts';

test('/reservar says both ranges and offers a 120-minute service until 17:00, a 60-minute one until 18:00', async ({ page, request }) => {
  const long = await ownService(request, { category: 'Servicios-Home', label: 'Masaje en casa', durationMinutes: 120 });
  const short = await ownService(request, { label: 'Masaje de espalda', durationMinutes: 60 });
  const day = shopDay(12);
  // Before opening time in the browser, so no hour of the day has passed yet.
  await setBrowserClock(page, day, '07:30');
  await page.goto('/reservar');
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'Horario de citas' })).toContainText('Lunes y miércoles a sábado: 8:00 am a 7:00 pm');
  await expect(main.getByRole('list', { name: 'Horario de la tienda' })).toContainText('Miércoles a lunes: 9:00 am a 4:00 pm');
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();

  await page.getByRole('radio', { name: new RegExp(escapeRegex(long.productName)) }).check();
  await page.getByLabel('Fecha de la cita').fill(day);
  const hours = page.getByRole('group', { name: 'Hora de la cita' });
  await expect(hours.getByRole('radio', { name: '17:00', exact: true })).toBeVisible();
  await expect(hours.getByRole('radio', { name: /^18:00/ })).toHaveCount(0);
  await expect(hours.getByRole('radio').last()).toHaveAccessibleName(/^17:00/);

  // A one-hour service still fits at 18:00.
  await page.getByRole('radio', { name: new RegExp(escapeRegex(short.productName)) }).check();
  await expect(hours.getByRole('radio', { name: '18:00', exact: true })).toBeVisible();
  await expect(hours.getByRole('radio').last()).toHaveAccessibleName(/^18:00/);
});

test('/reservar marks the hour after a 90-minute booking as taken, and offers the one after it', async ({ page, request }) => {
  const service = await ownService(request, { label: 'Bronceado e hidratación', durationMinutes: 90 });
  const day = shopDay(20);
  const hourAfter = (time: string, hours: number) => `${String(Number(time.slice(0, 2)) + hours).padStart(2, '0')}:00`;
  const start = '10:00';
  await payOrder(request, [{ productId: service._id, reservationDate: day, reservationTime: start }], {
    ...shippingInfo,
    shippingMethod: 'pickup',
    address: '',
    city: '',
    neighborhood: '',
  });

  await setBrowserClock(page, day, '07:30');
  await page.goto('/reservar');
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(escapeRegex(service.productName)) }).check();
  await page.getByLabel('Fecha de la cita').fill(day);
  const hours = page.getByRole('group', { name: 'Hora de la cita' });
  await expect(hours.getByRole('radio', { name: new RegExp(`^${hourAfter(start, 1)} ${cartMessages.pickerSlotTaken}`) })).toBeVisible();
  await expect(hours.getByRole('radio', { name: new RegExp(`^${hourAfter(start, 2)}$`) })).toBeVisible();
});
