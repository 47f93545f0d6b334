/**
 * A customer pays and sees the electronic invoice: its link on the receipt and in /orders, and the
 * document opens with its number and "Documento de prueba, sin validez ante la DIAN" (the shop's own
 * sandbox). The owner finds it in "Facturas".
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { TEST_DOCUMENT_NOTICE } from '../../src/domain/invoicing/invoices.ts';
import { ADMIN, signIn } from './admin-helpers.ts';
import { addFromListing, payInTestMode, saveShipping, signUpAndSignIn, valentina, waitForIslands } from './cart-helpers.ts';

const SHIRT = 'Camiseta oversize Parce';

/** The invoice's link, once the page shows it issued (it is issued right after the payment; a reload shows it). */
async function invoiceLink(page: Page) {
  const link = page.getByRole('link', { name: /^Factura electrónica SETP\d+$/ });
  await expect(async () => {
    if (!(await link.isVisible())) {
      await page.reload();
      await waitForIslands(page);
    }
    await expect(link).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return link;
}

test('a customer sees the invoice on the receipt and in /orders, the document opens, and the owner finds it in Facturas', async ({
  page,
  browser,
}) => {
  const account = await signUpAndSignIn(page, baseURL);
  await page.goto('/productos');
  await addFromListing(page, SHIRT);
  await page.goto('/cart');
  await waitForIslands(page);
  await saveShipping(page, { ...valentina, email: account.email });
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);

  const onReceipt = await invoiceLink(page);
  const number = (await onReceipt.textContent())!.replace('Factura electrónica ', '');
  const href = (await onReceipt.getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/invoices\/factura%3A/);

  await page.goto('/orders');
  await waitForIslands(page);
  await expect(page.getByRole('link', { name: `Factura electrónica ${number}` })).toBeVisible();

  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Factura electrónica de venta ${number}`);
  await expect(page.getByText(TEST_DOCUMENT_NOTICE).first()).toBeVisible();

  const owner = await browser.newPage({ baseURL });
  await signIn(owner, ADMIN);
  await owner.goto('/admin-panel/facturas');
  await waitForIslands(owner);
  const row = owner.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Emitida');
  await owner.getByRole('combobox', { name: 'Estado' }).selectOption('fallida');
  await expect(owner.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  await owner.close();
});
