/**
 * The receipt adds up. After paying two products delivered to El Poblado and a
 * reservation's deposit, the receipt shows the delivery method and address, the subtotal, the
 * fee, the deposit, what was paid now and what is left to pay, in pesos; the dollars the charge
 * took stand only beside what was paid.
 */
import { expect, test } from '@playwright/test';
import { copToUsdCents, formatCop, formatUsdCents, serviceDeposit } from '../../src/domain/money/money.ts';
import {
  addFromListing,
  expectNoAxeViolations,
  payInTestMode,
  reserveOnServicePage,
  saveShipping,
  setBrowserClock,
  shopDay,
  valentina,
  valueOf,
  waitForIslands,
} from './cart-helpers.ts';
import { productNamed } from './storefront-helpers.ts';
import { ownService } from './own-data.ts';

const SHIRT = 'Camiseta oversize Parce';
const CAP = 'Gorra trucker Paisa bordada';
const POBLADO_FEE = 15_000;

/** "$ 15.000 (US$ 3,75)": the pesos a dollar charge took, and the dollars beside them. */
const inPesosAndDollars = (cop: number) => `${formatCop(cop)} (${formatUsdCents(copToUsdCents(cop))})`;

test('the receipt shows the method, the address, the subtotal, the fee, the deposit, what was paid and what is left, in pesos first, the dollars only beside the charge', async ({
  page,
  request,
}) => {
  const facial = await ownService(request, { label: 'Exfoliación con sales', durationMinutes: 50 });
  const day = shopDay(17);
  await setBrowserClock(page, day);
  const shirt = await productNamed(request, SHIRT);
  const cap = await productNamed(request, CAP);

  await page.goto('/productos');
  await addFromListing(page, SHIRT);
  await addFromListing(page, CAP);
  await reserveOnServicePage(page, facial._id, day, '10:00');
  await saveShipping(page, valentina);
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);

  const deposit = serviceDeposit(facial.sellingPrice);
  const subtotal = shirt.sellingPrice + cap.sellingPrice + facial.sellingPrice;
  const paidNow = shirt.sellingPrice + cap.sellingPrice + deposit + POBLADO_FEE;
  const summary = (label: string) => valueOf(page, 'Resumen del pago', label);
  await expect(summary('Subtotal')).toHaveText(formatCop(subtotal));
  await expect(summary('Envío')).toHaveText(formatCop(POBLADO_FEE));
  await expect(summary('Abono de las reservas')).toHaveText(formatCop(deposit));
  await expect(summary('Pagado ahora')).toHaveText(inPesosAndDollars(paidNow));
  await expect(summary('Saldo a pagar en la tienda')).toHaveText(formatCop(facial.sellingPrice - deposit));
  // What was paid now is the amount charged, shown at the top, in pesos first.
  await expect(
    page
      .locator('.result-facts > div')
      .filter({ has: page.getByText('Monto pagado', { exact: true }) })
      .locator('dd'),
  ).toHaveText(inPesosAndDollars(paidNow));

  await expect(valueOf(page, 'Datos de envío', 'Método de entrega')).toHaveText('A domicilio');
  await expect(valueOf(page, 'Datos de envío', 'Dirección')).toHaveText('Calle 10 # 43-20, El Poblado, Medellín');

  await waitForIslands(page);
  await expectNoAxeViolations(page);
});

test('a pickup receipt says so, charges no fee and leaves nothing to pay for products alone', async ({ page, request }) => {
  const cap = await productNamed(request, CAP);
  await page.goto('/productos');
  await addFromListing(page, CAP);
  await page.goto('/cart');
  await saveShipping(page, { ...valentina, method: 'pickup', city: '', neighborhood: '', deliveryTime: '' });
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);

  await expect(valueOf(page, 'Resumen del pago', 'Envío')).toHaveText('Sin costo');
  await expect(valueOf(page, 'Resumen del pago', 'Pagado ahora')).toHaveText(inPesosAndDollars(cap.sellingPrice));
  await expect(valueOf(page, 'Resumen del pago', 'Saldo por pagar')).toHaveText('Nada: está todo pagado');
  await expect(valueOf(page, 'Datos de contacto y recogida', 'Método de entrega')).toHaveText('Recoger en la tienda');
});
