/**
 * The invoice's buyer (issue 40, item 2): the checkout's optional "¿Necesitas factura a nombre de
 * una persona o empresa?" is stored on the order and copied to each of its records on capture;
 * without it nothing is stored (the invoice goes to consumidor final); a wrong one is a Spanish 400
 * and creates nothing. A signed-in customer keeps theirs in the profile (only they read or change
 * it), the checkout may keep what was typed, the data export includes it, and a deletion forgets
 * the account's copy while the records of paid orders keep the one their invoice names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '../../functions/services/accounts/data-export.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { invoiceBuyerMessages } from '../../src/domain/invoicing/messages-invoice-buyer.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { findService } from './booking-helpers.ts';
import { checkoutConsent, checkoutCookie } from './checkout-helpers.ts';
import { body, createHarness, TEST_PASSWORD, type Harness } from './helpers.ts';

let harness: Harness;
let product: Product;
let service: Product;

beforeAll(async () => {
  harness = await createHarness();
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => candidate.stock > 10 && !candidate.category.startsWith('Servicios'))!;
  service = await findService(harness);
});
afterAll(() => harness.close());

const company = { documentType: 'NIT', documentNumber: '900.123.456-8', name: ' Cámaras del Valle  SAS ', email: 'Facturas@Camaras.CO' };
const storedCompany = {
  documentType: 'NIT',
  documentNumber: '900123456',
  checkDigit: '8',
  name: 'Cámaras del Valle SAS',
  email: 'facturas@camaras.co',
};

let orders = 0;

/** Creates an order as a browser does (its own checkout cookie and address); `extra` goes into the body. */
async function createOrder(items: unknown[], extra: Record<string, unknown> = {}, cookie?: string) {
  orders += 1;
  const browser = checkoutCookie(`factura-${orders}`);
  const shippingInfo = {
    name: 'Lina Mesa',
    email: `lina${orders}@correo.co`,
    phone: '3001234567',
    address: '',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
  };
  const cookies = [cookie, browser].filter(Boolean).join('; ');
  const response = await harness.request('/api/payment/create-order', {
    json: { items, shippingInfo, ...checkoutConsent, ...extra },
    cookie: cookies,
    ip: `10.40.0.${orders}`,
  });
  return { response, cookies };
}

