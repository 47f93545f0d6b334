/**
 * Sandbox mode: paying from the cart, the result pages, the receipt and its calendar
 * file, and the purchase in the account's history.
 */
import { readFile } from 'node:fs/promises';
import { business } from '../../src/domain/shared/business.ts';
import { expect, test } from '@playwright/test';
import { copToUsdCents, formatCop, formatUsdCents, serviceDeposit } from '../../src/domain/money/money.ts';
import { formatAppointment } from '../../src/domain/shared/dates.ts';
import {
  acceptCheckoutConsent,
  addFromListing,
  checkoutConsent,
  expectNoAxeViolations,
  payInTestMode,
  reserveOnServicePage,
  saveShipping,
  setBrowserClock,
  shopDay,
  signUpAndSignIn,
  valentina,
  valueOf,
  waitForIslands,
} from './cart-helpers.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { productNamed } from './storefront-helpers.ts';
import { ownService } from './own-data.ts';

const SHIRT = 'Camiseta estampada Medellín Eterna Primavera';
const CASE = 'Funda antigolpes para Redmi Note 14 Pro';
const POBLADO_FEE = 15_000;

test('a guest pays two products and a reservation deposit with delivery, gets the receipt and the calendar file, and goes home with an empty cart', async ({
  page,
  request,
}) => {
  const facial = await ownService(request, { label: 'Limpieza facial', durationMinutes: 75, intensity: 'medio' });
  const day = shopDay(6);
  await setBrowserClock(page, day);
  const shirt = await productNamed(request, SHIRT);
  const phoneCase = await productNamed(request, CASE);

  await page.goto('/productos');
  await addFromListing(page, SHIRT);
  await page.goto('/fundas');
  await addFromListing(page, CASE);
  await reserveOnServicePage(page, facial._id, day, '09:00');
  await saveShipping(page, valentina);

  const totalNow = shirt.sellingPrice + phoneCase.sellingPrice + serviceDeposit(facial.sellingPrice) + POBLADO_FEE;
  const cents = copToUsdCents(totalNow);
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(totalNow));
  await expect(page.getByText('Modo de prueba: no se hace ningún cobro real.')).toBeVisible();

  const notice = page.waitForRequest((sent) => sent.url().endsWith('/api/transactions') && sent.method() === 'POST');
  await payInTestMode(page);
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?status=APPROVED&reference=TM-[0-9A-F]{12}&amount_in_cents=${cents}$`));
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  await expect(page.getByRole('alert').filter({ hasText: '¡Pago realizado exitosamente!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu compra!');
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  // The amount paid leads with pesos; the dollars the charge took stand beside it.
  await expect(page.getByText(`${formatCop(totalNow)} (${formatUsdCents(cents)})`, { exact: true }).first()).toBeVisible();

  const details = page.getByRole('region', { name: 'Detalles' });
  const facialLine = details.getByRole('listitem').filter({ has: page.getByRole('heading', { name: facial.productName }) });
  await expect(facialLine).toContainText('Servicios');
  await expect(facialLine).toContainText(formatAppointment(day, '09:00'));
  await expect(facialLine).toContainText(messages.serviceDurationValue(75));
  await expect(facialLine).toContainText(messages.serviceIntensityNames.medio);
  await expect(facialLine).toContainText(formatCop(facial.sellingPrice));
  await expect(facialLine).toContainText(formatCop(serviceDeposit(facial.sellingPrice)));
  const shirtLine = details.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SHIRT }) });
  await expect(shirtLine).toContainText('Productos');
  await expect(shirtLine).toContainText(formatCop(shirt.sellingPrice));
  await expect(details.getByRole('heading', { name: CASE })).toBeVisible();
  const shipping = page.getByRole('region', { name: 'Datos de envío' });
  await expect(shipping).toContainText(valentina.name);
  await expect(shipping).toContainText(valentina.email);
  await expect(shipping).toContainText(valentina.phone);
  await expect(shipping).toContainText('Calle 10 # 43-20, El Poblado, Medellín');
  await expect(shipping).toContainText('Tarde');

  // The spec's notice of the approved payment, with the reference the server checks.
  expect((await notice).postDataJSON()).toMatchObject({ reference, amountInCents: cents, status: 'APPROVED', user: null });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar en mi calendario' }).click(),
  ]);
  const calendar = await readFile(await download.path(), 'utf8');
  expect(calendar).toContain('BEGIN:VEVENT');
  expect(calendar).toContain(facial.productName);

  await waitForIslands(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/cart');
  await expect(page.getByText('No hay productos en tu carrito.')).toBeVisible();
  // The stock was taken by the capture.
  expect((await productNamed(request, CASE)).stock).toBeLessThan(phoneCase.stock);
});

test('a signed-in customer pays and finds the purchase in /orders', async ({ page, request, baseURL }) => {
  const tanning = await ownService(request, { label: 'Bronceado e hidratación', durationMinutes: 90 });
  const day = shopDay(7);
  await setBrowserClock(page, day);
  const account = await signUpAndSignIn(page, baseURL);
  const phoneCase = await productNamed(request, CASE);

  await page.goto('/fundas');
  await addFromListing(page, CASE);
  await reserveOnServicePage(page, tanning._id, day, '11:00');
  await saveShipping(page, {
    name: account.name,
    email: account.email,
    phone: '3001234567',
    method: 'pickup',
  });
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  await expect(page.getByRole('region', { name: 'Detalles' }).getByRole('heading', { name: tanning.productName })).toBeVisible();
  // A pickup shows the shop's address, not one the customer typed.
  await expect(page.getByRole('region', { name: 'Datos de contacto y recogida' })).toContainText(business.address);

  // The capture emptied the account's server cart; the records belong to the account.
  expect(((await (await page.request.get('/api/view-cart-product')).json()) as { data: unknown[] }).data).toEqual([]);
  const mine = ((await (await page.request.get('/api/transactions?mine=1')).json()) as { data: { reference: string; kind: string }[] })
    .data;
  expect(
    mine
      .filter((record) => record.reference === reference)
      .map((record) => record.kind)
      .sort(),
  ).toEqual(['reserva', 'venta']);

  // One payment, one card: the product and the appointment inside it.
  await page.goto('/orders');
  const order = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `Compra y reserva ${reference}` }) });
  await expect(order).toHaveCount(1);
  await expect(order.getByRole('region', { name: 'Productos' })).toContainText(phoneCase.productName);
  await expect(order.getByRole('region', { name: 'Citas' })).toContainText(tanning.productName);
});

test('an hour taken by someone else in the moment of paying ends on /payment-failure with the reason; the cart is kept', async ({
  page,
  request,
}) => {
  const service = await ownService(request, { label: 'Bronceado en spray', durationMinutes: 45 });
  const day = shopDay(8);
  await setBrowserClock(page, day);
  await reserveOnServicePage(page, service._id, day, '13:00');
  await expect(page.getByRole('form', { name: 'Datos de contacto' }).getByRole('button', { name: 'Guardar datos de envío' })).toHaveCount(
    0,
  );
  await saveShipping(page, { name: 'Sara Gómez', email: 'sara@correo.co', phone: '3001112233' }, 'Datos de contacto');
  await expect(page.getByRole('button', { name: 'Pagar (modo de prueba)' })).toBeVisible();

  // The cart looks at the hour again right before paying; somebody takes it just after that look.
  await page.route(
    '**/api/services/*/availability?*',
    async (route) => {
      const stillFree = await route.fetch();
      const taken = await request.post('/api/payment/create-order', {
        data: {
          ...checkoutConsent,
          items: [{ productId: service._id, reservationDate: day, reservationTime: '13:00' }],
          shippingInfo: { name: 'Otra persona', email: 'otra@correo.co', phone: '3009998877', shippingMethod: 'pickup' },
        },
      });
      expect(taken.status(), await taken.text()).toBe(201);
      await route.fulfill({ response: stillFree });
    },
    { times: 1 },
  );

  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-failure$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago Rechazado');
  await expect(page.getByRole('alert').filter({ hasText: 'Error al crear la orden de pago' })).toBeVisible();
  await expect(page.getByText('Esa hora ya está reservada. Por favor elige otra.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Volver al carrito' }).click();
  await expect(page.getByRole('heading', { name: service.productName })).toBeVisible();
});

test('the result pages: an address the server does not confirm, /payment-response and /cancel-order', async ({ page, request }) => {
  // The address's status and amount decide nothing: an order this browser did not make is not found.
  for (const forged of [
    '/payment-success?status=DECLINED&reference=TM-000000000000',
    '/payment-success?status=PENDING&reference=TM-000000000000',
    '/payment-success?status=APPROVED&reference=TM-000000000000&amount_in_cents=1250',
  ]) {
    await page.goto(forged);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultado del pago');
    await expect(page.getByText('No se encontraron detalles de la transacción.')).toBeVisible();
    await expect(page.getByText('US$ 12,50')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Descargar en mi calendario' })).toHaveCount(0);
  }

  await page.goto('/payment-response?ref_payco=abc123&x=1');
  await expect(page).toHaveURL(/\/payment-success\?ref_payco=abc123&x=1$/);
  await expect(page.getByText('No se encontraron detalles de la transacción.')).toBeVisible();
  await page.goto('/payment-response');
  await expect(page).toHaveURL(/\/payment-failure$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago Rechazado');

  // A cancelled payment frees the hour it held at once. The order is started by the page's own
  // browser (its checkout cookie), since only that browser may cancel it.
  const service = await ownService(request, { category: 'Servicios-Home', label: 'Masaje en casa', durationMinutes: 120 });
  const day = shopDay(11);
  const held = await page.request.post('/api/payment/create-order', {
    data: {
      ...checkoutConsent,
      items: [{ productId: service._id, reservationDate: day, reservationTime: '15:00' }],
      // A home service is done at the customer's address.
      shippingInfo: {
        name: 'Sara Gómez',
        email: 'sara@correo.co',
        phone: '3001112233',
        shippingMethod: 'delivery',
        address: 'Calle 10 # 43-20',
        city: 'Medellín',
        neighborhood: 'El Poblado',
      },
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  const { id } = (await held.json()) as { id: string };
  const available = async () => {
    const answer = (await (await request.get(`/api/services/${service._id}/availability?date=${day}`)).json()) as {
      data: { slots: { time: string; available: boolean }[] };
    };
    return answer.data.slots.find((slot) => slot.time === '15:00')?.available;
  };
  expect(await available()).toBe(false);
  await page.goto(`/cancel-order?orderID=${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago Cancelado');
  await expect(page.getByText('No se realizó ningún cobro')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  await expect.poll(available).toBe(true);
});

/**
 * PayPal mode, without reaching PayPal: the config answer is rewritten to name PayPal, and the
 * SDK script is answered by a minimal stand-in whose buttons call the callbacks the page gave
 * them. Create and capture still go to the shop's real server (sandbox provider).
 */
const PAYPAL_SDK_STANDIN = `
window.paypal = {
  version: '5.0.0',
  FUNDING: { PAYPAL: 'paypal', CARD: 'card' },
  Buttons(options) {
    return {
      isEligible: () => true,
      close: () => Promise.resolve(),
      render(container) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = options.fundingSource === 'card' ? 'Tarjeta de débito o crédito' : 'PayPal';
        button.onclick = async () => {
          try {
            const orderID = await options.createOrder({}, {});
            await options.onApprove({ orderID }, {});
          } catch (error) {
            options.onError && options.onError(error);
          }
        };
        (typeof container === 'string' ? document.querySelector(container) : container).appendChild(button);
        return Promise.resolve();
      },
    };
  },
};`;

test('with PayPal keys the cart shows the PayPal and card buttons; the SDK loads only there', async ({ page, request }) => {
  const sdkRequests: string[] = [];
  await page.route('https://www.paypal.com/sdk/js**', (route) => {
    sdkRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: PAYPAL_SDK_STANDIN });
  });
  await page.route('**/api/payment/config', (route) =>
    route.fulfill({
      json: {
        provider: 'paypal',
        clientId: 'cliente-de-prueba',
        currency: 'USD',
        providers: [{ id: 'paypal', currency: 'USD', clientId: 'cliente-de-prueba' }],
      },
    }),
  );
  const phoneCase = await productNamed(request, CASE);

  await page.goto('/fundas');
  await addFromListing(page, CASE);
  expect(sdkRequests).toEqual([]);
  await page.goto('/cart');
  await saveShipping(page, { ...valentina, method: 'pickup', city: '', neighborhood: '', deliveryTime: '' });
  const checkout = page.getByRole('region', { name: 'Pago' });
  await expect(checkout.getByRole('button', { name: 'PayPal' })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Tarjeta de débito o crédito' })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Pagar (modo de prueba)' })).toHaveCount(0);
  expect(sdkRequests).toHaveLength(1);
  const sdk = new URL(sdkRequests[0] ?? '');
  expect(sdk.searchParams.get('client-id')).toBe('cliente-de-prueba');
  expect(sdk.searchParams.get('currency')).toBe('USD');

  // Without the two boxes PayPal's buttons create nothing: the boxes say what is missing.
  await checkout.getByRole('button', { name: 'Tarjeta de débito o crédito' }).click();
  await expect(checkout.getByRole('checkbox', { name: /Acepto los términos/ })).toHaveAccessibleDescription(
    'Debes aceptar los términos y condiciones.',
  );
  await expect(page).toHaveURL(/\/cart$/);
  await acceptCheckoutConsent(page);
  await checkout.getByRole('button', { name: 'Tarjeta de débito o crédito' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/payment-success\\?status=APPROVED&reference=TM-[0-9A-F]{12}&amount_in_cents=${copToUsdCents(phoneCase.sellingPrice)}$`),
  );
  await expect(page.getByRole('alert').filter({ hasText: '¡Pago con tarjeta exitoso!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Detalles' }).getByRole('heading', { name: CASE })).toBeVisible();
});
