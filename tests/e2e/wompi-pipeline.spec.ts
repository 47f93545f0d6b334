/**
 * Paying in pesos for real: on the pesos shop (playwright.config.ts: the same dist/,
 * Wompi's keys, WOMPI_API_BASE at the loopback fake this spec starts), a guest pays a product and a
 * reservation's deposit through Wompi and lands on the receipt. Only Wompi's widget is a stand-in:
 * it "charges" what it was opened with at the fake Wompi (after checking the integrity signature
 * as Wompi does) and redirects to the redirect URL with the transaction's id, the way Wompi's
 * Web Checkout does. Everything after is the shop's own pipeline: /payment-response asks the
 * server to confirm, the server reads the transaction from the fake's API, checks reference, amount
 * and currency, and settles (stock, the booked hour, the records, the receipt e-mail).
 */
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatCop, serviceDeposit } from '../../src/domain/money/money.ts';
import { pesosShopURL } from '../../playwright.config.ts';
import { FAKE_WOMPI_INTEGRITY_SECRET } from '../fixtures/wompi-fake.ts';
import { useFakeWompi, WIDGET_STANDIN, type WidgetOptions } from './fake-wompi-helpers.ts';
import { ADMIN, expectOk, signIn } from './admin-helpers.ts';
import {
  acceptCheckoutConsent,
  addFromListing,
  checkoutConsent,
  expectNoAxeViolations,
  reserveOnServicePage,
  saveShipping,
  setBrowserClock,
  shopDay,
  valentina,
  valueOf,
} from './cart-helpers.ts';
import { ownEmail, ownProduct, ownService } from './own-data.ts';

test.use({ baseURL: pesosShopURL });

const POBLADO_FEE = 15_000;

/** A cap and an exfoliation of the test's own, in the pesos shop (a server with data of its own). */
const ownCap = (request: APIRequestContext) => ownProduct(request, { label: 'Gorra bordada', sellingPrice: 59_000, shopURL: pesosShopURL });
const ownExfoliation = (request: APIRequestContext) =>
  ownService(request, { label: 'Exfoliación con sales', durationMinutes: 50, sellingPrice: 95_000, shopURL: pesosShopURL });

const fakeWompi = useFakeWompi();

test('a guest pays a product and a reservation deposit in pesos through Wompi, and lands on the receipt', async ({ page, request }) => {
  const cap = await ownCap(request);
  const service = await ownExfoliation(request);
  const [CAP, SERVICE] = [cap.productName, service.productName];
  const day = shopDay(17);
  await setBrowserClock(page, day);
  const deposit = serviceDeposit(service.sellingPrice);
  const paidNow = cap.sellingPrice + deposit + POBLADO_FEE;

  const paid: { options: WidgetOptions; id: string }[] = [];
  await page.exposeFunction('__fakeWompiPay', (options: WidgetOptions) => {
    // Wompi refuses a checkout whose integrity signature is not the one its secret gives.
    const expected = createHash('sha256')
      .update(`${options.reference}${options.amountInCents}${options.currency}${FAKE_WOMPI_INTEGRITY_SECRET}`)
      .digest('hex');
    if (options.signature.integrity !== expected) throw new Error('Wompi: firma de integridad inválida');
    const { id } = fakeWompi().addTransaction({
      reference: options.reference,
      amountInCents: options.amountInCents,
      currency: options.currency,
      status: 'APPROVED',
    });
    paid.push({ options, id });
    return id;
  });
  await page.route('https://checkout.wompi.co/widget.js', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: WIDGET_STANDIN }),
  );

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

  await acceptCheckoutConsent(page);
  await panel.getByRole('button', { name: 'Pagar en pesos (PSE, Nequi, tarjeta)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED&reference=/);

  // The widget was opened with the server's pesos, and Wompi sent the buyer back to the shop.
  expect(paid).toHaveLength(1);
  expect(paid[0]!.options).toMatchObject({
    currency: 'COP',
    amountInCents: paidNow * 100,
    redirectUrl: `${pesosShopURL}/payment-response`,
  });
  const reference = paid[0]!.options.reference;
  expect(page.url()).toContain(`reference=${reference}`);
  // The server read the transaction from Wompi's API before settling.
  expect(fakeWompi().requests.some((call) => call.method === 'GET' && call.path === `/v1/transactions/${paid[0]!.id}`)).toBe(true);

  // The receipt, from the records the pipeline wrote: in pesos only.
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(
    page
      .locator('.result-facts > div')
      .filter({ has: page.getByText('Monto pagado', { exact: true }) })
      .locator('dd'),
  ).toHaveText(formatCop(paidNow));
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
  expect(await stockOf(request, cap._id)).toBe(cap.stock - 1);
});

/** A product's stock now, as the shop's API gives it. */
async function stockOf(request: APIRequestContext, productId: string): Promise<number | undefined> {
  const { data } = (await (await expectOk(await request.get('/api/get-product'))).json()) as { data: { _id: string; stock: number }[] };
  return data.find((product) => product._id === productId)?.stock;
}

