/**
 * The right of withdrawal (retracto): only the customer's own delivered sale, within five business
 * days of its delivery (a holiday in between moves the last day), for the lines that admit it, once
 * per sale with a radicado and both e-mails; after the last day refused with it. The owner's
 * approval, 20 at once, refunds once through the provider, gives the stock back once and queues one
 * credit note, and tells the customer once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { formatDay } from '../../src/domain/shared/dates.ts';
import { withdrawalMessages as t } from '../../src/domain/withdrawals/messages-withdrawals.ts';
import type { PublicWithdrawal, SaleWithdrawal } from '../../src/domain/withdrawals/withdrawals.ts';
import { startSession } from '../../functions/services/accounts/sessions.ts';
import { body, createHarness, TEST_PASSWORD, type Harness } from './helpers.ts';
import { outboxFor } from './outbox.ts';
import { paidSale, plainProduct, setSaleStatus } from './shipment-helpers.ts';

let harness: Harness;
let admin: { cookie: string };
let product: Product;
/** Tuesday 1 December 2026, 10:00 in Bogotá: the sales are paid and sent. */
const PAID = new Date('2026-12-01T15:00:00Z');
/** Wednesday 2 December, 10:00: delivered. Five business days later, with Tuesday the 8th a holiday, is Thursday the 10th. */
const DELIVERED = new Date('2026-12-02T15:00:00Z');
const LAST_DAY = '2026-12-10';
const LATE_ON_LAST_DAY = new Date('2026-12-11T04:30:00Z'); // 23:30 on the 10th in Bogotá
const DAY_AFTER = new Date('2026-12-11T15:00:00Z');
let customers = 0;

beforeAll(async () => {
  harness = await createHarness({ now: PAID });
  admin = await harness.signInAs('ADMIN');
  product = await plainProduct(harness);
});
afterAll(() => harness.close());

/** A signed-in customer's paid sale of `quantity`, sent and delivered on DELIVERED. */
async function deliveredSale(quantity = 1, item: Product = product) {
  customers += 1;
  const email = `retracto${customers}@correo.co`;
  const customer = await harness.signInAs('GENERAL', email);
  harness.setNow(PAID);
  const paid = await paidSale(harness, item, { cookie: customer.cookie, email, quantity });
  expect(
    (await setSaleStatus(harness, admin.cookie, paid.sale._id, 'enviada', { carrierId: 'servientrega', guide: `G${customers}00` })).status,
  ).toBe(200);
  harness.setNow(DELIVERED);
  expect((await setSaleStatus(harness, admin.cookie, paid.sale._id, 'entregada')).status).toBe(200);
  return {
    ...paid,
    /** The customer's session started now (one from the day of the purchase may have run out since). */
    cookie: async () =>
      `token=${await startSession(harness.deps.store, customer.userId, harness.deps.config.jwtSecret, harness.deps.clock())}`,
  };
}

const ask = (cookie: string, json: unknown, ip = '10.66.0.1') => harness.request('/api/withdrawals', { method: 'POST', cookie, json, ip });
const approve = (id: string, ip = '10.66.1.1') =>
  harness.request(`/api/admin/withdrawals/${id}/approve`, { method: 'POST', cookie: admin.cookie, ip });
const messageOf = async (response: Response) => (await body<{ message: string }>(response)).message;
const stockOf = async (id: string) => (await harness.deps.store.collection('products').findOne({ _id: id }))!.stock;

