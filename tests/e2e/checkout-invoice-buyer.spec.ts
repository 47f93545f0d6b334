/**
 * The invoice's buyer in the browser (issue 40, item 2): a signed-in customer asks at checkout for
 * the invoice in a company's name; a wrong NIT check digit is refused under its field and nothing is
 * ordered; with the right one the payment goes through, the order's record names the company, the
 * profile's "Datos de facturación" keeps it, and the next checkout finds it filled in.
 */
import { expect, test } from '@playwright/test';
import { invoiceBuyerMessages } from '../../src/domain/invoicing/messages-invoice-buyer.ts';
import { addFromListing, acceptCheckoutConsent, expectNoAxeViolations, saveShipping, signUpAndSignIn } from './cart-helpers.ts';

const CASE = 'Funda antigolpes para Redmi Note 14 Pro';

test('a customer pays with a NIT, a wrong check digit is refused, and their invoicing data are kept and filled in next time', async ({
  page,
  baseURL,
}) => {
  const account = await signUpAndSignIn(page, baseURL);
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/payment/create-order')) orders.push(request.url());
  });

  await page.goto('/fundas');
  await addFromListing(page, CASE);
  await page.goto('/cart');
  await saveShipping(page, { name: account.name, email: account.email, phone: '3104567890', method: 'pickup' });

  const panel = page.getByRole('region', { name: 'Pago' });
  const wantsInvoice = panel.getByRole('checkbox', { name: invoiceBuyerMessages.checkoutToggle });
  await expect(wantsInvoice).not.toBeChecked();
  await expect(panel.getByText(invoiceBuyerMessages.checkoutHint)).toBeVisible();
  await wantsInvoice.check();
  await panel.getByRole('combobox', { name: invoiceBuyerMessages.documentTypeLabel }).selectOption('NIT');
  await panel.getByRole('textbox', { name: invoiceBuyerMessages.documentNumberLabel }).fill('900.123.456');
  const checkDigit = panel.getByRole('textbox', { name: invoiceBuyerMessages.checkDigitLabel });
  await checkDigit.fill('7');
  await panel.getByRole('textbox', { name: invoiceBuyerMessages.nameLabel }).fill('Cámaras del Valle SAS');
  await panel.getByRole('textbox', { name: invoiceBuyerMessages.emailLabel }).fill('Facturas@Camaras.co');
  await panel.getByRole('checkbox', { name: invoiceBuyerMessages.keepInProfile }).check();
  await acceptCheckoutConsent(page);
  await expectNoAxeViolations(page);

  // The wrong digit: said under its field, which gets the focus; nothing is ordered.
  await panel.getByRole('button', { name: 'Pagar (modo de prueba)' }).click();
  await expect(checkDigit).toHaveAccessibleDescription(new RegExp(invoiceBuyerMessages.checkDigitInvalid.replace('.', '\\.')));
  await expect(checkDigit).toBeFocused();
  await expect(page).toHaveURL(/\/cart$/);
  expect(orders).toEqual([]);

  await checkDigit.fill('8');
  await panel.getByRole('button', { name: 'Pagar (modo de prueba)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED&reference=TM-[0-9A-F]{12}/);
  expect(orders).toHaveLength(1);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  const records = (await (await page.request.get(`/api/transactions/${reference}`)).json()) as { data: { invoiceBuyer?: unknown }[] };
  expect(records.data[0]?.invoiceBuyer).toEqual({
    documentType: 'NIT',
    documentNumber: '900123456',
    checkDigit: '8',
    name: 'Cámaras del Valle SAS',
    email: 'facturas@camaras.co',
  });

  // Kept in the profile.
  await page.goto('/perfil');
  const profile = page.getByRole('region', { name: invoiceBuyerMessages.profileTitle });
  await expect(profile.getByRole('combobox', { name: invoiceBuyerMessages.documentTypeLabel })).toHaveValue('NIT');
  await expect(profile.getByRole('textbox', { name: invoiceBuyerMessages.documentNumberLabel })).toHaveValue('900123456');
  await expect(profile.getByRole('textbox', { name: invoiceBuyerMessages.checkDigitLabel })).toHaveValue('8');
  await expect(profile.getByRole('textbox', { name: invoiceBuyerMessages.nameLabel })).toHaveValue('Cámaras del Valle SAS');
  await expect(profile.getByRole('button', { name: invoiceBuyerMessages.profileRemove })).toBeVisible();
  await expectNoAxeViolations(page);

  // The profile's form refuses a wrong digit too, and saves a right change.
  const profileDigit = profile.getByRole('textbox', { name: invoiceBuyerMessages.checkDigitLabel });
  await profileDigit.fill('3');
  await profile.getByRole('button', { name: invoiceBuyerMessages.profileSave }).click();
  await expect(profileDigit).toHaveAccessibleDescription(new RegExp(invoiceBuyerMessages.checkDigitInvalid.replace('.', '\\.')));
  await profileDigit.fill('8');
  await profile.getByRole('textbox', { name: invoiceBuyerMessages.emailLabel }).fill('contabilidad@camaras.co');
  await profile.getByRole('button', { name: invoiceBuyerMessages.profileSave }).click();
  await expect(page.getByRole('alert').filter({ hasText: invoiceBuyerMessages.profileSaved }).first()).toBeVisible();

  // The next checkout finds them filled in.
  await page.goto('/fundas');
  await addFromListing(page, CASE);
  await page.goto('/cart');
  await saveShipping(page, { name: account.name, email: account.email, phone: '3104567890', method: 'pickup' });
  const next = page.getByRole('region', { name: 'Pago' });
  await expect(next.getByRole('checkbox', { name: invoiceBuyerMessages.checkoutToggle })).toBeChecked();
  await expect(next.getByRole('combobox', { name: invoiceBuyerMessages.documentTypeLabel })).toHaveValue('NIT');
  await expect(next.getByRole('textbox', { name: invoiceBuyerMessages.documentNumberLabel })).toHaveValue('900123456');
  await expect(next.getByRole('textbox', { name: invoiceBuyerMessages.checkDigitLabel })).toHaveValue('8');
  await expect(next.getByRole('textbox', { name: invoiceBuyerMessages.emailLabel })).toHaveValue('contabilidad@camaras.co');
});

test('a guest who asks for nothing pays as before: the invoice goes to consumidor final', async ({ page }) => {
  let sent: Record<string, unknown> | null = null;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/payment/create-order')) sent = request.postDataJSON() as Record<string, unknown>;
  });
  await page.goto('/fundas');
  await addFromListing(page, CASE);
  await page.goto('/cart');
  await saveShipping(page, { name: 'Valentina Ospina', email: 'valentina@correo.co', phone: '3104567890', method: 'pickup' });
  const panel = page.getByRole('region', { name: 'Pago' });
  await expect(panel.getByRole('checkbox', { name: invoiceBuyerMessages.checkoutToggle })).not.toBeChecked();
  // Only an account keeps data: a guest is not offered to.
  await panel.getByRole('checkbox', { name: invoiceBuyerMessages.checkoutToggle }).check();
  await expect(panel.getByRole('checkbox', { name: invoiceBuyerMessages.keepInProfile })).toHaveCount(0);
  await panel.getByRole('checkbox', { name: invoiceBuyerMessages.checkoutToggle }).uncheck();
  await acceptCheckoutConsent(page);
  await panel.getByRole('button', { name: 'Pagar (modo de prueba)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);
  expect(sent).not.toBeNull();
  expect(sent).not.toHaveProperty('invoiceBuyer');
});
