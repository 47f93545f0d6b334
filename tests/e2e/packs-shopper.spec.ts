/**
 * Session packs ("bonos"), as a customer uses them: a guest learns a pack needs an account, signs
 * in, buys the pack, sees its sessions on /perfil, books the service it covers paying with one
 * ("Usar mi bono"), confirms the order with nothing to pay, and the receipt and /perfil say so.
 */
import { expect, test, type Page } from '@playwright/test';
import { cartMessages } from '../../src/domain/cart/messages-cart.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { packMessages } from '../../src/domain/promotions/messages-packs.ts';
import { promotionMessages } from '../../src/domain/promotions/messages-promotions.ts';
import type { PackCredit } from '../../src/domain/promotions/packs.ts';
import { signUpGeneral } from './admin-helpers.ts';
import {
  acceptCheckoutConsent,
  payInTestMode,
  reserveOnServicePage,
  saveShipping,
  setBrowserClock,
  shopDay,
  valueOf,
  waitForIslands,
} from './cart-helpers.ts';
import { ownProduct, ownService } from './own-data.ts';

const SESSIONS = 3;

/** The customer's packs as the server keeps them (read only to know the last day the page shows). */
async function myPacks(page: Page): Promise<PackCredit[]> {
  const response = await page.request.get('/api/profile/credits');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: PackCredit[] }).data;
}

test('a customer buys a pack, pays an appointment with it, and the receipt and /perfil say so', async ({ page, request }) => {
  const service = await ownService(request, { label: 'Bronceado en cabina', sellingPrice: 80_000 });
  const pack = await ownProduct(request, {
    label: 'Bono de sesiones',
    sellingPrice: 200_000,
    pack: { sessions: SESSIONS, serviceIds: [service._id], validityDays: 60 },
  });
  const user = await signUpGeneral(request, 'Bonos');

  // A guest sees what the pack gives and that it needs an account, and may still add it.
  await page.goto(`/product/${pack._id}`);
  await expect(page.getByText(packMessages.packSummary(SESSIONS, 60))).toBeVisible();
  await expect(page.getByText(packMessages.packCovers([service.productName]))).toBeVisible();
  const productNotice = page.getByRole('note').filter({ hasText: packMessages.packNeedsAccount });
  await expect(productNotice).toBeVisible();
  await expect(productNotice.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  // A pack's page has none of a product's texts: no units, no shipping, no manufacturer's warranty.
  const main = page.getByRole('main');
  await expect(main.getByText(/unidades disponibles|Queda 1 unidad/)).toHaveCount(0);
  await expect(main.getByText('Envío en el Valle de Aburrá o recogida gratis en tienda')).toHaveCount(0);
  await expect(main.getByText('Producto nuevo con garantía del fabricante')).toHaveCount(0);
  await page.locator('.buy').getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `«${pack.productName}» se añadió al carrito.` })).toBeVisible();

  // In the cart, the guest cannot pay it: the notice and its link, and no way to pay.
  await page.goto('/cart');
  const cartNotice = page.getByRole('note').filter({ hasText: packMessages.packNeedsAccount });
  await expect(cartNotice).toBeVisible();
  const panel = page.getByRole('region', { name: 'Pago' });
  await expect(panel.getByText(packMessages.packNeedsAccount)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar (modo de prueba)' })).toHaveCount(0);

  // The customer follows the link and signs in; the pack stays in the cart.
  await cartNotice.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await waitForIslands(page);
  const login = page.getByRole('form', { name: 'Iniciar sesión' });
  await login.getByLabel('Correo electrónico').fill(user.email);
  await login.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Inicio de sesión exitoso.')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: pack.productName })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: packMessages.packNeedsAccount })).toHaveCount(0);
  // A pack travels nowhere: the cart asks only for contact details, and charges no delivery.
  await saveShipping(page, { name: user.name, email: user.email, phone: '3001234567' }, 'Datos de contacto');
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED&reference=TM-[0-9A-F]{12}/);

  // "Tus bonos" on /perfil: the sessions and their last day.
  await expect.poll(async () => (await myPacks(page)).length, { message: 'the paid pack is in the account' }).toBe(1);
  const [bought] = await myPacks(page);
  await page.goto('/perfil');
  const packs = page.getByRole('region', { name: packMessages.yourPacks });
  await expect(packs.getByText(pack.productName)).toBeVisible();
  await expect(packs.getByText(packMessages.packLine(SESSIONS, [service.productName], bought?.lastDay ?? ''))).toBeVisible();

  // Booking the covered service, "Usar mi bono" leaves nothing to pay.
  const day = shopDay(5);
  await setBrowserClock(page, day);
  await reserveOnServicePage(page, service._id, day, '10:00');
  const line = page.locator('.cart-line').filter({ has: page.getByRole('heading', { name: service.productName }) });
  const useCredit = line.getByRole('checkbox', { name: packMessages.useCredit });
  await expect(useCredit).toBeVisible();
  await expect(line.getByText(packMessages.creditsLeft(SESSIONS))).toBeVisible();
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(16_000));
  await useCredit.check();
  await expect(line.getByText(packMessages.creditsLeft(SESSIONS - 1))).toBeVisible();
  // The line says what it takes, a session of the pack, not "$0".
  await expect(line.locator('.cart-line-total')).toHaveText(`${cartMessages.cartDepositNow}: ${packMessages.creditOnLine}`);
  await expect(line.getByText('1 sesión de tu bono')).toHaveCount(2);
  await expect(valueOf(page, 'Resumen del pedido', 'Total a pagar ahora')).toHaveText(formatCop(0));

  await saveShipping(page, { name: user.name, email: user.email, phone: '3001234567' }, 'Datos de contacto');
  await expect(panel.getByText(packMessages.creditsCoverAll)).toBeVisible();
  await acceptCheckoutConsent(page);
  await panel.getByRole('button', { name: promotionMessages.confirmFreeOrder }).click();
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED&reference=TM-[0-9A-F]{12}&amount_in_cents=0$/);
  const receiptLine = page.locator('.result-line').filter({ has: page.getByRole('heading', { name: service.productName }) });
  await expect(receiptLine.getByText(packMessages.paidWithCredit(pack.productName))).toBeVisible();

  // The customer's orders say it too.
  await page.goto('/orders');
  await expect(page.getByText(packMessages.paidWithCredit(pack.productName))).toBeVisible();

  // One session fewer on /perfil.
  await page.goto('/perfil');
  await expect(
    page
      .getByRole('region', { name: packMessages.yourPacks })
      .getByText(packMessages.packLine(SESSIONS - 1, [service.productName], bought?.lastDay ?? '')),
  ).toBeVisible();
});
