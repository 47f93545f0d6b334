/**
 * Who may use the admin panel: roles changed by an admin, and a GENERAL user
 * (or a visitor) sent home from every admin URL, with every admin API call refused.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { roleNames } from '../../src/domain/accounts/role-names.ts';
import { formatBogotaDateTime } from '../../src/domain/schedule/schedule.ts';
import { ADMIN, adminUrls, expectOk, getAgainOnReset, originHeader, signIn, signUpGeneral } from './admin-helpers.ts';

test('an admin changes a user role, and cannot remove their own', async ({ page, request, baseURL }) => {
  const user = await signUpGeneral(request, 'Valentina');
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-users');

  const row = page.getByRole('row').filter({ hasText: user.email });
  // Roles are named as the profile names them; the stored values stay ADMIN and GENERAL.
  const roleOf = (target: typeof row) => target.locator(`td[data-label="${adminMessages.adminColRole}"]`);
  await expect(row.getByRole('rowheader')).toHaveText(user.name);
  await expect(roleOf(row)).toHaveText(roleNames.GENERAL);
  await expect(row).toContainText('3001234567');
  const listed = (await (await expectOk(await getAgainOnReset(page.request, '/api/all-user'))).json()) as {
    data: { email: string; createdAt: string }[];
  };
  const createdAt = listed.data.find((candidate) => candidate.email === user.email)?.createdAt ?? '';
  await expect(row).toContainText(formatBogotaDateTime(createdAt));

  const edit = row.getByRole('button', { name: `Editar rol de ${user.name}` });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar rol' });
  await expect(dialog).toContainText(user.email);
  await expect(dialog.getByLabel('Rol', { exact: true }).getByRole('option')).toHaveText([roleNames.ADMIN, roleNames.GENERAL]);
  await dialog.getByLabel('Rol', { exact: true }).selectOption({ label: roleNames.ADMIN });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  // Making someone Administrador asks first; "Volver" changes nothing.
  const promote = page.getByRole('dialog', { name: adminMessages.adminPromoteTitle });
  await expect(promote).toContainText(adminMessages.adminPromoteQuestion(user.name, user.email));
  await promote.getByRole('button', { name: adminMessages.adminPromoteBack }).click();
  await expect(promote).toBeHidden();
  await expect(dialog.getByLabel('Rol', { exact: true })).toHaveValue('ADMIN');
  await expect(roleOf(row)).toHaveText(roleNames.GENERAL);
  const signedIn = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  await expectOk(await signedIn.post('/api/signin', { data: { email: user.email, password: user.password } }));
  expect((await signedIn.get('/api/all-user')).status()).toBe(403);
  await signedIn.dispose();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await promote.getByRole('button', { name: adminMessages.adminPromoteConfirm }).click();
  await expect(page.getByText(messages.roleUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(roleOf(row)).toHaveText(roleNames.ADMIN);

  // The new admin really is one, on the server.
  const promoted = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  await expectOk(await promoted.post('/api/signin', { data: { email: user.email, password: user.password } }));
  expect((await promoted.get('/api/all-user')).status()).toBe(200);
  await promoted.dispose();

  // An admin cannot take the role away from themself: the server's message is shown.
  const me = page.getByRole('row').filter({ hasText: ADMIN.email });
  await me.getByRole('button', { name: /^Editar rol de / }).click();
  await dialog.getByLabel('Rol', { exact: true }).selectOption({ label: roleNames.GENERAL });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText(messages.cannotRemoveOwnAdmin)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(roleOf(me)).toHaveText(roleNames.ADMIN);

  // Back to GENERAL through the API, so no other test meets an extra admin.
  const listedAgain = (await (await expectOk(await getAgainOnReset(page.request, '/api/all-user'))).json()) as {
    data: { _id: string; email: string }[];
  };
  const userId = listedAgain.data.find((candidate) => candidate.email === user.email)?._id;
  await expectOk(await page.request.post('/api/update-user', { headers: originHeader(baseURL), data: { userId, role: 'GENERAL' } }));
});

test('a GENERAL user is sent home from every admin URL, and every admin call answers 403', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const user = await signUpGeneral(request, 'Curioso');
  await signIn(page, user);

  for (const url of adminUrls) {
    await page.goto(url);
    await expect(page, url).toHaveURL(`${baseURL}/`);
  }
  // Nothing of the panel was fetched for them along the way.
  await expect(page.getByRole('heading', { name: 'Productos y servicios' })).toHaveCount(0);

  const someId = '0123456789abcdef01234567';
  const headers = originHeader(baseURL);
  const calls: [string, () => ReturnType<typeof page.request.get>][] = [
    ['GET all-user', () => page.request.get('/api/all-user')],
    ['POST update-user', () => page.request.post('/api/update-user', { headers, data: { userId: someId, role: 'ADMIN' } })],
    ['POST categories', () => page.request.post('/api/categories', { headers, data: { name: 'Intrusos' } })],
    ['POST upload-product', () => page.request.post('/api/upload-product', { headers, data: { productName: 'x' } })],
    ['POST update-product', () => page.request.post('/api/update-product', { headers, data: { _id: someId } })],
    ['DELETE product', () => page.request.delete(`/api/product/${someId}`, { headers })],
    [
      'POST media',
      () =>
        page.request.post('/api/media', {
          headers,
          multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
        }),
    ],
    ['PUT shippingRates', () => page.request.put('/api/shippingRates', { headers, data: { shippingRates: [] } })],
    ['GET transactions reservas', () => page.request.get('/api/transactions?type=reservas')],
    ['GET transactions ventas', () => page.request.get('/api/transactions?type=ventas')],
    ['GET export.csv', () => page.request.get('/api/transactions/export.csv?type=reservas')],
    ['PATCH transaction', () => page.request.patch(`/api/transactions/${someId}`, { headers, data: { status: 'cancelada' } })],
    ['DELETE transaction', () => page.request.delete(`/api/transactions/${someId}`, { headers })],
    ['POST reservations/manual', () => page.request.post('/api/reservations/manual', { headers, data: {} })],
    ['GET contact-messages', () => page.request.get('/api/contact-messages')],
    ['GET publish-status', () => page.request.get('/api/admin/publish-status')],
    ['GET agenda', () => page.request.get('/api/admin/agenda?from=2026-03-04&to=2026-03-10')],
  ];
  for (const [name, call] of calls) {
    const response = await call();
    expect(response.status(), name).toBe(403);
    // Refused for the role, not for a missing Origin.
    expect(((await response.json()) as { message: string }).message, name).toBe(messages.adminOnly);
  }
  // The shipping rates a GENERAL user tried to wipe are still there.
  const rates = (await (await expectOk(await getAgainOnReset(request, '/api/shippingRates'))).json()) as { data: unknown[] };
  expect(rates.data.length).toBeGreaterThan(0);
});

test('a visitor who is not signed in is sent home too', async ({ page, baseURL }) => {
  await page.goto('/admin-panel/all-users');
  await expect(page).toHaveURL(`${baseURL}/`);
  expect((await page.request.get('/api/all-user')).status()).toBe(401);
});
