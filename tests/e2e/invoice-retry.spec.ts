/**
 * An invoice the provider refuses, and the owner's retry: on the pesos shop, whose invoices go to a
 * loopback fake Factus (playwright.config.ts), a company pays in pesos with its NIT; the fake refuses
 * the first invoice made out to that NIT as DIAN refuses an unknown buyer. The owner finds it
 * "Fallida" in Facturas with the provider's reason, retries it, and it is issued with Factus'
 * number; the customer's receipt then links it.
 */
import { createHash, randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { pesosShopURL } from '../../playwright.config.ts';
import { nitCheckDigit } from '../../src/domain/invoicing/buyer.ts';
import { adminInvoiceMessages as t } from '../../src/domain/invoicing/messages-admin-invoices.ts';
import { invoiceBuyerMessages } from '../../src/domain/invoicing/messages-invoice-buyer.ts';
import { FAKE_WOMPI_INTEGRITY_SECRET } from '../fixtures/wompi-fake.ts';
import { ADMIN, signIn } from './admin-helpers.ts';
import { acceptCheckoutConsent, addFromListing, saveShipping, valentina, waitForIslands } from './cart-helpers.ts';
import { useFakeFactus } from './fake-factus-helpers.ts';
import { useFakeWompi, WIDGET_STANDIN, type WidgetOptions } from './fake-wompi-helpers.ts';
import { ownProduct } from './own-data.ts';

test.use({ baseURL: pesosShopURL });

const fakeWompi = useFakeWompi();
const fakeFactus = useFakeFactus();

/** Wompi's widget charges at the fake Wompi what the shop opened it with, and sends the buyer back. */
async function payThroughWompi(page: Page) {
  await page.exposeFunction('__fakeWompiPay', (options: WidgetOptions) => {
    const expected = createHash('sha256')
      .update(`${options.reference}${options.amountInCents}${options.currency}${FAKE_WOMPI_INTEGRITY_SECRET}`)
      .digest('hex');
    if (options.signature.integrity !== expected) throw new Error('Wompi: firma de integridad inválida');
    const { reference, amountInCents, currency } = options;
    return fakeWompi().addTransaction({ reference, amountInCents, currency, status: 'APPROVED' }).id;
  });
  await page.route('https://checkout.wompi.co/widget.js', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: WIDGET_STANDIN }),
  );
}

test("the owner retries an invoice the provider refused, and it is issued with the provider's number", async ({
  page,
  request,
  browser,
}) => {
  const mouse = await ownProduct(request, { label: 'Mouse inalámbrico', sellingPrice: 89_000, shopURL: pesosShopURL });
  const nit = `9${String(randomInt(10_000_000, 99_999_999))}`;
  fakeFactus().refuse(nit, 1);
  await payThroughWompi(page);

  await page.goto('/productos');
  await addFromListing(page, mouse.productName);
  await page.goto('/cart');
  await waitForIslands(page);
  await saveShipping(page, { ...valentina, method: 'pickup', city: '', neighborhood: '', deliveryTime: '' });
  const panel = page.getByRole('region', { name: 'Pago' });
  await panel.getByRole('checkbox', { name: invoiceBuyerMessages.checkoutToggle }).check();
  await panel.getByRole('combobox', { name: invoiceBuyerMessages.documentTypeLabel }).selectOption('NIT');
  await panel.getByRole('textbox', { name: invoiceBuyerMessages.documentNumberLabel }).fill(nit);
  await panel.getByRole('textbox', { name: invoiceBuyerMessages.checkDigitLabel }).fill(String(nitCheckDigit(nit)));
  await panel.getByRole('textbox', { name: invoiceBuyerMessages.nameLabel }).fill('Periféricos del Norte SAS');
  await panel.getByRole('textbox', { name: invoiceBuyerMessages.emailLabel }).fill('facturas@perifericos.co');
  await acceptCheckoutConsent(page);
  await panel.getByRole('button', { name: 'Pagar en pesos (PSE, Nequi, tarjeta)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED&reference=/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';

  const owner = await browser.newPage({ baseURL: pesosShopURL });
  await signIn(owner, ADMIN);
  await owner.goto('/admin-panel/facturas');
  await waitForIslands(owner);
  const row = owner.getByRole('row').filter({ hasText: reference });
  await expect(async () => {
    await owner.reload();
    await waitForIslands(owner);
    await expect(row).toContainText(t.statusLabels.fallida, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('El adquiriente no está registrado en el RUT.');
  expect(fakeFactus().documents).toHaveLength(0);

  await row.getByRole('button', { name: t.retry }).click();
  await expect(owner.getByText(t.retried)).toBeVisible();
  await expect(row).toContainText(t.statusLabels.emitida);
  const issued = fakeFactus().documents.find((document) => (document.body.customer as { identification?: string }).identification === nit);
  expect(issued).toBeDefined();
  await expect(row).toContainText(issued!.number);
  await owner.close();

  // The customer's receipt links the invoice Factus issued.
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('link', { name: `Factura electrónica ${issued!.number}` })).toBeVisible();
});
