/**
 * The owner sets a shared resource: adds "Cabina" × 2 on /admin-panel/recursos, gives it to two
 * services of the test's own (one in the service form, one through the API), and then the two
 * services share its places: a third booking of the hour is refused, and the agenda shows 2 / 2.
 * The list is the shop's one, so it is changed only while holding its lock, and the test's
 * resource is removed again at the end.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { agendaMessages } from '../../src/domain/bookings/messages-agenda.ts';
import { resourceMessages } from '../../src/domain/bookings/messages-resources.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Resource } from '../../src/domain/bookings/resources.ts';
import { ADMIN, expectOk, originHeader, reservationDate, signIn, uniqueTag } from './admin-helpers.ts';
import { ownService, whileHolding } from './own-data.ts';

async function resourcesNow(request: APIRequestContext): Promise<Resource[]> {
  return ((await (await expectOk(await request.get('/api/admin/resources'))).json()) as { data: Resource[] }).data;
}

test('the owner adds a resource of two places; two services on it share them, and the agenda shows 2 / 2', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = uniqueTag();
  const name = `Cabina ${tag}`;
  const headers = originHeader(baseURL);
  const [first, second] = [
    await ownService(request, { label: 'Masaje relajante' }),
    await ownService(request, { label: 'Masaje profundo' }),
  ];
  await signIn(page, ADMIN);
  const admin = page.request;

  await whileHolding('resources', async () => {
    await page.goto('/admin-panel/recursos');
    await expect(page.getByRole('heading', { name: resourceMessages.title })).toBeVisible();
    await page.getByRole('button', { name: resourceMessages.add }).click();
    const rows = page.getByRole('group');
    const row = rows.last();
    await row.getByLabel(resourceMessages.nameLabel).fill(name);
    await row.getByLabel(resourceMessages.capacityLabel).fill('0');
    await page.getByRole('button', { name: resourceMessages.save }).click();
    // The form keeps the refusal beside the fields; a toast says it too, so look in the form alone.
    const form = page.locator('form.admin-resources');
    await expect(form.getByRole('alert').filter({ hasText: resourceMessages.capacityInvalid(20) })).toBeVisible();
    await row.getByLabel(resourceMessages.capacityLabel).fill('2');
    await page.getByRole('button', { name: resourceMessages.save }).click();
    await expect(page.getByText(resourceMessages.saved)).toBeVisible();
    const cabin = (await resourcesNow(admin)).find((resource) => resource.name === name);
    expect(cabin).toMatchObject({ name, capacity: 2 });

    try {
      // The first service gets it in the service form; the second through the API.
      await page.goto('/admin-panel/all-products');
      await page.getByLabel('Buscar en el catálogo').fill(first.productName);
      await page.getByRole('button', { name: `Editar ${first.productName}` }).click();
      const editDialog = page.getByRole('dialog', { name: 'Editar producto' });
      const select = editDialog.getByLabel(resourceMessages.serviceFieldLabel);
      await expect(select).toHaveValue('');
      await select.selectOption({ label: resourceMessages.serviceFieldOption(name, 2) });
      await editDialog.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText(messages.productSaved)).toBeVisible();
      await expect(editDialog).toBeHidden();
      const details = await expectOk(await admin.post('/api/product-details', { headers, data: { productId: first._id } }));
      const stored = ((await details.json()) as { data: { resourceId?: string } }).data;
      expect(stored.resourceId).toBe(cabin!._id);
      const { _id: _ignored, createdAt: _c, updatedAt: _u, ...fields } = second as unknown as Record<string, unknown>;
      await expectOk(await admin.post('/api/update-product', { headers, data: { ...fields, _id: second._id, resourceId: cabin!._id } }));

      // Two bookings of 10:00, one of each service, fill the cabin; a third is refused.
      const date = reservationDate(5);
      const byPhone = (serviceId: string, customer: string) =>
        admin.post('/api/reservations/manual', {
          headers,
          data: { serviceId, reservationDate: date, reservationTime: '10:00', customer: { name: customer, tel: '3001112233' } },
        });
      await expectOk(await byPhone(first._id, `Primera ${tag}`));
      const left = (await (await request.get(`/api/services/${second._id}/availability?date=${date}`)).json()) as {
        data: { slots: { time: string; remaining: number }[] };
      };
      expect(left.data.slots.find((slot) => slot.time === '10:00')?.remaining).toBe(1);
      await expectOk(await byPhone(second._id, `Segunda ${tag}`));
      expect((await byPhone(first._id, `Tercera ${tag}`)).status()).toBe(409);

      await page.goto(`/admin-panel/agenda?dia=${date}&vista=dia&servicio=${first._id}`);
      const table = page.getByRole('region', { name: agendaMessages.tableRegion });
      await expect(table.getByText(`Primera ${tag}`)).toBeVisible();
      await expect(table.getByText(resourceMessages.use(2, 2)).first()).toBeVisible();
    } finally {
      // The test's services and its resource go away again (a used resource cannot be removed).
      for (const service of [first, second]) await admin.delete(`/api/product/${service._id}`, { headers });
      const others = (await resourcesNow(admin)).filter((resource) => resource.name !== name);
      await expectOk(await admin.put('/api/admin/resources', { headers, data: { resources: others } }));
    }
  });
});
