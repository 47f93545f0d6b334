/**
 * The owner's money figures follow what happened: a guest pays a reservation of two services of
 * the test's own (250.000 and 290.000, 20 % deposits), then cancels the first from the receipt
 * e-mail's link, which refunds its 50.000. /mi-reserva, the reservations list and the record's
 * detail then say 290.000 in all, 58.000 paid, 50.000 refunded and 232.000 left to pay (not 540.000,
 * 108.000 and 432.000).
 */
import { expect, test, type Locator } from '@playwright/test';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { bookingMessages } from '../../src/domain/bookings/messages-bookings.ts';
import { formatCop, serviceDeposit } from '../../src/domain/money/money.ts';
import { baseURL } from '../../playwright.config.ts';
import { ADMIN, expectOk, reservationDate, signIn } from './admin-helpers.ts';
import { checkoutConsent, expectNoAxeViolations, waitForIslands } from './cart-helpers.ts';
import { linkInMail } from './outbox-helpers.ts';
import { ownEmail, ownService } from './own-data.ts';

/** The amount a list of terms (a `dl`) gives `term`: the definition right after it. */
const amountOf = (list: Locator, term: string) =>
  list.locator('dt').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

test('the owner sees the total, paid, refunded and balance of a reservation after one appointment is cancelled and refunded', async ({
  page,
  request,
}) => {
  const massage = await ownService(request, { label: 'Masaje de cifras', sellingPrice: 250_000 });
  const facial = await ownService(request, { label: 'Facial de cifras', sellingPrice: 290_000 });
  const email = ownEmail('cifras');
  const date = reservationDate(3);
  const headers = { origin: baseURL };

  // The guest pays both appointments through the sandbox provider, as the cart does.
  const created = await expectOk(
    await request.post('/api/payment/create-order', {
      headers,
      data: {
        ...checkoutConsent,
        items: [
          { productId: massage._id, reservationDate: date, reservationTime: '10:00' },
          { productId: facial._id, reservationDate: date, reservationTime: '12:00' },
        ],
        shippingInfo: {
          name: 'Camila Cifuentes',
          email,
          phone: '3001234567',
          address: '',
          shippingMethod: 'pickup',
          city: '',
          neighborhood: '',
        },
      },
    }),
  );
  const { id } = (await created.json()) as { id: string };
  await expectOk(await request.post('/api/payment/capture-order', { headers, data: { orderID: id } }));

  // The receipt e-mail's link carries the reservation's access token; the guest cancels the massage with it.
  const link = new URL(await linkInMail(email, 'receipt', '/mi-reserva'));
  const reference = link.searchParams.get('ref')!;
  const access = link.searchParams.get('access')!;
  const booking = (await (await expectOk(await request.get(`/api/bookings/${reference}?access=${encodeURIComponent(access)}`))).json()) as {
    data: { lines: { lineId: string; productName: string }[] };
  };
  const massageLine = booking.data.lines.find((line) => line.productName === massage.productName)!;
  await expectOk(await request.post(`/api/bookings/${reference}/cancel`, { headers, data: { lineId: massageLine.lineId, access } }));

  const charged = serviceDeposit(massage.sellingPrice) + serviceDeposit(facial.sellingPrice);
  const refunded = serviceDeposit(massage.sellingPrice);
  const total = facial.sellingPrice;
  const paid = charged - refunded;
  const balance = total - paid;
  expect([charged, refunded, total, paid, balance]).toEqual([108_000, 50_000, 290_000, 58_000, 232_000]);

  // The customer's page says the same.
  await page.goto(link.toString());
  await waitForIslands(page);
  const summary = page.getByRole('region', { name: bookingMessages.summaryTitle });
  await expect(amountOf(summary, bookingMessages.summaryTotal)).toHaveText(formatCop(total));
  await expect(amountOf(summary, bookingMessages.summaryCharged)).toHaveText(formatCop(charged));
  await expect(amountOf(summary, bookingMessages.summaryRefunded)).toHaveText(formatCop(refunded));
  await expect(amountOf(summary, bookingMessages.summaryBalance)).toHaveText(formatCop(balance));
  const cancelledCard = page.getByRole('article', { name: massage.productName });
  await expect(amountOf(cancelledCard, bookingMessages.factRefunded)).toHaveText(formatCop(refunded));

  // The owner's list of reservations, filtered to the appointments' day.
  await signIn(page, ADMIN);
  await page.goto('/admin-panel/all-reservas');
  const filters = page.getByRole('form', { name: adminMessages.adminFiltersLabel });
  await filters.getByLabel(adminMessages.adminFrom).fill(date);
  await filters.getByLabel(adminMessages.adminTo).fill(date);
  await filters.getByRole('button', { name: adminMessages.adminApplyFilters }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(reference) }) });
  const money = row.getByRole('cell').filter({ hasText: adminMessages.adminBalanceAmount(formatCop(balance)) });
  await expect(money).toContainText(formatCop(total));
  await expect(money).toContainText(adminMessages.adminPaidNow(formatCop(paid)));
  await expect(money).toContainText(adminMessages.adminRefundedAmount(formatCop(refunded)));
  await expect(row).not.toContainText(formatCop(540_000));

  // And the record's detail.
  await row.getByRole('button', { name: `${adminMessages.adminViewDetail} ${reference}` }).click();
  const detail = page.getByRole('dialog', { name: `${adminMessages.adminReservationDetailTitle} ${reference}` });
  const totals = detail.locator('.admin-totals');
  await expect(amountOf(totals, adminMessages.adminLinesTotal)).toHaveText(formatCop(total));
  await expect(amountOf(totals, adminMessages.adminChargedOnline)).toHaveText(formatCop(charged));
  await expect(amountOf(totals, adminMessages.adminRefundedTotal)).toHaveText(formatCop(refunded));
  await expect(amountOf(totals, adminMessages.adminPaidOnline)).toHaveText(formatCop(paid));
  await expect(amountOf(totals, adminMessages.adminBalanceAtService)).toHaveText(formatCop(balance));
  await expectNoAxeViolations(page);
});
