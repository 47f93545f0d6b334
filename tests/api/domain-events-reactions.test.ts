/**
 * The events that replaced direct calls between capabilities: a phone reservation
 * (`appointment.booked`), a Wompi payment to review (`payment.review-needed`), a sale that leaves a
 * product low (`stock.low`), a sign-up (`account.created`). Each is published by its use case, the
 * mail reacts in the same request, and publishing the same event twice more reacts nothing again.
 * (`account.deleted` is proved with WhatsApp's notices, in whatsapp-changes.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../../functions/services/events/index.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { domainEvent, type DomainEvent } from '../../src/domain/shared/events.ts';
import { findService } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
const start = new Date('2026-03-04T15:00:00Z');

beforeAll(async () => {
  harness = await createHarness({ now: start });
});
afterAll(() => harness.close());

const deliveriesOf = (eventKey: string) => harness.deps.store.collection('eventDeliveries').find({ eventKey }, { sort: { subscriber: 1 } });
const mailCount = (_id: string) => harness.deps.store.collection('mail').countDocuments({ _id });

/** Publishes the event twice more, at once, and sweeps: each subscriber must still have reacted once. */
async function publishedTwiceMore(event: DomainEvent): Promise<void> {
  const again = await Promise.all([publish(harness.deps, event), publish(harness.deps, event)]);
  expect(again).toEqual([0, 0]);
  await runSweep(harness.deps);
  const deliveries = await deliveriesOf(event.key);
  expect(deliveries.map((delivery) => [delivery.subscriber, delivery.state, delivery.attempts])).toEqual([['mail', 'sent', 1]]);
}

describe('appointment.booked', () => {
  it('is published by a phone reservation; the owner is told once', async () => {
    const service = await findService(harness);
    const admin = await harness.signInAs('ADMIN');
    const response = await harness.request('/api/reservations/manual', {
      cookie: admin.cookie,
      json: {
        serviceId: service._id,
        reservationDate: '2026-03-12',
        reservationTime: '11:00',
        customer: { name: 'Doña Rosa', tel: '3112223344' },
      },
    });
    expect(response.status).toBe(201);
    const { _id: recordId, reference } = (await body<{ data: { _id: string; reference: string } }>(response)).data;
    expect(await mailCount(`phone-reservation:${reference}`)).toBe(1);
    await publishedTwiceMore(domainEvent.appointmentBooked({ recordId, reference, source: 'phone' }));
    expect(await mailCount(`phone-reservation:${reference}`)).toBe(1);
  });
});

describe('payment.review-needed', () => {
  it('tells the owner once per order and transaction', async () => {
    const facts = {
      reference: 'TM-REVISAR-1',
      transactionId: '1234-1700000000-00001',
      reason: 'mismatch',
      charged: { amountInCents: 4_900_000, currency: 'COP' },
      expectedCents: 5_000_000,
    };
    const event = domainEvent.paymentReviewNeeded(facts);
    expect(await publish(harness.deps, event)).toBe(1);
    const key = `payment-review:${facts.reference}:${facts.transactionId}`;
    expect(await mailCount(key)).toBe(1);
    await publishedTwiceMore(event);
    const notices = await harness.deps.store.collection('mail').find({ kind: 'payment-review' });
    expect(notices.map((notice) => notice._id)).toEqual([key]);
  });
});

describe('stock.low', () => {
  it('is published by a sale that leaves a product at the threshold; the owner is told once', async () => {
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const product = all.find(
      (candidate) => !candidate.category.startsWith('Servicios') && !candidate.variants?.length && candidate.stock > 3,
    )!;
    await harness.deps.store.collection('products').updateOne({ _id: product._id }, { $set: { stock: 4 } });
    const pickup = {
      name: 'Compradora',
      email: 'compradora@correo.co',
      phone: '3104567890',
      address: '',
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
    };
    const browser = shopper(harness, { shippingInfo: pickup, seed: 'stock-bajo' });
    const created = await browser.createOrder([{ productId: product._id, quantity: 1 }]);
    const { id, message } = await body<{ id: string; message: string }>(created);
    expect(created.status, message).toBe(201);
    expect((await browser.capture(id)).status).toBe(200);

    const key = `low-stock:${product._id}:0`;
    expect(await mailCount(key)).toBe(1);
    await publishedTwiceMore(domainEvent.stockLow({ productId: product._id, variantId: null, stock: 3, threshold: 3, restocks: 0 }));
    const notices = await harness.deps.store.collection('mail').find({ kind: 'low-stock' });
    expect(notices.map((notice) => notice._id)).toEqual([key]);
  });
});

describe('account.created', () => {
  it('is published by a sign-up; the account is welcomed once', async () => {
    const account = {
      name: 'Camila Restrepo',
      email: 'camila.eventos@correo.co',
      tel: '300 555 1234',
      password: 'montaña-2026',
      confirmPassword: 'montaña-2026',
      acceptDataPolicy: true,
    };
    expect((await harness.request('/api/signup', { json: account })).status).toBe(201);
    const user = await harness.deps.store.collection('users').findOne({ email: account.email });
    expect(await mailCount(`welcome:${user!._id}`)).toBe(1);
    await publishedTwiceMore(domainEvent.accountCreated(user!._id));
    expect(await harness.deps.store.collection('mail').countDocuments({ kind: 'welcome' })).toBe(1);
  });
});
