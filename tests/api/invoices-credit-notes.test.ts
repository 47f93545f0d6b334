/**
 * A credit note for every refund, correcting its invoice: a cancelled appointment's refunded
 * deposit, and a sale the owner cancelled (`sale.cancelled`). A note is sent only once its invoice
 * is issued: while the invoice fails, the note waits, and it follows the invoice once issued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceProviderError, type InvoiceProvider } from '../../functions/integrations/invoicing.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { serviceDeposit } from '../../src/domain/money/money.ts';
import { bookAppointment, cancel, findService } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let service: Product;

const entryOf = (key: string) => harness.deps.store.collection('invoices').findOne({ _id: key });

beforeAll(async () => {
  harness = await createHarness();
  service = await findService(harness);
});
afterAll(() => harness.close());

describe('a cancelled appointment’s refunded deposit', () => {
  it('gets a credit note for the amount refunded, correcting the order’s invoice', async () => {
    const booked = await bookAppointment(harness, service, '2026-03-13', '09:00');
    expect((await cancel(harness, booked)).status).toBe(200);
    await harness.deps.background.settle();
    const invoice = await entryOf(`factura:${booked.reference}`);
    const note = await entryOf(`nota-credito:${booked.lineId}`);
    expect(note).toMatchObject({ kind: 'nota-credito', state: 'sent', invoiceKey: `factura:${booked.reference}` });
    expect(note!.request.total).toBe(serviceDeposit(service.sellingPrice));
    expect(note!.request.lines[0]!.description).toContain('Devolución · Anticipo 20 %');
    expect(note!.request.correcting).toEqual({
      number: invoice!.issued!.number,
      cufe: invoice!.issued!.cufe,
      issuedAt: invoice!.issued!.issuedAt,
    });
    expect(note!.issued!.number).toMatch(/^NC\d+$/);
    expect(note!.issued!.cufe).not.toBe(invoice!.issued!.cufe);
  });

  it('waits for an invoice that is not issued yet, and follows it once it is', async () => {
    const down: InvoiceProvider = {
      kind: 'factus',
      issue: () => Promise.reject(new InvoiceProviderError('Servicio no disponible', 503)),
    };
    harness.deps.invoices = down;
    try {
      const booked = await bookAppointment(harness, service, '2026-03-13', '11:00');
      expect((await cancel(harness, booked)).status).toBe(200);
      await harness.deps.background.settle();
      expect(await entryOf(`factura:${booked.reference}`)).toMatchObject({ state: 'failed', lastError: 'Servicio no disponible' });
      const waiting = await entryOf(`nota-credito:${booked.lineId}`);
      expect(waiting?.state).toBe('failed');
      expect(waiting?.issued).toBeUndefined();
      expect(waiting?.lastError).toBe('La factura que corrige esta nota crédito aún no está emitida');

      harness.deps.invoices = null;
      harness.setNow(new Date('2026-03-04T16:00:00Z'));
      await runSweep(harness.deps);
      const invoice = await entryOf(`factura:${booked.reference}`);
      const note = await entryOf(`nota-credito:${booked.lineId}`);
      expect(invoice?.state).toBe('sent');
      expect(note?.state).toBe('sent');
      expect(note?.request.correcting?.number).toBe(invoice?.issued?.number);
    } finally {
      harness.deps.invoices = null;
      harness.setNow(new Date('2026-03-04T15:00:00Z'));
    }
  });
});

describe('a sale the owner cancelled', () => {
  it('gets a credit note for what the sale charged, once however often it is cancelled', async () => {
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const product = all.find(
      (candidate) => !candidate.category.startsWith('Servicios') && candidate.stock >= 5 && !candidate.variants?.length,
    )!;
    const browser = shopper(harness, {
      shippingInfo: {
        name: 'Ana',
        email: 'ana@correo.co',
        phone: '3001234567',
        address: '',
        shippingMethod: 'pickup',
        city: '',
        neighborhood: '',
      },
      seed: 'venta-cancelada',
    });
    const created = await browser.createOrder([{ productId: product._id, quantity: 1 }]);
    const { id, reference } = await body<{ id: string; reference: string }>(created);
    expect((await browser.capture(id)).status).toBe(200);
    await harness.deps.background.settle();
    const sale = await harness.deps.store.collection('transactions').findOne({ reference, kind: 'venta' });
    const admin = await harness.signInAs('ADMIN');
    for (let i = 0; i < 2; i++) {
      const cancelled = await harness.request(`/api/transactions/${sale!._id}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        json: { status: 'cancelada' },
      });
      expect(cancelled.status).toBe(200);
    }
    await harness.deps.background.settle();
    const note = await entryOf(`nota-credito:${sale!._id}`);
    expect(note).toMatchObject({ kind: 'nota-credito', state: 'sent', reference });
    expect(note!.request.total).toBe(product.sellingPrice);
    expect(await harness.deps.store.collection('invoices').countDocuments({ reference })).toBe(2);
  });
});
