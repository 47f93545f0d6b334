/**
 * Retries and giving up, from the queue: a provider that is down is tried again with backoff until
 * it answers; one that refuses the document (a permanent error) is given up at once, its error kept
 * and shown in the owner's "Facturas", whose "Reintentar" (admins only) issues it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceProviderError, type InvoiceProvider } from '../../functions/integrations/invoicing.ts';
import { MAX_ATTEMPTS } from '../../functions/services/outbox/index.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import type { InvoiceListItem } from '../../src/domain/invoicing/invoices.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let browser: Shopper;
let product: Product;
let admin: { cookie: string };
const start = new Date('2026-03-04T15:00:00Z');

/** A provider that fails as told, and issues through the sandbox otherwise. */
function provider(fail: () => InvoiceProviderError | null): InvoiceProvider & { calls: number } {
  const fake = {
    kind: 'factus' as const,
    calls: 0,
    issue(request: Parameters<InvoiceProvider['issue']>[0]) {
      fake.calls += 1;
      const error = fail();
      if (error) return Promise.reject(error);
      return Promise.resolve({
        number: `FE${fake.calls}`,
        prefix: 'FE',
        consecutive: fake.calls,
        cufe: 'c'.repeat(96),
        issuedAt: start.toISOString(),
        pdfUrl: `https://proveedor.test/${request.key}.pdf`,
        xmlUrl: `https://proveedor.test/${request.key}.xml`,
        qr: 'https://dian.test/qr',
        test: true,
      });
    },
  };
  return fake;
}

async function pay(): Promise<string> {
  const created = await browser.createOrder([{ productId: product._id, quantity: 1 }]);
  const { id, reference } = await body<{ id: string; reference: string }>(created);
  expect((await browser.capture(id)).status).toBe(200);
  await harness.deps.background.settle();
  return reference;
}

const entryOf = (reference: string) => harness.deps.store.collection('invoices').findOne({ _id: `factura:${reference}` });
const recordOf = (reference: string) => harness.deps.store.collection('transactions').findOne({ reference });
const list = async (query: string, cookie = admin.cookie) => {
  const response = await harness.request(`/api/admin/invoices${query}`, { cookie });
  expect(response.status).toBe(200);
  return body<{ data: InvoiceListItem[]; meta: { total: number } }>(response);
};

beforeAll(async () => {
  harness = await createHarness({ now: start });
  browser = shopper(harness, {
    shippingInfo: {
      name: 'Ana',
      email: 'ana@correo.co',
      phone: '3001234567',
      address: '',
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
    },
    seed: 'reintentos',
  });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => !candidate.category.startsWith('Servicios') && candidate.stock >= 20 && !candidate.variants?.length)!;
  admin = await harness.signInAs('ADMIN');
});
afterAll(() => harness.close());

describe('a provider that is down', () => {
  it('is tried again with backoff until it answers, and the invoice shows pending meanwhile', async () => {
    let down = true;
    const flaky = provider(() => (down ? new InvoiceProviderError('Tiempo de espera agotado', null) : null));
    harness.deps.invoices = flaky;
    const reference = await pay();
    expect(await entryOf(reference)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'Tiempo de espera agotado' });
    expect((await entryOf(reference))!.nextAttemptAt).toEqual(new Date(start.getTime() + 60_000));
    expect((await recordOf(reference))?.invoice).toEqual({ status: 'pendiente' });
    // Not due yet: nothing is tried.
    await runSweep(harness.deps);
    expect(flaky.calls).toBe(1);
    down = false;
    harness.setNow(new Date(start.getTime() + 2 * 60_000));
    expect((await runSweep(harness.deps)).invoicesIssued).toBe(1);
    expect(await entryOf(reference)).toMatchObject({ state: 'sent', attempts: 2 });
    expect((await recordOf(reference))?.invoice).toMatchObject({
      status: 'emitida',
      number: 'FE2',
      pdfUrl: expect.stringContaining('proveedor.test'),
    });
    harness.setNow(start);
  });

  it('is given up after the queue’s attempts, and shows failed', async () => {
    harness.deps.invoices = provider(() => new InvoiceProviderError('Error interno del proveedor', 500));
    const reference = await pay();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await harness.deps.store.collection('invoices').updateOne({ _id: `factura:${reference}` }, { $set: { nextAttemptAt: start } });
      await runSweep(harness.deps);
    }
    const entry = await entryOf(reference);
    expect(entry).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect((await recordOf(reference))?.invoice).toEqual({ status: 'fallida' });
  });
});

describe('a document the provider refuses', () => {
  it('is given up at once, listed failed with its error, and retried by an admin only', async () => {
    harness.deps.invoices = provider(() => new InvoiceProviderError('El NIT del adquiriente no es válido', 422));
    const reference = await pay();
    expect(await entryOf(reference)).toMatchObject({
      state: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      lastError: 'El NIT del adquiriente no es válido',
    });
    expect((await recordOf(reference))?.invoice).toEqual({ status: 'fallida' });

    const failed = await list('?status=fallida');
    const item = failed.data.find((candidate) => candidate.reference === reference);
    expect(item).toMatchObject({
      key: `factura:${reference}`,
      status: 'fallida',
      error: 'El NIT del adquiriente no es válido',
      number: null,
      total: product.sellingPrice,
    });
    expect((await list('?status=emitida')).data.some((candidate) => candidate.reference === reference)).toBe(false);
    expect((await list('?from=2026-03-05')).data).toHaveLength(0);
    expect((await list('?from=2026-03-04&to=2026-03-04&pageSize=1')).meta.total).toBeGreaterThanOrEqual(3);

    const key = encodeURIComponent(`factura:${reference}`);
    const customer = await harness.signInAs('GENERAL');
    expect((await harness.request(`/api/admin/invoices/${key}/retry`, { method: 'POST', cookie: customer.cookie })).status).toBe(403);
    expect((await harness.request(`/api/admin/invoices${''}`, { cookie: customer.cookie })).status).toBe(403);
    expect((await harness.request(`/api/admin/invoices/${key}/retry`, { method: 'POST' })).status).toBe(401);

    harness.deps.invoices = null;
    const retried = await harness.request(`/api/admin/invoices/${key}/retry`, { method: 'POST', cookie: admin.cookie });
    expect(retried.status).toBe(200);
    expect((await body<{ data: InvoiceListItem }>(retried)).data).toMatchObject({ status: 'emitida', error: null });
    expect((await recordOf(reference))?.invoice).toMatchObject({ status: 'emitida' });
    const again = await harness.request(`/api/admin/invoices/${key}/retry`, { method: 'POST', cookie: admin.cookie });
    expect(again.status).toBe(409);
    expect(
      (
        await harness.request(`/api/admin/invoices/${encodeURIComponent('factura:NO-EXISTE')}/retry`, {
          method: 'POST',
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404);
  });
});
