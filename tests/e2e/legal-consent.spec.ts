/**
 * Colombian law in the browser (Ley 1581 de 2012, Ley 1480 de 2011): the data policy and the
 * terms, linked from the footer and the payment panel; a guest who cannot pay without ticking both
 * boxes; and the newsletter, which subscribes only with its own box, counts only once the owner of
 * the address confirms it from the mail, and ends with one click.
 */
import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { addFromListing, expectNoAxeViolations, saveShipping, valentina, waitForIslands } from './cart-helpers.ts';
import { linkInMail } from './outbox-helpers.ts';

const CASE = 'Funda antigolpes para Redmi Note 14 Pro';

test('the data policy and the terms are linked from the footer, say what the law asks, and axe finds nothing on them', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Política de tratamiento de datos', exact: true }).click();
  await expect(page).toHaveURL(/\/politica-de-datos$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de tratamiento de datos personales');
  const policy = page.getByRole('main');
  await expect(policy.getByRole('heading', { name: '5. Tus derechos' })).toBeVisible();
  await expect(policy).toContainText('Superintendencia de Industria y Comercio');
  await expect(policy).toContainText('máximo 10 días hábiles');
  await expect(policy).toContainText('2 años desde que llegan');
  await expect(policy).toContainText('90 días sin cambios');
  await expect(policy.getByRole('link', { name: 'Ir a Mi perfil' })).toHaveAttribute('href', '/perfil');
  await waitForIslands(page);
  await expectNoAxeViolations(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones', exact: true }).click();
  await expect(page).toHaveURL(/\/terminos$/);
  const terms = page.getByRole('main');
  await expect(terms.getByRole('heading', { name: '4. Derecho de retracto (productos)' })).toBeVisible();
  await expect(terms).toContainText('5 días hábiles siguientes a su entrega');
  await expect(terms).toContainText('artículo 51 de la Ley 1480 de 2011');
  await expect(terms).toContainText('hasta 24 horas antes');
  await waitForIslands(page);
  await expectNoAxeViolations(page);
});

test('a guest cannot pay without ticking both boxes: the boxes say why and nothing is ordered', async ({ page }) => {
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/payment/create-order')) orders.push(request.url());
  });
  await page.goto('/fundas');
  await addFromListing(page, CASE);
  await page.goto('/cart');
  await saveShipping(page, { ...valentina, method: 'pickup', city: '', neighborhood: '', deliveryTime: '' });

  const panel = page.getByRole('region', { name: 'Pago' });
  const policyBox = panel.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ });
  const termsBox = panel.getByRole('checkbox', { name: /Acepto los términos/ });
  const pay = panel.getByRole('button', { name: 'Pagar (modo de prueba)' });
  await expect(policyBox).not.toBeChecked();
  await expect(termsBox).not.toBeChecked();
  await expect(panel.getByRole('link', { name: /política de tratamiento de datos/ })).toHaveAttribute('href', '/politica-de-datos');
  await expect(panel.getByRole('link', { name: /términos/ })).toHaveAttribute('href', '/terminos');

  await pay.click();
  await expect(policyBox).toHaveAccessibleDescription(messages.dataPolicyRequired);
  await expect(termsBox).toHaveAccessibleDescription(messages.termsRequired);
  await expect(policyBox).toBeFocused();
  await expectNoAxeViolations(page);

  // One box is not enough.
  await policyBox.check();
  await pay.click();
  await expect(termsBox).toHaveAccessibleDescription(messages.termsRequired);
  await expect(termsBox).toBeFocused();
  await expect(page).toHaveURL(/\/cart$/);
  expect(orders).toEqual([]);

  await termsBox.check();
  await pay.click();
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);
  expect(orders).toHaveLength(1);
});

test('the newsletter asks only with its own box, counts once the link in its e-mail confirms it, and its other link unsubscribes with one click', async ({
  page,
}) => {
  const email = `vecina.${Date.now().toString(36)}@correo.co`;
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/newsletter')) posts.push(request.postData() ?? '');
  });
  await page.goto('/nosotros');
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Suscripción a las novedades' });
  const box = form.getByRole('checkbox', { name: 'Acepto recibir novedades y ofertas por correo' });
  const submit = form.getByRole('button', { name: 'Suscribirme' });
  // The form comes to life when it scrolls into view.
  await form.scrollIntoViewIfNeeded();
  await expect(submit).toBeEnabled();
  await form.getByLabel('Correo electrónico').fill(email);
  await submit.click();
  await expect(box).toHaveAccessibleDescription(messages.marketingConsentRequired);
  expect(posts).toEqual([]);

  await box.check();
  await submit.click();
  await expect(form.getByRole('status')).toHaveText(messages.newsletterSubscribed);
  await expect(form.getByLabel('Correo electrónico')).toHaveValue('');
  await expect(box).not.toBeChecked();
  expect(posts).toHaveLength(1);

  // The only message: the request to confirm. Opening its link confirms nothing until the button.
  const confirmLink = new URL(await linkInMail(email, 'newsletter-confirmation', '/confirmar-suscripcion?token='));
  await page.goto(confirmLink.pathname + confirmLink.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmar suscripción');
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/confirmar-suscripcion$/);
  await waitForIslands(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirmar suscripción' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.newsletterConfirmed })).toBeVisible();
  await expectNoAxeViolations(page);

  const unsubscribeLink = new URL(await linkInMail(email, 'newsletter-confirmation', '/darse-de-baja?token='));
  await page.goto(unsubscribeLink.pathname + unsubscribeLink.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Darse de baja');
  await expect(page).toHaveURL(/\/darse-de-baja$/);
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.newsletterUnsubscribed })).toBeVisible();
  await expectNoAxeViolations(page);
});
