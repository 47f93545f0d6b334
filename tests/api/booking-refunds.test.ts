/**
 * Cancelling a paid appointment refunds its deposit through the real PayPal client, against the
 * loopback fake PayPal: the amount and the capture refunded, once however often the cancellation
 * is asked, and a PayPal failure that leaves the reservation as it was.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPayPalPayments } from '../../functions/integrations/paypal.ts';
import type { BookingView } from '../../functions/services/bookings/booking-records.ts';
import { bookingMessages } from '../../src/domain/bookings/messages-bookings.ts';
import { centsToUsdString, copToUsdCents } from '../../src/domain/money/money.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_WEBHOOK_ID, startFakePayPal, type FakePayPal } from '../fixtures/paypal-fake.ts';
import { bookAppointment, cancel, findService, readBooking } from './booking-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

const BOOKED_AT = new Date('2026-03-04T15:00:00Z');
const FRIDAY = '2026-03-06';

let fake: FakePayPal;
let harness: Harness;
let service: Product;

beforeAll(async () => {
  fake = await startFakePayPal();
  const payments = createPayPalPayments({
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    apiBase: fake.baseUrl,
    webhookId: FAKE_WEBHOOK_ID,
    timeoutMs: 2_000,
    attempts: 2,
  });
  harness = await createHarness({ payments, now: BOOKED_AT });
  service = await findService(harness);
});
beforeEach(() => harness.setNow(BOOKED_AT));
afterEach(() => fake.setBehaviour('normal'));
afterAll(async () => {
  await harness.close();
  await fake.close();
});

const record = (reference: string) => harness.deps.store.collection('transactions').findOne({ reference });
const slotOf = (time: string) => harness.deps.store.collection('slots').findOne({ _id: `${service._id}|${FRIDAY}|${time}` });

describe('refunds through PayPal', () => {
  it('refunds the line’s deposit from the capture that paid it, once, with the line as idempotency key', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '09:00');
    const stored = await record(booked.reference);
    const deposit = stored!.reservationDetails[0]!.payNow;
    const answer = await cancel(harness, booked);
    expect(answer.status).toBe(200);

    expect(fake.refunds.size).toBe(1);
    const [refund] = [...fake.refunds.values()];
    expect(refund).toMatchObject({
      captureId: stored!.payment.captureId,
      amount: { currency_code: 'USD', value: centsToUsdString(copToUsdCents(deposit)) },
    });
    expect(refund!.requestId).toBe(`refund-${booked.lineId}`);
    const line = (await body<{ data: BookingView }>(answer)).data.lines[0]!;
    expect(line.history[0]).toMatchObject({ kind: 'cancelada', refundId: refund!.id, refundAmount: deposit });
    expect(await slotOf('09:00')).toBeNull();
  });

  it('refunds once when 20 cancellations of one appointment arrive together', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '10:00');
    const before = fake.refunds.size;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => cancel(harness, booked, `10.210.0.${index + 1}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(fake.refunds.size).toBe(before + 1);
    const view = await readBooking(harness, booked.reference, booked.access);
    expect(view.lines[0]!.history.filter((event) => event.kind === 'cancelada')).toHaveLength(1);
  });

  it('keeps the reservation when PayPal refuses the refund, and says to contact the shop', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '11:00');
    const before = fake.refunds.size;
    fake.setBehaviour({ kind: 'unprocessable', endpoints: ['refund'], times: 1 });
    const refused = await cancel(harness, booked);
    expect(refused.status).toBe(502);
    expect((await body<{ message: string }>(refused)).message).toBe(bookingMessages.refundFailed);
    expect(fake.refunds.size).toBe(before);
    expect((await readBooking(harness, booked.reference, booked.access)).lines[0]).toMatchObject({ cancelled: false, history: [] });
    expect((await record(booked.reference))?.reservationDetails[0]?.cancelRequest).toBeUndefined();
    expect((await slotOf('11:00'))?.state).toBe('booked');

    // PayPal answers again: the same cancellation goes through.
    expect((await cancel(harness, booked)).status).toBe(200);
    expect(fake.refunds.size).toBe(before + 1);
  });

  it('keeps the reservation when PayPal is failing (5xx on every retry)', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '12:00');
    fake.setBehaviour({ kind: 'server-error', endpoints: ['refund'], times: 2 });
    const refused = await cancel(harness, booked);
    expect(refused.status).toBe(502);
    expect((await body<{ message: string }>(refused)).message).toBe(bookingMessages.refundFailed);
    expect(fake.attemptsByRequestId.get(`refund-${booked.lineId}`)).toBe(2);
    expect((await record(booked.reference))?.reservationDetails[0]?.cancelledAt).toBeUndefined();
    expect((await slotOf('12:00'))?.state).toBe('booked');
  });
});
