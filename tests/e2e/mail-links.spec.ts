/**
 * The links of the shop's e-mails, followed as a person would: the receipt opens the payment's
 * result page (for a guest, in a browser that never paid), and the owner's notice opens the
 * admin's list on that payment.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, payOrder, reservationDate, shippingInfo, signIn, uniqueTag } from './admin-helpers.ts';
import { linkInMail } from './outbox-helpers.ts';
import { ownService } from './own-data.ts';

test('the receipt e-mail opens the receipt, and the owner notice opens the reservation in the admin panel', async ({ page, request }) => {
  const service = await ownService(request);
  const email = `recibo-${uniqueTag().toLowerCase()}@correo.co`;
  const reference = await payOrder(request, [{ productId: service._id, reservationDate: reservationDate(5), reservationTime: '10:00' }], {
    ...shippingInfo,
    email,
  });

  const receiptLink = await linkInMail(email, 'receipt', `reference=${reference}`);
  await page.goto(receiptLink);
  await expect(page.getByRole('heading', { name: 'Resumen del pago' })).toBeVisible();
  await expect(page.getByText(service.productName).first()).toBeVisible();
  // The access token leaves the address bar at once.
  await expect(page).not.toHaveURL(/access=/);

  const adminLink = await linkInMail(ADMIN.email, 'order-notice', `ref=${reference}`, { only: true });
  await signIn(page, ADMIN);
  await page.goto(adminLink);
  await expect(page.getByRole('status').filter({ hasText: `Mostrando el pago ${reference}.` })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: reference })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: reference }).filter({ hasText: 'TM-' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ver todos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mostrando el pago' })).toHaveCount(0);
});
