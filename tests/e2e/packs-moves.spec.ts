/**
 * An appointment a pack paid, as its customer changes it on /mi-reserva: a move past the pack's last
 * day is refused with the reason, a move inside it is saved, and cancelling afterwards gives the
 * session back and says so. At a phone's width and a laptop's.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatAppointment } from '../../src/domain/shared/dates.ts';
import { packMessages } from '../../src/domain/promotions/messages-packs.ts';
import type { PackCredit } from '../../src/domain/promotions/packs.ts';
import { bogotaMoment } from '../../src/domain/schedule/schedule.ts';
import { baseURL } from '../../playwright.config.ts';
import { checkoutConsent, shopDay, signUpAndSignIn, waitForIslands } from './cart-helpers.ts';
import { ownProduct, ownService } from './own-data.ts';

const VALIDITY_DAYS = 10;
const headers = { origin: baseURL };

/** Pays the items as the signed-in customer of `request` (create the order, then capture it). */
async function pay(request: APIRequestContext, items: unknown[], customer: { name: string; email: string }) {
  const created = await request.post('/api/payment/create-order', {
    headers,
    data: {
      ...checkoutConsent,
      items,
      shippingInfo: { ...customer, phone: '3001234567', address: '', shippingMethod: 'pickup', city: '', neighborhood: '' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const captured = await request.post('/api/payment/capture-order', { headers, data: { orderID: id } });
  expect(captured.status(), await captured.text()).toBe(200);
  return (await captured.json()) as { reference: string; accessToken: string };
}

async function myPacks(request: APIRequestContext): Promise<PackCredit[]> {
  const response = await request.get('/api/profile/credits');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: PackCredit[] }).data;
}

/** Days between two Bogotá dates. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a move stays inside the pack that paid the appointment, and cancelling after a move gives the session back', async ({
      page,
      request,
    }) => {
      const service = await ownService(request, { label: 'Bronceado con bono', durationMinutes: 60, sellingPrice: 70_000 });
      const pack = await ownProduct(request, {
        label: 'Bono de una sesión',
        sellingPrice: 60_000,
        pack: { sessions: 1, serviceIds: [service._id], validityDays: VALIDITY_DAYS },
      });
      const customer = await signUpAndSignIn(page, baseURL);
      await pay(page.request, [{ productId: pack._id, quantity: 1 }], customer);
      const [bought] = await myPacks(page.request);
      const lastDay = bought!.lastDay;

      const today = bogotaMoment(new Date()).date;
      const booked = shopDay(3);
      const inside = shopDay(daysBetween(today, booked) + 1);
      const late = shopDay(daysBetween(today, lastDay) + 1);
      expect(inside <= lastDay && late > lastDay).toBe(true);
      const paid = await pay(
        page.request,
        [{ productId: service._id, reservationDate: booked, reservationTime: '10:00', useCredit: true }],
        customer,
      );

      await page.goto(`/mi-reserva?ref=${paid.reference}&access=${encodeURIComponent(paid.accessToken)}`);
      await waitForIslands(page);
      const card = page.getByRole('article', { name: service.productName });
      await expect(card.getByText(packMessages.paidWithCredit(pack.productName))).toBeVisible();

      // After the pack's last day: refused, saying until when it can move.
      await card.getByRole('button', { name: 'Cambiar fecha u hora' }).click();
      const move = card.getByRole('form', { name: `Nueva fecha y hora para ${service.productName}` });
      await move.getByLabel('Fecha de la cita').fill(late);
      await move.getByRole('radio', { name: /^10:00/ }).check();
      await move.getByRole('button', { name: 'Guardar el cambio' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: packMessages.moveAfterPackExpiry(lastDay) });
      await expect(refusal).toBeVisible();
      await expect(refusal).toBeInViewport();
      await expect(card.getByText(`${formatAppointment(booked, '10:00')} (hora de Colombia)`).first()).toBeVisible();

      // Inside the pack: moved.
      await move.getByLabel('Fecha de la cita').fill(inside);
      await move.getByRole('radio', { name: /^11:00/ }).check();
      await move.getByRole('button', { name: 'Guardar el cambio' }).click();
      await expect(card.getByText(`${formatAppointment(inside, '11:00')} (hora de Colombia)`).first()).toBeVisible();

      // Cancelled after the move: the session goes back to the pack, and the page says so.
      await card.getByRole('button', { name: 'Cancelar reserva' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancelar reserva' });
      await expect(confirm).toContainText(packMessages.cancelCreditBackNote);
      await confirm.getByRole('button', { name: 'Sí, cancelar la reserva' }).click();
      await expect(page.getByText(packMessages.cancelledCreditBack)).toBeVisible();
      await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();
      expect((await myPacks(page.request))[0]).toMatchObject({ used: 0, remaining: 1 });
    });
  });
}
