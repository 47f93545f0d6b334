/**
 * The rest of the admin panel: the shipping-rates editor and its new
 * fee at checkout, the contact inbox (read marks, a data request marked a claim), the phone-sized
 * menu, and axe on every section.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { legalMessages } from '../../src/domain/legal/messages-legal.ts';
import { answerDeadline } from '../../src/domain/contact/contact-requests.ts';
import { formatBogotaDate } from '../../src/domain/schedule/schedule.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { checkoutConsent, dataPolicyConsent, saveShipping, valentina, valueOf } from './cart-helpers.ts';
import { ADMIN, againOnReset, expectOk, getAgainOnReset, originHeader, sellableProduct, signIn, uniqueTag } from './admin-helpers.ts';
import { postFromOwnAddress, whileHolding } from './own-data.ts';

test('an admin edits the shipping rates: a new city with a neighbourhood, used by the next checkout', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const city = `Girardota ${uniqueTag()}`;
  const product = await sellableProduct(request);
  await signIn(page, ADMIN);
  await whileHolding('shipping-rates', async () => {
    const original = ((await (await expectOk(await request.get('/api/shippingRates'))).json()) as { data: unknown[] }).data;
    try {
      await page.goto('/admin-panel/all-shipping-rates');
      await expect(page.getByRole('article', { name: 'Medellín' })).toBeVisible();
      const editButton = page.getByRole('button', { name: messages.editShippingRates });
      await editButton.click();
      const dialog = page.getByRole('dialog', { name: messages.editShippingRates });
      const newCity = dialog.getByRole('group', { name: 'Agregar ciudad' });

      // A city needs both its name and a valid default price.
      await newCity.getByLabel('Ciudad').fill(city);
      await newCity.getByRole('button', { name: 'Agregar ciudad' }).click();
      await expect(newCity.getByText(adminMessages.shippingEditorCityIncomplete)).toBeVisible();
      await newCity.getByLabel('Tarifa por defecto').fill('-5');
      await newCity.getByRole('button', { name: 'Agregar ciudad' }).click();
      await expect(newCity.getByText(messages.shippingFeeInvalid)).toBeVisible();
      await newCity.getByLabel('Tarifa por defecto').fill('9.000');
      await newCity.getByRole('button', { name: 'Agregar ciudad' }).click();

      const cityGroup = dialog.getByRole('group', { name: city, exact: true });
      await expect(cityGroup.getByText(messages.noNeighborhoods)).toBeVisible();
      await expect(cityGroup.getByLabel('Tarifa por defecto')).toHaveValue('9000');
      // A neighbourhood needs both too.
      await cityGroup.getByLabel('Nuevo barrio').fill('Centro');
      await cityGroup.getByRole('button', { name: 'Agregar barrio' }).click();
      await expect(cityGroup.getByText(adminMessages.shippingEditorNeighborhoodIncomplete)).toBeVisible();
      await cityGroup.getByLabel('Tarifa del barrio').fill('siete mil');
      await cityGroup.getByRole('button', { name: 'Agregar barrio' }).click();
      await expect(cityGroup.getByText(messages.shippingFeeInvalid)).toBeVisible();
      await cityGroup.getByLabel('Tarifa del barrio').fill('7500');
      await cityGroup.getByRole('button', { name: 'Agregar barrio' }).click();
      await expect(cityGroup.getByLabel('Tarifa de Centro')).toHaveValue('7500');
      // Add one more and take it away again: only the working copy changes.
      await cityGroup.getByLabel('Nuevo barrio').fill('Llano');
      await cityGroup.getByLabel('Tarifa del barrio').fill('8000');
      await cityGroup.getByRole('button', { name: 'Agregar barrio' }).click();
      await cityGroup.getByRole('button', { name: 'Quitar barrio Llano' }).click();
      await expect(cityGroup.getByText('Llano')).toHaveCount(0);
      const saved = await expectOk(await getAgainOnReset(request, '/api/shippingRates'));
      expect(JSON.stringify(((await saved.json()) as { data: unknown }).data)).not.toContain(city);

      await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText(messages.shippingUpdated)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(editButton).toBeFocused();

      const card = page.getByRole('article', { name: city });
      await expect(card).toContainText(`${adminMessages.adminDefaultFee}: ${formatCop(9000)}`);
      await expect(card.getByRole('row', { name: `Centro ${formatCop(7500)}` })).toBeVisible();

      // A shopper's cart shows the new fee for that neighbourhood.
      const shopperContext = await browser.newContext({ baseURL: baseURL ?? '' });
      const shopper = await shopperContext.newPage();
      await shopper.goto(`/product/${product._id}`);
      const add = shopper
        .getByRole('article')
        .filter({ has: shopper.getByRole('heading', { level: 1 }) })
        .getByRole('button', { name: 'Añadir al carrito' });
      await expect(add).toHaveAttribute('data-ready', 'true');
      await add.click();
      await shopper.goto('/cart');
      await saveShipping(shopper, { ...valentina, city, neighborhood: 'Centro' });
      await expect(valueOf(shopper, 'Resumen del pedido', 'Envío')).toHaveText(formatCop(7500));
      await shopperContext.close();

      // The next checkout to that neighbourhood pays its fee (a fresh context: a new connection).
      const buyer = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
      const order = await expectOk(
        await buyer.post('/api/payment/create-order', {
          data: {
            ...checkoutConsent,
            items: [{ productId: product._id, quantity: 1 }],
            shippingInfo: {
              name: 'Ana',
              email: 'ana@correo.co',
              phone: '3001234567',
              address: 'Calle 1',
              shippingMethod: 'delivery',
              city,
              neighborhood: 'Centro',
            },
          },
        }),
      );
      const { id, amount } = (await order.json()) as { id: string; amount: { cop: number } };
      expect(amount.cop).toBe(product.sellingPrice + 7500);
      await expectOk(await buyer.post('/api/payment/cancel-payment', { data: { orderID: id } }));
      await buyer.dispose();
    } finally {
      const restore = () => page.request.put('/api/shippingRates', { headers: originHeader(baseURL), data: { shippingRates: original } });
      await expectOk(await againOnReset(restore));
    }
  });
});

test('an admin reads the contact messages, newest first', async ({ page }) => {
  const tag = uniqueTag();
  for (const subject of [`Consulta ${tag} primera`, `Consulta ${tag} segunda`]) {
    const sent = await postFromOwnAddress('/api/forma', {
      name: 'Camilo Ríos',
      email: 'camilo@correo.co',
      subject,
      message: `Hola, ${subject}.`,
      ...dataPolicyConsent,
    });
    expect(sent.status, sent.body).toBe(201);
  }
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/mensajes');
  const titles = page.getByRole('article').getByRole('heading', { name: new RegExp(`Consulta ${tag}`) });
  await expect(titles).toHaveText([`Consulta ${tag} segunda`, `Consulta ${tag} primera`]);
  const newest = page.getByRole('article', { name: `Consulta ${tag} segunda` });
  await expect(newest).toContainText('Camilo Ríos');
  await expect(newest.getByRole('link', { name: 'camilo@correo.co' })).toHaveAttribute('href', 'mailto:camilo@correo.co');
  // The subtitle says the order the list follows: requests with a legal deadline first, then the rest.
  await expect(page.getByText(adminMessages.adminMessagesIntro)).toBeVisible();
  const deadline = legalMessages.inboxAnswerBy('').trim();
  const flagged = await page
    .getByRole('article')
    .evaluateAll((cards, text) => cards.map((card) => card.textContent?.includes(text)), deadline);
  const firstPlain = flagged.indexOf(false);
  expect(firstPlain).toBeGreaterThanOrEqual(0);
  expect(flagged.slice(firstPlain)).not.toContain(true);

  // Unread until the owner marks it read; the title then keeps the focus.
  await expect(newest.getByText(adminMessages.inboxUnread, { exact: true })).toBeVisible();
  await newest.getByRole('button', { name: `${adminMessages.inboxMarkRead} de Camilo Ríos` }).click();
  await expect(newest.getByText(adminMessages.inboxUnread, { exact: true })).toHaveCount(0);
  await expect(newest.getByRole('heading')).toBeFocused();
});

test('an admin marks a personal-data request as a claim: 15 business days instead of 10', async ({ page }) => {
  const subject = `Datos ${uniqueTag()}`;
  const sent = await postFromOwnAddress('/api/forma', {
    name: 'Lina Gómez',
    email: 'lina@correo.co',
    subject,
    message: 'Corrijan mi teléfono.',
    requestType: 'datos',
    ...dataPolicyConsent,
  });
  expect(sent.status, sent.body).toBe(201);
  const received = new Date();
  const answerBy = (dataRequest: 'consulta' | 'reclamo') =>
    legalMessages.inboxAnswerBy(formatBogotaDate(answerDeadline('datos', received, dataRequest)!));
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/mensajes');
  const card = page.getByRole('article', { name: subject });
  await expect(card.getByText(adminMessages.inboxUnread, { exact: true })).toBeVisible();
  await expect(card).toContainText(answerBy('consulta'));
  const claim = card.getByRole('checkbox', { name: adminMessages.inboxClaimLabel(15) });
  await claim.check();
  await expect(card).toContainText(answerBy('reclamo'));
  // Stored: the next visit shows it too.
  await page.reload();
  await expect(claim).toBeChecked();
  await expect(card).toContainText(answerBy('reclamo'));
});

test('on a phone the section menu stays usable, and no chat bubble covers the panel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-products');
  // The publishing promise is one a person can count on.
  await expect(page.getByText(adminMessages.adminProductsIntro)).toBeVisible();
  await expect(page.getByText(adminMessages.adminProductsIntro)).toContainText('en menos de un minuto');
  await expect(page.getByRole('link', { name: /Chatea con nosotros por WhatsApp/ })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: adminMessages.adminNavLabel });
  await expect(menu.getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
  const users = menu.getByRole('link', { name: 'Usuarios' });
  await users.scrollIntoViewIfNeeded();
  await users.click();
  await expect(page).toHaveURL(/\/admin-panel\/all-users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Usuarios' })).toBeInViewport();
  await expect(page.getByRole('row').filter({ hasText: ADMIN.email })).toBeVisible();
});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

// Each section, once its data is on screen.
const axeSections: [string, (page: Page) => ReturnType<Page['getByRole']>][] = [
  ['/admin-panel/all-products', (page) => page.getByRole('article').first()],
  ['/admin-panel/all-reservas', (page) => page.getByRole('form', { name: 'Filtros' })],
  ['/admin-panel/all-Ventas', (page) => page.getByRole('form', { name: 'Filtros' })],
  ['/admin-panel/all-shipping-rates', (page) => page.getByRole('article').first()],
  ['/admin-panel/all-users', (page) => page.getByRole('table')],
  ['/admin-panel/mensajes', (page) => page.getByText(/^\d+ mensajes?$/)],
];

test.describe('accessibility of the admin panel (axe)', () => {
  // axe is slow on a busy machine, and the catalogue page has many cards.
  test.describe.configure({ timeout: 150_000 });

  for (const [url, loaded] of axeSections) {
    test(url, async ({ page }) => {
      await signIn(page, ADMIN);
      await page.goto(url);
      await expect(loaded(page)).toBeVisible();
      await expect(page.getByText(adminMessages.adminLoading)).toHaveCount(0);
      await expectNoViolations(page);
    });
  }

  test('the product dialog with its errors shown', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin-panel/all-products');
    await page.getByRole('button', { name: 'Subir producto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir producto o servicio' });
    await dialog.getByRole('combobox', { name: 'Categoría', exact: true }).selectOption('Servicios');
    await dialog.getByRole('button', { name: 'Subir producto' }).click();
    await expect(dialog.getByText(messages.uploadAtLeastOneImage)).toBeVisible();
    await expectNoViolations(page);
  });
});
