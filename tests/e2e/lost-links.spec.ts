/**
 * A lost /mi-reserva link: a bookmarked page keeps no token, so it offers to mail the links again;
 * the message carries the receipt's link of each reservation still to come, and that link opens
 * the booking. The cancel dialog there reads "Volver" and "Sí, cancelar la reserva".
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { checkoutConsent, expectNoAxeViolations, shopDay, waitForIslands } from './cart-helpers.ts';
import { linkInMail } from './outbox-helpers.ts';
import { ownEmail, ownService } from './own-data.ts';

/** Pays a reservation the way the cart does (create the order, capture it), through the API. */
async function payReservation(request: APIRequestContext, serviceId: string, date: string, time: string, email: string): Promise<string> {
  const headers = { origin: baseURL };
  const created = await request.post('/api/payment/create-order', {
    headers,
    data: {
      ...checkoutConsent,
      items: [{ productId: serviceId, reservationDate: date, reservationTime: time }],
      shippingInfo: { name: 'Sofía Arango', email, phone: '3001234567', address: '', shippingMethod: 'pickup', city: '', neighborhood: '' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, reference } = (await created.json()) as { id: string; reference: string };
  expect((await request.post('/api/payment/capture-order', { headers, data: { orderID: id } })).status()).toBe(200);
  return reference;
}

test('a bookmarked /mi-reserva offers the links again; the mailed link opens the booking, whose cancel dialog can be left with «Volver»', async ({
  page,
  request,
}) => {
  const service = await ownService(request, { label: 'Limpieza facial', durationMinutes: 60 });
  const email = ownEmail('sofia.enlace-perdido');
  const reference = await payReservation(request, service._id, shopDay(6), '15:00', email);

  // The bookmark: the reference without the token the e-mail's link carried.
  await page.goto(`/mi-reserva?ref=${reference}`);
  await waitForIslands(page);
  await expect(page.getByRole('alert').filter({ hasText: 'No encontramos esa reserva.' })).toBeVisible();
  const offer = page.getByRole('region', { name: '¿No tienes el enlace? Te lo enviamos de nuevo' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await offer.getByLabel('Correo electrónico').fill(email);
  await offer.getByRole('button', { name: 'Enviarme los enlaces' }).click();
  await expect(
    offer.getByRole('alert').filter({ hasText: 'Si ese correo tiene reservas por venir, te enviamos un mensaje' }),
  ).toBeVisible();

  const link = await linkInMail(email, 'booking-links', '/mi-reserva');
  expect(new URL(link).searchParams.get('ref')).toBe(reference);
  await page.goto(link);
  await waitForIslands(page);
  const card = page.getByRole('article', { name: service.productName });
  await expect(card.getByRole('button', { name: 'Cancelar reserva' })).toBeEnabled();

  await card.getByRole('button', { name: 'Cancelar reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
  await expect(dialog.getByRole('button', { name: 'Sí, cancelar la reserva' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Volver', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Reservada', { exact: true })).toBeVisible();
});

test('/mi-reserva with no reservation named offers the same form, and an e-mail without bookings gets the same answer', async ({
  page,
}) => {
  const email = ownEmail('sin-reservas.enlace-perdido');
  await page.goto('/mi-reserva');
  await waitForIslands(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Este enlace no indica ninguna reserva.' })).toBeVisible();
  const offer = page.getByRole('region', { name: '¿No tienes el enlace? Te lo enviamos de nuevo' });
  await offer.getByLabel('Correo electrónico').fill(email);
  await offer.getByRole('button', { name: 'Enviarme los enlaces' }).click();
  await expect(
    offer.getByRole('alert').filter({ hasText: 'Si ese correo tiene reservas por venir, te enviamos un mensaje' }),
  ).toBeVisible();
});
