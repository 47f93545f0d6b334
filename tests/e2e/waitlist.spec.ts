/**
 * "Avísame si se libera": a customer finds an hour full on the service's page and joins its line
 * (the form loads when the button is pressed); the customer who had it cancels at /mi-reserva; the
 * first gets the mail, opens its link and books the hour that was held for them.
 */
import { expect, test } from '@playwright/test';
import { waitlistAdminMessages, waitlistMessages } from '../../src/domain/waitlist/messages-waitlist.ts';
import { ADMIN, signIn } from './admin-helpers.ts';
import { waitlistOfferLabel } from '../../src/domain/waitlist/waitlist-offer-label.ts';
import { baseURL } from '../../playwright.config.ts';
import { checkoutConsent, payInTestMode, reserveOnServicePage, saveShipping, shopDay } from './cart-helpers.ts';
import { linkInMail } from './outbox-helpers.ts';
import { ownEmail, ownService } from './own-data.ts';

test('a customer waits for a full hour, another cancels, and the first books it through the mail’s link', async ({
  page,
  browser,
  request,
}) => {
  const service = await ownService(request, { label: 'Masaje en espera' });
  const day = shopDay(5);
  const first = ownEmail('sofia.espera');
  const other = ownEmail('marta.espera');

  // Another customer has the hour (one place).
  const created = await request.post('/api/payment/create-order', {
    headers: { origin: baseURL },
    data: {
      ...checkoutConsent,
      items: [{ productId: service._id, reservationDate: day, reservationTime: '10:00' }],
      shippingInfo: {
        name: 'Marta Gómez',
        email: other,
        phone: '3001234567',
        address: '',
        shippingMethod: 'pickup',
        city: '',
        neighborhood: '',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post('/api/payment/capture-order', { headers: { origin: baseURL }, data: { orderID: id } })).status()).toBe(200);

  // The hour is full: the picker offers the waitlist, whose form loads on the click.
  await page.goto(`/product/${service._id}`);
  const booking = page.getByRole('region', { name: 'Reservar este servicio' });
  await booking.scrollIntoViewIfNeeded();
  await expect(booking.locator('form[data-ready="true"]')).toBeVisible();
  await booking.getByLabel('Fecha de la cita').fill(day);
  await booking.getByRole('radio', { name: /^10:00/ }).check();
  await booking.getByRole('button', { name: waitlistOfferLabel }).click();
  const form = booking.locator('form.waitlist-form');
  await form.getByRole('textbox', { name: waitlistMessages.emailLabel }).fill(first);
  await form.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
  await form.getByRole('button', { name: waitlistMessages.submit }).click();
  await expect(form.locator('output')).toHaveText(waitlistMessages.joined);

  // The owner sees the line under the agenda's grid.
  const owner = await browser.newPage();
  try {
    await signIn(owner, ADMIN);
    await owner.goto(`/admin-panel/agenda?dia=${day}&vista=dia&servicio=${service._id}`);
    const line = owner.getByRole('region', { name: waitlistAdminMessages.title }).locator(`[data-waitlist-line="${day} 10:00"]`);
    await expect(line).toContainText(waitlistAdminMessages.waiting(1));
    await expect(line).toContainText(first);
  } finally {
    await owner.close();
  }

  // The other customer cancels from the receipt's link.
  const other_ = await browser.newPage();
  try {
    await other_.goto(await linkInMail(other, 'receipt', '/mi-reserva'));
    const card = other_.getByRole('article', { name: service.productName });
    await card.getByRole('button', { name: 'Cancelar reserva' }).click();
    await other_.getByRole('dialog', { name: 'Cancelar reserva' }).getByRole('button', { name: 'Sí, cancelar la reserva' }).click();
    await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();
  } finally {
    await other_.close();
  }

  // The first in line gets the mail; its link holds the hour for this browser, which books it.
  await page.goto(await linkInMail(first, 'waitlist-offer', '/api/waitlist/offers/'));
  await expect(page).toHaveURL(new RegExp(`/product/${service._id}$`));
  await reserveOnServicePage(page, service._id, day, '10:00');
  await saveShipping(page, { name: 'Sofía Arango', email: first, phone: '3001234567' }, 'Datos de contacto');
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);
  await linkInMail(first, 'receipt', '/mi-reserva');
});
