/**
 * Paying in pesos in the browser, the cart's side: the cart offers "Pagar en pesos"
 * first, the server's Web Checkout fields open Wompi's widget (a stand-in script here: the real one
 * is on Wompi's servers), /payment-response?id= follows the server's confirm (pending, declined, the
 * spec's ref_payco rule), and a widget that cannot load gives the hours back. These run on the
 * sandbox shop with the payment endpoints' answers given by the test, as checkout.spec.ts does for
 * PayPal; the whole pipeline against a fake Wompi runs in wompi-pipeline.spec.ts on the pesos shop.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { copToUsdCents, formatCop, formatUsdCents } from '../../src/domain/money/money.ts';
import { acceptCheckoutConsent, addFromListing, saveShipping, valentina, valueOf } from './cart-helpers.ts';
import { productNamed } from './storefront-helpers.ts';

const CASE = 'Funda antigolpes para Redmi Note 14 Pro';
const TRANSACTION_ID = '12345-1772640000-54321';

const checkout = {
  provider: 'wompi',
  reference: 'TM-0A1B2C3D4E5F',
  amountInCents: 4_990_000,
  currency: 'COP',
  publicKey: 'pub_test_tienda',
  integritySignature: 'a'.repeat(64),
  redirectUrl: 'http://localhost:4329/payment-response',
};

const pesosConfig = { provider: 'wompi', currency: 'COP', providers: [{ id: 'wompi', currency: 'COP', publicKey: checkout.publicKey }] };

/** Wompi's widget as its documentation describes it: `new WidgetCheckout(options).open(callback)`. */
const WIDGET_STANDIN = `window.WidgetCheckout = class {
  constructor(options) { window.__wompiOptions = options; }
  open(callback) { setTimeout(() => callback({ transaction: { id: '${TRANSACTION_ID}', status: 'APPROVED' } }), 50); }
};`;

/** A prebuilt page's policy is its <meta>; a page rendered on demand sends it as a header. */
async function policyOf(page: Page, answer?: Response | null): Promise<string> {
  if (answer && !(await page.locator('meta[http-equiv="content-security-policy"]').count()))
    return answer.headers()['content-security-policy'] ?? '';
  return (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
}

test('the cart offers "Pagar en pesos" first, opens Wompi with the server\'s fields, and the response page follows the confirm', async ({
  page,
}) => {
  const widgetRequests: string[] = [];
  await page.route('https://checkout.wompi.co/widget.js', (route) => {
    widgetRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: WIDGET_STANDIN });
  });
  await page.route('**/api/payment/config', (route) =>
    route.fulfill({ json: { ...pesosConfig, providers: [...pesosConfig.providers, { id: 'sandbox', currency: 'USD' }] } }),
  );
  const created: unknown[] = [];
  await page.route('**/api/payment/create-order', (route) => {
    created.push(route.request().postDataJSON());
    return route.fulfill({ status: 201, json: { success: true, error: false, ...checkout, data: checkout } });
  });
  const confirms: unknown[] = [];
  await page.route('**/api/payment/wompi/confirm', (route) => {
    confirms.push(route.request().postDataJSON());
    const data =
      confirms.length === 1 ? { status: 'PENDING', reference: checkout.reference } : { status: 'DECLINED', reference: checkout.reference };
    const message = confirms.length === 1 ? messages.wompiPending : messages.wompiDeclined;
    return route.fulfill({ json: { success: true, error: false, message, data } });
  });
  // The pending page asks the server about the order, which this test's server never made.
  await page.route('**/api/payment/orders/*', (route) =>
    route.fulfill({ json: { success: true, error: false, data: { status: 'PENDING', reference: checkout.reference } } }),
  );

  await page.goto('/fundas');
  await addFromListing(page, CASE);
  await page.goto('/cart');
  const cartPolicy = await policyOf(page);
  expect(cartPolicy).toMatch(/script-src[^;]*https:\/\/checkout\.wompi\.co/);
  expect(cartPolicy).toMatch(/frame-src[^;]*https:\/\/checkout\.wompi\.co/);
  await saveShipping(page, { ...valentina, method: 'pickup', city: '', neighborhood: '', deliveryTime: '' });

  const panel = page.getByRole('region', { name: 'Pago' });
  const pesos = panel.getByRole('button', { name: 'Pagar en pesos (PSE, Nequi, tarjeta)' });
  await expect(pesos).toBeVisible();
  const buttons = await panel.getByRole('button').allTextContents();
  expect(buttons[0]).toBe('Pagar en pesos (PSE, Nequi, tarjeta)');
  expect(buttons).toContain('Pagar (modo de prueba)');
  expect(widgetRequests).toEqual([]);

  await acceptCheckoutConsent(page);
  await pesos.click();
  // Pending (PSE can take minutes): the spec's 'Pago Pendiente' page, with the reference and a way home.
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?status=PENDING&reference=${checkout.reference}$`));
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ provider: 'wompi', items: [expect.objectContaining({ quantity: 1 })] });
  expect(widgetRequests).toHaveLength(1);
  await expect(page.getByRole('heading', { name: 'Pago Pendiente' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  // Back again later, declined: the failure page with the server's word.
  await page.goto(`/payment-response?id=${TRANSACTION_ID}`);
  await expect(page).toHaveURL(/\/payment-failure$/);
  await expect(page.getByRole('alert').filter({ hasText: messages.wompiDeclined })).toBeVisible();
  expect(confirms).toEqual([{ id: TRANSACTION_ID }, { id: TRANSACTION_ID }]);
  // The spec's rule stands: ref_payco goes on to the success page, whatever else the address says.
  await page.goto(`/payment-response?ref_payco=abc123&id=${TRANSACTION_ID}`);
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?ref_payco=abc123&id=${TRANSACTION_ID}$`));
  expect(confirms).toHaveLength(2);
});

