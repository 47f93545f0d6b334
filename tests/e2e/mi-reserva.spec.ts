/**
 * Issue 16: a guest opens /mi-reserva from the receipt e-mail's link, moves the appointment to
 * another hour with the pickers' fields, then cancels it; the receipt page and /orders link to it;
 * a link with a wrong token shows nothing.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatBogotaDate } from '../../src/domain/schedule.ts';
import { baseURL } from '../../playwright.config.ts';
import { expectNoAxeViolations, shopDay, signUpAndSignIn, waitForIslands } from './cart-helpers.ts';
import { linkInMail } from './outbox-helpers.ts';
import { productNamed } from './storefront-helpers.ts';

const SERVICE = 'Exfoliación corporal';
const EMAIL = 'lucia.mi-reserva@correo.co';

/** Pays a reservation the way the cart does (create the order, capture it), through the API. */
async function payReservation(request: APIRequestContext, serviceId: string, date: string, time: string, email = EMAIL): Promise<string> {
  const headers = { origin: baseURL };
  const created = await request.post('/api/payment/create-order', {
    headers,
    data: {
      items: [{ productId: serviceId, reservationDate: date, reservationTime: time }],
      shippingInfo: { name: 'Lucía Restrepo', email, phone: '3001234567', address: '', shippingMethod: 'pickup', city: '', neighborhood: '' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, reference } = (await created.json()) as { id: string; reference: string };
  const captured = await request.post('/api/payment/capture-order', { headers, data: { orderID: id } });
  expect(captured.status()).toBe(200);
  return reference;
}

test('a guest moves and then cancels an appointment from the receipt e-mail’s link', async ({ page, request }) => {
  const service = await productNamed(request, SERVICE);
  const day = shopDay(4);
  const reference = await payReservation(request, service._id, day, '10:00');
  const link = await linkInMail(EMAIL, 'receipt', '/mi-reserva');

  await page.goto(link);
  await waitForIslands(page);
  // The token is kept for the tab, not in the address bar.
  await expect(page).not.toHaveURL(/access=/);
  const card = page.getByRole('article', { name: SERVICE });
  await expect(card.getByText('Reservada')).toBeVisible();
  await expect(card.getByText(`${formatBogotaDate(day)}, 10:00 (hora de Colombia)`)).toBeVisible();
  await expect(page.getByText(`Referencia ${reference}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Cambiar fecha u hora' }).click();
  const move = card.getByRole('form', { name: `Nueva fecha y hora para ${SERVICE}` });
  await expect(move.getByLabel('Fecha de la cita')).toHaveValue(day);
  await move.getByRole('radio', { name: /^15:00/ }).check();
  await move.getByRole('button', { name: 'Guardar el cambio' }).click();
  await expect(card.getByText(`${formatBogotaDate(day)}, 15:00 (hora de Colombia)`).first()).toBeVisible();
  await expect(card.getByRole('region', { name: 'Cambios' })).toContainText(`al ${formatBogotaDate(day)}, 15:00`);

  await card.getByRole('button', { name: 'Cancelar cita' }).click();
  await page.getByRole('dialog', { name: 'Cancelar la cita' }).getByRole('button', { name: 'Sí, cancelar la cita' }).click();
  await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancelar cita' })).toHaveCount(0);

  // Reloaded, the page still knows the token for this tab.
  await page.reload();
  await expect(page.getByRole('article', { name: SERVICE }).getByText('Cancelada', { exact: true })).toBeVisible();
});

test('a link with somebody else’s reference or a wrong token shows nothing of it', async ({ page }) => {
  await page.goto('/mi-reserva?ref=TM-NOEXISTE&access=otro');
  await expect(page.getByRole('alert').filter({ hasText: 'No encontramos esa reserva.' })).toBeVisible();
  await page.goto('/mi-reserva');
  await expect(page.getByRole('alert').filter({ hasText: 'Este enlace no indica ninguna reserva.' })).toBeVisible();
});

test('the receipt page links a guest to /mi-reserva, and /orders links its owner', async ({ page, request }) => {
  const service = await productNamed(request, SERVICE);
  const day = shopDay(5);
  const guestEmail = 'mateo.mi-reserva@correo.co';
  await payReservation(request, service._id, day, '11:00', guestEmail);
  await page.goto(await linkInMail(guestEmail, 'receipt', '/payment-success'));
  await page.getByRole('link', { name: 'Ver, cambiar o cancelar mis citas' }).click();
  await expect(page).toHaveURL(/\/mi-reserva\?ref=/);
  await expect(page.getByRole('article', { name: SERVICE }).getByText(`${formatBogotaDate(day)}, 11:00 (hora de Colombia)`)).toBeVisible();

  await signUpAndSignIn(page, baseURL);
  const reference = await payReservation(page.request, service._id, day, '12:00', 'camila.mi-reserva@correo.co');
  await page.goto('/orders');
  const order = page.getByRole('article').filter({ hasText: reference });
  await order.getByRole('link', { name: 'Ver, cambiar o cancelar mis citas' }).click();
  await expect(page).toHaveURL(new RegExp(`/mi-reserva\\?ref=${reference}$`));
  const card = page.getByRole('article', { name: SERVICE });
  await expect(card.getByText(`${formatBogotaDate(day)}, 12:00 (hora de Colombia)`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancelar cita' })).toBeEnabled();
});
