/**
 * A sale followed to its end: the owner marks a paid sale "enviada" with a carrier and a guide, the
 * customer sees the tracking link in /orders, the owner marks it "entregada", the customer asks for
 * a retracto (the product admits it, the five business days have just started), and the owner
 * approves it: the customer reads it approved.
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { ADMIN, signIn } from './admin-helpers.ts';
import { checkoutConsent, signUpAndSignIn, waitForIslands } from './cart-helpers.ts';
import { ownProduct } from './own-data.ts';

test('the owner sends a sale with a guide, the customer follows it and asks for a retracto, and the owner approves it', async ({
  page,
  browser,
  request,
}) => {
  const product = await ownProduct(request, { label: 'Bolso de playa', sellingPrice: 60_000 });
  const account = await signUpAndSignIn(page, baseURL);
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/payment/create-order', {
    headers,
    data: {
      ...checkoutConsent,
      items: [{ productId: product._id, quantity: 1 }],
      shippingInfo: {
        name: account.name,
        email: account.email,
        phone: '3001234567',
        address: 'Carrera 70 # 44-10',
        shippingMethod: 'pickup',
        city: '',
        neighborhood: '',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, reference } = (await created.json()) as { id: string; reference: string };
  expect((await page.request.post('/api/payment/capture-order', { headers, data: { orderID: id } })).status()).toBe(200);

  // The owner, in a browser of their own.
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signIn(owner, ADMIN);
  const salesPage = async (target: Page) => {
    await target.goto(`/admin-panel/all-Ventas?ref=${reference}`);
    await waitForIslands(target);
    return target.getByLabel(`Estado de la venta ${reference}`);
  };
  await (await salesPage(owner)).selectOption('enviada');
  const ship = owner.getByRole('dialog', { name: `Enviar la venta ${reference}` });
  await ship.getByLabel('Transportadora').selectOption('coordinadora');
  await ship.getByLabel('Número de guía').fill('7001 2345');
  await ship.getByRole('button', { name: 'Marcar como enviada' }).click();
  await expect(owner.getByText(messages.transactionUpdated)).toBeVisible();
  await expect(owner.getByLabel(`Estado de la venta ${reference}`)).toHaveValue('enviada');

  // The customer follows it.
  await page.goto('/orders');
  await waitForIslands(page);
  const products = page.getByRole('region', { name: 'Productos' });
  await expect(products).toContainText('Enviada');
  await expect(products).toContainText('Coordinadora');
  await expect(products).toContainText('70012345');
  const tracking = products.getByRole('link', { name: 'Rastrear el envío' });
  await expect(tracking).toHaveAttribute('href', /guia=70012345$/);

  // Delivered: the five business days start.
  const status = await salesPage(owner);
  await status.selectOption('entregada');
  await expect(owner.getByText(messages.transactionUpdated)).toBeVisible();
  await expect(status).toHaveValue('entregada');

  await page.reload();
  await waitForIslands(page);
  await expect(products).toContainText('Entregado el');
  await products.getByRole('button', { name: 'Solicitar retracto' }).click();
  const ask = page.getByRole('dialog', { name: `Retracto de la compra ${reference}` });
  await expect(ask.getByRole('checkbox', { name: new RegExp(product.productName) })).toBeChecked();
  await ask.getByLabel('Motivo').fill('El color no es el de la foto.');
  await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(products.getByText(/Retracto PQR-\d{4}-\d{6}: en revisión/)).toBeVisible();

  // The owner gets the product back and approves it.
  await salesPage(owner);
  const requests = owner.getByRole('region', { name: 'Solicitudes de retracto' });
  await expect(requests).toContainText(reference);
  await requests
    .getByRole('listitem')
    .filter({ hasText: reference })
    .getByRole('button', { name: /Aprobar \(producto recibido\)/ })
    .click();
  await expect(owner.getByText('Retracto aprobado: el reembolso está en camino y el inventario se actualizó.')).toBeVisible();
  await ownerContext.close();

  await page.reload();
  await waitForIslands(page);
  await expect(products.getByText(/Retracto PQR-\d{4}-\d{6}: aprobado/)).toBeVisible();
});
