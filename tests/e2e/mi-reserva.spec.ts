/**
 * Booking self-service: a guest pays a reservation, opens /mi-reserva from the receipt e-mail's link, moves the
 * appointment to another hour with the pickers' fields (the old hour shows free on /reservar), then
 * cancels it; in the last 24 hours the page offers the shop's phone and WhatsApp; the receipt page
 * and /orders link to it; a link with a wrong token shows nothing.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { business } from '../../src/domain/shared/business.ts';
import { bookingMessages } from '../../src/domain/bookings/messages-bookings.ts';
import { formatCop, serviceDeposit } from '../../src/domain/money/money.ts';
import { formatAppointment } from '../../src/domain/shared/dates.ts';
import { formatBogotaDate } from '../../src/domain/schedule/schedule.ts';
import { escapeRegex } from '../../src/domain/catalogue/catalogue.ts';
import { baseURL } from '../../playwright.config.ts';
import {
  checkoutConsent,
  expectNoAxeViolations,
  payInTestMode,
  reserveOnServicePage,
  saveShipping,
  setBrowserClock,
  shopDay,
  signUpAndSignIn,
  waitForIslands,
} from './cart-helpers.ts';
import { ADMIN, signIn } from './admin-helpers.ts';
import { linkInMail } from './outbox-helpers.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { ownEmail, ownService, type OwnServiceOptions } from './own-data.ts';

/** An exfoliation of the test's own: 50 minutes. */
const exfoliation = (request: APIRequestContext, options: OwnServiceOptions = {}) =>
  ownService(request, { label: 'Exfoliación con sales', durationMinutes: 50, sellingPrice: 95_000, ...options });

