/**
 * Discount codes: the owner makes one at /admin-panel/promociones, a guest applies it in the cart
 * ("¿Tienes un código?"), sees the discount, pays it, and the receipt and the owner's list say so.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { copToUsdCents, formatCop } from '../../src/domain/money/money.ts';
import { adminPromotionMessages } from '../../src/domain/promotions/messages-admin-promotions.ts';
import { promotionMessages } from '../../src/domain/promotions/messages-promotions.ts';
import { formatDiscount } from '../../src/domain/promotions/discounts.ts';
import { ADMIN, expectOk, originHeader, signIn, uniqueTag } from './admin-helpers.ts';
import { acceptCheckoutConsent, addFromListing, payInTestMode, saveShipping, valentina, valueOf } from './cart-helpers.ts';
import { ownEmail } from './own-data.ts';
import { productNamed } from './storefront-helpers.ts';

const SHIRT = 'Camiseta estampada Medellín Eterna Primavera';
const POBLADO_FEE = 15_000;

test('the owner creates a code on the promotions page and deactivates it', async ({ page }) => {
  const code = `OTONO${uniqueTag()}`;
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/promociones');
  await page.getByRole('button', { name: adminPromotionMessages.newCode }).click();
  const dialog = page.getByRole('dialog', { name: adminPromotionMessages.newCodeTitle });
  await dialog.getByRole('textbox', { name: adminPromotionMessages.fieldCode }).fill(code);
  await dialog.getByRole('spinbutton', { name: adminPromotionMessages.fieldValuePercent }).fill('150');
  await dialog.getByRole('button', { name: adminPromotionMessages.create }).click();
  // A percent above 100 is said beside the field, and nothing is saved.
  await expect(dialog.getByText(promotionMessages.codePercentInvalid)).toBeVisible();
  await dialog.getByRole('spinbutton', { name: adminPromotionMessages.fieldValuePercent }).fill('15');
  await dialog.getByRole('combobox', { name: adminPromotionMessages.fieldAppliesTo }).selectOption('products');
  await dialog.getByRole('spinbutton', { name: adminPromotionMessages.fieldMaxUses }).fill('50');
  await dialog.getByRole('button', { name: adminPromotionMessages.create }).click();
  await expect(page.getByRole('alert').filter({ hasText: promotionMessages.codeCreated })).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) });
  await expect(row).toContainText('15 %');
  await expect(row).toContainText(adminPromotionMessages.scopeNames.products);
  await expect(row).toContainText(adminPromotionMessages.usesOf(0, 50));
  await expect(row).toContainText(adminPromotionMessages.active);

  // The same code in other capitals and without its accent is the same code.
  await page.getByRole('button', { name: adminPromotionMessages.newCode }).click();
  await dialog.getByRole('textbox', { name: adminPromotionMessages.fieldCode }).fill(code.toLowerCase().replace('o', 'ó'));
  await dialog.getByRole('spinbutton', { name: adminPromotionMessages.fieldValuePercent }).fill('5');
  await dialog.getByRole('button', { name: adminPromotionMessages.create }).click();
  await expect(dialog.getByText(promotionMessages.codeExists)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await row.getByRole('button', { name: `${adminPromotionMessages.deactivate} ${adminPromotionMessages.of(code)}` }).click();
  await expect(row).toContainText(adminPromotionMessages.inactive);
  await page.reload();
  await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) })).toContainText(
    adminPromotionMessages.inactive,
  );
});

test('a guest applies a code in the cart, sees the discount, pays it, and the receipt and the owner see it', async ({
  page,
  request,
  baseURL,
}) => {
  const code = `BIENVENIDA${uniqueTag()}`;
  const owner = await playwrightRequest.newContext({ baseURL: baseURL ?? '', extraHTTPHeaders: originHeader(baseURL) });
  try {
    await expectOk(await owner.post('/api/signin', { data: ADMIN }));
    await expectOk(await owner.post('/api/admin/discount-codes', { data: { code, kind: 'percent', value: 10, appliesTo: 'products' } }));

    const shirt = await productNamed(request, SHIRT);
    await page.goto('/productos');
    await addFromListing(page, SHIRT);
    await page.goto('/cart');
    await saveShipping(page, { ...valentina, email: ownEmail('codigo') });

    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await summary.getByRole('button', { name: promotionMessages.haveCode }).click();
    const field = summary.getByRole('textbox', { name: promotionMessages.codeLabel });
    await field.fill('NOEXISTE');
    await summary.getByRole('button', { name: promotionMessages.codeApply }).click();
    await expect(summary.getByText(promotionMessages.codeUnknown)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // Typed in small letters: codes ignore case.
    await field.fill(code.toLowerCase());
    await summary.getByRole('button', { name: promotionMessages.codeApply }).click();
    await expect(summary.getByText(promotionMessages.codeApplied(code))).toBeVisible();
    const discount = Math.floor((shirt.sellingPrice * 10 + 50) / 100);
    const totalNow = shirt.sellingPrice - discount + POBLADO_FEE;
    await expect(valueOf(page, 'Resumen del pedido', promotionMessages.discountLine(code))).toHaveText(formatDiscount(discount));
    await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(totalNow));

    await payInTestMode(page);
    await expect(page).toHaveURL(
      new RegExp(`/payment-success\\?status=APPROVED&reference=TM-[0-9A-F]{12}&amount_in_cents=${copToUsdCents(totalNow)}$`),
    );
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    await expect(page.getByText(promotionMessages.discountLine(code), { exact: true })).toBeVisible();
    await expect(page.getByText(formatDiscount(discount), { exact: true })).toBeVisible();

    // The owner's list counts the paid use and the pesos it gave; the record says the code.
    const codes = (await (await expectOk(await owner.get('/api/admin/discount-codes'))).json()) as {
      data: { code: string; paidUses: number; discountGiven: number }[];
    };
    expect(codes.data.find((item) => item.code === code)).toMatchObject({ paidUses: 1, discountGiven: discount });
    const records = (await (await expectOk(await owner.get(`/api/transactions/${reference}`))).json()) as {
      data: { amounts: { discountCode?: string; discount?: number } }[];
    };
    expect(records.data[0]?.amounts).toMatchObject({ discountCode: code, discount });
  } finally {
    await owner.dispose();
  }
});

test('a code that covers everything leaves nothing to pay: the order is confirmed without any payment', async ({ page, baseURL }) => {
  const code = `CORTESIA${uniqueTag()}`;
  const owner = await playwrightRequest.newContext({ baseURL: baseURL ?? '', extraHTTPHeaders: originHeader(baseURL) });
  try {
    await expectOk(await owner.post('/api/signin', { data: ADMIN }));
    await expectOk(await owner.post('/api/admin/discount-codes', { data: { code, kind: 'percent', value: 100, appliesTo: 'products' } }));
  } finally {
    await owner.dispose();
  }
  await page.goto('/productos');
  await addFromListing(page, SHIRT);
  await page.goto('/cart');
  await saveShipping(page, { name: 'Camila Ríos', email: ownEmail('cortesia'), phone: '3001234567', method: 'pickup' });
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  await summary.getByRole('button', { name: promotionMessages.haveCode }).click();
  await summary.getByRole('textbox', { name: promotionMessages.codeLabel }).fill(code);
  await summary.getByRole('button', { name: promotionMessages.codeApply }).click();
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(0));

  const panel = page.getByRole('region', { name: 'Pago' });
  await expect(panel.getByText(promotionMessages.nothingToPayNote)).toBeVisible();
  await acceptCheckoutConsent(page);
  await panel.getByRole('button', { name: promotionMessages.confirmFreeOrder }).click();
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED&reference=TM-[0-9A-F]{12}&amount_in_cents=0$/);
  await expect(page.getByText(promotionMessages.discountLine(code), { exact: true })).toBeVisible();
});