describe('asking for a withdrawal', () => {
  it("refuses someone else's sale as none, and a sale not delivered yet", async () => {
    const sale = await deliveredSale();
    const stranger = await harness.signInAs('GENERAL', 'otra-persona@correo.co');
    const foreign = await ask(stranger.cookie, { recordId: sale.sale._id, lines: [0], reason: 'No era lo que esperaba' });
    expect(foreign.status).toBe(404);
    expect(await messageOf(foreign)).toBe(t.saleNotFound);

    harness.setNow(PAID);
    const customer = await harness.signInAs('GENERAL', 'sin-entregar@correo.co');
    const sent = await paidSale(harness, product, { cookie: customer.cookie, email: 'sin-entregar@correo.co' });
    const early = await ask(customer.cookie, { recordId: sent.sale._id, lines: [0], reason: 'Me arrepentí de la compra' });
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe(t.notDelivered);
  });

  it('takes it on the last day late at night (the holiday not counted), with a radicado, both e-mails, and once per sale', async () => {
    const sale = await deliveredSale();
    harness.setNow(LATE_ON_LAST_DAY);
    const mine = (await body<{ data: SaleWithdrawal[] }>(await harness.request('/api/withdrawals/mine', { cookie: await sale.cookie() })))
      .data;
    expect(mine).toEqual([{ recordId: sale.sale._id, lastDay: LAST_DAY, open: true, lines: [0], request: null }]);

    const asked = await ask(await sale.cookie(), { recordId: sale.sale._id, lines: [0], reason: 'La talla no me quedó' });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const withdrawal = (await body<{ data: PublicWithdrawal }>(asked)).data;
    expect(withdrawal).toMatchObject({ status: 'solicitado', lines: [0], deliveredAt: '2026-12-02', lastDay: LAST_DAY });
    expect(withdrawal.radicado).toMatch(/^PQR-2026-\d{6}$/);
    expect(withdrawal.amount).toBe(sale.sale.reservationDetails[0]!.lineTotal + sale.sale.amounts.shipping);

    const again = await ask(await sale.cookie(), { recordId: sale.sale._id, lines: [0], reason: 'Otra vez lo mismo' });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(t.alreadyRequested);
    expect(await outboxFor(harness, sale.email, 'withdrawal')).toHaveLength(1);
    const notices = (await outboxFor(harness, harness.deps.config.mail.notifyTo, 'withdrawal-notice')).filter((message) =>
      message.mail.subject?.includes(withdrawal.radicado),
    );
    expect(notices).toHaveLength(1);
    const after = (await body<{ data: SaleWithdrawal[] }>(await harness.request('/api/withdrawals/mine', { cookie: await sale.cookie() })))
      .data;
    expect(after[0]).toMatchObject({ open: false, request: { radicado: withdrawal.radicado, status: 'solicitado' } });
  });

  it('refuses it the day after the last day, naming the last day', async () => {
    const sale = await deliveredSale();
    harness.setNow(DAY_AFTER);
    const late = await ask(await sale.cookie(), { recordId: sale.sale._id, lines: [0], reason: 'Ya no lo quiero' });
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe(t.expired(formatDay(LAST_DAY)));
    const mine = (await body<{ data: SaleWithdrawal[] }>(await harness.request('/api/withdrawals/mine', { cookie: await sale.cookie() })))
      .data;
    expect(mine[0]?.open).toBe(false);
  });

  it('refuses a product the owner marked "No admite retracto"', async () => {
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const personal = all.find(
      (item) =>
        item._id !== product._id &&
        !item.category.startsWith('Servicios') &&
        !item.variants?.length &&
        !item.packSessions &&
        item.stock > 3,
    )!;
    await harness.deps.store.collection('products').updateOne({ _id: personal._id }, { $set: { noWithdrawal: true } });
    const sale = await deliveredSale(1, personal);
    const mine = (await body<{ data: SaleWithdrawal[] }>(await harness.request('/api/withdrawals/mine', { cookie: await sale.cookie() })))
      .data;
    expect(mine[0]?.lines).toEqual([]);
    const refused = await ask(await sale.cookie(), { recordId: sale.sale._id, lines: [0], reason: 'No me gustó el color' });
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(t.lineNotWithdrawable(personal.productName));
  });
});