/** Creates and captures an order; its reference. */
async function pay(items: unknown[], extra: Record<string, unknown> = {}, cookie?: string): Promise<string> {
  const { response, cookies } = await createOrder(items, extra, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  const captured = await harness.request('/api/payment/capture-order', {
    json: { orderID: (await body<{ id: string }>(response)).id },
    cookie: cookies,
  });
  expect(captured.status, await captured.clone().text()).toBe(200);
  return (await body<{ reference: string }>(captured)).reference;
}

const productItem = () => ({ productId: product._id, quantity: 1 });
const serviceItem = (time: string) => ({ productId: service._id, reservationDate: '2026-03-06', reservationTime: time });

describe('the checkout with invoicing data', () => {
  it('stores the buyer, normalised, on the order and on each of its records', async () => {
    const reference = await pay([productItem(), serviceItem('10:00')], { invoiceBuyer: company });
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference });
    expect(order?.invoiceBuyer).toEqual(storedCompany);
    const records = await harness.deps.store.collection('transactions').find({ reference });
    expect(records.map((record) => record.kind).sort()).toEqual(['reserva', 'venta']);
    for (const record of records) expect(record.invoiceBuyer).toEqual(storedCompany);
  });

  it('stores nothing without it: the invoice goes to consumidor final', async () => {
    const reference = await pay([productItem()]);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference });
    expect(order).not.toBeNull();
    expect(order).not.toHaveProperty('invoiceBuyer');
    const [record] = await harness.deps.store.collection('transactions').find({ reference });
    expect(record).toBeDefined();
    expect(record).not.toHaveProperty('invoiceBuyer');
  });

  it('refuses a wrong buyer with the Spanish reason, and creates no order', async () => {
    const before = await harness.deps.store.collection('paymentOrders').countDocuments({});
    const cases: [Record<string, unknown>, string][] = [
      [{ ...company, documentNumber: '900.123.456-7' }, invoiceBuyerMessages.checkDigitInvalid],
      [{ ...company, documentNumber: '900123456' }, invoiceBuyerMessages.checkDigitRequired],
      [{ ...company, documentType: 'CC', documentNumber: '12' }, invoiceBuyerMessages.ccInvalid],
      [{ ...company, documentType: 'RUT' }, invoiceBuyerMessages.documentTypeInvalid],
      [{ ...company, name: '' }, invoiceBuyerMessages.nameRequired],
      [{ ...company, email: 'facturas' }, messages.emailInvalid],
    ];
    for (const [invoiceBuyer, message] of cases) {
      const { response } = await createOrder([productItem()], { invoiceBuyer });
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe(message);
    }
    expect(await harness.deps.store.collection('paymentOrders').countDocuments({})).toBe(before);
  });

  it('keeps what was typed in the profile when a signed-in buyer asks, and never for a guest', async () => {
    const { cookie, userId } = await harness.signInAs('GENERAL');
    const passport = { documentType: 'PP', documentNumber: 'pa 123456', name: 'John Doe', email: 'john@correo.co' };
    await pay([productItem()], { invoiceBuyer: passport, keepInvoiceBuyer: true }, cookie);
    const user = await harness.deps.store.collection('users').findOne({ _id: userId });
    expect(user?.invoiceBuyer).toEqual({ documentType: 'PP', documentNumber: 'PA123456', name: 'John Doe', email: 'john@correo.co' });

    // Without the box, what was typed stays on the order only.
    await pay([productItem()], { invoiceBuyer: company }, cookie);
    expect((await harness.deps.store.collection('users').findOne({ _id: userId }))?.invoiceBuyer?.documentType).toBe('PP');

    // A guest has no profile: the order is made all the same.
    const usersBefore = await harness.deps.store.collection('users').countDocuments({ invoiceBuyer: { $exists: true } });
    await pay([productItem()], { invoiceBuyer: company, keepInvoiceBuyer: true });
    expect(await harness.deps.store.collection('users').countDocuments({ invoiceBuyer: { $exists: true } })).toBe(usersBefore);
  });
});

