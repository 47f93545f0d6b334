/**
 * A PQR sent from /contacto is filed: the page keeps its radicado and the date of the answer, and
 * its sender gets the acknowledgement by e-mail with their words quoted. It runs on the pesos shop
 * (its own data dir), so the main shop's shared budget of contact messages per address stays
 * for the other specs.
 */
import { expect, test } from '@playwright/test';
import { pesosShopURL } from '../../playwright.config.ts';
import { answerDeadline } from '../../src/domain/contact/contact-requests.ts';
import { formatDay } from '../../src/domain/shared/dates.ts';
import { expectNoAxeViolations } from './cart-helpers.ts';
import { ownEmail } from './own-data.ts';
import { messagesTo } from './outbox-helpers.ts';

test.use({ baseURL: pesosShopURL });

test('a PQR shows its radicado on the page and is acknowledged by e-mail', async ({ page }) => {
  const email = ownEmail('pqr');
  await page.goto('/contacto');
  const form = page.getByRole('form', { name: 'Formulario de Contacto' });
  await expect(form.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  await form.getByLabel('Nombre').fill('Marta Restrepo');
  await form.getByLabel('Correo').fill(email);
  await form.getByLabel('Tipo de solicitud').selectOption({ label: 'Petición, queja o reclamo (PQR)' });
  await form.getByLabel('Asunto').fill('Garantía del portátil');
  await form.getByLabel('Mensaje').fill('El portátil no enciende.\nLo compré hace dos semanas.');
  await form.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
  const sentFrom = new Date();
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '¡Formulario enviado con éxito!' })).toBeVisible();

  const filed = form.getByRole('status').filter({ hasText: 'Radicamos tu solicitud' });
  const number = filed.getByText(/^Radicado N\.º PQR-\d{4}-\d{6}$/);
  await expect(number).toBeVisible();
  const radicado = (await number.textContent())!.replace('Radicado N.º ', '');
  // 15 business days from the day it arrived (Bogotá), whichever side of midnight the click fell.
  const answerDates = [sentFrom, new Date()].map((at) => `Te responderemos a más tardar el ${formatDay(answerDeadline('pqr', at)!)}.`);
  expect(answerDates).toContain(await filed.getByText(/^Te responderemos a más tardar el /).textContent());
  await expect(filed).toContainText(`Te enviamos una copia a ${email}.`);
  await expect(form.getByLabel('Mensaje')).toHaveValue('');
  await expectNoAxeViolations(page);

  const shopDataDir = process.env.E2E_WOMPI_DATA_DIR ?? '';
  await expect.poll(async () => (await messagesTo(email, 'contact-acknowledgement', shopDataDir)).length).toBe(1);
  const [ack] = await messagesTo(email, 'contact-acknowledgement', shopDataDir);
  expect(ack!.subject).toBe(`Recibimos tu solicitud · Radicado N.º ${radicado}`);
  expect(ack!.text).toContain('> El portátil no enciende.\n> Lo compré hace dos semanas.');
  expect(ack!.text).toContain('Asunto: Garantía del portátil');
});
