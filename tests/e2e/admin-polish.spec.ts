/**
 * The admin panel's layout and small polish, at 390 px and 1280 px: the side menu's labels stay in
 * their card, the hours page's controls have the forms' size, the agenda's day shows its last
 * columns, a refused save brings the first marked field into sight, the closure form's hint fits a
 * special day, the service form says what stock means, and discount codes are listed in capitals.
 * Nothing here changes what another spec relies on: the forms are left unsaved, and the one code
 * the test creates is its own and removed at the end.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { isServiceCategory } from '../../src/domain/catalogue/catalogue.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { scheduleMessages } from '../../src/domain/schedule/messages-schedule.ts';
import { ADMIN, expectOk, originHeader, signIn, uniqueTag } from './admin-helpers.ts';

/** Where a control sits on the screen, and the dialog head's bottom edge when it is in a dialog. */
async function placeOf(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const head = element.closest('dialog')?.querySelector('.dialog-head')?.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, coveredUpTo: head ? head.bottom : 0, height: window.innerHeight };
  });
}

/** The control is on screen, below a dialog's sticky head. */
async function expectInSight(control: Locator) {
  const place = await placeOf(control);
  expect(place.top, 'below the dialog head').toBeGreaterThanOrEqual(place.coveredUpTo);
  expect(place.bottom, 'above the bottom of the screen').toBeLessThanOrEqual(place.height);
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the menu’s labels stay in their card and the hours page’s controls are the forms’ size', async ({ page }) => {
      await signIn(page, ADMIN);
      await page.goto('/admin-panel/horarios');
      const menu = page.getByRole('navigation', { name: adminMessages.adminNavLabel });
      const closures = menu.getByRole('link', { name: adminMessages.adminNavClosures });
      await expect(closures).toBeAttached();
      const overflowing = await menu.evaluate((nav) => {
        const card = nav.getBoundingClientRect();
        const wide = window.innerWidth >= 768;
        return [...nav.querySelectorAll('a')]
          .filter((link) => link.scrollWidth > link.clientWidth + 1 || (wide && link.getBoundingClientRect().right > card.right))
          .map((link) => link.textContent?.trim());
      });
      expect(overflowing).toEqual([]);

      // Every select and box of the weekly hours has the size of the other forms' controls.
      const monday = page.getByRole('combobox', { name: scheduleMessages.fromLabel('lunes') }).first();
      await expect(monday).toBeVisible();
      const sizes = await page
        .locator('.schedule-table')
        .first()
        .evaluate((table) => ({
          selects: [...table.querySelectorAll('select')].map((select) => select.getBoundingClientRect().height),
          boxes: [...table.querySelectorAll('input[type="checkbox"]')].map((box) => box.getBoundingClientRect().width),
        }));
      expect(Math.min(...sizes.selects)).toBeGreaterThanOrEqual(44);
      expect(Math.min(...sizes.boxes)).toBeGreaterThanOrEqual(20);
      expect(await noSideways(page)).toBe(true);
      const reason = page.getByLabel(scheduleMessages.closureReason, { exact: true });
      expect((await reason.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

      // The reason's hint says who reads it: customers for a closure, only the owner for a special day.
      await expect(reason).toHaveAccessibleDescription(scheduleMessages.closureReasonHint);
      await page.getByLabel(scheduleMessages.specialHoursToggle).check();
      await expect(reason).toHaveAccessibleDescription(scheduleMessages.specialReasonHint);
      await expect(page.getByRole('button', { name: scheduleMessages.addSpecialDay })).toBeVisible();
    });

    test('a refused save brings the first marked field into sight, in any admin form', async ({ page }) => {
      await signIn(page, ADMIN);

      // The shipping editor (a form with a FormAlert): Medellín's default fee is wrong, the save is pressed at the bottom.
      await page.goto('/admin-panel/all-shipping-rates');
      await page.getByRole('button', { name: messages.editShippingRates }).click();
      const editor = page.getByRole('dialog', { name: messages.editShippingRates });
      const fee = editor.getByRole('group', { name: 'Medellín', exact: true }).getByLabel(adminMessages.adminDefaultFee);
      await fee.fill('-5');
      await editor.getByRole('button', { name: adminMessages.adminSaveChanges }).click();
      await expect(editor.getByText(adminMessages.adminFixErrors)).toBeVisible();
      await expect(fee).toBeFocused();
      await expect(fee).toHaveAttribute('aria-invalid', 'true');
      await expectInSight(fee);
      await editor.getByRole('button', { name: adminMessages.adminCancel }).click();
      await expect(editor).toBeHidden();

      // The product form (its own validation): the images, first of the form, come back into sight.
      await page.goto('/admin-panel/all-products');
      await page.getByRole('button', { name: adminMessages.adminUploadProduct }).click();
      const form = page.getByRole('dialog', { name: adminMessages.adminUploadProductTitle });
      await form.getByRole('button', { name: adminMessages.adminUploadProductSubmit }).click();
      await expect(form.getByText(adminMessages.adminFixErrors)).toBeVisible();
      await expectInSight(form.getByRole('group', { name: new RegExp(adminMessages.adminProductImages) }));
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the agenda’s day shows its last column: fitted while the services fit, else reachable sideways', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin-panel/agenda');
    const grid = page.locator('.agenda-table-dia');
    await expect(grid.locator('thead th').nth(1)).toBeVisible();
    const layout = await grid.evaluate((table) => {
      const wrap = table.parentElement!;
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const columns = table.querySelectorAll('thead th').length - 1;
      return { columns, room: wrap.clientWidth, needed: (4.2 + columns * 6) * rem, scroll: wrap.scrollWidth };
    });
    expect(layout.columns).toBeGreaterThan(0);
    const last = grid.locator('thead th').last();
    if (layout.needed <= layout.room) {
      // The shop's services side by side: nothing to scroll, the last column inside the panel.
      expect(layout.scroll).toBeLessThanOrEqual(layout.room);
    } else {
      expect(layout.scroll).toBeGreaterThan(layout.room);
      await last.scrollIntoViewIfNeeded();
    }
    const inside = await last.evaluate((cell) => {
      const wrap = cell.closest('.agenda-wrap')!.getBoundingClientRect();
      return cell.getBoundingClientRect().right <= wrap.right + 1;
    });
    expect(inside).toBe(true);
    await expect(last).toBeInViewport();
  });

  test('the service form explains stock, and discount codes are listed in capitals', async ({ page, baseURL }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin-panel/all-products');
    await page.getByRole('button', { name: adminMessages.adminUploadProduct }).click();
    const form = page.getByRole('dialog', { name: adminMessages.adminUploadProductTitle });
    const category = form.getByLabel(adminMessages.adminCategory);
    // The categories come from the API: wait for a service's before reading them.
    await expect(
      category
        .locator('option')
        .filter({ hasText: /servicio/i })
        .first(),
    ).toBeAttached();
    const names = await category.locator('option').allTextContents();
    const service = names.find(isServiceCategory)!;
    const product = names.find((name) => name && !isServiceCategory(name) && !name.startsWith('Elige') && !name.includes('Nueva'))!;
    await category.selectOption({ label: service });
    const stock = form.getByLabel(new RegExp(`^${adminMessages.adminStock}`));
    await expect(stock).toHaveAccessibleDescription(adminMessages.adminServiceStockHint);
    await category.selectOption({ label: product });
    await expect(stock).not.toHaveAccessibleDescription(adminMessages.adminServiceStockHint);
    await form.getByRole('button', { name: adminMessages.adminCancel }).click();

    const code = `verano${uniqueTag().toLowerCase()}`;
    const created = await expectOk(
      await page.request.post('/api/admin/discount-codes', {
        headers: originHeader(baseURL),
        data: { code, kind: 'percent', value: 10, appliesTo: 'products' },
      }),
    );
    const { data } = (await created.json()) as { data: { _id: string } };
    try {
      await page.goto('/admin-panel/promociones');
      // Typed in small letters, listed in capitals.
      await expect(page.getByRole('rowheader', { name: code.toUpperCase(), exact: true })).toHaveText(code.toUpperCase());
    } finally {
      await expectOk(await page.request.delete(`/api/admin/discount-codes/${data._id}`, { headers: originHeader(baseURL) }));
    }
  });
});
