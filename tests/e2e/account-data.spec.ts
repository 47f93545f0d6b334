/**
 * "Tus datos" on /perfil: a customer downloads everything the shop keeps about them (a JSON file
 * a person can read: their account and their order, in Spanish, with amounts in pesos), then deletes the account with their password — a wrong one
 * is refused in the dialog, and so is the right one while the order is still to deliver — and lands
 * on the home page signed out, with the server's message.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { ADMIN, expectOk, originHeader, payOrder, sellableProduct, shippingInfo } from './admin-helpers.ts';
import { expectNoAxeViolations, signUpAndSignIn } from './cart-helpers.ts';

test('a customer downloads their data, then deletes their account', async ({ page, baseURL, playwright }) => {
  const account = await signUpAndSignIn(page, baseURL);
  const product = await sellableProduct(page.request);
  const reference = await payOrder(page.request, [{ productId: product._id, quantity: 1 }], {
    ...shippingInfo,
    name: account.name,
    email: account.email,
  });

  await page.goto('/perfil');
  const panel = page.getByRole('region', { name: 'Tus datos' });
  await expect(panel).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Descargar mis datos' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    cuenta: { correo: string; nombre: string; rol: string };
    compras: { referencia: string; estado: string; montos: { productosYServiciosCOP: number; total: string; totalCOP: number } }[];
    consentimientos: { documento: string }[];
  };
  // A person reads it: Spanish keys, words, pesos; the whole number beside the amount for a program.
  expect(data.cuenta).toMatchObject({ correo: account.email, nombre: account.name, rol: 'Cliente' });
  expect(data.compras.map((sale) => sale.referencia)).toEqual([reference]);
  const { montos } = data.compras[0]!;
  expect(data.compras[0]!.estado).toBe('pagada');
  expect(montos.productosYServiciosCOP).toBe(product.sellingPrice);
  expect(montos.total).toBe(formatCop(montos.totalCOP).replace(/\s/g, ' '));
  expect(data.consentimientos.map((consent) => consent.documento)).toContain('Política de tratamiento de datos');
  expect(JSON.stringify(data)).not.toContain('passwordHash');

  await panel.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  await expect(dialog.getByText('Cliente eliminado', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  const password = dialog.getByLabel('Tu contraseña, para confirmar');
  await password.fill('no-es-mi-clave');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(dialog.getByText(messages.accountPasswordWrong)).toBeVisible();

  const origin = new URL(baseURL ?? 'http://localhost').origin;
  // A sale still to deliver holds the account: the dialog names it; once the owner delivers it, the deletion goes through.
  await password.fill(account.password);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(dialog.getByText(`pedido ${reference}`, { exact: false })).toBeVisible();
  const saleId = ((await (await page.request.get(`/api/transactions/${reference}`)).json()) as { data: { _id: string }[] }).data[0]!._id;
  const owner = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: originHeader(baseURL) });
  await expectOk(await owner.post('/api/signin', { data: ADMIN }));
  await expectOk(await owner.patch(`/api/transactions/${saleId}`, { data: { status: 'entregada' } }));
  await owner.dispose();
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Notificaciones (Alt+T)' }).getByText(messages.accountDeleted)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();

  // Gone: the old password opens nothing, and the profile asks to sign in.
  const signin = await page.request.post('/api/signin', {
    data: { email: account.email, password: account.password },
    headers: { Origin: origin },
  });
  expect(signin.status()).toBe(401);
  expect((await page.request.get('/api/profile/export')).status()).toBe(401);
});