describe('"Datos de facturación" in the profile', () => {
  const read = (cookie: string) => harness.request('/api/profile/invoice-buyer', { cookie });
  const save = (cookie: string, invoiceBuyer: unknown) =>
    harness.request('/api/profile/invoice-buyer', { method: 'PUT', cookie, json: { invoiceBuyer } });

  it('is saved, read back, replaced and removed by its owner only', async () => {
    const ana = await harness.signInAs('GENERAL');
    const bruno = await harness.signInAs('GENERAL');
    expect((await body<{ data: unknown }>(await read(ana.cookie))).data).toEqual({ invoiceBuyer: null });

    const saved = await save(ana.cookie, company);
    expect(saved.status).toBe(200);
    expect(await body(saved)).toMatchObject({ message: invoiceBuyerMessages.profileSaved, data: { invoiceBuyer: storedCompany } });
    expect((await body<{ data: unknown }>(await read(ana.cookie))).data).toEqual({ invoiceBuyer: storedCompany });
    // Somebody else's session reads and changes only their own.
    expect((await body<{ data: unknown }>(await read(bruno.cookie))).data).toEqual({ invoiceBuyer: null });
    expect((await save(bruno.cookie, { ...company, name: 'Otra SAS' })).status).toBe(200);
    expect((await body<{ data: { invoiceBuyer: { name: string } } }>(await read(ana.cookie))).data.invoiceBuyer.name).toBe(
      'Cámaras del Valle SAS',
    );

    const person = { documentType: 'CC', documentNumber: '43.123.456', name: 'Ana Gómez', email: 'ana@correo.co' };
    expect((await save(ana.cookie, person)).status).toBe(200);
    expect((await body<{ data: unknown }>(await read(ana.cookie))).data).toEqual({
      invoiceBuyer: { documentType: 'CC', documentNumber: '43123456', name: 'Ana Gómez', email: 'ana@correo.co' },
    });

    const removed = await harness.request('/api/profile/invoice-buyer', { method: 'DELETE', cookie: ana.cookie });
    expect(await body(removed)).toMatchObject({ message: invoiceBuyerMessages.profileRemoved, data: { invoiceBuyer: null } });
    expect((await body<{ data: unknown }>(await read(ana.cookie))).data).toEqual({ invoiceBuyer: null });
    expect((await body<{ data: { invoiceBuyer: { name: string } } }>(await read(bruno.cookie))).data.invoiceBuyer.name).toBe('Otra SAS');
  });

  it('refuses a wrong buyer with the Spanish reason and keeps what was there', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    await save(cookie, company);
    const refused = await save(cookie, { ...company, documentNumber: '900123456', checkDigit: '1' });
    expect(refused.status).toBe(400);
    expect((await body(refused)).message).toBe(invoiceBuyerMessages.checkDigitInvalid);
    expect((await body<{ data: unknown }>(await read(cookie))).data).toEqual({ invoiceBuyer: storedCompany });
  });

  it('is for signed-in customers only', async () => {
    expect((await harness.request('/api/profile/invoice-buyer')).status).toBe(401);
    expect((await harness.request('/api/profile/invoice-buyer', { method: 'PUT', json: { invoiceBuyer: company } })).status).toBe(401);
    expect((await harness.request('/api/profile/invoice-buyer', { method: 'DELETE' })).status).toBe(401);
  });

  it('is in the data export, and so is the buyer each payment named', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    await save(cookie, company);
    const reference = await pay([productItem()], { invoiceBuyer: company }, cookie);
    const plain = await pay([productItem()], {}, cookie);
    const data = JSON.parse(await (await harness.request('/api/profile/export', { cookie })).text()) as DataExport;
    const inWords = {
      tipoDeDocumento: 'NIT',
      numeroDeDocumento: '900123456',
      digitoDeVerificacion: '8',
      nombreORazonSocial: 'Cámaras del Valle SAS',
      correoParaLaFactura: 'facturas@camaras.co',
    };
    expect(data.cuenta.datosDeFacturacion).toEqual(inWords);
    expect(data.compras.find((record) => record.referencia === reference)?.facturaA).toEqual(inWords);
    expect(data.compras.find((record) => record.referencia === plain)).not.toHaveProperty('facturaA');
    expect(data.pagosIniciados.find((checkout) => checkout.referencia === reference)?.facturaA).toEqual(inWords);
  });
});

describe('deleting the account', () => {
  it("forgets the account's invoicing data and an unpaid checkout's, and keeps the buyer of what was invoiced", async () => {
    const { cookie, userId } = await harness.signInAs('GENERAL');
    await harness.request('/api/profile/invoice-buyer', { method: 'PUT', cookie, json: { invoiceBuyer: company } });
    const reference = await pay([productItem()], { invoiceBuyer: company }, cookie);
    // Delivered: nothing is owed to the customer any more, so the account may go.
    await harness.deps.store.collection('transactions').updateMany({ reference }, { $set: { status: 'entregada' } });
    const { response, cookies } = await createOrder([productItem()], { invoiceBuyer: company }, cookie);
    const unpaidId = (await body<{ id: string }>(response)).id;
    expect((await harness.request('/api/payment/cancel-payment', { json: { orderID: unpaidId }, cookie: cookies })).status).toBe(200);

    const deleted = await harness.request('/api/profile', { method: 'DELETE', cookie, json: { password: TEST_PASSWORD } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);

    expect(await harness.deps.store.collection('users').findOne({ _id: userId })).toBeNull();
    const [record] = await harness.deps.store.collection('transactions').find({ reference });
    expect(record?.user?.name).toBe(messages.deletedCustomer);
    expect(record?.invoiceBuyer).toEqual(storedCompany);
    expect((await harness.deps.store.collection('paymentOrders').findOne({ reference }))?.invoiceBuyer).toEqual(storedCompany);
    const unpaid = await harness.deps.store.collection('paymentOrders').findOne({ providerOrderId: unpaidId });
    expect(unpaid?.status).toBe('CANCELLED');
    expect(unpaid).not.toHaveProperty('invoiceBuyer');
  });
});
