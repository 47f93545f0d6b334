/**
 * Paying in pesos for real (issue 17): on the pesos shop (playwright.config.ts: the same dist/,
 * Wompi's keys, WOMPI_API_BASE at the loopback fake this spec starts), a guest pays a product and a
 * reservation's deposit through Wompi and lands on the receipt. Only Wompi's widget is a stand-in:
 * it "charges" what it was opened with at the fake Wompi (after checking the integrity signature
 * as Wompi does) and redirects to the redirect URL with the transaction's id, the way Wompi's
 * Web Checkout does. Everything after is the shop's own pipeline: /payment-response asks the
 * server to confirm, the server reads the transaction from the fake's API, checks reference, amount
 * and currency, and settles (stock, the booked hour, the records, the receipt e-mail).
 */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { formatCop, serviceDeposit } from '../../src/domain/money.ts';
import { fakeWompiPort, pesosShopURL } from '../../playwright.config.ts';
import { FAKE_WOMPI_INTEGRITY_SECRET, startFakeWompi, type FakeWompi } from '../fixtures/wompi-fake.ts';
import { addFromListing, reserveOnServicePage, saveShipping, setBrowserClock, shopDay, valentina, valueOf } from './cart-helpers.ts';
import { productNamed } from './storefront-helpers.ts';

test.use({ baseURL: pesosShopURL });

const CAP = 'Gorra trucker Paisa bordada';
const SERVICE = 'Exfoliación corporal';
const POBLADO_FEE = 15_000;

interface WidgetOptions {
  currency: string;
  amountInCents: number;
  reference: string;
  publicKey: string;
  signature: { integrity: string };
  redirectUrl: string;
}

/** Wompi's widget (`new WidgetCheckout(options).open(callback)`): pays at the fake, then goes to `redirect-url?id=…&env=test`. */
const WIDGET_STANDIN = `window.WidgetCheckout = class {
  constructor(options) { this.options = options; }
  open() {
    const options = this.options;
    window.__fakeWompiPay(options).then((id) => {
      const back = new URL(options.redirectUrl);
      back.searchParams.set('id', id);
      back.searchParams.set('env', 'test');
      window.location.assign(back.toString());
    });
  }
};`;

let fake: FakeWompi;
test.beforeAll(async () => {
  fake = await startFakeWompi({ port: fakeWompiPort });
});
test.afterAll(async () => {
  await fake.close();
});

test('a guest pays a product and a reservation deposit in pesos through Wompi, and lands on the receipt', async ({ page, request }) => {
  const day = shopDay(17);
  await setBrowserClock(page, day);
  const cap = await productNamed(request, CAP);
  const service = await productNamed(request, SERVICE);
  const deposit = serviceDeposit(service.sellingPrice);
  const paidNow = cap.sellingPrice + deposit + POBLADO_FEE;

  const paid: { options: WidgetOptions; id: string }[] = [];
  await page.exposeFunction('__fakeWompiPay', (options: WidgetOptions) => {
    // Wompi refuses a checkout whose integrity signature is not the one its secret gives.
    const expected = createHash('sha256').update(`${options.reference}${options.amountInCents}${options.currency}${FAKE_WOMPI_INTEGRITY_SECRET}`).digest('hex');
    if (options.signature.integrity !== expected) throw new Error('Wompi: firma de integridad inválida');
    const { id } = fake.addTransaction({ reference: options.reference, amountInCents: options.amountInCents, currency: options.currency, status: 'APPROVED' });
    paid.push({ options, id });
    return id;
  });
  await page.route('https://checkout.wompi.co/widget.js', (route) => route.fulfill({ contentType: 'application/javascript', body: WIDGET_STANDIN }));

  await page.goto('/productos');
  await addFromListing(page, CAP);
  await reserveOnServicePage(page, service._id, day, '10:00');
  await saveShipping(page, valentina);

  // Pesos first; the summary has no dollars, and no test button beside a real provider.
  const panel = page.getByRole('region', { name: 'Pago' });
  await expect(panel.getByRole('button').first()).toHaveText('Pagar en pesos (PSE, Nequi, tarjeta)');
  await expect(panel.getByRole('button', { name: 'Pagar (modo de prueba)' })).toHaveCount(0);
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(paidNow));
  await expect(page.getByText('Equivalente en dólares')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Pagar en pesos (PSE, Nequi, tarjeta)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED&reference=/);

  // The widget was opened with the server's pesos, and Wompi sent the buyer back to the shop.
  expect(paid).toHaveLength(1);
  expect(paid[0]!.options).toMatchObject({ currency: 'COP', amountInCents: paidNow * 100, redirectUrl: `${pesosShopURL}/payment-response` });
  const reference = paid[0]!.options.reference;
  expect(page.url()).toContain(`reference=${reference}`);
  // The server read the transaction from Wompi's API before settling.
  expect(fake.requests.some((call) => call.method === 'GET' && call.path === `/v1/transactions/${paid[0]!.id}`)).toBe(true);

  // The receipt, from the records the pipeline wrote: in pesos only.
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.locator('.result-facts > div').filter({ has: page.getByText('Monto pagado', { exact: true }) }).locator('dd')).toHaveText(formatCop(paidNow));
  await expect(valueOf(page, 'Resumen del pago', 'Pagado ahora')).toHaveText(formatCop(paidNow));
  await expect(valueOf(page, 'Resumen del pago', 'Abono de las reservas')).toHaveText(formatCop(deposit));
  await expect(valueOf(page, 'Resumen del pago', 'Envío')).toHaveText(formatCop(POBLADO_FEE));
  await expect(page.getByRole('heading', { name: CAP })).toBeVisible();
  await expect(page.getByRole('heading', { name: SERVICE })).toBeVisible();
  await expect(page.getByText('US$')).toHaveCount(0);

  // The hour is booked on the pesos shop, and the product's stock went down by one.
  const hours = (await (await request.get(`/api/services/${service._id}/availability?date=${day}`)).json()) as {
    data: { slots: { time: string; available: boolean }[] };
  };
  expect(hours.data.slots.find((slot) => slot.time === '10:00')?.available).toBe(false);
  expect(hours.data.slots.find((slot) => slot.time === '11:00')?.available).toBe(true);
  expect((await productNamed(request, CAP)).stock).toBe(cap.stock - 1);
});
