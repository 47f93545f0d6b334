/**
 * /orders shows one card per payment: a payment that bought a product and booked an appointment is
 * one order with both kinds of lines in their sections and one total in pesos (the dollars only as
 * the charge's secondary figure), and its appointments link to /mi-reserva.
 */
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { formatCop, serviceDeposit } from '../../src/domain/money/money.ts';
import { checkoutConsent, expectNoAxeViolations, shopDay, signUpAndSignIn, waitForIslands } from './cart-helpers.ts';
import { ownProduct, ownService } from './own-data.ts';

test('a payment with a product and an appointment is one card with both sections and one total in COP', async ({ page, request }) => {
  const service = await ownService(request, { label: 'Masaje de espalda', durationMinutes: 60, sellingPrice: 120_000 });
  const product = await ownProduct(request, { label: 'Funda acolchada', sellingPrice: 45_000 });
  const account = await signUpAndSignIn(page, baseURL);
  const day = shopDay(9);

  const headers = { origin: baseURL };
  const created = await page.request.post('/api/payment/create-order', {
    headers,
    data: {
      ...checkoutConsent,
      items: [
        { productId: product._id, quantity: 2 },
        { productId: service._id, reservationDate: day, reservationTime: '09:00' },
      ],
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

  await page.goto('/orders');
  await waitForIslands(page);
  const orders = page.getByRole('main').getByRole('article');
  await expect(orders).toHaveCount(1);
  const order = orders.first();
  await expect(order.getByRole('heading', { level: 2 })).toHaveText(`Compra y reserva ${reference}`);
  const products = order.getByRole('region', { name: 'Productos' });
  const appointments = order.getByRole('region', { name: 'Citas' });
  await expect(products.getByRole('heading', { name: product.productName })).toBeVisible();
  await expect(products).toContainText('Pagada');
  await expect(appointments.getByRole('heading', { name: service.productName })).toBeVisible();
  await expect(appointments).toContainText('Confirmada');

  // One charge, in pesos: the products in full and the appointment's deposit.
  const charged = 2 * 45_000 + serviceDeposit(120_000);
  await expect(order.getByText('Pagado en línea')).toHaveCount(1);
  await expect(order.locator('.order-amount-strong dd')).toContainText(formatCop(charged));
  await expect(order).not.toContainText('Cobro total del pago');
  await expect(order.getByText(/US\$/)).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The appointment's own link: the signed-in owner needs no token.
  await appointments.getByRole('link', { name: 'Ver, cambiar o cancelar mis citas' }).click();
  await expect(page).toHaveURL(new RegExp(`/mi-reserva\\?ref=${reference}$`));
  await expect(page.getByRole('article', { name: service.productName })).toBeVisible();
});
