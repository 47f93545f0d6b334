/**
 * Wompi's events (POST /api/payment/wompi/events) against the loopback fake: the checksum guards
 * the door, the transaction is read again from the API before anything happens, and an event and
 * the browser's confirm arriving together (in parallel, many times) settle the order exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeStaleCaptures, STALE_CAPTURE_MS } from '../../functions/services/payments/capture.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { eventHeaders, transactionUpdatedEvent } from '../fixtures/wompi-fake.ts';
import { body } from './helpers.ts';
import { outboxFor } from './outbox.ts';
import { confirm, createWompiOrder, openWompiShop, postEvent, wompiShipping, type WompiShop } from './wompi-helpers.ts';

let shop: WompiShop;
beforeAll(async () => {
  shop = await openWompiShop();
});
afterAll(async () => {
  await shop.close();
});

async function orderWithHour(email?: string) {
  const reservation = shop.nextSlot();
  const items = [{ productId: shop.product._id, quantity: 1 }, reservation];
  const created = email
    ? (
        await body<{ data: { reference: string; amountInCents: number } }>(
          await shop.browser.createOrder(items, { shippingInfo: { ...wompiShipping, email } }),
        )
      ).data
    : await createWompiOrder(shop, items);
  return { created, reservation };
}

describe('POST /api/payment/wompi/events', () => {
  it('an APPROVED event alone settles the order, after reading the transaction from the API', async () => {
    const before = await shop.stock();
    const email = 'evento-solo@correo.co';
    const { created, reservation } = await orderWithHour(email);
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents,
      status: 'APPROVED',
    });
    const event = transactionUpdatedEvent(transaction);
    const response = await postEvent(shop, event, eventHeaders(event));
    expect(response.status).toBe(200);
    expect(shop.fake.requests.some((request) => request.path === `/v1/transactions/${transaction.id}`)).toBe(true);
    expect((await shop.order(created.reference))?.status).toBe('COMPLETED');
    expect(await shop.slotState(reservation)).toBe('booked');
    expect(await shop.stock()).toBe(before - 1);
    expect(await shop.records(created.reference)).toBe(2);
    expect(await outboxFor(shop.harness, email, 'receipt')).toHaveLength(1);

    expect((await postEvent(shop, event)).status).toBe(200);
    expect(await shop.stock()).toBe(before - 1);
    expect(await outboxFor(shop.harness, email, 'receipt')).toHaveLength(1);
  });

  it('a bad or missing checksum is a 401, and nothing is read or changed', async () => {
    const { created, reservation } = await orderWithHour();
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents,
      status: 'APPROVED',
    });
    const reads = shop.fake.requests.length;
    const forged = transactionUpdatedEvent(transaction, 'secreto-adivinado');
    const good = transactionUpdatedEvent(transaction);
    const { signature: _signature, ...unsigned } = good;
    const otherHeader = { 'x-event-checksum': 'A'.repeat(64) };
    for (const [event, headers] of [
      [forged, {}],
      [unsigned, {}],
      [good, otherHeader],
    ] as const) {
      const response = await postEvent(shop, event, headers);
      expect(response.status).toBe(401);
      expect((await body(response)).message).toBe(messages.wompiEventUnverified);
    }
    expect(shop.fake.requests.length).toBe(reads);
    expect((await shop.order(created.reference))?.status).toBe('CREATED');
    expect(await shop.slotState(reservation)).toBe('held');
    expect(await shop.records(created.reference)).toBe(0);
  });

  it('an event that says APPROVED while the API says PENDING changes nothing and asks Wompi to send it again', async () => {
    const { created, reservation } = await orderWithHour();
    const transaction = shop.fake.addTransaction({ reference: created.reference, amountInCents: created.amountInCents, status: 'PENDING' });
    const lie = transactionUpdatedEvent({ ...transaction, status: 'APPROVED' });
    expect((await postEvent(shop, lie)).status).toBe(503);
    expect((await shop.order(created.reference))?.status).toBe('CREATED');
    expect(await shop.slotState(reservation)).toBe('held');

    shop.fake.setStatus(transaction.id, 'APPROVED');
    expect((await postEvent(shop, lie)).status).toBe(200);
    expect((await shop.order(created.reference))?.status).toBe('COMPLETED');
  });

  it('a DECLINED event releases the hour', async () => {
    const { created, reservation } = await orderWithHour();
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents,
      status: 'DECLINED',
    });
    expect((await postEvent(shop, transactionUpdatedEvent(transaction))).status).toBe(200);
    expect(await shop.slotState(reservation)).toBeNull();
    expect((await shop.order(created.reference))?.status).toBe('DECLINED');
  });

  it("an event about a reference that is not the shop's is acknowledged and changes nothing", async () => {
    const foreign = shop.fake.addTransaction({ reference: 'OTRA-TIENDA-2', amountInCents: 7_000_000, status: 'APPROVED' });
    expect((await postEvent(shop, transactionUpdatedEvent(foreign))).status).toBe(200);
    expect(await shop.harness.deps.store.collection('paymentOrders').countDocuments({ reference: 'OTRA-TIENDA-2' })).toBe(0);
  });

  it('a tampered amount in the API settles nothing and marks the order "revisar"; the event is acknowledged', async () => {
    const { created } = await orderWithHour();
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents + 100,
      status: 'APPROVED',
    });
    expect((await postEvent(shop, transactionUpdatedEvent(transaction))).status).toBe(200);
    const order = (await shop.order(created.reference))!;
    expect(order.status).toBe('FAILED');
    expect(order.review?.label).toBe('revisar');
    expect(await shop.records(created.reference)).toBe(0);
  });

  it('Wompi unreachable: the event is answered 503 so it comes again, and nothing changes', async () => {
    const { created, reservation } = await orderWithHour();
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents,
      status: 'APPROVED',
    });
    shop.fake.fail(3, 'error');
    expect((await postEvent(shop, transactionUpdatedEvent(transaction))).status).toBe(503);
    expect((await shop.order(created.reference))?.status).toBe('CREATED');
    expect(await shop.slotState(reservation)).toBe('held');
    expect((await postEvent(shop, transactionUpdatedEvent(transaction))).status).toBe(200);
    expect((await shop.order(created.reference))?.status).toBe('COMPLETED');
  });

  it('24 events and confirms at once settle the order exactly once: one stock take, one set of records, one receipt', async () => {
    const before = await shop.stock();
    const email = 'carrera@correo.co';
    const { created, reservation } = await orderWithHour(email);
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents,
      status: 'APPROVED',
    });
    const event = transactionUpdatedEvent(transaction);
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? postEvent(shop, event) : confirm(shop, transaction.id, { ip: `10.77.0.${i}` }))),
    );
    for (const [i, response] of responses.entries()) {
      // A confirm waits for the settlement; an event that finds it under way asks to be sent again.
      expect(i % 2 === 0 ? [200, 503] : [200]).toContain(response.status);
    }
    // Wompi sends a 503-answered event again: once settled, it is acknowledged.
    expect((await postEvent(shop, event)).status).toBe(200);
    expect((await shop.order(created.reference))?.status).toBe('COMPLETED');
    expect(await shop.stock()).toBe(before - 1);
    expect(await shop.slotState(reservation)).toBe('booked');
    expect(await shop.records(created.reference)).toBe(2);
    expect(await outboxFor(shop.harness, email, 'receipt')).toHaveLength(1);
  });

  it('a settlement a crash left half-done is resumed by the sweeper, reading the transaction again', async () => {
    const before = await shop.stock();
    const { created, reservation } = await orderWithHour();
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents,
      status: 'APPROVED',
    });
    // The process died right after claiming the order: CAPTURING, with the transaction noted.
    const claimedAt = new Date(shop.harness.deps.clock().getTime() - STALE_CAPTURE_MS - 1_000);
    await shop.harness.deps.store
      .collection('paymentOrders')
      .updateOne(
        { reference: created.reference },
        { $set: { status: 'CAPTURING', captureStartedAt: claimedAt, wompiTransactionId: transaction.id } },
      );
    expect(await resumeStaleCaptures(shop.harness.deps)).toBe(1);
    expect((await shop.order(created.reference))?.status).toBe('COMPLETED');
    expect(await shop.slotState(reservation)).toBe('booked');
    expect(await shop.stock()).toBe(before - 1);
    expect(await shop.records(created.reference)).toBe(2);
    expect((await postEvent(shop, transactionUpdatedEvent(transaction))).status).toBe(200);
    expect(await shop.records(created.reference)).toBe(2);
  });
});