describe("the owner's approval", () => {
  it('refunds once, gives the stock back once and queues one credit note, with 20 approvals at once', async () => {
    const sale = await deliveredSale(2);
    const withdrawal = (
      await body<{ data: PublicWithdrawal }>(
        await ask(await sale.cookie(), { recordId: sale.sale._id, lines: [0], reason: 'Llegó con un defecto' }),
      )
    ).data;
    const refunds: unknown[] = [];
    const provider = harness.deps.payments;
    const refundCapture = provider.refundCapture.bind(provider);
    provider.refundCapture = async (input) => {
      refunds.push(input);
      return refundCapture(input);
    };
    try {
      const stockBefore = await stockOf(product._id);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => approve(withdrawal._id, `10.66.2.${n + 1}`)));
      for (const answer of answers) expect(answer.status, await answer.clone().text()).toBeLessThan(500);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ requestId: `retracto-${withdrawal._id}` });
      expect(await stockOf(product._id)).toBe(stockBefore + 2);
      // Approved again later: nothing more.
      expect((await approve(withdrawal._id)).status).toBe(200);
      expect(refunds).toHaveLength(1);
      expect(await stockOf(product._id)).toBe(stockBefore + 2);
    } finally {
      provider.refundCapture = refundCapture;
    }
    const stored = await harness.deps.store.collection('withdrawals').findOne({ _id: withdrawal._id });
    expect(stored).toMatchObject({ status: 'aprobado' });
    expect(stored?.refundId).toMatch(/^SANDBOX-REFUND-/);
    const notes = await harness.deps.store.collection('invoices').find({ reference: sale.reference, kind: 'nota-credito' });
    expect(notes.map((note) => note._id)).toEqual([`nota-credito:retracto-${sale.sale._id}`]);
    expect(notes[0]?.request.total).toBe(withdrawal.amount);
    expect(await outboxFor(harness, sale.email, 'withdrawal-approved')).toHaveLength(1);
  });
});

describe("the account's data", () => {
  it('exports its requests with their reason, and a deletion keeps the request for the sale without the reason', async () => {
    const sale = await deliveredSale();
    const withdrawal = (
      await body<{ data: PublicWithdrawal }>(
        await ask(await sale.cookie(), { recordId: sale.sale._id, lines: [0], reason: 'Me llegó repetido' }),
      )
    ).data;
    const exported = await harness.request('/api/profile/export', { cookie: await sale.cookie(), ip: '10.66.3.1' });
    expect(exported.status).toBe(200);
    const data = await body<{ retractos?: { radicado: string; motivo: string }[] }>(exported);
    expect(data.retractos).toEqual([expect.objectContaining({ radicado: withdrawal.radicado, motivo: 'Me llegó repetido' })]);

    const deleted = await harness.request('/api/profile', {
      method: 'DELETE',
      cookie: await sale.cookie(),
      json: { password: TEST_PASSWORD },
      ip: '10.66.3.2',
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const kept = await harness.deps.store.collection('withdrawals').findOne({ _id: withdrawal._id });
    expect(kept).toMatchObject({ radicado: withdrawal.radicado, amount: withdrawal.amount, reason: '', userId: '' });
  });
});

describe('a withdrawal of a Wompi payment', () => {
  it('records "devolución pendiente" (Wompi cannot refund by API) until the owner marks it given back', async () => {
    const sale = await deliveredSale();
    // Paid through Wompi: PSE and Nequi are given back by hand.
    await harness.deps.store.collection('transactions').updateOne({ _id: sale.sale._id }, { $set: { 'payment.provider': 'wompi' } });
    const withdrawal = (
      await body<{ data: PublicWithdrawal }>(
        await ask(await sale.cookie(), { recordId: sale.sale._id, lines: [0], reason: 'No lo necesito' }),
      )
    ).data;
    const refunds: unknown[] = [];
    const provider = harness.deps.payments;
    const refundCapture = provider.refundCapture.bind(provider);
    provider.refundCapture = async (input) => {
      refunds.push(input);
      return refundCapture(input);
    };
    try {
      const approved = await approve(withdrawal._id);
      expect(approved.status, await approved.clone().text()).toBe(200);
      expect(await messageOf(approved)).toBe(t.approvedByHand);
      expect(refunds).toEqual([]);
    } finally {
      provider.refundCapture = refundCapture;
    }
    const stored = await harness.deps.store.collection('withdrawals').findOne({ _id: withdrawal._id });
    expect(stored).toMatchObject({ status: 'aprobado', refundId: null, refundPending: { amount: withdrawal.amount } });
    const markDone = () =>
      harness.request(`/api/admin/withdrawals/${withdrawal._id}/refund-done`, { method: 'POST', cookie: admin.cookie, ip: '10.66.4.1' });
    const done = await markDone();
    expect(done.status, await done.clone().text()).toBe(200);
    const doneAt = (await body<{ data: PublicWithdrawal }>(done)).data.refundDoneAt;
    expect(doneAt).toBe(harness.deps.clock().toISOString());
    expect((await body<{ data: PublicWithdrawal }>(await markDone())).data.refundDoneAt).toBe(doneAt);
  });
});
