/**
 * One set of hours: the product page, /reservar, /contacto and the footer say the same counter and
 * appointment hours, and each picker (a service's page, /reservar, the phone reservation) offers
 * exactly the start hours of the service's own window that its text names.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { escapeRegex } from '../../src/domain/catalogue/catalogue.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { hoursMessages } from '../../src/domain/schedule/messages-hours.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { addDays, holidayName, weekdayOf } from '../../src/domain/schedule/schedule.ts';
import { expectNoAxeViolations, setBrowserClock, shopDay } from './cart-helpers.ts';
import { ADMIN, payOrder, shippingInfo, signIn } from './admin-helpers.ts';
import { linkInMail } from './outbox-helpers.ts';
import { ownEmail, ownService } from './own-data.ts';

const counterList = (scope: Locator | Page) => scope.getByRole('list', { name: hoursMessages.counterListLabel });
const appointmentsList = (scope: Locator | Page) => scope.getByRole('list', { name: hoursMessages.appointmentsListLabel });
const lines = (list: Locator) => list.getByRole('listitem').allInnerTexts();

/** "8:00 am" → "08:00", "1:00 pm" → "13:00". */
function clockOf(text: string): string {
  const [, hour = '0', half = 'am'] = /(\d{1,2}):00 (am|pm)/.exec(text) ?? [];
  const value = (Number(hour) % 12) + (half === 'pm' ? 12 : 0);
  return `${String(value).padStart(2, '0')}:00`;
}

/** The first and last start hours a picker's text names for a usual day, and for Sundays when it says them. */
async function namedStarts(picker: Locator) {
  const text = await picker.locator('.picker-starts').innerText();
  const ranges = [...text.matchAll(/de (\d{1,2}:00 [ap]m) a (\d{1,2}:00 [ap]m)/g)].map(([, first = '', last = '']) => [
    clockOf(first),
    clockOf(last),
  ]);
  return { usual: ranges[0], short: ranges[1] ?? ranges[0] };
}

async function offeredStarts(picker: Locator) {
  const hours = picker.getByRole('group', { name: 'Hora de la cita' }).getByRole('radio');
  await expect(hours.first()).toBeVisible();
  const names = await hours.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  return [names[0], names.at(-1)];
}

/** A Sunday that is no holiday, after `after` (the browser's today in the test, so the Sunday is never past for it). */
function plainSunday(after: string): string {
  let day = addDays(after, 1);
  while (weekdayOf(day) !== 0 || holidayName(day)) day = addDays(day, 1);
  return day;
}