/** Pays a reservation the way the cart does (create the order, capture it), through the API. */
async function payReservation(request: APIRequestContext, serviceId: string, date: string, time: string, email: string): Promise<string> {
  const headers = { origin: baseURL };
  const created = await request.post('/api/payment/create-order', {
    headers,
    data: {
      ...checkoutConsent,
      items: [{ productId: serviceId, reservationDate: date, reservationTime: time }],
      shippingInfo: {
        name: 'Lucía Restrepo',
        email,
        phone: '3001234567',
        address: '',
        shippingMethod: 'pickup',
        city: '',
        neighborhood: '',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, reference } = (await created.json()) as { id: string; reference: string };
  const captured = await request.post('/api/payment/capture-order', { headers, data: { orderID: id } });
  expect(captured.status()).toBe(200);
  return reference;
}

test('a guest pays a reservation, moves it from the receipt e-mail’s link (the old hour is free again on /reservar), then cancels it', async ({
  page,
  request,
}) => {
  const service = await exfoliation(request);
  const SERVICE = service.productName;
  const EMAIL = ownEmail('lucia.mi-reserva');
  const day = shopDay(4);
  await setBrowserClock(page, day, '07:30');
  await reserveOnServicePage(page, service._id, day, '10:00');
  await saveShipping(page, { name: 'Lucía Restrepo', email: EMAIL, phone: '3001234567' }, 'Datos de contacto');
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);
  const link = await linkInMail(EMAIL, 'receipt', '/mi-reserva');
  const reference = new URL(link).searchParams.get('ref');

  await page.goto(link);
  await waitForIslands(page);
  // The token is kept for the tab, not in the address bar.
  await expect(page).not.toHaveURL(/access=/);
  const card = page.getByRole('article', { name: SERVICE });
  await expect(card.getByText('Reservada')).toBeVisible();
  await expect(card.getByText(`${formatAppointment(day, '10:00')} (hora de Colombia)`)).toBeVisible();
  await expect(card.getByText(messages.serviceDurationValue(50))).toBeVisible();
  const deposit = serviceDeposit(service.sellingPrice);
  await expect(card.getByText(formatCop(deposit), { exact: true })).toBeVisible();
  await expect(card.getByText(formatCop(service.sellingPrice - deposit), { exact: true })).toBeVisible();
  await expect(page.getByText(`Referencia ${reference}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Cambiar fecha u hora' }).click();
  const move = card.getByRole('form', { name: `Nueva fecha y hora para ${SERVICE}` });
  await expect(move.getByLabel('Fecha de la cita')).toHaveValue(day);
  await move.getByRole('radio', { name: /^15:00/ }).check();
  await move.getByRole('button', { name: 'Guardar el cambio' }).click();
  await expect(card.getByText(`${formatAppointment(day, '15:00')} (hora de Colombia)`).first()).toBeVisible();
  await expect(card.getByRole('region', { name: 'Cambios' })).toContainText(`al ${formatAppointment(day, '15:00')}`);

  // On /reservar, the hour given up is offered again and the new one is taken.
  await page.goto('/reservar');
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(escapeRegex(SERVICE)) }).check();
  await page.getByLabel('Fecha de la cita').fill(day);
  const hours = page.getByRole('group', { name: 'Hora de la cita' });
  await expect(hours.getByRole('radio', { name: '10:00', exact: true })).toBeVisible();
  await expect(hours.getByRole('radio', { name: '15:00 ocupada' })).toBeVisible();

  // Back on the page (the token is still known to this tab), cancelling says what is refunded.
  await page.goto(`/mi-reserva?ref=${reference}`);
  await card.getByRole('button', { name: 'Cancelar reserva' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar reserva' });
  await expect(confirm).toContainText(`Te devolveremos el anticipo de ${formatCop(deposit)}`);
  await confirm.getByRole('button', { name: 'Sí, cancelar la reserva' }).click();
  await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancelar reserva' })).toHaveCount(0);

  // Reloaded, the page still knows the token for this tab.
  await page.reload();
  await expect(page.getByRole('article', { name: SERVICE }).getByText('Cancelada', { exact: true })).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px each fact reads whole: stacked under its label on a phone, beside it on a desktop`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const service = await exfoliation(request);
    const email = ownEmail('telefono.mi-reserva');
    await payReservation(request, service._id, shopDay(8), '10:00', email);
    await page.goto(await linkInMail(email, 'receipt', '/mi-reserva'));
    const card = page.getByRole('article', { name: service.productName });
    const label = card.locator('dt', { hasText: 'Lugar' });
    const value = card.locator('dd').filter({ hasText: 'En la tienda' });
    await expect(value).toBeVisible();
    const [labelBox, valueBox, cardBox] = await Promise.all([label.boundingBox(), value.boundingBox(), card.boundingBox()]);
    if (!labelBox || !valueBox || !cardBox) throw new Error('The facts are not laid out');
    const lineHeight = await value.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    if (viewport.width < 560) {
      // Under its label, as wide as the card allows.
      expect(valueBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height - 1);
      expect(Math.abs(valueBox.x - labelBox.x)).toBeLessThan(2);
      expect(valueBox.width).toBeGreaterThan(cardBox.width * 0.75);
    } else {
      expect(Math.abs(valueBox.y - labelBox.y)).toBeLessThan(4);
      expect(valueBox.x).toBeGreaterThan(labelBox.x + labelBox.width);
    }
    // The shop's address takes at most three lines, never six.
    expect(valueBox.height).toBeLessThanOrEqual(lineHeight * 3 + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('in the last 24 hours the page offers the shop’s phone and WhatsApp instead of the buttons', async ({ page, request }) => {
  const service = await exfoliation(request);
  const SERVICE = service.productName;
  const email = ownEmail('andres.mi-reserva');
  const day = shopDay(6);
  const reference = await payReservation(request, service._id, day, '09:00', email);
  const link = await linkInMail(email, 'receipt', '/mi-reserva');
  // The server decides from its own clock; here its answer is the one it gives within the last 24 hours.
  await page.route(`**/api/bookings/${reference}*`, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: { lines: Record<string, unknown>[] } };
    const tooLate = bookingMessages.tooLate(24);
    for (const line of answer.data.lines) Object.assign(line, { lastMinute: true, cancelRefusal: tooLate, rescheduleRefusal: tooLate });
    await route.fulfill({ response, json: answer });
  });
  await page.goto(link);
  const card = page.getByRole('article', { name: SERVICE });
  await expect(card.getByText('Faltan menos de 24 horas para tu cita')).toBeVisible();
  await expect(card.getByRole('link', { name: `Llamar al ${business.phoneDisplay}` })).toHaveAttribute('href', `tel:${business.phoneE164}`);
  const whatsapp = card.getByRole('link', { name: 'Escribir por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${business.whatsapp}\\?text=.*${reference}`));
  await expect(card.getByRole('button', { name: 'Cancelar reserva' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Cambiar fecha u hora' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('the owner’s reservation list and detail show an appointment moved and then cancelled by its customer, with the refund', async ({
  page,
  request,
}) => {
  const service = await exfoliation(request);
  const SERVICE = service.productName;
  const day = shopDay(7);
  const email = ownEmail('sofia.mi-reserva');
  const reference = await payReservation(request, service._id, day, '11:00', email);
  const access = new URL(await linkInMail(email, 'receipt', '/mi-reserva')).searchParams.get('access')!;
  const headers = { origin: baseURL };
  const read = await request.get(`/api/bookings/${reference}?access=${access}`);
  const { lineId } = ((await read.json()) as { data: { lines: { lineId: string }[] } }).data.lines[0]!;
  const moved = await request.post(`/api/bookings/${reference}/reschedule`, {
    headers,
    data: { lineId, date: day, time: '16:00', access },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const cancelled = await request.post(`/api/bookings/${reference}/cancel`, { headers, data: { lineId, access } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await signIn(page, ADMIN);
  await page.goto(`/admin-panel/all-reservas?ref=${reference}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(reference) }) });
  await expect(row.getByText('Cancelada por el cliente', { exact: true })).toBeVisible();
  // The cancelled appointment is struck through.
  await expect(row.getByText(SERVICE, { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  const history = row.getByRole('list', { name: `Historial de ${SERVICE}` });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(
    `el cliente la cambió del ${formatBogotaDate(day)} · 11:00 al ${formatBogotaDate(day)} · 16:00`,
  );
  await expect(history.getByRole('listitem').last()).toContainText(
    `cancelada por el cliente. Reembolso de ${formatCop(serviceDeposit(service.sellingPrice))} (`,
  );

  await row.getByRole('button', { name: `Ver detalle ${reference}` }).click();
  const detail = page.getByRole('dialog', { name: `Reserva ${reference}` });
  await expect(detail.getByText('Cancelada por el cliente', { exact: true })).toBeVisible();
  await expect(
    detail
      .getByRole('list', { name: `Historial de ${SERVICE}` })
      .getByRole('listitem')
      .last(),
  ).toContainText(/Reembolso de .+ \(.+\)/);
  await expectNoAxeViolations(page);
});

test('a link with somebody else’s reference or a wrong token shows nothing of it', async ({ page }) => {
  await page.goto('/mi-reserva?ref=TM-NOEXISTE&access=otro');
  await expect(page.getByRole('alert').filter({ hasText: 'No encontramos esa reserva.' })).toBeVisible();
  await page.goto('/mi-reserva');
  await expect(page.getByRole('alert').filter({ hasText: 'Este enlace no indica ninguna reserva.' })).toBeVisible();
});

test('the receipt page links a guest to /mi-reserva, and /orders links its owner and says when an appointment was cancelled', async ({
  page,
  request,
}) => {
  const service = await exfoliation(request);
  const SERVICE = service.productName;
  const day = shopDay(5);
  const guestEmail = ownEmail('mateo.mi-reserva');
  await payReservation(request, service._id, day, '11:00', guestEmail);
  await page.goto(await linkInMail(guestEmail, 'receipt', '/payment-success'));
  await page.getByRole('link', { name: 'Ver, cambiar o cancelar mis citas' }).click();
  await expect(page).toHaveURL(/\/mi-reserva\?ref=/);
  await expect(
    page.getByRole('article', { name: SERVICE }).getByText(`${formatAppointment(day, '11:00')} (hora de Colombia)`),
  ).toBeVisible();

  await signUpAndSignIn(page, baseURL);
  const reference = await payReservation(page.request, service._id, day, '12:00', ownEmail('camila.mi-reserva'));
  await page.goto('/orders');
  const order = page.getByRole('article').filter({ hasText: reference });
  await order.getByRole('link', { name: 'Ver, cambiar o cancelar mis citas' }).click();
  await expect(page).toHaveURL(new RegExp(`/mi-reserva\\?ref=${reference}$`));
  const card = page.getByRole('article', { name: SERVICE });
  await expect(card.getByText(`${formatAppointment(day, '12:00')} (hora de Colombia)`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancelar reserva' })).toBeEnabled();

  // Cancelled by its owner (signed in, no token), /orders says so.
  await card.getByRole('button', { name: 'Cancelar reserva' }).click();
  await page.getByRole('dialog', { name: 'Cancelar reserva' }).getByRole('button', { name: 'Sí, cancelar la reserva' }).click();
  await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();
  await page.goto('/orders');
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: reference })
      .getByText(`Cita cancelada: ${formatAppointment(day, '12:00')}`),
  ).toBeVisible();
});
