/**
 * An electronic invoice for every paid order, from the shop's own sandbox (no provider's keys): what
 * was charged is what is invoiced (a product its line, a service its deposit as an anticipo, the
 * delivery fee its own line, a 100 % code's order at 0), numbered from the test resolution with its
 * CUFE, shown on the records, mailed to the buyer; its documents are for the order's owner or an
 * admin only. 20 parallel captures of one order issue one invoice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { FINAL_CONSUMER_NUMBER } from '../../src/domain/invoicing/buyer.ts';
import { TEST_DOCUMENT_NOTICE } from '../../src/domain/invoicing/invoices.ts';
import { serviceDeposit } from '../../src/domain/money/money.ts';
import { bookAppointment, findService } from './booking-helpers.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, TEST_PASSWORD, type Harness } from './helpers.ts';
import { outboxFor } from './outbox.ts';

let harness: Harness;
let browser: Shopper;
let product: Product;

const delivery = {
  name: 'Valentina Restrepo',
  email: 'valentina@correo.co',
  phone: '3015551234',
  address: 'Calle 10 # 43-20',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};

const invoiceOf = (reference: string) => harness.deps.store.collection('invoices').findOne({ _id: `factura:${reference}` });

async function buy(items: unknown[], shippingInfo: Record<string, unknown> = delivery) {
  const created = await browser.createOrder(items, { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = await body<{ id: string }>(created);
  const captured = await browser.capture(id);
  expect(captured.status).toBe(200);
  await harness.deps.background.settle();
  return body<{ reference: string; accessToken: string }>(captured);
}

beforeAll(async () => {
  harness = await createHarness();
  browser = shopper(harness, { shippingInfo: delivery, seed: 'facturas' });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => !candidate.category.startsWith('Servicios') && candidate.stock >= 30 && !candidate.variants?.length)!;
});
afterAll(() => harness.close());

describe('the invoice of a paid order', () => {
  it('invoices a sale line by line, with the delivery fee, to consumidor final, and shows it on the record', async () => {
    const paid = await buy([{ productId: product._id, quantity: 2 }]);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference: paid.reference });
    const entry = await invoiceOf(paid.reference);
    expect(entry).toMatchObject({ kind: 'factura', state: 'sent', attempts: 1, reference: paid.reference });
    const { request, issued } = entry!;
    expect(request.buyer).toMatchObject({ documentNumber: FINAL_CONSUMER_NUMBER, email: delivery.email, finalConsumer: true });
    expect(request.lines[0]).toMatchObject({
      code: product._id,
      quantity: 2,
      unitPrice: product.sellingPrice,
      total: product.sellingPrice * 2,
    });
    expect(request.lines[1]).toMatchObject({ code: 'envio', total: order!.amounts.shipping });
    expect(request.total).toBe(order!.amounts.totalNow);
    for (const line of request.lines) expect(line.tax.base + line.tax.tax).toBe(line.total);
    expect(issued).toMatchObject({ prefix: 'SETP', test: true });
    expect(issued!.number).toBe(`SETP${issued!.consecutive}`);
    expect(issued!.consecutive).toBeGreaterThanOrEqual(990000000);
    expect(issued!.cufe).toMatch(/^[0-9a-f]{96}$/);

    const record = await harness.deps.store.collection('transactions').findOne({ reference: paid.reference });
    expect(record?.invoice).toMatchObject({ status: 'emitida', number: issued!.number, cufe: issued!.cufe, pdfUrl: issued!.pdfUrl });
    const [mail] = await outboxFor(harness, delivery.email, 'invoice');
    expect(mail?.mail.subject).toBe(`Tu factura electrónica ${issued!.number}`);
  });

  it('invoices a service’s deposit as an anticipo, and the balance not at all', async () => {
    const service = await findService(harness);
    const booked = await bookAppointment(harness, service, '2026-03-12', '10:00');
    await harness.deps.background.settle();
    const { request } = (await invoiceOf(booked.reference))!;
    expect(request.lines).toHaveLength(1);
    expect(request.lines[0]).toMatchObject({
      description: `Anticipo 20 % · ${service.productName} · 2026-03-12 10:00`,
      total: serviceDeposit(service.sellingPrice),
    });
    expect(request.total).toBe(serviceDeposit(service.sellingPrice));
  });

  it('invoices an order a 100 % code paid whole, at 0', async () => {
    const admin = await harness.signInAs('ADMIN');
    const made = await harness.request('/api/admin/discount-codes', {
      cookie: admin.cookie,
      json: { code: 'REGALO', kind: 'percent', value: 100, appliesTo: 'products' },
    });
    expect(made.status).toBe(201);
    const created = await harness.request('/api/payment/create-order', {
      json: {
        items: [{ productId: product._id, quantity: 1 }],
        shippingInfo: { ...delivery, shippingMethod: 'pickup' },
        discountCode: 'REGALO',
        acceptDataPolicy: true,
        acceptTerms: true,
      },
      cookie: browser.cookie,
      ip: '10.77.0.1',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id, reference } = await body<{ id: string; reference: string }>(created);
    expect((await browser.capture(id)).status).toBe(200);
    await harness.deps.background.settle();
    const entry = await invoiceOf(reference);
    expect(entry).toMatchObject({ state: 'sent' });
    expect(entry!.request.total).toBe(0);
    expect(entry!.request.lines[0]).toMatchObject({ unitPrice: product.sellingPrice, discount: product.sellingPrice, total: 0 });
  });

  it('invoices the buyer the checkout named, when it named one', async () => {
    const created = await browser.createOrder([{ productId: product._id, quantity: 1 }], { shippingInfo: delivery });
    const { id, reference } = await body<{ id: string; reference: string }>(created);
    const buyer = {
      documentType: 'NIT',
      documentNumber: '900123456',
      checkDigit: '8',
      name: 'Empresa S.A.S.',
      email: 'facturas@empresa.co',
    };
    await harness.deps.store.collection('paymentOrders').updateOne({ reference }, { $set: { invoiceBuyer: buyer } });
    expect((await browser.capture(id)).status).toBe(200);
    await harness.deps.background.settle();
    expect((await invoiceOf(reference))!.request.buyer).toEqual(buyer);
    expect(await outboxFor(harness, 'facturas@empresa.co', 'invoice')).toHaveLength(1);
  });

  it('issues one invoice, with one number, under 20 parallel captures', async () => {
    const created = await browser.createOrder([{ productId: product._id, quantity: 1 }], { shippingInfo: delivery });
    const { id, reference } = await body<{ id: string; reference: string }>(created);
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser.capture(id)));
    for (const answer of answers) expect(answer.status).toBe(200);
    await harness.deps.background.settle();
    expect(await harness.deps.store.collection('invoices').countDocuments({ reference })).toBe(1);
    const entry = await invoiceOf(reference);
    expect(entry).toMatchObject({ state: 'sent', attempts: 1 });
    const sameNumber = await harness.deps.store.collection('invoices').countDocuments({ 'issued.number': entry!.issued!.number });
    expect(sameNumber).toBe(1);
  });
});

describe('the records’ CSV', () => {
  it('ends each payment’s first row with its invoice: number, CUFE and status', async () => {
    const paid = await buy([{ productId: product._id, quantity: 1 }]);
    const { issued } = (await invoiceOf(paid.reference))!;
    const admin = await harness.signInAs('ADMIN');
    const csv = await (await harness.request('/api/transactions/export.csv?type=ventas', { cookie: admin.cookie })).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((row) => row.split(';'));
    expect(header!.slice(-3)).toEqual(['"Factura electrónica"', '"CUFE"', '"Estado de la factura"']);
    const row = rows.find((candidate) => candidate[0] === `"${paid.reference}"`)!;
    expect(row.slice(-3)).toEqual([`"${issued!.number}"`, `"${issued!.cufe}"`, '"emitida"']);
  });
});

describe('the documents', () => {
  it('are for the order’s owner (its receipt token) or an admin; a stranger gets 404', async () => {
    const paid = await buy([{ productId: product._id, quantity: 1 }]);
    const { issued } = (await invoiceOf(paid.reference))!;
    const path = new URL(issued!.pdfUrl).pathname;
    const own = await harness.request(`${path}?access=${encodeURIComponent(paid.accessToken)}`);
    expect(own.status).toBe(200);
    const html = await own.text();
    expect(html).toContain(issued!.number);
    expect(html).toContain(TEST_DOCUMENT_NOTICE);
    expect(html).toContain(issued!.cufe);
    const xml = await harness.request(`${new URL(issued!.xmlUrl).pathname}?access=${encodeURIComponent(paid.accessToken)}`);
    expect(xml.status).toBe(200);
    expect(await xml.text()).toContain(`<cbc:ID>${issued!.number}</cbc:ID>`);

    const admin = await harness.signInAs('ADMIN');
    expect((await harness.request(path, { cookie: admin.cookie })).status).toBe(200);
    const stranger = await harness.signInAs('GENERAL');
    expect((await harness.request(path, { cookie: stranger.cookie })).status).toBe(404);
    expect((await harness.request(`${path}?access=otro`)).status).toBe(404);
    expect((await harness.request(path)).status).toBe(404);
  });
});

describe('an account deleted', () => {
  it('anonymises its records, and its invoices keep the buyer they show (kept ten years)', async () => {
    const customer = await harness.signInAs('GENERAL', 'se.va@correo.co');
    const own = shopper(harness, { shippingInfo: { ...delivery, email: 'se.va@correo.co' }, cookie: customer.cookie, seed: 'se-va' });
    const created = await own.createOrder([{ productId: product._id, quantity: 1 }], {
      shippingInfo: { ...delivery, email: 'se.va@correo.co' },
    });
    const { id, reference } = await body<{ id: string; reference: string }>(created);
    expect((await own.capture(id)).status).toBe(200);
    await harness.deps.background.settle();
    await harness.deps.store.collection('transactions').updateOne({ reference, kind: 'venta' }, { $set: { status: 'entregada' } });
    const deleted = await harness.request('/api/profile', { method: 'DELETE', cookie: customer.cookie, json: { password: TEST_PASSWORD } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    await harness.deps.background.settle();
    const record = await harness.deps.store.collection('transactions').findOne({ reference });
    expect(record?.user?.email).toBe('');
    const entry = await invoiceOf(reference);
    expect(entry?.request.buyer.email).toBe('se.va@correo.co');
    expect(entry?.issued?.number).toBe(record?.invoice?.number);
  });
});
