/**
 * A PSE payment the bank approves minutes later, on the pesos shop against the fake Wompi: the
 * buyer lands on 'Pago Pendiente', which keeps asking the server (which asks Wompi) and, once
 * Wompi approves, turns into the receipt without the buyer doing anything; the paid lines leave
 * the cart. Wompi's widget is the shared stand-in (fake-wompi-helpers.ts), but its payment
 * stays PENDING until the test approves it.
 */
import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { paymentResultMessages } from '../../src/domain/checkout/messages-payment-result.ts';
import { formatCop, serviceDeposit } from '../../src/domain/money/money.ts';
import { pesosShopURL } from '../../playwright.config.ts';
import { useFakeWompi, WIDGET_STANDIN, type WidgetOptions } from './fake-wompi-helpers.ts';
import {
  acceptCheckoutConsent,
  addFromListing,
  expectNoAxeViolations,
  reserveOnServicePage,
  saveShipping,
  setBrowserClock,
  shopDay,
  valentina,
  valueOf,
} from './cart-helpers.ts';
import { ownProduct, ownService } from './own-data.ts';

test.use({ baseURL: pesosShopURL });

const POBLADO_FEE = 15_000;

const fakeWompi = useFakeWompi();

test('the pending page turns into the receipt by itself once the bank approves, and the cart is left empty', async ({ page, request }) => {
  const cap = await ownProduct(request, { label: 'Gorra PSE', sellingPrice: 59_000, shopURL: pesosShopURL });
  const service = await ownService(request, {
    label: 'Bronceado PSE',
    durationMinutes: 60,
    sellingPrice: 80_000,
    shopURL: pesosShopURL,
  });
  const day = shopDay(19);
  await setBrowserClock(page, day);
  const paidNow = cap.sellingPrice + serviceDeposit(service.sellingPrice) + POBLADO_FEE;

  let transactionId = '';
  await page.exposeFunction('__fakeWompiPay', (options: WidgetOptions) => {
    // PSE: the bank has not answered when the buyer comes back.
    transactionId = fakeWompi().addTransaction({
      reference: options.reference,
      amountInCents: options.amountInCents,
      currency: options.currency,
    }).id;
    return transactionId;
  });
  await page.route('https://checkout.wompi.co/widget.js', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: WIDGET_STANDIN }),
  );

  await page.goto('/productos');
  await addFromListing(page, cap.productName);
  await reserveOnServicePage(page, service._id, day, '09:00');
  await saveShipping(page, valentina);
  await acceptCheckoutConsent(page);
  await page.getByRole('region', { name: 'Pago' }).getByRole('button', { name: 'Pagar en pesos (PSE, Nequi, tarjeta)' }).click();

  await expect(page).toHaveURL(/\/payment-success\?status=PENDING&reference=TM-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.paymentPendingTitle);
  await expect(page.getByText(paymentResultMessages.pendingText)).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload asks again, and the server asks Wompi again: still pending.
  const reads = () =>
    fakeWompi().requests.filter((call) => call.method === 'GET' && call.path === `/v1/transactions/${transactionId}`).length;
  const before = reads();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.paymentPendingTitle);
  await expect.poll(reads).toBeGreaterThan(before);

  // The bank approves; the buyer does nothing.
  fakeWompi().setStatus(transactionId, 'APPROVED');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu compra!', { timeout: 30_000 });
  await expect(valueOf(page, 'Resumen del pago', 'Pagado ahora')).toHaveText(formatCop(paidNow));
  await expect(page.getByRole('main').getByText('US$')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: service.productName })).toBeVisible();

  // The cart no longer holds the paid booking (nor the product).
  await page.goto('/cart');
  await expect(page.getByText('No hay productos en tu carrito.')).toBeVisible();
  await expect(page.getByText('Esta hora ya no está disponible.')).toHaveCount(0);
});
