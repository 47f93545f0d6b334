/**
 * The invoice of a payment whatever paid it: Wompi (in pesos, against the loopback fake of its
 * API), and a session pack (its price, as sold); an appointment a pack's credit paid is invoiced
 * nothing, since the pack was invoiced when it was sold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { cancel, ownService, readBooking } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { confirm, createWompiOrder, openWompiShop, type WompiShop } from './wompi-helpers.ts';

describe('a Wompi payment', () => {
  let shop: WompiShop;
  beforeAll(async () => {
    shop = await openWompiShop();
  });
  afterAll(() => shop.close());

  it('is invoiced once, for the pesos Wompi charged, however often it is confirmed', async () => {
    const created = await createWompiOrder(shop, [{ productId: shop.product._id, quantity: 1 }]);
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents,
      status: 'APPROVED',
    });
    for (let i = 0; i < 3; i++) expect((await confirm(shop, transaction.id)).status).toBe(200);
    await shop.harness.deps.background.settle();
    const entries = await shop.harness.deps.store.collection('invoices').find({ reference: created.reference });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ state: 'sent', attempts: 1 });
    expect(entries[0]!.request).toMatchObject({ total: created.amountInCents / 100, paymentMethod: 'transferencia' });
  });

  it('gives a cancelled appointment’s deposit, to give back by hand, its credit note', async () => {
    const created = await createWompiOrder(shop, [
      { productId: shop.service._id, reservationDate: '2026-03-09', reservationTime: '10:00' },
    ]);
    const transaction = shop.fake.addTransaction({
      reference: created.reference,
      amountInCents: created.amountInCents,
      status: 'APPROVED',
    });
    const confirmed = await body<{ data: { payment: { accessToken: string } } }>(await confirm(shop, transaction.id));
    const access = confirmed.data.payment.accessToken;
    const lineId = (await readBooking(shop.harness, created.reference, access)).lines[0]!.lineId;
    expect((await cancel(shop.harness, { reference: created.reference, access, lineId, email: '' })).status).toBe(200);
    await shop.harness.deps.background.settle();
    const note = await shop.harness.deps.store.collection('invoices').findOne({ _id: `nota-credito:${lineId}` });
    expect(note).toMatchObject({ kind: 'nota-credito', state: 'sent', invoiceKey: `factura:${created.reference}` });
    expect(note!.request.total).toBe(created.amountInCents / 100);
  });
});

describe('a session pack', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness({ now: new Date('2026-03-04T15:00:00Z') });
  });
  afterAll(() => harness.close());

  it('is invoiced at its price when sold, and the appointment its credit paid is invoiced nothing', async () => {
    const service = await ownService(harness, 60);
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const model = all.find((p) => !p.category.startsWith('Servicios') && !p.variants?.length)!;
    const admin = await harness.signInAs('ADMIN');
    const made = await harness.request('/api/upload-product', {
      cookie: admin.cookie,
      json: {
        productName: 'Bono de tres sesiones',
        brandName: 'Tienda',
        category: model.category,
        productImage: model.productImage,
        description: 'Tres sesiones',
        price: 300_000,
        sellingPrice: 250_000,
        stock: 100,
        packSessions: 3,
        packServiceIds: [service._id],
        packValidityDays: 30,
      },
    });
    expect(made.status).toBe(201);
    const pack = (await body<{ data: Product }>(made)).data;
    const buyer = await harness.signInAs('GENERAL', 'bono@correo.co');
    const contact = {
      name: 'Sara Ruiz',
      email: 'bono@correo.co',
      phone: '3104567890',
      address: '',
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
    };
    const browser = shopper(harness, { shippingInfo: contact, cookie: buyer.cookie, seed: 'bono' });
    const pay = async (items: unknown[]) => {
      const created = await browser.createOrder(items, { shippingInfo: contact });
      expect(created.status, await created.clone().text()).toBe(201);
      const { id, reference } = await body<{ id: string; reference: string }>(created);
      expect((await browser.capture(id)).status).toBe(200);
      await harness.deps.background.settle();
      return reference;
    };
    const sold = await pay([{ productId: pack._id, quantity: 1 }]);
    const invoice = await harness.deps.store.collection('invoices').findOne({ _id: `factura:${sold}` });
    expect(invoice).toMatchObject({ state: 'sent' });
    expect(invoice!.request.lines).toEqual([expect.objectContaining({ code: pack._id, description: pack.productName, total: 250_000 })]);

    const used = await pay([{ productId: service._id, reservationDate: '2026-03-05', reservationTime: '10:00', useCredit: true }]);
    expect(await harness.deps.store.collection('invoices').countDocuments({ reference: used })).toBe(0);
  });
});
