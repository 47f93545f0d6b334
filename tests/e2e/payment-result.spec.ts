/**
 * The result pages tell the truth: the address gives only the reference to ask about, and the
 * server answers the browser that paid (or its signed-in owner, or the receipt token). A forged
 * address gets the spec's not-found with no thanks and no amount; the buyer's own payment gets the
 * receipt in pesos first; a declined order speaks of freed hours only when it held some.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { paymentResultMessages } from '../../src/domain/checkout/messages-payment-result.ts';
import { copToUsdCents, formatCop, formatUsdCents } from '../../src/domain/money/money.ts';
import {
  addFromListing,
  checkoutConsent,
  expectNoAxeViolations,
  payInTestMode,
  saveShipping,
  shopDay,
  valentina,
  valueOf,
  waitForIslands,
} from './cart-helpers.ts';
import { ownEmail, ownProduct, ownService } from './own-data.ts';

const pickup = { ...valentina, method: 'pickup' as const, city: '', neighborhood: '', deliveryTime: '' };

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paymentResultMessages.notFoundTitle);
  await expect(page.getByText(messages.noTransactionDetails)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(/Gracias/)).toHaveCount(0);
  await expect(main.getByText(/US\$|999\.999|\$\s?\d/)).toHaveCount(0);
}

/** The amount paid at the top of the receipt. */
const amountPaid = (page: Page) =>
  page
    .locator('.result-facts > div')
    .filter({ has: page.getByText('Monto pagado', { exact: true }) })
    .locator('dd');

test('a forged address shows no thanks and no amount, only the not-found, whatever status it claims', async ({ page }) => {
  await page.goto('/payment-success?status=APPROVED&reference=TM-INVENTADO1&amount_in_cents=99999900');
  await expectNotFound(page);
  await waitForIslands(page);
  await expectNoAxeViolations(page);

  for (const forged of [
    '/payment-success?status=DECLINED&reference=TM-INVENTADO1',
    '/payment-success?status=PENDING&reference=TM-INVENTADO1',
    '/payment-success?status=APPROVED&amount_in_cents=1250',
  ]) {
    await page.goto(forged);
    await expectNotFound(page);
  }
  await page.goto('/payment-response?ref_payco=abc123&status=APPROVED&reference=TM-INVENTADO1&amount_in_cents=99999900');
  await expect(page).toHaveURL(/\/payment-success\?ref_payco=abc123/);
  await expectNotFound(page);
});

test('my own payment shows the thanks with pesos first and the dollars only beside the charge; another browser sees nothing', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const keyring = await ownProduct(request, { label: 'Llavero recibo', sellingPrice: 42_000 });
  await page.goto('/productos');
  await addFromListing(page, keyring.productName);
  await page.goto('/cart');
  await saveShipping(page, pickup);
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED&reference=TM-/);
  const receiptUrl = page.url();
  const reference = new URL(receiptUrl).searchParams.get('reference') ?? '';

  const charge = `${formatCop(keyring.sellingPrice)} (${formatUsdCents(copToUsdCents(keyring.sellingPrice))})`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu compra!');
  await expect(amountPaid(page)).toHaveText(charge);
  await expect(valueOf(page, 'Resumen del pago', 'Pagado ahora')).toHaveText(charge);
  await expect(valueOf(page, 'Resumen del pago', 'Subtotal')).toHaveText(formatCop(keyring.sellingPrice));
  await expect(valueOf(page, 'Resumen del pago', 'Saldo por pagar')).toHaveText('Nada: está todo pagado');

  // What the address claims decides nothing: the server's record of this browser's payment does.
  await page.goto(`/payment-success?status=DECLINED&reference=${reference}&amount_in_cents=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu compra!');
  await expect(amountPaid(page)).toHaveText(charge);

  const stranger = await browser.newContext(baseURL ? { baseURL } : {});
  const elsewhere = await stranger.newPage();
  await elsewhere.goto(receiptUrl);
  await expectNotFound(elsewhere);
  await stranger.close();
});

/** An order this page's browser starts through the API (its checkout cookie), then leaves unpaid. */
async function startOrder(page: Page, items: unknown[]) {
  const created = await page.request.post('/api/payment/create-order', {
    data: {
      ...checkoutConsent,
      items,
      shippingInfo: {
        name: 'Sara Gómez',
        email: ownEmail('sara.resultado'),
        phone: '3001112233',
        address: 'Carrera 70 # 44-10',
        shippingMethod: 'pickup',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; reference: string };
}

async function cancelOrder(page: Page, orderID: string) {
  const cancelled = await page.request.post('/api/payment/cancel-payment', { data: { orderID } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
}

async function ownItems(request: APIRequestContext) {
  const service = await ownService(request, { label: 'Bronceado sin pagar', durationMinutes: 60 });
  const product = await ownProduct(request, { label: 'Gorra sin pagar' });
  return { service, product };
}

test('pending says the bank has not confirmed yet; declined speaks of freed hours only when the order held some', async ({
  page,
  request,
}) => {
  const { service, product } = await ownItems(request);

  const products = await startOrder(page, [{ productId: product._id, quantity: 1 }]);
  await page.goto(`/payment-success?status=APPROVED&reference=${products.reference}&amount_in_cents=99999900`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.paymentPendingTitle);
  await expect(page.getByText(paymentResultMessages.pendingText)).toBeVisible();
  await expect(page.getByText(/Gracias/)).toHaveCount(0);
  await waitForIslands(page);
  await expectNoAxeViolations(page);

  await cancelOrder(page, products.id);
  await page.goto(`/payment-success?status=APPROVED&reference=${products.reference}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.paymentRejectedTitle);
  await expect(page.getByText(paymentResultMessages.declinedText)).toBeVisible();
  await expect(page.getByText(/horas/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Volver al carrito' })).toHaveAttribute('href', '/cart');
  await expectNoAxeViolations(page);

  const booking = await startOrder(page, [{ productId: service._id, reservationDate: shopDay(13), reservationTime: '16:00' }]);
  await cancelOrder(page, booking.id);
  await page.goto(`/payment-success?status=APPROVED&reference=${booking.reference}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.paymentRejectedTitle);
  await expect(page.getByText(paymentResultMessages.declinedFreedHoursText)).toBeVisible();
});
