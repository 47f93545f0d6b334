/**
 * The money of an order paid on delivery counts when it is collected, not before: placed, confirmed
 * and dispatched on 10 March it is in no record, no dashboard figure, no CSV and no invoice;
 * "entregada y cobrada" on 12 March writes its sale (dated that day, "entregada", paid
 * "contra-entrega"), which the dashboard and the CSV count that day, and queues its invoice, paid
 * in cash ("efectivo"); the receipt is mailed once, then.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { cashOnDeliveryMessages as t } from '../../src/domain/cash-on-delivery/messages-cash-on-delivery.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { shipmentMessages } from '../../src/domain/shipments/messages-shipments.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { mongoOnlyOnFerret } from '../store/ferretdb-gaps.ts';
import { body, createHarness, testStoreEngine, type Harness } from './helpers.ts';
import { placeOrder, poblado, productWithStock, saveSettings, stockOf } from './cash-on-delivery-helpers.ts';

const PLACED = new Date('2026-03-10T15:00:00Z');
const COLLECTED = new Date('2026-03-12T20:00:00Z');

let harness: Harness;
let adminCookie: string;
let product: Product;

const admin = (path: string, json?: unknown) =>
  harness.request(`/api/admin/cash-on-delivery${path}`, { method: 'POST', cookie: adminCookie, json: json ?? {} });

async function salesOn(date: string): Promise<number> {
  const answer = await body<{ data: { days: { date: string; sales: number }[] } }>(
    await harness.request(`/api/admin/stats?from=2026-03-10&to=2026-03-12`, { cookie: adminCookie }),
  );
  return answer.data.days.find((day) => day.date === date)?.sales ?? -1;
}

async function salesCsv(): Promise<string> {
  const response = await harness.request('/api/transactions/export.csv?type=ventas', { cookie: adminCookie });
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  harness = await createHarness({ now: PLACED });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
  await saveSettings(harness, adminCookie);
  product = await productWithStock(harness, adminCookie, 10);
});
afterAll(() => harness.close());

describe('an order collected on delivery', () => {
  it('counts in the records, the CSV and the invoice when collected, and is mailed its receipt once', async () => {
    const response = await placeOrder(harness, product._id, 2);
    const { reference, total } = (await body<{ data: { reference: string; total: number } }>(response)).data;
    expect(response.status).toBe(201);
    expect(total).toBe(2 * product.sellingPrice + 15_000 + 5_000);
    const sent = { carrierId: 'servientrega', guide: 'SV 100 200' };
    expect((await admin(`/${reference}/dispatch`, sent)).status).toBe(409);
    expect((await admin(`/${reference}/collect`, { amountCollected: total })).status).toBe(409);
    expect((await admin(`/${reference}/confirm`)).status).toBe(200);
    // Dispatched with a carrier of the list and its guide, never without.
    const withoutGuide = await admin(`/${reference}/dispatch`);
    expect(withoutGuide.status).toBe(400);
    expect((await body<{ message: string }>(withoutGuide)).message).toBe(shipmentMessages.shipmentRequired);
    expect((await admin(`/${reference}/dispatch`, { carrierId: 'paloma-mensajera', guide: 'AB123' })).status).toBe(400);
    for (let i = 0; i < 2; i++) expect((await admin(`/${reference}/dispatch`, sent)).status).toBe(200);
    await runSweep(harness.deps);
    // The customer is mailed the tracking link once.
    const dispatchMails = await harness.deps.store.collection('mail').find({ kind: 'shipment', to: poblado.email });
    expect(dispatchMails).toHaveLength(1);
    expect(dispatchMails[0]!.html).toContain('SV100200');

    // Before it is collected: no record, no figure, no line in the CSV, no invoice, no receipt.
    expect(await harness.deps.store.collection('transactions').countDocuments({ reference })).toBe(0);
    expect(await salesCsv()).not.toContain(reference);
    expect(await harness.deps.store.collection('invoices').countDocuments({ reference })).toBe(0);
    expect(await harness.deps.store.collection('mail').countDocuments({ _id: `receipt:${reference}` })).toBe(0);

    harness.setNow(COLLECTED);
    const wrong = await admin(`/${reference}/collect`, { amountCollected: total - 1 });
    expect(wrong.status).toBe(409);
    expect((await body<{ message: string }>(wrong)).message).toBe(t.amountMismatch(formatCop(total)));
    const [first, second] = await Promise.all([
      admin(`/${reference}/collect`, { amountCollected: total }),
      admin(`/${reference}/collect`, { amountCollected: total }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await runSweep(harness.deps);

    const records = await harness.deps.store.collection('transactions').find({ reference });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: 'venta', status: 'entregada', payment: { provider: 'contra-entrega' } });
    // Its carrier, guide and tracking link, delivered the day it was collected: the retracto's five business days start then.
    expect(records[0]!.shipment).toMatchObject({ carrier: 'Servientrega', guide: 'SV100200', deliveredAt: '2026-03-12' });
    expect(records[0]!.shipment?.url).toMatch(/SV100200$/);
    expect(new Date(records[0]!.createdAt).toISOString()).toBe(COLLECTED.toISOString());
    expect(records[0]!.amounts.payNow).toBe(total);
    expect(await salesCsv()).toContain(reference);

    const invoices = await harness.deps.store.collection('invoices').find({ reference });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.request).toMatchObject({ kind: 'factura', paymentMethod: 'efectivo', total });
    expect(await harness.deps.store.collection('mail').countDocuments({ _id: `receipt:${reference}` })).toBe(1);
    expect(await harness.deps.store.collection('mail').countDocuments({ kind: 'receipt', to: poblado.email })).toBe(1);
    // The stock was taken once, at the order, and stays taken.
    expect(await stockOf(harness, product._id)).toBe(8);
    expect((await admin(`/${reference}/cancel`)).status).toBe(409);
    expect(await stockOf(harness, product._id)).toBe(8);
  });

  // The dashboard aggregates with `$facet`, which FerretDB lacks (it runs on the embedded engine and MongoDB).
  mongoOnlyOnFerret(testStoreEngine(), 'statsPipelines')('counts in the dashboard on the day it was collected, not before', async () => {
    expect(await salesOn('2026-03-10')).toBe(0);
    expect(await salesOn('2026-03-12')).toBe(2 * product.sellingPrice);
  });
});
