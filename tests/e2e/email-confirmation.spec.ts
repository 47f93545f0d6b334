/**
 * The account's e-mail, confirmed from its own mailbox: a new customer sees on /perfil that the
 * e-mail is not confirmed, asks for the link again, opens the newest one from the e-mail (the
 * older one no longer works), presses the button — opening the page confirms nothing — and
 * /perfil shows the e-mail confirmed.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { messages } from '../../src/domain/shared/messages.ts';
import { signIn, signUpGeneral } from './admin-helpers.ts';
import { expectNoAxeViolations } from './cart-helpers.ts';

/** The confirmation links sent to this address, oldest first (the outbox's files start with their time). */
async function confirmationLinks(email: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.includes('-email-confirmation-')).sort();
  const links: string[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    if (!to.some((address) => address?.text === email)) continue;
    const link = [...String(mail.html || '').matchAll(/href="([^"]+)"/g)]
      .map((match) => match[1]!.replaceAll('&amp;', '&'))
      .find((href) => href.includes('/confirmar-correo?token='));
    if (link) links.push(link);
  }
  return links;
}

test('a new customer confirms the e-mail from the link and /perfil shows it confirmed', async ({ page, request }) => {
  const user = await signUpGeneral(request, 'Confirmadora');
  await expect.poll(async () => (await confirmationLinks(user.email)).length).toBe(1);
  const [signUpLink] = await confirmationLinks(user.email);

  await signIn(page, user);
  await page.goto('/perfil');
  const card = page.getByRole('region', { name: user.name });
  await expect(card.getByText(user.email)).toBeVisible();
  await expect(card.getByText('Sin confirmar', { exact: true })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Confirma tu correo' });
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Enviar el enlace de nuevo' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: messages.emailConfirmationSent })).toBeVisible();
  await expect.poll(async () => (await confirmationLinks(user.email)).length).toBe(2);
  const newest = (await confirmationLinks(user.email)).at(-1)!;
  expect(newest).not.toBe(signUpLink);

  // The older link was replaced by the new one.
  await page.goto(signUpLink!);
  await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.emailConfirmLinkInvalid })).toBeVisible();

  // Opening the page confirms nothing: only the button does.
  await page.goto(newest);
  await expect(page.getByRole('heading', { name: 'Confirmar mi correo' })).toBeVisible();
  await expect(page).toHaveURL(/\/confirmar-correo$/);
  expect(((await (await page.request.get('/api/user-details')).json()) as { data: { emailConfirmed: boolean } }).data.emailConfirmed).toBe(
    false,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.emailConfirmed })).toBeVisible();

  await page.getByRole('link', { name: 'Ir a mi perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(card.getByText('Confirmado', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirma tu correo' })).toHaveCount(0);
});
