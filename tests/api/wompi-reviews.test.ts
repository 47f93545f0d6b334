/**
 * The owner's "Pagos por revisar": a Wompi payment the order could not take is listed
 * for the admin with what Wompi charged, what the order expected and why; marking it handled takes
 * it off the list once, and a new review of the same order lists it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/domain/mail/messages-mail.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { body } from './helpers.ts';
import { confirm, createWompiOrder, openWompiShop, wompiShipping, type WompiShop } from './wompi-helpers.ts';

interface Review {
  reference: string;
  transactionId: string;
  charged: string;
  expected: string | null;
  reason: string;
  customer: { name: string; email: string; phone: string };
  at: string;
}

let shop: WompiShop;
let admin: { cookie: string };

beforeAll(async () => {
  shop = await openWompiShop();
  admin = await shop.harness.signInAs('ADMIN');
});
afterAll(() => shop.close());

const reviews = async () =>
  (await body<{ data: Review[] }>(await shop.harness.request('/api/payment-reviews', { cookie: admin.cookie }))).data;
const markHandled = (reference: string) =>
  shop.harness.request(`/api/payment-reviews/${encodeURIComponent(reference)}/handled`, { method: 'POST', cookie: admin.cookie });

describe('Pagos por revisar', () => {
  it("lists a tampered payment with the charge, the order's amount, the reason and the customer; marking it handled takes it off once", async () => {
    const created = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 1 }]);
    const settled = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 1 }]);
    const paid = shop.fake.addTransaction({ reference: settled.reference, amountInCents: settled.amountInCents, status: 'APPROVED' });
    expect((await body<{ data: { status: string } }>(await confirm(shop, paid.id))).data.status).toBe('APPROVED');
    const tampered = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents - 100,
      status: 'APPROVED',
    });
    expect((await body<{ data: { status: string } }>(await confirm(shop, tampered.id))).data.status).toBe('REVIEW');

    const listed = await reviews();
    expect(listed).toEqual([
      {
        reference: created.reference,
        transactionId: tampered.id,
        charged: formatCop((created.amountInCents - 100) / 100),
        expected: formatCop(created.amountInCents / 100),
        reason: mailMessages.reviewReasons.mismatch,
        customer: { name: wompiShipping.name, email: expect.stringMatching(/@correo\.co$/), phone: wompiShipping.phone },
        at: expect.any(String),
      },
    ]);

    const handled = await Promise.all([markHandled(created.reference), markHandled(created.reference)]);
    expect(handled.map((response) => response.status)).toEqual([200, 200]);
    expect((await body(handled[0]!)).message).toBe(messages.paymentReviewHandled);
    expect(await reviews()).toEqual([]);
    const order = (await shop.order(created.reference))!;
    expect(order.review).toMatchObject({ transactionId: tampered.id, handledBy: expect.any(String) });
    const firstMark = order.review?.handledAt;
    expect((await markHandled(created.reference)).status).toBe(200);
    expect((await shop.order(created.reference))?.review?.handledAt).toEqual(firstMark);

    // A second payment of the already-paid order is a new review, listed again.
    const second = shop.fake.addTransaction({ reference: settled.reference, amountInCents: settled.amountInCents, status: 'APPROVED' });
    expect((await body<{ data: { status: string } }>(await confirm(shop, second.id))).data.status).toBe('REVIEW');
    expect((await reviews()).map((review) => [review.reference, review.transactionId, review.reason])).toEqual([
      [settled.reference, second.id, mailMessages.reviewReasons['second-payment']],
    ]);
  });

  it('answers a Spanish 404 for a reference with nothing to review, and 400 for one too long', async () => {
    const settled = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 1 }]);
    const missing = await markHandled(settled.reference);
    expect(missing.status).toBe(404);
    expect((await body(missing)).message).toBe(messages.paymentReviewNotFound);
    const long = await markHandled('R'.repeat(101));
    expect(long.status).toBe(400);
    expect((await body(long)).message).toBe(messages.invalidReference);
  });
});