test("the widget got the server's amount, reference and signature; other pages keep Wompi out of their policy", async ({ page }) => {
  await page.route('https://checkout.wompi.co/widget.js', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: WIDGET_STANDIN.replace('setTimeout', 'void') }),
  );
  await page.route('**/api/payment/config', (route) => route.fulfill({ json: pesosConfig }));
  await page.route('**/api/payment/create-order', (route) =>
    route.fulfill({ status: 201, json: { success: true, error: false, ...checkout, data: checkout } }),
  );
  const listing = await page.goto('/fundas');
  const listingPolicy = await policyOf(page, listing);
  expect(listingPolicy).toContain("default-src 'self'");
  expect(listingPolicy).not.toContain('wompi');
  await addFromListing(page, CASE);
  await page.goto('/cart');
  await saveShipping(page, { ...valentina, method: 'pickup', city: '', neighborhood: '', deliveryTime: '' });
  const panel = page.getByRole('region', { name: 'Pago' });
  await expect(panel.getByRole('button', { name: 'Pagar (modo de prueba)' })).toHaveCount(0);
  await acceptCheckoutConsent(page);
  await panel.getByRole('button', { name: 'Pagar en pesos (PSE, Nequi, tarjeta)' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __wompiOptions?: unknown }).__wompiOptions))
    .toEqual({
      currency: 'COP',
      amountInCents: checkout.amountInCents,
      reference: checkout.reference,
      publicKey: checkout.publicKey,
      signature: { integrity: checkout.integritySignature },
      redirectUrl: checkout.redirectUrl,
    });
  await page.goto('/payment-response?x=1');
  await expect(page).toHaveURL(/\/payment-failure$/);
  expect(await policyOf(page)).not.toContain('wompi');
});

test("when Wompi's widget cannot load, the order is cancelled (its hours given back) and the failure page says so", async ({ page }) => {
  await page.route('https://checkout.wompi.co/widget.js', (route) => route.abort());
  await page.route('**/api/payment/config', (route) => route.fulfill({ json: pesosConfig }));
  await page.route('**/api/payment/create-order', (route) =>
    route.fulfill({ status: 201, json: { success: true, error: false, ...checkout, data: checkout } }),
  );
  const cancelled: unknown[] = [];
  await page.route('**/api/payment/cancel-payment', (route) => {
    cancelled.push(route.request().postDataJSON());
    return route.fulfill({ json: { success: true, error: false, message: messages.paymentCancelled, data: { status: 'CANCELLED' } } });
  });
  await page.goto('/fundas');
  await addFromListing(page, CASE);
  await page.goto('/cart');
  await saveShipping(page, { ...valentina, method: 'pickup', city: '', neighborhood: '', deliveryTime: '' });
  await acceptCheckoutConsent(page);
  await page.getByRole('region', { name: 'Pago' }).getByRole('button', { name: 'Pagar en pesos (PSE, Nequi, tarjeta)' }).click();
  await expect(page).toHaveURL(/\/payment-failure$/);
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos abrir la ventana de pago' })).toBeVisible();
  expect(cancelled).toEqual([{ orderID: checkout.reference }]);
});

test('with pesos first and PayPal below, the summary stays in pesos and "≈ US$" is said beside PayPal alone', async ({ page, request }) => {
  // PayPal's SDK is not what this test looks at: refused, its buttons stay away and the note stays.
  await page.route('https://www.paypal.com/sdk/js**', (route) => route.abort());
  await page.route('**/api/payment/config', (route) =>
    route.fulfill({
      json: {
        ...pesosConfig,
        clientId: 'cliente-de-prueba',
        providers: [...pesosConfig.providers, { id: 'paypal', currency: 'USD', clientId: 'cliente-de-prueba' }],
      },
    }),
  );
  const phoneCase = await productNamed(request, CASE);
  await page.goto('/fundas');
  await addFromListing(page, CASE);
  await page.goto('/cart');
  await saveShipping(page, { ...valentina, method: 'pickup', city: '', neighborhood: '', deliveryTime: '' });
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(phoneCase.sellingPrice));
  await expect(page.getByText('Equivalente en dólares')).toHaveCount(0);
  const panel = page.getByRole('region', { name: 'Pago' });
  await expect(panel.getByRole('button').first()).toHaveText('Pagar en pesos (PSE, Nequi, tarjeta)');
  await expect(panel.getByText(`Con PayPal, en dólares: ≈ ${formatUsdCents(copToUsdCents(phoneCase.sellingPrice))}`)).toBeVisible();
  await expect(page.getByText(/US\$/)).toHaveCount(1);
});
