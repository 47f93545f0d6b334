/**
 * Getting back into an account: a session ended in another browser is forgotten there and /login
 * says why (the following pages ask the server nothing more); /login signed in goes to /perfil; a
 * reset link that no longer works says so as its page opens.
 */
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { expectNoAxeViolations, waitForIslands } from './cart-helpers.ts';
import { signIn, signUpGeneral } from './admin-helpers.ts';

const SESSION_ENDED = 'Tu sesión se cerró. Inicia sesión de nuevo.';

test('a password changed in one browser signs the other out: /login says so, and the next pages no longer ask for the user', async ({
  browser,
  request,
}) => {
  const user = await signUpGeneral(request, 'Dos navegadores');
  const here = await browser.newContext({ baseURL });
  const there = await browser.newContext({ baseURL });
  try {
    const changer = await here.newPage();
    const stale = await there.newPage();
    await signIn(changer, user);
    await signIn(stale, user);
    await stale.goto('/perfil');
    await expect(stale.getByRole('banner').getByRole('button', { name: `Menú de tu cuenta: ${user.name}` })).toBeVisible();

    const changed = await changer.request.patch('/api/profile/password', {
      headers: { Origin: new URL(baseURL).origin },
      data: { currentPassword: user.password, password: 'clave-nueva-2026', confirmPassword: 'clave-nueva-2026' },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    // The other browser moves on to a page that needs the account.
    await stale.goto('/orders');
    await expect(stale).toHaveURL(/\/login$/);
    await expect(stale.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible();
    expect((await there.cookies()).map((cookie) => cookie.name)).not.toContain('tienda_sesion');

    // The browser forgot the session: the following pages ask nothing about it.
    let asked = 0;
    stale.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/user-details') asked += 1;
    });
    for (const path of ['/', '/productos', '/login']) {
      await stale.goto(path);
      await waitForIslands(stale);
      await expect(stale.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    }
    expect(asked).toBe(0);
    // The message was for the page it led to, not for every later visit.
    await expect(stale.getByRole('alert').filter({ hasText: SESSION_ENDED })).toHaveCount(0);
  } finally {
    await here.close();
    await there.close();
  }
});

test('/login visited while signed in goes to /perfil', async ({ page, request }) => {
  const user = await signUpGeneral(request, 'Ya dentro');
  await signIn(page, user);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('banner').getByRole('button', { name: `Menú de tu cuenta: ${user.name}` })).toBeVisible();
});

test('a reset link that does not work says so as the page opens, with a link to ask for a new one', async ({ page }) => {
  await page.goto('/reset-password?token=enlace-que-no-existe');
  await waitForIslands(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'El enlace para restablecer la contraseña no es válido o ya venció.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Contraseña nueva', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/forgot-password');
  await expectNoAxeViolations(page);
});
