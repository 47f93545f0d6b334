/**
 * "Avísame cuando llegue": a shopper asks for a sold-out size of a garment on its page, confirms
 * the alert from the mail, the owner restocks that size in the panel, and the shopper gets the one
 * mail with the product's link; the owner saw who waited on the dashboard.
 */
import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { restockAlertMessages as t, restockAlertPageMessages } from '../../src/domain/restock-alerts/messages-restock-alerts.ts';
import { ADMIN, signIn } from './admin-helpers.ts';
import { ownEmail, ownGarment } from './own-data.ts';
import { linkInMail, messagesTo } from './outbox-helpers.ts';

test('a shopper subscribes to a sold-out size, confirms from the mail, and is told once the owner restocks it', async ({
  page,
  browser,
  request,
}) => {
  const garment = await ownGarment(request, {
    label: 'Camiseta agotada',
    options: [
      { name: 'Talla', values: ['S', 'M'] },
      { name: 'Color', values: ['Negro'] },
    ],
    // Two units in all: the tests that pick "any product in stock" (3 units or more) never pick it.
    variants: [
      { options: { Talla: 'S', Color: 'Negro' }, stock: 0 },
      { options: { Talla: 'M', Color: 'Negro' }, stock: 2 },
    ],
  });
  const email = ownEmail('espera-talla');

  await page.goto(`/product/${garment._id}`);
  await page.getByText(t.offer, { exact: true }).click();
  const form = page.locator('form[data-restock-alert]');
  await form.getByLabel(t.variantLabel).selectOption({ label: 'Talla S · Negro' });
  await form.getByLabel(t.emailLabel).fill(email);
  await form.getByLabel('Acepto la política de tratamiento de datos').check();
  await form.getByRole('button', { name: t.submit }).click();
  await expect(form.locator('output')).toHaveText(t.subscribed);

  // The request to confirm, then the page's button (never the link's own load).
  const confirmLink = await linkInMail(email, 'restock-alert-confirmation', '/confirmar-aviso?token=');
  await page.goto(confirmLink);
  await page.getByRole('button', { name: restockAlertPageMessages.confirmButton }).click();
  await expect(page.getByText(t.confirmed)).toBeVisible();

  // The owner sees who waits, then restocks the size in the panel.
  const owner = await browser.newPage();
  await signIn(owner, ADMIN);
  await owner.goto('/admin-panel');
  const waiting = owner.locator('[data-waiting-alerts]');
  await expect(waiting.getByRole('listitem').filter({ hasText: `${garment.productName} — Talla S · Negro` })).toContainText(
    '1 persona espera',
  );
  await owner.goto('/admin-panel/all-products');
  await owner.getByLabel('Buscar en el catálogo').fill(garment.productName);
  await owner.getByRole('button', { name: `Editar ${garment.productName}` }).click();
  const dialog = owner.getByRole('dialog', { name: 'Editar producto' });
  await dialog.getByLabel('Stock de S · Negro').fill('2');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(owner.getByText(messages.productSaved)).toBeVisible();
  await owner.close();

  // One mail, with the product's link.
  const productLink = await linkInMail(email, 'back-in-stock', `/product/${garment._id}`);
  expect(await messagesTo(email, 'back-in-stock')).toHaveLength(1);
  await page.goto(productLink);
  await expect(page.getByRole('heading', { level: 1, name: garment.productName })).toBeVisible();
});
