/**
 * Pago contra entrega as a shopper in Medellín and the owner meet it: the owner enables it for a
 * neighbourhood; the shopper's cart offers it under the ways to pay, with its fee, and the order is
 * placed without paying online; the owner confirms it, dispatches it with a carrier and a guide, and
 * then marks it "Entregada y cobrada" with the amount collected, and only then is it a sale. The
 * customer follows it with the tracking link in /orders and asks for a retracto, which the owner
 * approves (the cash is given back by hand).
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { withdrawalMessages } from '../../src/domain/withdrawals/messages-withdrawals.ts';
import { ADMIN, expectOk, signIn } from './admin-helpers.ts';
import { acceptCheckoutConsent, saveShipping, signUpAndSignIn, valentina, waitForIslands } from './cart-helpers.ts';
import { ownProduct } from './own-data.ts';

/** Robledo's delivery fee in the sample rates, and the fee the owner adds for paying on delivery. */
const ROBLEDO_FEE = 12_000;
const COD_FEE = 3_000;

test('a shopper in Medellín orders contra entrega; the owner confirms, dispatches with a guide and collects; the customer tracks it and withdraws', async ({
  page,
  browser,
}) => {
  const product = await ownProduct(page.request, { label: 'Termo de acero', sellingPrice: 40_000, stock: 5 });
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    await expectOk(await admin.post('/api/signin', { data: ADMIN }));
    await expectOk(
      await admin.put('/api/admin/cash-on-delivery/settings', {
        data: { places: [{ city: 'Medellín', neighborhood: 'Robledo', maxAmount: 300_000, fee: COD_FEE }], releaseHours: 24 },
      }),
    );
  } finally {
    await admin.dispose();
  }

  await signUpAndSignIn(page, baseURL);
  await page.goto(`/product/${product._id}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Añadir al carrito', exact: true }).first().click();
  // Signed in, the line goes to the account's cart on the server: the cart page is opened once it is there.
  await expect(page.getByRole('alert').filter({ hasText: `«${product.productName}» se añadió al carrito.` })).toBeVisible();
  await page.goto('/cart');
  await waitForIslands(page);
  await saveShipping(page, { ...valentina, neighborhood: 'Robledo' });

  const panel = page.getByRole('region', { name: 'Pago' });
  const total = product.sellingPrice + ROBLEDO_FEE + COD_FEE;
  await expect(panel.getByRole('heading', { name: 'Pago contra entrega' })).toBeVisible();
  await expect(panel.getByText(`Pagas ${formatCop(total)} en efectivo al recibir tu pedido (incluye ${formatCop(COD_FEE)}`)).toBeVisible();
  await acceptCheckoutConsent(page);
  await panel.getByRole('button', { name: 'Pedir con pago contra entrega' }).click();
  await expect(page).toHaveURL(/\/contra-entrega\?pedido=TM-/);
  const reference = new URL(page.url()).searchParams.get('pedido') ?? '';
  await expect(page.getByRole('heading', { name: 'Recibimos tu pedido contra entrega' })).toBeVisible();

  const owner = await browser.newPage();
  try {
    await signIn(owner, ADMIN);
    await owner.goto('/admin-panel/contra-entrega');
    const card = owner.getByRole('article', { name: reference });
    await expect(card).toContainText('Contra entrega por confirmar');
    await expect(card).toContainText(product.productName);
    await expect(card).toContainText(`Total a cobrar: ${formatCop(total)}`);
    await card.getByRole('button', { name: 'Confirmar' }).click();
    await expect(card).toContainText('Contra entrega confirmada');
    await card.getByRole('button', { name: 'Marcar enviada' }).click();
    await card.getByLabel('Transportadora').selectOption('servientrega');
    await card.getByLabel('Número de guía').fill('SV 4455 12');
    await card.getByRole('button', { name: 'Marcar como enviada' }).click();
    await expect(card).toContainText('Enviada');
    await expect(card).toContainText('Servientrega · SV445512');
    await expect(card.getByRole('spinbutton', { name: `Monto cobrado del pedido ${reference} (COP)` })).toHaveValue(String(total));
    await card.getByRole('button', { name: 'Entregada y cobrada' }).click();
    await expect(owner.getByRole('article', { name: reference })).toHaveCount(0);

    // Now it is a sale, delivered, paid on delivery.
    const records = await owner.request.get(`/api/transactions/${reference}`);
    expect(records.status()).toBe(200);
    const { data } = (await records.json()) as { data: { kind: string; status: string; payment: { provider: string } }[] };
    expect(data).toEqual([
      expect.objectContaining({ kind: 'venta', status: 'entregada', payment: expect.objectContaining({ provider: 'contra-entrega' }) }),
    ]);

    // The customer follows it in /orders, and asks for a retracto within the five business days.
    await page.goto('/orders');
    await waitForIslands(page);
    const products = page.getByRole('region', { name: 'Productos' });
    await expect(products).toContainText('Servientrega');
    await expect(products.getByRole('link', { name: 'Rastrear el envío' })).toHaveAttribute('href', /SV445512$/);
    await products.getByRole('button', { name: 'Solicitar retracto' }).click();
    const ask = page.getByRole('dialog', { name: `Retracto de la compra ${reference}` });
    await ask.getByLabel('Motivo').fill('Ya no lo necesito.');
    await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(products.getByText(/Retracto PQR-\d{4}-\d{6}: en revisión/)).toBeVisible();

    // The owner gets it back and approves it: paid in cash, the money is given back by hand.
    await owner.goto(`/admin-panel/all-Ventas?ref=${reference}`);
    await waitForIslands(owner);
    await owner
      .getByRole('region', { name: 'Solicitudes de retracto' })
      .getByRole('listitem')
      .filter({ hasText: reference })
      .getByRole('button', { name: /Aprobar \(producto recibido\)/ })
      .click();
    await expect(owner.getByText(withdrawalMessages.approvedByHand)).toBeVisible();
  } finally {
    await owner.close();
  }
});
