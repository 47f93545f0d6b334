/**
 * The owner's tables: a neighbourhood's fee edited in place, and e-mails in the admin tables
 * that wrap only at "@" and ".".
 */
import { expect, test, type Locator } from '@playwright/test';
import { messages } from '../../src/domain/shared/messages.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { ADMIN, againOnReset, expectOk, getAgainOnReset, originHeader, reservationDate, signIn, uniqueTag } from './admin-helpers.ts';
import { ownService, whileHolding } from './own-data.ts';

interface Rate {
  city: string;
  default: number;
  neighborhoods: Record<string, number>;
}

test('an admin changes a neighbourhood’s fee in place, saves, and finds it after a reload', async ({ page, request, baseURL }) => {
  await signIn(page, ADMIN);
  // A city of the test's own: the fees other tests pay (El Poblado's…) never change under them.
  const city = `Caldas ${uniqueTag()}`;
  const neighborhood = 'La Valeria';
  const fee0 = 9000;
  const newFee = fee0 + 1500;
  const headers = originHeader(baseURL);
  const ratesNow = async () =>
    ((await (await expectOk(await getAgainOnReset(request, '/api/shippingRates'))).json()) as { data: Rate[] }).data;
  const saveRates = (shippingRates: Rate[]) =>
    againOnReset(() => page.request.put('/api/shippingRates', { headers, data: { shippingRates } }));
  await whileHolding('shipping-rates', async () => {
    await expectOk(await saveRates([...(await ratesNow()), { city, default: 12_000, neighborhoods: { [neighborhood]: fee0 } }]));
    try {
      await page.goto('/admin-panel/all-shipping-rates');
      await page.getByRole('button', { name: messages.editShippingRates }).click();
      const dialog = page.getByRole('dialog', { name: messages.editShippingRates });
      const cityGroup = dialog.getByRole('group', { name: city, exact: true });
      const fee = cityGroup.getByLabel(`Tarifa de ${neighborhood}`);
      await expect(fee).toHaveValue(String(fee0));

      // A wrong fee is said beside it and nothing is saved.
      await fee.fill('mucho');
      await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(cityGroup.getByText(messages.shippingFeeInvalid)).toBeVisible();
      await expect(fee).toHaveAttribute('aria-invalid', 'true');

      await fee.fill(String(newFee));
      await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText(messages.shippingUpdated)).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.reload();
      const card = page.getByRole('article', { name: city });
      await expect(card.getByRole('row', { name: `${neighborhood} ${formatCop(newFee)}` })).toBeVisible();
      await page.getByRole('button', { name: messages.editShippingRates }).click();
      await expect(page.getByRole('dialog', { name: messages.editShippingRates }).getByLabel(`Tarifa de ${neighborhood}`)).toHaveValue(
        String(newFee),
      );
    } finally {
      await expectOk(await saveRates((await ratesNow()).filter((rate) => rate.city !== city)));
    }
  });
});

/** The lines an element's text takes, and whether any piece of it (between two wrap points) was split. */
function wrapping(element: Locator) {
  return element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    let splitPieces = 0;
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) splitPieces += 1;
      for (const rect of rects) tops.add(Math.round(rect.top));
    }
    return { lines: tops.size, splitPieces };
  });
}

test('admin tables keep an e-mail whole when there is room, and wrap it only at "@" and "."', async ({ page, request, baseURL }) => {
  const tag = uniqueTag().toLowerCase();
  const email = `laura.restrepo.${tag}@correo-empresa.co`;
  const customer = `Cliente correo ${tag}`;
  const date = reservationDate(33);
  const service = await ownService(request);
  await signIn(page, ADMIN);
  await expectOk(
    await page.request.post('/api/reservations/manual', {
      headers: originHeader(baseURL),
      data: {
        serviceId: service._id,
        reservationDate: date,
        reservationTime: '10:00',
        customer: { name: customer, tel: '3001112233', email },
      },
    }),
  );

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/admin-panel/all-reservas');
  const filters = page.getByRole('form', { name: 'Filtros' });
  await filters.getByLabel('Desde').fill(date);
  await filters.getByLabel('Hasta').fill(date);
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  const shown = page.getByRole('row').filter({ hasText: customer }).getByText(email);
  await expect(shown).toBeVisible();
  // At 1366 px the table has the room: the address stays on one line.
  expect(await wrapping(shown)).toEqual({ lines: 1, splitPieces: 0 });

  // Narrower, it wraps — but only at its "@" and dots, never inside a word.
  await page.setViewportSize({ width: 820, height: 800 });
  await expect.poll(async () => (await wrapping(shown)).lines).toBeGreaterThan(1);
  expect((await wrapping(shown)).splitPieces).toBe(0);
});