/** A guest's order in pesos through the API, as the cart makes it: the Web Checkout's fields. */
async function orderInPesos(request: APIRequestContext, items: unknown[], email: string) {
  const shippingInfo = { name: 'Camila Zapata', email, phone: '3009876543', address: 'Calle 5 # 10-20', shippingMethod: 'pickup' };
  const created = await expectOk(
    await request.post('/api/payment/create-order', { data: { items, shippingInfo, provider: 'wompi', ...checkoutConsent } }),
  );
  return ((await created.json()) as { data: { reference: string; amountInCents: number } }).data;
}

const confirmAt = async (request: APIRequestContext, id: string) =>
  (
    (await (await expectOk(await request.post('/api/payment/wompi/confirm', { data: { id } }))).json()) as {
      data: { status: string; payment?: { accessToken: string } };
    }
  ).data;

test('the owner sees a Wompi payment to review and a deposit to give back by hand, and marks both done', async ({ page, request }) => {
  const service = await ownExfoliation(request);
  const SERVICE = service.productName;
  const cap = await ownCap(request);
  const day = shopDay(9);

  // A reservation paid in pesos, then cancelled by its customer: the hour is freed, the deposit is pending.
  const booked = await orderInPesos(
    request,
    [{ productId: service._id, reservationDate: day, reservationTime: '15:00' }],
    ownEmail('camila.pesos'),
  );
  const paid = fakeWompi().addTransaction({ reference: booked.reference, amountInCents: booked.amountInCents, status: 'APPROVED' });
  const confirmed = await confirmAt(request, paid.id);
  expect(confirmed.status).toBe('APPROVED');
  const access = confirmed.payment!.accessToken;
  const view = (await (await expectOk(await request.get(`/api/bookings/${booked.reference}?access=${access}`))).json()) as {
    data: { lines: { lineId: string }[] };
  };
  const cancelled = await request.post(`/api/bookings/${booked.reference}/cancel`, {
    data: { lineId: view.data.lines[0]!.lineId, access },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // A product paid with another amount than the order's: Wompi took it, the order did not.
  const sold = await orderInPesos(request, [{ productId: cap._id, quantity: 1 }], ownEmail('camila.revisar'));
  const tampered = fakeWompi().addTransaction({
    reference: sold.reference,
    amountInCents: sold.amountInCents - 100_000,
    status: 'APPROVED',
  });
  expect((await confirmAt(request, tampered.id)).status).toBe('REVIEW');

  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-Ventas');
  const reviews = page.getByRole('region', { name: 'Pagos por revisar (1)' });
  await expect(reviews).toContainText(sold.reference);
  await expect(reviews).toContainText(tampered.id);
  await expect(reviews).toContainText(formatCop((sold.amountInCents - 100_000) / 100));
  await expect(reviews).toContainText(formatCop(sold.amountInCents / 100));
  await expectNoAxeViolations(page);
  await reviews.getByRole('button', { name: `Marcar como revisado ${sold.reference}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Pago marcado como revisado.' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: /Pagos por revisar/ })).toHaveCount(0);
  const listed = page.waitForResponse((response) => response.url().endsWith('/api/payment-reviews'));
  await page.reload();
  expect(((await (await listed).json()) as { data: unknown[] }).data).toEqual([]);
  await expect(page.getByRole('region', { name: /Pagos por revisar/ })).toHaveCount(0);

  await page.goto(`/admin-panel/all-reservas?ref=${booked.reference}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(booked.reference) }) });
  await row.getByRole('button', { name: `Ver detalle ${booked.reference}` }).click();
  const detail = page.getByRole('dialog', { name: `Reserva ${booked.reference}` });
  const deposit = formatCop(serviceDeposit(service.sellingPrice));
  // The refund's own status, in the list of refunds (the totals above name the amount owed back too).
  const refunds = detail.locator('.admin-refunds');
  await expect(refunds.getByText('Devolución pendiente', { exact: true })).toBeVisible();
  await expect(refunds).toContainText(`${deposit} · ${SERVICE}`);
  await expect(detail.getByText('Total cobrado en el pago (US$)')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await detail.getByRole('button', { name: `Marcar devolución hecha ${SERVICE}` }).click();
  await expect(refunds.getByText('Devolución hecha', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: /Marcar devolución hecha/ })).toHaveCount(0);
});

test("a buyer who closed the browser: Wompi's signed event alone settles the payment, once", async ({ page, request }) => {
  const cap = await ownCap(request);
  const order = await orderInPesos(request, [{ productId: cap._id, quantity: 1 }], ownEmail('camila.evento'));
  const paid = fakeWompi().addTransaction({ reference: order.reference, amountInCents: order.amountInCents, status: 'APPROVED' });
  const events = `${pesosShopURL}/api/payment/wompi/events`;
  expect(await fakeWompi().sendEvent(events, paid.id)).toBe(200);
  expect(await fakeWompi().sendEvent(events, paid.id)).toBe(200);

  await signIn(page, ADMIN);
  const sales = (await (await expectOk(await page.request.get(`/api/transactions?type=ventas&reference=${order.reference}`))).json()) as {
    data: { reference: string; payment: { provider: string; captureId: string } }[];
  };
  expect(sales.data.filter((record) => record.reference === order.reference)).toEqual([
    expect.objectContaining({ payment: expect.objectContaining({ provider: 'wompi', captureId: paid.id }) }),
  ]);
  expect(await stockOf(request, cap._id)).toBe(cap.stock - 1);
});
