/**
 * Domain events through the outbox: a paid order publishes `order.paid` once however often it is
 * published again, each subscriber reacts once and is retried on its own, and an expired hold
 * publishes `hour.freed`, once per expiry however many sweeps see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../functions/integrations/logger.ts';
import { publish } from '../../functions/services/events/index.ts';
import { HOLD_MINUTES } from '../../src/domain/shared/limits.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { domainEvent } from '../../src/domain/shared/events.ts';
import { bookAppointment, cancel, findService, reschedule } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { outboxFor } from './outbox.ts';

let harness: Harness;
const logged: LogEntry[] = [];
const start = new Date('2026-03-04T15:00:00Z');

beforeAll(async () => {
  harness = await createHarness({ now: start, log: (entry) => void logged.push(entry) });
});
afterAll(() => harness.close());

const deliveriesOf = (eventKey: string) => harness.deps.store.collection('eventDeliveries').find({ eventKey }, { sort: { subscriber: 1 } });

describe('order.paid', () => {
  it('is stored for each subscriber and delivered in the payment’s own request', async () => {
    const service = await findService(harness);
    const booked = await bookAppointment(harness, service, '2026-03-12', '10:00');
    // Read without waiting for the background sends: the reactions ran before the answer.
    const deliveries = await deliveriesOf(`order.paid:${booked.reference}`);
    expect(deliveries.map((delivery) => [delivery.subscriber, delivery.topic, delivery.state])).toEqual([
      ['invoicing', 'order.paid', 'sent'],
      ['mail', 'order.paid', 'sent'],
      ['stock', 'order.paid', 'sent'],
      ['whatsapp', 'order.paid', 'sent'],
    ]);
    expect(await harness.deps.store.collection('mail').countDocuments({ _id: `receipt:${booked.reference}` })).toBe(1);
  });

  it('published again (a resumed capture) reacts nothing twice', async () => {
    const service = await findService(harness);
    const booked = await bookAppointment(harness, service, '2026-03-12', '11:00');
    expect(await publish(harness.deps, domainEvent.orderPaid(booked.reference))).toBe(0);
    await Promise.all([
      publish(harness.deps, domainEvent.orderPaid(booked.reference)),
      publish(harness.deps, domainEvent.orderPaid(booked.reference)),
    ]);
    await runSweep(harness.deps);
    expect(await outboxFor(harness, booked.email, 'receipt')).toHaveLength(1);
    for (const delivery of await deliveriesOf(`order.paid:${booked.reference}`)) expect(delivery.attempts).toBe(1);
  });

  it('retries a subscriber whose reaction failed, on its own, until it reacts', async () => {
    const service = await findService(harness);
    const booked = await bookAppointment(harness, service, '2026-03-12', '12:00');
    const key = `order.paid:${booked.reference}`;
    // As if the mail's reaction had failed: its delivery waits for a retry; WhatsApp's is done.
    await harness.deps.store
      .collection('mail')
      .deleteMany({ _id: { $in: [`receipt:${booked.reference}`, `order-notice:${booked.reference}`] } });
    await harness.deps.store
      .collection('eventDeliveries')
      .updateOne({ _id: `${key}>mail` }, { $set: { state: 'failed', nextAttemptAt: start, lastError: 'sin conexión' } });
    const report = await runSweep(harness.deps);
    expect(report.eventsDelivered).toBe(1);
    expect(await harness.deps.store.collection('mail').countDocuments({ _id: `receipt:${booked.reference}` })).toBe(1);
    const deliveries = await deliveriesOf(key);
    expect(deliveries.map((delivery) => [delivery.subscriber, delivery.state, delivery.attempts])).toEqual([
      ['invoicing', 'sent', 1],
      ['mail', 'sent', 2],
      ['stock', 'sent', 1],
      ['whatsapp', 'sent', 1],
    ]);
  });
});

describe('appointment.cancelled', () => {
  it('is published by the cancellation and the mail reacts to it in the same request', async () => {
    const service = await findService(harness);
    const booked = await bookAppointment(harness, service, '2026-03-12', '14:00');
    expect((await cancel(harness, booked)).status).toBe(200);
    const deliveries = await deliveriesOf(`appointment.cancelled:${booked.lineId}`);
    expect(deliveries.map((delivery) => [delivery.subscriber, delivery.state])).toEqual([
      ['invoicing', 'sent'],
      ['mail', 'sent'],
      ['whatsapp', 'sent'],
    ]);
    expect(await harness.deps.store.collection('mail').countDocuments({ _id: `booking-cancelled:${booked.lineId}` })).toBe(1);
    await runSweep(harness.deps);
    expect(await outboxFor(harness, booked.email, 'booking-cancelled')).toHaveLength(1);
  });

  it('is published by the next sweep when the request died between the cancellation’s write and its event', async () => {
    const service = await findService(harness);
    const booked = await bookAppointment(harness, service, '2026-03-12', '16:00');
    expect((await cancel(harness, booked)).status).toBe(200);
    // As if the request had died right after the write: no event, no notices.
    const key = `appointment.cancelled:${booked.lineId}`;
    await harness.deps.store.collection('eventDeliveries').deleteMany({ eventKey: key });
    const notices = { _id: { $in: [`booking-cancelled:${booked.lineId}`, `booking-cancelled-notice:${booked.lineId}`] } };
    await harness.deps.store.collection('mail').deleteMany(notices);

    const sweeps = [await runSweep(harness.deps), await runSweep(harness.deps)];
    expect(sweeps.map((sweep) => sweep.lineChangesRepublished)).toEqual([1, 0]);
    expect((await deliveriesOf(key)).map((delivery) => [delivery.subscriber, delivery.state])).toEqual([
      ['invoicing', 'sent'],
      ['mail', 'sent'],
      ['whatsapp', 'sent'],
    ]);
    expect(await harness.deps.store.collection('mail').countDocuments(notices)).toBe(2);
  });
});

describe('appointment.moved', () => {
  it('is published once per move, and a late delivery of an older move tells nothing', async () => {
    const service = await findService(harness);
    const booked = await bookAppointment(harness, service, '2026-03-12', '15:00');
    expect((await reschedule(harness, booked, '2026-03-13', '10:00')).status).toBe(200);
    const first = `appointment.moved:${booked.lineId}:1`;
    expect((await deliveriesOf(first)).map((delivery) => [delivery.subscriber, delivery.state])).toEqual([
      ['mail', 'sent'],
      ['whatsapp', 'sent'],
    ]);
    const movedMail = async () =>
      (await harness.deps.store.collection('mail').find({ kind: 'booking-moved' })).filter((message) =>
        message._id.includes(booked.lineId),
      );
    expect((await movedMail()).map((message) => message._id)).toEqual([`booking-moved:${booked.lineId}:1`]);

    // As if the first move's mail had failed, and the line moved again before the retry.
    await harness.deps.store.collection('mail').deleteMany({ _id: `booking-moved:${booked.lineId}:1` });
    await harness.deps.store
      .collection('eventDeliveries')
      .updateOne({ _id: `${first}>mail` }, { $set: { state: 'failed', nextAttemptAt: start, lastError: 'sin conexión' } });
    expect((await reschedule(harness, booked, '2026-03-13', '11:00')).status).toBe(200);
    await runSweep(harness.deps);
    expect((await deliveriesOf(first)).find((delivery) => delivery.subscriber === 'mail')).toMatchObject({ state: 'sent', attempts: 2 });
    // Only the newer move is told: the customer never gets the older hour as news.
    expect((await movedMail()).map((message) => message._id)).toEqual([`booking-moved:${booked.lineId}:2`]);
  });
});

describe('appointment.reminder-due', () => {
  it('is published by the sweeper once per appointment however many sweeps find it due', async () => {
    const service = await findService(harness);
    const booked = await bookAppointment(harness, service, '2026-03-05', '15:00');
    harness.setNow(new Date('2026-03-05T12:00:00Z'));
    try {
      await runSweep(harness.deps);
      await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
    } finally {
      harness.setNow(start);
    }
    const deliveries = await deliveriesOf(`appointment.reminder-due:${booked.lineId}:2026-03-05T15:00`);
    expect(deliveries.map((delivery) => [delivery.subscriber, delivery.state, delivery.attempts])).toEqual([
      ['mail', 'sent', 1],
      ['whatsapp', 'sent', 1],
    ]);
    expect(await outboxFor(harness, booked.email, 'reminder')).toHaveLength(1);
  });
});

describe('hour.freed', () => {
  it('is published once for each hold that ran out unpaid, however many sweeps see it', async () => {
    const service = await findService(harness);
    const browser = shopper(harness, {
      shippingInfo: {
        name: 'Sin pagar',
        email: 'sinpagar@correo.co',
        phone: '3001234567',
        address: '',
        shippingMethod: 'pickup',
        city: '',
        neighborhood: '',
      },
      seed: 'hora-liberada',
    });
    const created = await browser.createOrder([{ productId: service._id, reservationDate: '2026-03-11', reservationTime: '09:00' }]);
    expect(created.status).toBe(201);
    const { id } = await body<{ id: string }>(created);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ providerOrderId: id });
    const [slotId] = order!.slotIds;
    const slot = await harness.deps.store.collection('slots').findOne({ _id: slotId! });
    expect(slot).toMatchObject({ state: 'held', date: '2026-03-11', time: '09:00' });

    // Still held: nothing is freed.
    expect((await runSweep(harness.deps)).expiredHoldsPublished).toBe(0);

    harness.setNow(new Date(start.getTime() + (HOLD_MINUTES + 1) * 60_000));
    try {
      const sweeps = [await runSweep(harness.deps), ...(await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]))];
      expect(sweeps.map((sweep) => sweep.expiredHoldsPublished)).toEqual([1, 0, 0]);
    } finally {
      harness.setNow(start);
    }
    // The log's deliveries of this order's expiry (cancellations and moves free hours too, and the waitlist subscribes as well).
    const freed = await harness.deps.store
      .collection('eventDeliveries')
      .find({ topic: 'hour.freed', subscriber: 'log', 'payload.orderId': order!._id });
    expect(freed).toHaveLength(1);
    expect(freed[0]).toMatchObject({
      subscriber: 'log',
      state: 'sent',
      payload: { slotId, serviceId: service._id, date: '2026-03-11', time: '09:00', orderId: order!._id },
    });
    expect(logged.filter((entry) => entry.event === 'hour.freed' && entry.orderId === order!._id)).toEqual([
      expect.objectContaining({ level: 'info', slotId, date: '2026-03-11', time: '09:00' }),
    ]);
  });
});
