/**
 * The texts about hours follow the owner's current hours, without a rebuild: the prebuilt lists
 * (footer, /contacto, /reservar) are rewritten from GET /api/schedule once the page is idle, and a
 * picker says the chosen day's own hours and starts (a special day's with its reason; a closed day
 * why it is closed).
 *
 * The weekly hours are the whole shop's and other specs book on every weekday, so the changed week
 * is the answer of GET /api/schedule as this page receives it (the server's side is proved by the
 * api tests); the special days are real ones, in the closures' own window (75–89 days ahead), which
 * no other spec books (docs/testing.md).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hoursMessages } from '../../src/domain/schedule/messages-hours.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { addDays, bogotaMoment, holidayName, isTuesday, weekdayOf } from '../../src/domain/schedule/schedule.ts';
import { businessHoursOf, defaultSchedule, type ShopSchedule } from '../../src/domain/schedule/shop-schedule.ts';
import { escapeRegex } from '../../src/domain/catalogue/catalogue.ts';
import { ADMIN, expectOk, originHeader, uniqueTag } from './admin-helpers.ts';
import { shopDay } from './cart-helpers.ts';

/** The default week with Monday changed to 10:00–14:00. */
const mondayChanged: ShopSchedule = {
  ...defaultSchedule,
  week: defaultSchedule.week.map((day, weekday) => (weekday === 1 ? { open: true, from: '10:00', to: '14:00' } : day)),
};

/** Every page of this test reads `schedule` as the owner's hours. */
async function answerSchedule(page: Page, schedule: ShopSchedule) {
  await page.route('**/api/schedule', (route) =>
    route.fulfill({ json: { success: true, error: false, message: '', data: { schedule, closures: [] } } }),
  );
}

/** A sample service of /reservar, only looked at (never booked): one of the sample shop's own. */
async function sampleService(request: APIRequestContext): Promise<Product> {
  const all = ((await (await expectOk(await request.get('/api/get-product'))).json()) as { data: Product[] }).data;
  const service = all.find((p) => p.category === 'Servicios' && p.brandName !== 'Prueba automática' && p.stock > 0 && !p.serviceStarts);
  if (!service) throw new Error('the sample shop has no service of /reservar');
  return service;
}

/** Days of the closures' window (75–89 days ahead) that are no holiday: a Tuesday and another weekday, picked at random. */
function closureWindowDays(): { tuesday: string; other: string } {
  const today = bogotaMoment(new Date()).date;
  const days = Array.from({ length: 15 }, (_, index) => addDays(today, 75 + index)).filter((date) => !holidayName(date));
  const shuffled = days.sort(() => Math.random() - 0.5);
  const tuesday = shuffled.find(isTuesday);
  const other = shuffled.find((date) => !isTuesday(date) && weekdayOf(date) !== 0);
  if (!tuesday || !other) throw new Error('No days in the closures’ window');
  return { tuesday, other };
}

test.describe('hours texts at 390 px and 1280 px', () => {
  for (const width of [390, 1280]) {
    test(`the prebuilt hours and the picker’s texts follow the owner’s current week (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await answerSchedule(page, mondayChanged);
      const changed = businessHoursOf(mondayChanged);
      expect(hoursMessages.appointmentLines(changed)).not.toEqual(hoursMessages.appointmentLines());

      await page.goto('/contacto');
      const main = page.getByRole('main');
      const footer = page.getByRole('contentinfo');
      const appointments = (scope: typeof main) =>
        scope.getByRole('list', { name: hoursMessages.appointmentsListLabel }).getByRole('listitem');
      await expect(appointments(main)).toHaveText(hoursMessages.appointmentLines(changed));
      await expect(appointments(footer)).toHaveText(hoursMessages.appointmentLines(changed));

      const service = await sampleService(request);
      await page.goto('/reservar');
      await expect(appointments(main)).toHaveText(hoursMessages.appointmentLines(changed));
      await expect(page.locator('form[data-ready="true"]')).toBeVisible();
      await page.getByRole('radio', { name: new RegExp(escapeRegex(service.productName)) }).check();
      const form = page.locator('form.reservar-form');
      let monday = shopDay(7);
      while (weekdayOf(monday) !== 1 || holidayName(monday)) monday = addDays(monday, 1);
      await form.getByLabel('Fecha de la cita').fill(monday);
      await expect(form.getByText(hoursMessages.chosenDayHint(1, { opens: 10, closes: 14 }, null))).toBeVisible();
      await expect(form.locator('.picker-starts')).toHaveText(hoursMessages.dayStarts(10, 13));
      await expect(form.getByText('de 8:00 am a 6:00 pm')).toHaveCount(0);
      const offered = form.getByRole('group', { name: 'Hora de la cita' }).getByRole('radio');
      await expect(offered.first()).toHaveAccessibleName(/^10:00/);
      await expect(offered.last()).toHaveAccessibleName(/^13:00/);
    });
  }

  test('a special Tuesday says its own hours, and a closed day says why (390 px)', async ({ page, request, playwright, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const tag = uniqueTag();
    const { tuesday, other } = closureWindowDays();
    const specialReason = `Feria de belleza ${tag}`;
    const closedReason = `Inventario ${tag}`;
    const origin = originHeader(baseURL);
    const admin = await playwright.request.newContext({ baseURL: origin.Origin, extraHTTPHeaders: origin });
    await expectOk(await admin.post('/api/signin', { data: ADMIN }));
    try {
      await expectOk(
        await admin.post('/api/admin/closures', {
          data: { from: tuesday, to: tuesday, reason: specialReason, hours: { from: '11:00', to: '15:00' } },
        }),
      );
      await expectOk(await admin.post('/api/admin/closures', { data: { from: other, to: other, reason: closedReason } }));

      const service = await sampleService(request);
      await page.goto('/reservar');
      await expect(page.locator('form[data-ready="true"]')).toBeVisible();
      await page.getByRole('radio', { name: new RegExp(escapeRegex(service.productName)) }).check();
      const form = page.locator('form.reservar-form');
      const date = form.getByLabel('Fecha de la cita');

      await date.fill(tuesday);
      await expect(form.getByText(hoursMessages.chosenDayHint(2, { opens: 11, closes: 15 }, specialReason))).toBeVisible();
      await expect(form.getByText(/los martes estamos cerrados/)).toHaveCount(0);
      await expect(form.locator('.picker-starts')).toHaveText(hoursMessages.dayStarts(11, 13));
      const offered = form.getByRole('group', { name: 'Hora de la cita' }).getByRole('radio');
      await expect(offered.first()).toHaveAccessibleName(/^11:00/);
      await expect(offered.last()).toHaveAccessibleName(/^13:00/);

      await date.fill(other);
      await expect(form.getByRole('alert')).toHaveText(messages.closureDay(closedReason));

      await date.fill(addDays(tuesday, -7));
      await expect(form.getByRole('alert')).toHaveText(messages.tuesdayClosed);
    } finally {
      const listed = (await (await admin.get('/api/admin/closures')).json()) as { data?: { _id: string; reason: string }[] };
      for (const closure of listed.data?.filter((entry) => entry.reason.endsWith(tag)) ?? []) {
        await admin.delete(`/api/admin/closures/${closure._id}`);
      }
      await admin.dispose();
    }
  });
});
