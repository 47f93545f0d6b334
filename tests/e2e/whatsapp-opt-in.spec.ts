/**
 * The WhatsApp notices' opt-in as a customer meets it: the cart's contact form offers the unticked
 * "Recibir avisos de mi cita por WhatsApp" when appointments are booked and the shop can send (the
 * e2e shop has WhatsApp configured, its API a closed port), the summary says what was chosen, the
 * paid order keeps it, and the owner finds its confirmation beside the booking. A shop that cannot
 * send offers no box and promises nothing.
 */
import { expect, test } from '@playwright/test';
import { whatsappMessages } from '../../src/domain/whatsapp/messages-whatsapp.ts';
import { ADMIN, expectOk, signIn } from './admin-helpers.ts';
import {
  addFromListing,
  expectNoAxeViolations,
  payInTestMode,
  reserveOnServicePage,
  setBrowserClock,
  shopDay,
  valentina,
  valueOf,
  waitForIslands,
} from './cart-helpers.ts';
import { OWN_BRAND, ownEmail, ownService } from './own-data.ts';

test('a customer ticks the WhatsApp box in the contact form, the paid order keeps it, and the owner sees its section', async ({
  page,
  request,
}) => {
  const service = await ownService(request, { label: 'Limpieza facial', durationMinutes: 60 });
  const day = shopDay(12);
  await setBrowserClock(page, day);
  await reserveOnServicePage(page, service._id, day, '11:00');

  const form = page.getByRole('form', { name: 'Datos de contacto' });
  const box = form.getByRole('checkbox', { name: whatsappMessages.optInLabel });
  await expect(box).not.toBeChecked();
  await expect(form).toContainText(whatsappMessages.optInHint);
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(valentina.name);
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(ownEmail('whatsapp'));
  await form.getByRole('textbox', { name: 'Teléfono' }).fill('300 123 4567');
  await box.check();
  await waitForIslands(page);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Guardar datos de contacto' }).click();
  await expect(valueOf(page, 'Datos de contacto', whatsappMessages.summaryLabel)).toHaveText(whatsappMessages.summaryYes);

  // Kept with the cart: the form opens again with the box ticked.
  await page.reload();
  await page.getByRole('button', { name: 'Editar datos de contacto' }).click();
  await expect(
    page.getByRole('form', { name: 'Datos de contacto' }).getByRole('checkbox', { name: whatsappMessages.optInLabel }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Guardar datos de contacto' }).click();

  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED&reference=TM-/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  // The browser that paid reads its order: the reservation keeps the choice.
  const order = await expectOk(await page.request.get(`/api/payment/orders/${reference}`));
  const { data } = (await order.json()) as {
    data: { records: { kind: string; shippingInfo: { whatsappOptIn?: boolean; phone: string } }[] };
  };
  const reservation = data.records.find((record) => record.kind === 'reserva');
  expect(reservation?.shippingInfo).toMatchObject({ whatsappOptIn: true, phone: '300 123 4567' });

  await signIn(page, ADMIN);
  await page.goto(`/admin-panel/all-reservas?ref=${reference}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(reference) }) });
  await row.getByRole('button', { name: `Ver detalle ${reference}` }).click();
  const detail = page.getByRole('dialog', { name: `Reserva ${reference}` });
  await expect(detail.getByRole('heading', { name: whatsappMessages.sectionTitle })).toBeVisible();
  await expect(detail).toContainText(whatsappMessages.kindLabels.get('confirmation') ?? '');
  await expect(detail).not.toContainText(whatsappMessages.noneSent);
});

for (const width of [390, 1280]) {
  test(`at ${width} px, a shop that cannot send WhatsApp offers no box and says nothing of it`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 844 });
    // The server's answer as a shop without WhatsApp gives it (the api tests prove the server's side).
    await page.route('**/api/payment/config', async (route) => {
      const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...answer, whatsappNotices: false } });
    });
    // A sample service, read only: adding an hour to a cart books nothing.
    const products = (await (await expectOk(await request.get('/api/get-product'))).json()) as {
      data: { _id: string; category: string; stock: number; brandName: string }[];
    };
    // One of the sample shop's services, never another test's own.
    const sample = products.data.find(
      (product) => product.category === 'Servicios' && product.stock > 0 && product.brandName !== OWN_BRAND,
    );
    expect(sample).toBeDefined();
    const day = shopDay(20);
    // Before opening time in the browser, so no hour of the day has passed yet.
    await setBrowserClock(page, day, '07:30');
    await page.goto(`/product/${sample!._id}`);
    const booking = page.getByRole('region', { name: 'Reservar este servicio' });
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.locator('form[data-ready="true"]')).toBeVisible();
    await booking.getByLabel('Fecha de la cita').fill(day);
    await booking.getByRole('radio').and(page.locator(':enabled')).first().check();
    await booking.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);

    const form = page.getByRole('form', { name: 'Datos de contacto' });
    await expect(form.getByRole('textbox', { name: 'Teléfono' })).toBeVisible();
    await waitForIslands(page);
    await expect(form.getByRole('checkbox', { name: whatsappMessages.optInLabel })).toHaveCount(0);
    await expect(form).not.toContainText(whatsappMessages.optInHint);
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(valentina.name);
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(ownEmail('sin-whatsapp'));
    await form.getByRole('textbox', { name: 'Teléfono' }).fill('300 123 4567');
    await form.getByRole('button', { name: 'Guardar datos de contacto' }).click();
    const summary = page.getByRole('region', { name: 'Datos de contacto' });
    await expect(summary.getByRole('button', { name: 'Editar datos de contacto' })).toBeVisible();
    await expect(summary).not.toContainText(whatsappMessages.summaryLabel);
  });
}

test('a cart of products alone asks nothing about WhatsApp', async ({ page }) => {
  await page.goto('/fundas');
  await addFromListing(page, 'Funda antigolpes para Redmi Note 14 Pro');
  await page.goto('/cart');
  const form = page.getByRole('form', { name: 'Datos de envío' });
  await expect(form.getByRole('textbox', { name: 'Teléfono' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: whatsappMessages.optInLabel })).toHaveCount(0);
});
