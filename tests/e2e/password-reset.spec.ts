import { expect, test } from '@playwright/test';
import { signIn, signUpGeneral } from './admin-helpers.ts';
import { linkInMail } from './outbox-helpers.ts';

const NEW_PASSWORD = 'nueva-clave-2026';

test('a customer who forgot the password asks for a link, opens it from the e-mail, sets a new password and is signed in', async ({
  page,
  request,
}) => {
  const user = await signUpGeneral(request, 'Olvidadiza');

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  const forgotForm = page.getByRole('form', { name: 'Recuperar contraseña' });
  // The button is enabled once the form is hydrated: an address typed before that would be lost
  // (on a busy machine hydration comes late).
  const send = forgotForm.getByRole('button', { name: 'Enviar enlace' });
  await expect(send).toBeEnabled();
  await forgotForm.getByLabel('Correo electrónico').fill(user.email);
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Si el correo está registrado, te enviamos un enlace' })).toBeVisible();

  const link = await linkInMail(user.email, 'password-reset', '/reset-password?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Crear una contraseña nueva' })).toBeVisible();
  // The token leaves the address bar as soon as the page has it.
  await expect(page).toHaveURL(/\/reset-password$/);
  const resetForm = page.getByRole('form', { name: 'Crear una contraseña nueva' });
  await resetForm.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
  await resetForm.getByLabel('Confirma la contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
  await resetForm.getByRole('button', { name: 'Guardar contraseña' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: `Menú de tu cuenta: ${user.name}` })).toBeVisible();

  // The link worked once: opened again, the page says so at once, before anything is typed, and
  // offers a new one. The old password no longer signs in, the new one does.
  await page.goto(link);
  await expect(
    page.getByRole('alert').filter({ hasText: 'El enlace para restablecer la contraseña no es válido o ya venció.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Contraseña nueva', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/forgot-password');
  expect((await request.post('/api/signin', { data: { email: user.email, password: user.password } })).status()).toBe(401);
  expect((await request.post('/api/signin', { data: { email: user.email, password: NEW_PASSWORD } })).status()).toBe(200);
});

test('a signed-in customer changes the password on the profile', async ({ page, request }) => {
  const user = await signUpGeneral(request, 'Cuidadosa');
  await signIn(page, user);
  await page.goto('/perfil');
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual', { exact: true }).fill('no-es-esta-clave');
  await form.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirma la contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();

  await form.getByLabel('Contraseña actual', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Contraseña actualizada. Cerramos tus otras sesiones.' })).toBeVisible();
  // This browser stays signed in.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: `Menú de tu cuenta: ${user.name}` })).toBeVisible();
  expect((await request.post('/api/signin', { data: { email: user.email, password: NEW_PASSWORD } })).status()).toBe(200);
});
