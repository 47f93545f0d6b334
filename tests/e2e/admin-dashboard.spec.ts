/**
 * The owner's dashboard (/admin-panel): a sale paid now shows in its figures, its charts' tables and
 * its best sellers, the same numbers the stats endpoint gives; and axe finds nothing on the page.
 * A sale picked up at the shop waits under "Ventas por recoger", not "por enviar", and an
 * appointment booked for next week counts in the occupancy of the coming weeks.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dashboardMessages as t } from '../../src/domain/owner/messages-dashboard.ts';
import { bogotaMoment, hourLabel } from '../../src/domain/schedule/schedule.ts';
import { isoWeekdayOf } from '../../src/domain/owner/stats.ts';
import { isService } from './storefront-helpers.ts';
import {
  ADMIN,
  expectOk,
  originHeader,
  payOrder,
  productsNow,
  reservationDate,
  sellableProduct,
  shippingInfo,
  signIn,
  uniqueTag,
} from './admin-helpers.ts';
import { ownService, whileHolding } from './own-data.ts';
import { shortDate } from '../../src/islands/admin/dashboard/dashboard-format.ts';

interface Stats {
  totals: { sales: number };
  topProducts: { productName: string; units: number }[];
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const pesos = (text: string) => Number(text.replace(/\D/g, ''));

async function stats(page: Page): Promise<Stats> {
  return ((await (await expectOk(await page.request.get('/api/admin/stats'))).json()) as { data: Stats }).data;
}

test('the dashboard shows the figures of the sales paid, and axe finds nothing on it', async ({ page, request }) => {
  test.setTimeout(150_000);
  await signIn(page, ADMIN);
  // The product with the most stock: six units make it a best seller without emptying it.
  const product = (await productsNow(request)).filter((candidate) => !isService(candidate.category)).sort((a, b) => b.stock - a.stock)[0]!;
  const before = await stats(page);
  await payOrder(request, [{ productId: product._id, quantity: 6 }]);
  const paid = 6 * product.sellingPrice;

  await page.goto('/admin-panel');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const sales = page.locator('dt', { hasText: t.figureSales }).locator('xpath=following-sibling::dd[1]');
  await expect(sales).toBeVisible();
  const after = await stats(page);
  // Other tests may sell meanwhile: the page shows at least this sale, and no more than the endpoint now counts.
  const shown = pesos(await sales.innerText());
  expect(shown).toBeGreaterThanOrEqual(before.totals.sales + paid);
  expect(shown).toBeLessThanOrEqual(after.totals.sales);

  // The best sellers' chart has its numbers as a table.
  const best = page.getByRole('region', { name: t.topProductsTitle });
  await expect(best.getByRole('img', { name: t.topProductsTitle })).toBeVisible();
  await best.getByText(t.tableSummary).click();
  const row = best.getByRole('row').filter({ has: page.getByRole('rowheader', { name: product.productName, exact: true }) });
  await expect(row).toBeVisible();
  expect(Number(await row.getByRole('cell').innerText())).toBeGreaterThanOrEqual(6);

  // Today's sales in the daily chart's table.
  const daily = page.getByRole('region', { name: t.salesChartTitle });
  await daily.getByText(t.tableSummary).click();
  const today = daily
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: shortDate(bogotaMoment(new Date()).date), exact: true }) });
  expect(pesos(await today.getByRole('cell').first().innerText())).toBeGreaterThanOrEqual(paid);

  // The period follows the choice.
  await page.getByRole('radio', { name: t.periodLast(7) }).check();
  await expect(daily.getByRole('row')).toHaveCount(8);

  // With a high threshold every product is low on stock: the list shows five, says how many there
  // are, and a button shows them all, none hidden inside the card; axe checks that too.
  await whileHolding('low-stock-threshold', async () => {
    await expectOk(await page.request.patch('/api/admin/low-stock-threshold', { data: { threshold: 1000 } }));
    try {
      await page.reload();
      const card = page.getByRole('region', { name: t.lowStockTitle });
      const lowStock = page.getByRole('list', { name: t.lowStockTitle });
      await expect(lowStock.getByRole('listitem')).toHaveCount(5);
      const showAll = card.getByRole('button', { name: /^Ver los \d+$/ });
      await expect(showAll).toHaveAttribute('aria-expanded', 'false');
      const shown = Number((await showAll.innerText()).replace(/\D/g, ''));
      expect(shown).toBeGreaterThan(5);
      const { lowStockTotal } = (
        (await (await expectOk(await page.request.get('/api/admin/stats'))).json()) as { data: { lowStockTotal: number } }
      ).data;
      if (lowStockTotal > shown) await expect(card.getByText(/^Mostrando \d+ de \d+\.$/)).toBeVisible();
      await showAll.click();
      await expect(lowStock.getByRole('listitem')).toHaveCount(shown);
      await expect(card.getByRole('button', { name: t.showFewerItems })).toHaveAttribute('aria-expanded', 'true');
      expect(await lowStock.evaluate((list) => list.scrollHeight <= list.clientHeight)).toBe(true);
      await expect(lowStock.getByRole('listitem').last()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(
        results.violations.map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        })),
      ).toEqual([]);
    } finally {
      await expectOk(await page.request.patch('/api/admin/low-stock-threshold', { data: { threshold: 3 } }));
    }
  });
});

test('a sale to pick up waits apart from those to send, and next week’s appointment counts in the weeks ahead', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = uniqueTag();
  const product = await sellableProduct(request);
  const pickedUp = await payOrder(request, [{ productId: product._id, quantity: 1 }], { ...shippingInfo, shippingMethod: 'pickup' });
  const delivered = await payOrder(request, [{ productId: product._id, quantity: 1 }]);
  await signIn(page, ADMIN);
  // A phone booking on the test's own service, within the 4 weeks after today.
  const service = await ownService(request);
  const date = reservationDate(5);
  await expectOk(
    await page.request.post('/api/reservations/manual', {
      headers: originHeader(baseURL),
      data: {
        serviceId: service._id,
        reservationDate: date,
        reservationTime: '10:00',
        customer: { name: `Próxima ${tag}`, tel: '3001112233' },
      },
    }),
  );

  await page.goto('/admin-panel');
  const toPickUp = page.getByRole('region', { name: t.toPickUpTitle });
  const toSend = page.getByRole('region', { name: t.toSendTitle });
  // Other tests' sales wait there too: each list shows five, and the rest after "Ver los N".
  for (const list of [toPickUp, toSend]) {
    await expect(list.getByRole('link').first()).toBeVisible();
    const showAll = list.getByRole('button', { name: /^Ver los \d+$/ });
    if ((await showAll.count()) > 0) await showAll.click();
  }
  await expect(toPickUp.getByRole('link', { name: pickedUp })).toBeVisible();
  await expect(toSend.getByRole('link', { name: pickedUp })).toHaveCount(0);
  await expect(toPickUp.getByRole('link', { name: delivered })).toHaveCount(0);

  // The weeks ahead: their dates in the intro, and the appointment in its weekday and hour.
  const ahead = page.getByRole('region', { name: t.upcomingTitle });
  await expect(ahead.getByText(/citas? ya reservadas? del/)).toBeVisible();
  const hourRow = ahead.getByRole('row').filter({ has: page.getByRole('rowheader', { name: hourLabel(10), exact: true }) });
  const cell = hourRow.getByRole('cell').nth(isoWeekdayOf(date) - 1);
  expect(Number(await cell.innerText())).toBeGreaterThanOrEqual(1);
  // The past 8 weeks keep their own map.
  await expect(page.getByRole('region', { name: t.occupancyTitle })).toBeVisible();
});
