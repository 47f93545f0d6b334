/**
 * The payment reversal request as a buyer meets it: linked from "Mis pedidos", the form takes the
 * order (prefilled from the link), one of the five cases, the day they learned of it and what
 * happened, and leaves the radicado on the page.
 */
import { expect, test } from '@playwright/test';
import { payOrder, shippingInfo } from './admin-helpers.ts';
import { ownProduct } from './own-data.ts';
import { expectNoAxeViolations, waitForIslands } from './cart-helpers.ts';

test('a buyer files a payment reversal for their order and gets its radicado', async ({ page, request }) => {
  const product = await ownProduct(request, { label: 'Audífonos de diadema', sellingPrice: 90_000, stock: 5 });
  const reference = await payOrder(request, [{ productId: product._id, quantity: 1 }]);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });

  await page.goto(`/reversion-del-pago?pedido=${reference}`);
  await waitForIslands(page);
  const form = page.getByRole('form', { name: 'Solicitud de reversión del pago' });
  await expect(form.getByRole('textbox', { name: 'Referencia del pedido' })).toHaveValue(reference);
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill(shippingInfo.name);
  await form.getByRole('textbox', { name: 'Correo con el que compraste' }).fill(shippingInfo.email);
  await form.getByRole('combobox', { name: 'Motivo' }).selectOption({ label: 'El producto es defectuoso' });
  await form.getByLabel('Fecha en que conociste el hecho').fill(today);
  await form.getByRole('textbox', { name: 'Cuéntanos qué pasó' }).fill('Llegó con la pantalla rota.');
  await form.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();

  const filed = page.getByRole('status').filter({ hasText: 'Radicamos tu solicitud' });
  await expect(filed).toBeVisible();
  await expect(filed).toContainText(/Radicado N\.º PQR-\d{4}-\d{6}/);
  await expect(filed).toContainText(`Te enviamos una copia a ${shippingInfo.email}`);
});

test('the terms and the data policy link to the request', async ({ page }) => {
  await page.goto('/terminos');
  await expect(page.getByRole('link', { name: 'Solicitar la reversión del pago' })).toHaveAttribute('href', '/reversion-del-pago');
  await page.goto('/politica-de-datos');
  await expect(page.getByRole('link', { name: 'Solicitar la reversión de un pago' })).toHaveAttribute('href', '/reversion-del-pago');
});
