/**
 * Cancelling an appointment paid through Wompi: PSE and Nequi cannot be refunded
 * through Wompi's API, so the hour is freed and the deposit is recorded as 'devolución pendiente'
 * for the owner, who marks it done once given back. No refund is asked of any provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../src/domain/bookings/messages-bookings.ts';
import { mailMessages } from '../../src/domain/mail/messages-mail.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { cancel, readBooking, type BookedAppointment } from './booking-helpers.ts';
import { body } from './helpers.ts';
import { outboxFor } from './outbox.ts';
import { confirm, createWompiOrder, openWompiShop, type WompiShop } from './wompi-helpers.ts';

let shop: WompiShop;
let admin: { cookie: string };

beforeAll(async () => {
  shop = await openWompiShop();
  admin = await shop.harness.signInAs('ADMIN');
});
afterAll(() => shop.close());

/** A reservation on Monday 2026-03-09 (days after the shop's clock), paid in pesos through Wompi. */
async function bookInPesos(time: string): Promise<BookedAppointment & { recordId: string; deposit: number }> {
  const created = await createWompiOrder(shop, [{ productId: shop.service._id, reservationDate: '2026-03-09', reservationTime: time }]);
  const transaction = shop.fake.addTransaction({ reference: created.reference, amountInCents: created.amountInCents, status: 'APPROVED' });
  const confirmed = await body<{ data: { status: string; payment: { accessToken: string } } }>(await confirm(shop, transaction.id));
  expect(confirmed.data.status).toBe('APPROVED');
  const access = confirmed.data.payment.accessToken;
  const view = await readBooking(shop.harness, created.reference, access);
  const record = (await shop.harness.deps.store.collection('transactions').findOne({ reference: created.reference, kind: 'reserva' }))!;
  return {
    reference: created.reference,
    access,
    lineId: view.lines[0]!.lineId,
    email: record.shippingInfo.email,
    recordId: record._id,
    deposit: record.reservationDetails[0]!.payNow,
  };
}

const markDone = (recordId: string, lineId: string, cookie = admin.cookie) =>
  shop.harness.request(`/api/transactions/${recordId}/lines/${encodeURIComponent(lineId)}/refund-done`, { method: 'POST', cookie });

describe('cancelling a Wompi-paid appointment', () => {
  it('frees the hour and records the deposit as "devolución pendiente"; the customer is told the shop will give it back', async () => {
    const booked = await bookInPesos('10:00');
    expect(booked.deposit).toBeGreaterThan(0);
    // The page's confirmation says the shop gives it back by hand.
    expect((await readBooking(shop.harness, booked.reference, booked.access)).lines[0]).toMatchObject({ refundByHand: true });
    const slot = `${shop.service._id}|2026-03-09|10:00`;
    expect((await shop.harness.deps.store.collection('slots').findOne({ _id: slot }))?.state).toBe('booked');

    const response = await cancel(shop.harness, booked);
    expect(response.status).toBe(200);
    expect((await body(response)).message).toBe(bookingMessages.cancelledRefundPending(formatCop(booked.deposit)));
    expect(await shop.harness.deps.store.collection('slots').findOne({ _id: slot })).toBeNull();
    const line = (await shop.harness.deps.store.collection('transactions').findOne({ _id: booked.recordId }))!.reservationDetails[0]!;
    expect(line).toMatchObject({
      cancelledBy: 'cliente',
      refundId: null,
      refundPending: { amount: booked.deposit, since: line.cancelledAt },
    });
    expect(line.history?.at(-1)).toMatchObject({ kind: 'cancelada', refundId: null, refundAmount: booked.deposit });

    const mails = await outboxFor(shop.harness, booked.email, 'booking-cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.mail.text).toContain(mailMessages.cancelledRefundByHand(formatCop(booked.deposit)));

    // The admin's record shows it pending; marking it done is kept once.
    const listed = await body<{ data: { _id: string; reservationDetails: { refundPending?: unknown }[] }[] }>(
      await shop.harness.request(`/api/transactions?type=reservas&reference=${booked.reference}`, { cookie: admin.cookie }),
    );
    expect(listed.data.find((record) => record._id === booked.recordId)?.reservationDetails[0]?.refundPending).toEqual({
      amount: booked.deposit,
      since: line.cancelledAt,
    });
    const [first, second] = await Promise.all([markDone(booked.recordId, booked.lineId), markDone(booked.recordId, booked.lineId)]);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect((await body(first!)).message).toBe(messages.refundPendingDone);
    const done = (await shop.harness.deps.store.collection('transactions').findOne({ _id: booked.recordId }))!.reservationDetails[0]!
      .refundPending;
    expect(done).toMatchObject({ amount: booked.deposit, doneAt: expect.any(String), doneBy: expect.any(String) });
    expect((await markDone(booked.recordId, booked.lineId)).status).toBe(200);
    expect(
      (await shop.harness.deps.store.collection('transactions').findOne({ _id: booked.recordId }))!.reservationDetails[0]!.refundPending,
    ).toEqual(done);
  });

  it('marking a line without a pending refund is a Spanish 404; a GENERAL user gets 403', async () => {
    const booked = await bookInPesos('11:00');
    const missing = await markDone(booked.recordId, booked.lineId);
    expect(missing.status).toBe(404);
    expect((await body(missing)).message).toBe(messages.refundPendingNotFound);
    const general = await shop.harness.signInAs('GENERAL');
    expect((await markDone(booked.recordId, booked.lineId, general.cookie)).status).toBe(403);
  });
});
