/**
 * Paying in pesos through Wompi, against the loopback fake of its API: create-order's Web Checkout
 * fields, and the browser's confirm after Wompi's redirect (approved, declined, pending, a
 * tampered amount, a transaction that is not the shop's).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/domain/mail/messages-mail.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { FAKE_WOMPI_INTEGRITY_SECRET, FAKE_WOMPI_PUBLIC_KEY } from '../fixtures/wompi-fake.ts';
import { checkoutConsent, checkoutCookie } from './checkout-helpers.ts';
import { body } from './helpers.ts';
import { outboxFor } from './outbox.ts';
import { confirm, createWompiOrder, openWompiShop, wompiShipping, type WompiShop } from './wompi-helpers.ts';

let shop: WompiShop;
beforeAll(async () => {
  shop = await openWompiShop();
});
afterAll(async () => {
  await shop.close();
});

interface Confirmation {
  status: string;
  reference: string;
  payment?: { reference: string; accessToken: string; receiptUrl: string };
}
const confirmation = async (response: Response) => (await body<{ data: Confirmation; message: string }>(response)).data;

describe('create-order with Wompi', () => {
  it("GET /api/payment/config lists Wompi in pesos with its public key, the spec's provider naming it; no sandbox beside it", async () => {
    const config = await body(await shop.harness.request('/api/payment/config'));
    expect(config).toEqual({
      provider: 'wompi',
      currency: 'COP',
      providers: [{ id: 'wompi', currency: 'COP', publicKey: FAKE_WOMPI_PUBLIC_KEY }],
      whatsappNotices: false,
    });
  });

  it('answers the Web Checkout fields: the pesos to pay now × 100, signed with the integrity secret; no dollars', async () => {
    const reservation = shop.nextSlot();
    const response = await shop.browser.createOrder([{ productId: shop.product._id, quantity: 1 }, reservation]);
    expect(response.status).toBe(201);
    const answer = await body<Record<string, unknown> & { data: Record<string, unknown> }>(response);
    const data = answer.data;
    const order = (await shop.order(String(data.reference)))!;
    expect(Number.isSafeInteger(order.amounts.totalNow)).toBe(true);
    const amountInCents = order.amounts.totalNow * 100;
    expect(data).toEqual({
      provider: 'wompi',
      reference: order.reference,
      amountInCents,
      currency: 'COP',
      publicKey: FAKE_WOMPI_PUBLIC_KEY,
      integritySignature: createHash('sha256').update(`${order.reference}${amountInCents}COP${FAKE_WOMPI_INTEGRITY_SECRET}`).digest('hex'),
      redirectUrl: 'http://localhost/payment-response',
    });
    expect(answer).toMatchObject({ reference: order.reference, amountInCents, integritySignature: data.integritySignature });
    expect(JSON.stringify(answer)).not.toMatch(/usd/i);
    expect(order).toMatchObject({ provider: 'wompi', amountInCents, providerOrderId: order.reference, status: 'CREATED' });
    expect(await shop.slotState(reservation)).toBe('held');
  });

  it('refuses a provider the shop does not offer, and one that does not exist, with a Spanish 400', async () => {
    const defaulted = await shop.browser.createOrder([{ productId: shop.product._id, quantity: 1 }]);
    expect((await body<{ data: { provider: string } }>(defaulted)).data.provider).toBe('wompi');
    const asked = await shop.harness.request('/api/payment/create-order', {
      json: { items: [{ productId: shop.product._id, quantity: 1 }], shippingInfo: wompiShipping, provider: 'paypal', ...checkoutConsent },
      cookie: checkoutCookie('otro'),
    });
    expect(asked.status).toBe(400);
    expect((await body(asked)).message).toBe(messages.paymentProviderUnavailable);
    const unknown = await shop.harness.request('/api/payment/create-order', {
      json: {
        items: [{ productId: shop.product._id, quantity: 1 }],
        shippingInfo: wompiShipping,
        provider: 'efectivo',
        ...checkoutConsent,
      },
      cookie: checkoutCookie('otro'),
    });
    expect(unknown.status).toBe(400);
    expect((await body(unknown)).message).toBe(messages.paymentProviderInvalid);
  });
});

describe('POST /api/payment/wompi/confirm', () => {
  it('APPROVED settles once: stock, the booked hour, the records, one receipt; the receipt token only for the buyer', async () => {
    const before = await shop.stock();
    const reservation = shop.nextSlot();
    const created = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 2 }, reservation]);
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents,
      status: 'APPROVED',
    });

    const first = await confirm(shop, transaction.id);
    expect(first.status).toBe(200);
    const answer = await confirmation(first);
    expect(answer).toMatchObject({ status: 'APPROVED', reference: created.reference, payment: { reference: created.reference } });
    expect(answer.payment?.accessToken).toBe((await shop.order(created.reference))?.accessToken);

    const again = await confirmation(await confirm(shop, transaction.id));
    expect(again.status).toBe('APPROVED');
    const stranger = await confirmation(await confirm(shop, transaction.id, { cookie: checkoutCookie('extraño'), ip: '10.99.0.1' }));
    expect(stranger).toEqual({ status: 'APPROVED', reference: created.reference });

    expect(await shop.stock()).toBe(before - 2);
    expect(await shop.slotState(reservation)).toBe('booked');
    expect(await shop.records(created.reference)).toBe(2);
    const order = (await shop.order(created.reference))!;
    expect(order.status).toBe('COMPLETED');
    expect(order.result?.purchase_units[0]?.payments.captures[0]).toMatchObject({
      id: transaction.id,
      amount: { currency_code: 'COP', value: String(created.amountInCents) },
    });
    const record = await shop.harness.deps.store.collection('transactions').findOne({ reference: created.reference });
    expect(record?.payment).toEqual({ provider: 'wompi', orderId: created.reference, captureId: transaction.id });
  });

  it('sends exactly one receipt e-mail for a payment confirmed many times, its amounts in pesos only', async () => {
    const email = 'recibo-wompi@correo.co';
    const response = await shop.browser.createOrder([{ productId: shop.product._id, quantity: 1 }], {
      shippingInfo: { ...wompiShipping, email },
    });
    const created = (await body<{ data: { reference: string; amountInCents: number } }>(response)).data;
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents,
      status: 'APPROVED',
    });
    for (let i = 0; i < 3; i++) expect((await confirmation(await confirm(shop, transaction.id))).status).toBe('APPROVED');
    const receipts = await outboxFor(shop.harness, email, 'receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.mail.text).toContain(`${mailMessages.factPaid}: ${formatCop(created.amountInCents / 100)}\n`);
    expect(receipts[0]?.mail.text).not.toContain('US$');
  });

  it('DECLINED releases the hold and the hour at once, and takes nothing', async () => {
    const before = await shop.stock();
    const reservation = shop.nextSlot();
    const created = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 1 }, reservation]);
    const tickets = shop.harness.deps.store.collection('holdTickets');
    const orderId = (await shop.order(created.reference))!._id;
    expect(await tickets.countDocuments({ orderId })).toBeGreaterThan(0);
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents,
      status: 'DECLINED',
    });
    const response = await confirm(shop, transaction.id);
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({
      message: messages.wompiDeclined,
      data: { status: 'DECLINED', reference: created.reference },
    });
    expect(await shop.slotState(reservation)).toBeNull();
    expect(await shop.stock()).toBe(before);
    expect(await shop.records(created.reference)).toBe(0);
    expect((await shop.order(created.reference))?.status).toBe('DECLINED');
    expect(await tickets.countDocuments({ orderId })).toBe(0);
  });

  it('VOIDED and ERROR release the holds as a decline does', async () => {
    for (const status of ['VOIDED', 'ERROR'] as const) {
      const reservation = shop.nextSlot();
      const created = await createWompiOrder(shop, [reservation]);
      const transaction = shop.fake.addTransaction({ reference: created.reference, amountInCents: created.amountInCents, status });
      expect((await confirmation(await confirm(shop, transaction.id))).status).toBe('DECLINED');
      expect(await shop.slotState(reservation)).toBeNull();
    }
  });

  it('PENDING keeps the holds; once Wompi approves, the next confirm settles', async () => {
    const before = await shop.stock();
    const reservation = shop.nextSlot();
    const created = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 1 }, reservation]);
    const transaction = shop.fake.addTransaction({ reference: created.reference, amountInCents: created.amountInCents, status: 'PENDING' });
    const pending = await confirm(shop, transaction.id);
    expect(await body(pending)).toMatchObject({ message: messages.wompiPending, data: { status: 'PENDING' } });
    expect(await shop.slotState(reservation)).toBe('held');
    expect((await shop.order(created.reference))?.status).toBe('CREATED');
    expect(await shop.stock()).toBe(before);

    shop.fake.setStatus(transaction.id, 'APPROVED');
    expect((await confirmation(await confirm(shop, transaction.id))).status).toBe('APPROVED');
    expect(await shop.slotState(reservation)).toBe('booked');
    expect(await shop.stock()).toBe(before - 1);
  });

  it('a tampered amount or currency settles nothing, is logged, and marks the order "revisar" for the owner', async () => {
    for (const tamper of [{ amount: 100 }, { currency: 'USD' }]) {
      const before = await shop.stock();
      const reservation = shop.nextSlot();
      const created = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 1 }, reservation]);
      const transaction = shop.fake.addTransaction({
        reference: created.reference,
        amountInCents: created.amountInCents - (tamper.amount ?? 0),
        currency: tamper.currency ?? 'COP',
        status: 'APPROVED',
      });
      const response = await confirm(shop, transaction.id);
      expect(response.status).toBe(200);
      expect(await body(response)).toMatchObject({ message: messages.wompiReviewNeeded, data: { status: 'REVIEW' } });
      expect(await shop.records(created.reference)).toBe(0);
      expect(await shop.stock()).toBe(before);
      const order = (await shop.order(created.reference))!;
      expect(order.status).toBe('FAILED');
      expect(order.review).toMatchObject({ label: 'revisar', transactionId: transaction.id, amountInCents: transaction.amount_in_cents });
      expect(order.review?.reason).toMatch(/^mismatch:/);
      expect(shop.logs.some((entry) => entry.event === 'payment.wompi.review' && entry.reference === created.reference)).toBe(true);
      expect(await outboxFor(shop.harness, wompiShipping.email, 'receipt')).toHaveLength(0);

      // The owner is told once, however often the payment is confirmed again.
      expect((await confirmation(await confirm(shop, transaction.id))).status).toBe('REVIEW');
      const notices = (await outboxFor(shop.harness, shop.harness.deps.config.mail.notifyTo, 'payment-review')).filter(
        (notice) => notice.mail.subject === mailMessages.reviewNoticeSubject(created.reference),
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]?.mail.text).toContain(transaction.id);
      expect(notices[0]?.mail.text).toContain(mailMessages.reviewReasons.mismatch);
      expect(notices[0]?.mail.text).toContain(formatCop(created.amountInCents / 100));
    }
  });

  it("a transaction whose reference is not the shop's, or that Wompi does not know, is a 404; a malformed id a 400", async () => {
    const foreign = shop.fake.addTransaction({ reference: 'OTRA-TIENDA-1', amountInCents: 5_000_000, status: 'APPROVED' });
    const response = await confirm(shop, foreign.id);
    expect(response.status).toBe(404);
    expect((await body(response)).message).toBe(messages.wompiTransactionNotFound);
    expect((await confirm(shop, '11111-1111111111-11111')).status).toBe(404);
    const malformed = await confirm(shop, '../../merchants');
    expect(malformed.status).toBe(400);
    expect((await body(malformed)).message).toBe(messages.wompiTransactionIdInvalid);
  });

  it('cancel-payment by the reference gives the hours back at once (the widget never opened)', async () => {
    const reservation = shop.nextSlot();
    const created = await createWompiOrder(shop, [reservation]);
    expect(await shop.slotState(reservation)).toBe('held');
    expect((await shop.browser.cancel(created.reference)).status).toBe(200);
    expect(await shop.slotState(reservation)).toBeNull();
    expect((await shop.order(created.reference))?.status).toBe('CANCELLED');
  });

  it('capture-order never captures a Wompi order', async () => {
    const created = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 1 }]);
    expect((await shop.browser.capture(created.reference)).status).toBe(404);
    expect((await shop.order(created.reference))?.status).toBe('CREATED');
  });
});