test('every page says the same hours, and a service’s page and /reservar offer exactly the starts of its own window, as they say', async ({
  page,
  request,
}) => {
  // A window of its own (10:00–16:00), set in its form: its page and /reservar must both follow it.
  const window = { firstHour: 10, lastHour: 16 };
  const service = await ownService(request, {
    label: 'Masaje de horario',
    durationMinutes: 60,
    starts: { from: '10:00', to: '16:00' },
  });
  const footer = page.getByRole('contentinfo');

  await page.goto('/contacto');
  const counter = await lines(counterList(page.getByRole('main')));
  const appointments = await lines(appointmentsList(page.getByRole('main')));
  expect(counter).toEqual(hoursMessages.counterLines());
  expect(appointments).toEqual(hoursMessages.appointmentLines());
  expect(await lines(counterList(footer))).toEqual(counter);
  expect(await lines(appointmentsList(footer))).toEqual(appointments);
  await expectNoAxeViolations(page);

  const day = shopDay(10);
  const sunday = plainSunday(day);
  await setBrowserClock(page, day, '07:30');
  await page.goto('/reservar');
  const main = page.getByRole('main');
  expect(await lines(counterList(main))).toEqual(counter);
  expect(await lines(appointmentsList(main))).toEqual(appointments);
  expect(await lines(appointmentsList(footer))).toEqual(appointments);
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(escapeRegex(service.productName)) }).check();
  const reservar = page.locator('form.reservar-form');
  const reservarNamed = await namedStarts(reservar);
  expect(reservarNamed.usual).toEqual(['10:00', '16:00']);
  expect(reservarNamed.short).toEqual(['10:00', '15:00']);
  await reservar.getByLabel('Fecha de la cita').fill(day);
  expect(await offeredStarts(reservar)).toEqual(reservarNamed.usual);
  await expect(reservar.locator('.picker-starts')).toHaveText(hoursMessages.dayStarts(10, 16));
  await reservar.getByLabel('Fecha de la cita').fill(sunday);
  expect(await offeredStarts(reservar)).toEqual(reservarNamed.short);
  await expect(reservar.locator('.picker-starts')).toHaveText(hoursMessages.dayStarts(10, 15));
  await expectNoAxeViolations(page);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/product/${service._id}`);
    const booking = page.getByRole('region', { name: 'Reservar este servicio' });
    await booking.scrollIntoViewIfNeeded();
    // The box above the picker says the appointments' hours and the starts its picker offers.
    expect(await lines(appointmentsList(booking))).toEqual([...appointments, hoursMessages.serviceStartsLine(window)]);
    expect(await lines(appointmentsList(footer))).toEqual(appointments);
    await expect(booking.locator('form[data-ready="true"]')).toBeVisible();
    const cardNamed = await namedStarts(booking);
    expect(cardNamed).toEqual(reservarNamed);
    await booking.getByLabel('Fecha de la cita').fill(day);
    expect(await offeredStarts(booking)).toEqual(cardNamed.usual);
    await booking.getByLabel('Fecha de la cita').fill(sunday);
    expect(await offeredStarts(booking)).toEqual(cardNamed.short);
  }
});

test('the owner sets a service’s start hours in its form, and the phone reservation offers and states exactly those', async ({
  page,
  request,
}) => {
  // No window of its own yet: the form shows the spec's 09:00–13:00.
  const service = await ownService(request, { label: 'Masaje de ventana', durationMinutes: 60, starts: null });
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-products');
  await page.getByLabel('Buscar en el catálogo').fill(service.productName);
  await page.getByRole('button', { name: `Editar ${service.productName}` }).click();
  const form = page.getByRole('dialog', { name: 'Editar producto' });
  const first = form.getByLabel(adminMessages.adminServiceFirstStart);
  const last = form.getByLabel(adminMessages.adminServiceLastStart);
  await expect(first).toHaveValue('09:00');
  await expect(last).toHaveValue('13:00');

  // A first start after the last is refused beside the field; then 10:00 to 15:00 is saved.
  await first.selectOption('14:00');
  await last.selectOption('10:00');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(form.getByText(messages.serviceStartsOrder)).toBeVisible();
  await first.selectOption('10:00');
  await last.selectOption('15:00');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(messages.productSaved)).toBeVisible();
  await expect(form).toBeHidden();

  const day = shopDay(12);
  await page.goto('/admin-panel/all-reservas');
  await page.getByRole('button', { name: 'Nueva reserva' }).click();
  const phone = page.getByRole('dialog', { name: adminMessages.adminNewReservationTitle });
  await phone.getByLabel('Servicio').selectOption(service._id);
  await phone.getByLabel('Fecha').fill(day);
  const hours = phone.getByRole('radio');
  await expect(hours.first()).toHaveAccessibleName(/^10:00/);
  await expect(hours.last()).toHaveAccessibleName(/^15:00/);
  await expect(phone.locator('.picker-starts')).toHaveText(hoursMessages.dayStarts(10, 15));
});

test('"Cambiar fecha u hora" offers and states the starts of the service’s own window, as its page does', async ({ page, request }) => {
  const service = await ownService(request, { label: 'Masaje para mover', durationMinutes: 60, starts: { from: '10:00', to: '16:00' } });
  const email = ownEmail('ventana-mover');
  const day = shopDay(12);
  await payOrder(request, [{ productId: service._id, reservationDate: day, reservationTime: '12:00' }], {
    ...shippingInfo,
    email,
    shippingMethod: 'pickup',
    address: '',
    city: '',
    neighborhood: '',
  });
  await setBrowserClock(page, day, '07:30');
  await page.goto(await linkInMail(email, 'receipt', '/mi-reserva'));
  const card = page.getByRole('article', { name: service.productName });
  await card.getByRole('button', { name: 'Cambiar fecha u hora' }).click();
  const move = card.getByRole('form', { name: `Nueva fecha y hora para ${service.productName}` });
  await expect(move.getByLabel('Fecha de la cita')).toHaveValue(day);
  const hours = move.getByRole('group', { name: 'Hora de la cita' }).getByRole('radio');
  await expect(hours.first()).toHaveAccessibleName(/^10:00/);
  await expect(hours.last()).toHaveAccessibleName(/^16:00/);
  await expect(move.locator('.picker-starts')).toHaveText(hoursMessages.dayStarts(10, 16));
});
