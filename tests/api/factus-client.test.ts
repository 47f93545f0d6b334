/**
 * The Factus client against a loopback fake that speaks Factus' documented API: the token kept and
 * renewed, an invoice and its credit note, a retry after a lost answer that finds the document
 * already issued instead of issuing it twice, Factus' refusals kept with their own message, and
 * the buyers and lines mapped so Factus' totals equal the shop's to the peso.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createFactusProvider } from '../../functions/integrations/factus.ts';
import { createInvoiceProvider } from '../../functions/integrations/invoice-providers.ts';
import { InvoiceProviderError, type InvoiceProvider } from '../../functions/integrations/invoicing.ts';
import { loadInvoicingConfig, type FactusConfig } from '../../functions/invoicing-config.ts';
import { finalConsumer, type InvoiceBuyer } from '../../src/domain/invoicing/buyer.ts';
import type { InvoiceLine, InvoiceRequest, IssuedDocument } from '../../src/domain/invoicing/invoices.ts';
import { splitTax, taxTreatments, type TaxTreatment } from '../../src/domain/invoicing/tax.ts';
import { startFakeFactus, type FakeFactus } from '../fixtures/fake-factus.ts';

const started: FakeFactus[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((fake) => fake.close()));
});

async function setup(options: { clock?: () => Date; environment?: 'sandbox' | 'production'; timeoutMs?: number } = {}) {
  const fake = await startFakeFactus();
  started.push(fake);
  const env = { ...fake.env, ...(options.environment ? { FACTUS_ENVIRONMENT: options.environment } : {}) };
  const production = options.environment === 'production' ? productionIssuer : {};
  const config = loadInvoicingConfig({ ...env, ...production }, false).factus as FactusConfig;
  const logs: string[] = [];
  const factus = createFactusProvider(config, {
    log: (entry) => logs.push(entry.event),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { fake, factus, logs };
}

const productionIssuer = {
  INVOICE_ISSUER_NAME: 'Tienda Medellín S.A.S.',
  INVOICE_ISSUER_NIT: '900123456-8',
  INVOICE_RESOLUTION_NUMBER: '18764000000001',
  INVOICE_PREFIX: 'TM',
  INVOICE_RANGE_FROM: '1',
  INVOICE_RANGE_TO: '5000',
  INVOICE_RESOLUTION_FROM: '2026-01-01',
  INVOICE_RESOLUTION_TO: '2099-12-31',
  INVOICE_TECHNICAL_KEY: 'clave-tecnica',
};

function line(description: string, quantity: number, unitPrice: number, treatment: TaxTreatment = 'iva19', discount = 0): InvoiceLine {
  const total = quantity * unitPrice - discount;
  return {
    code: description.toLowerCase().replaceAll(' ', '-'),
    description,
    quantity,
    unitPrice,
    discount,
    total,
    tax: splitTax(total, treatment),
  };
}

function invoice(key: string, lines: InvoiceLine[], buyer: InvoiceBuyer = finalConsumer('cliente@correo.co')): InvoiceRequest {
  return {
    kind: 'factura',
    key,
    buyer,
    lines,
    total: lines.reduce((sum, each) => sum + each.total, 0),
    paymentMethod: 'tarjeta',
    note: `Pedido ${key}`,
  };
}

function creditNote(key: string, of: IssuedDocument, lines: InvoiceLine[]): InvoiceRequest {
  return {
    ...invoice(key, lines),
    kind: 'nota-credito',
    correcting: { number: of.number, cufe: of.cufe, issuedAt: of.issuedAt },
  };
}

const laptop = () => line('Portátil Lenovo', 1, 2_499_900);

/** Issues and answers the error it rejected with. */
async function refusal(factus: InvoiceProvider, request: InvoiceRequest): Promise<InvoiceProviderError> {
  const error = await factus.issue(request).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof InvoiceProviderError)) throw new Error(`Expected an InvoiceProviderError, got ${String(error)}`);
  return error;
}

describe('the Factus client', () => {
  it('issues an invoice: number, prefix and consecutive, CUFE, QR, validation date, links; a test in the sandbox', async () => {
    const { fake, factus, logs } = await setup();
    const issued = await factus.issue(invoice('pedido-1', [laptop()]));
    const [bill] = fake.documents;
    expect(issued).toEqual({
      number: 'SETP990000000',
      prefix: 'SETP',
      consecutive: 990000000,
      cufe: bill?.code,
      issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/),
      pdfUrl: `${fake.apiBase}/v1/bills/download-pdf/SETP990000000`,
      xmlUrl: `${fake.apiBase}/v1/bills/download-xml/SETP990000000`,
      qr: `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${bill?.code}`,
      test: true,
    });
    // Validated now (Factus gives the time to the second, in Colombia's time).
    expect(Math.abs(Date.parse(issued.issuedAt) - Date.now())).toBeLessThan(5_000);
    const sent = fake.requests.find((request) => request.path === '/v1/bills/validate')?.body;
    expect(sent).toMatchObject({ numbering_range_id: 8, reference_code: 'pedido-1', payment_form: '1', payment_method_code: '48' });
    expect(fake.requests[0]?.body).toMatchObject({ grant_type: 'password', username: 'sandbox@tienda.example' });
    expect(logs).toContain('factus.issued');
  });

  it('with production keys the documents are valid before DIAN', async () => {
    const { factus } = await setup({ environment: 'production' });
    expect((await factus.issue(invoice('pedido-prod', [laptop()]))).test).toBe(false);
  });

  it('a retry after a lost answer finds the invoice already issued: one document, the same number', async () => {
    const { fake, factus, logs } = await setup();
    fake.loseAnswers(1);
    const lost = await refusal(factus, invoice('pedido-2', [laptop()]));
    expect(lost.status).toBeNull();
    expect(lost.permanent).toBe(false);
    const retried = await factus.issue(invoice('pedido-2', [laptop()]));
    expect(fake.documents).toHaveLength(1);
    expect(retried.number).toBe(fake.documents[0]?.number);
    expect(retried.cufe).toBe(fake.documents[0]?.code);
    expect(logs).toContain('factus.found-issued');
    // And again: still the same one.
    expect((await factus.issue(invoice('pedido-2', [laptop()]))).number).toBe(retried.number);
    expect(fake.documents).toHaveLength(1);
  });

  it('a taken reference answered as a validation error on reference_code is found the same way', async () => {
    const { fake, factus } = await setup();
    fake.duplicateAnswer = 422;
    const first = await factus.issue(invoice('pedido-3', [laptop()]));
    expect(await factus.issue(invoice('pedido-3', [laptop()]))).toEqual(first);
    expect(fake.documents).toHaveLength(1);
  });

  it('a document left unvalidated by DIAN is not an answer yet: the retry fails for now, then finds it validated', async () => {
    const { fake, factus } = await setup();
    fake.leaveUnvalidated(1);
    const down = await refusal(factus, invoice('pedido-4', [laptop()]));
    expect(down.status).toBe(502);
    expect(down.permanent).toBe(false);
    const pending = await refusal(factus, invoice('pedido-4', [laptop()]));
    expect(pending.permanent).toBe(false);
    expect(pending.message).toContain('pedido-4 sigue sin validar ante la DIAN');
    fake.validatePending();
    const issued = await factus.issue(invoice('pedido-4', [laptop()]));
    expect(issued.cufe).toBe(fake.documents[0]?.code);
    expect(fake.documents).toHaveLength(1);
  });

  it('keeps its token until it expires, then renews it with the refresh token', async () => {
    let now = new Date('2026-11-28T15:00:00Z');
    const { fake, factus } = await setup({ clock: () => now });
    await factus.issue(invoice('pedido-5', [laptop()]));
    await factus.issue(invoice('pedido-6', [laptop()]));
    expect(fake.grants).toEqual(['password']);
    now = new Date(now.getTime() + 3_600_000);
    await factus.issue(invoice('pedido-7', [laptop()]));
    expect(fake.grants).toEqual(['password', 'refresh_token']);
    const [first, , third] = fake.requests.filter((request) => request.path === '/v1/bills/validate');
    expect(third?.authorization).not.toBe(first?.authorization);
  });

  it('parallel issues share one token', async () => {
    const { fake, factus } = await setup();
    await Promise.all(Array.from({ length: 5 }, (_, index) => factus.issue(invoice(`pedido-p${index}`, [laptop()]))));
    expect(fake.grants).toEqual(['password']);
    expect(fake.documents).toHaveLength(5);
  });

  it('a token Factus no longer takes (401) is renewed once and the call made again', async () => {
    const { fake, factus } = await setup();
    await factus.issue(invoice('pedido-8', [laptop()]));
    fake.expireTokens();
    await factus.issue(invoice('pedido-9', [laptop()]));
    expect(fake.grants).toEqual(['password', 'refresh_token']);
    expect(fake.documents.map((document) => document.reference_code)).toEqual(['pedido-8', 'pedido-9']);
  });

  it("Factus' refusals keep its message and validation errors: a 422 is permanent, a 5xx and a network failure are not", async () => {
    const { fake, factus } = await setup();
    fake.fail(1, 422);
    const refused = await refusal(factus, invoice('pedido-10', [laptop()]));
    expect(refused.status).toBe(422);
    expect(refused.permanent).toBe(true);
    expect(refused.message).toBe(
      'Factus HTTP 422: Error de validación · customer.email: El campo customer.email debe ser una dirección de correo válida.',
    );
    fake.fail(1, 503);
    const down = await refusal(factus, invoice('pedido-10', [laptop()]));
    expect([down.status, down.permanent]).toEqual([503, false]);
    expect(down.message).toBe('Factus HTTP 503: Error interno del servidor');
    fake.fail(1, 'drop');
    const dropped = await refusal(factus, invoice('pedido-10', [laptop()]));
    expect([dropped.status, dropped.permanent]).toEqual([null, false]);
    expect(dropped.message).toMatch(/^Factus no respondió/);
    // Nothing was issued by the failed calls; the next one issues it once.
    expect(fake.documents).toHaveLength(0);
    await factus.issue(invoice('pedido-10', [laptop()]));
    expect(fake.documents).toHaveLength(1);
  });

  it('a call Factus does not answer in time is given up as a network failure, and retried', async () => {
    const { fake, factus } = await setup({ timeoutMs: 300 });
    fake.fail(1, 'hang');
    const late = await refusal(factus, invoice('pedido-lento', [laptop()]));
    expect([late.status, late.permanent]).toEqual([null, false]);
    expect(late.message).toMatch(/^Factus no respondió/);
    expect((await factus.issue(invoice('pedido-lento', [laptop()]))).number).toBe(fake.documents[0]?.number);
  });

  it("the runtime's provider: none without Factus' keys; with them, the client loaded by the first document", async () => {
    expect(createInvoiceProvider(undefined, () => {})).toBeNull();
    const fake = await startFakeFactus();
    started.push(fake);
    const provider = createInvoiceProvider(loadInvoicingConfig(fake.env, false).factus, () => {});
    expect(provider?.kind).toBe('factus');
    expect(fake.requests).toEqual([]);
    expect((await provider?.issue(invoice('pedido-runtime', [laptop()])))?.number).toBe('SETP990000000');
  });

  it('wrong keys are refused at the token with its status', async () => {
    const fake = await startFakeFactus();
    started.push(fake);
    const config = loadInvoicingConfig({ ...fake.env, FACTUS_PASSWORD: 'otra' }, false).factus as FactusConfig;
    const refused = await refusal(createFactusProvider(config, { log: () => {} }), invoice('pedido-11', [laptop()]));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('Factus HTTP 400: The user credentials were incorrect.');
    expect(fake.documents).toHaveLength(0);
  });

  it('a credit note references its invoice: the whole amount voids it, a part is a partial return', async () => {
    const { fake, factus } = await setup();
    const bill = await factus.issue(invoice('pedido-12', [laptop(), line('Mouse', 2, 45_000)]));
    const whole = await factus.issue(creditNote('reembolso-12', bill, [laptop(), line('Mouse', 2, 45_000)]));
    expect(whole).toMatchObject({ number: 'NC1', prefix: 'NC', consecutive: 1, test: true });
    expect(whole.cufe).toBe(fake.documents[1]?.code);
    expect(whole.pdfUrl).toBe(`${fake.apiBase}/v1/credit-notes/download-pdf/NC1`);
    expect(fake.documents[1]).toMatchObject({ kind: 'credit_note', bill_id: fake.documents[0]?.id, correction_concept_code: 2 });
    const other = await factus.issue(invoice('pedido-13', [laptop(), line('Mouse', 2, 45_000)]));
    await factus.issue(creditNote('reembolso-13', other, [line('Mouse', 1, 45_000)]));
    expect(fake.documents[3]).toMatchObject({ bill_id: fake.documents[2]?.id, correction_concept_code: 1, total: '45000.00' });
    // A lost answer is found again for credit notes too.
    fake.loseAnswers(1);
    await refusal(factus, creditNote('reembolso-14', other, [line('Mouse', 1, 45_000)]));
    const found = await factus.issue(creditNote('reembolso-14', other, [line('Mouse', 1, 45_000)]));
    expect(found.number).toBe(fake.documents[4]?.number);
    expect(fake.documents).toHaveLength(5);
  });

  it("maps the buyer: CC, CE, passport and NIT to Factus' document ids, the NIT's check digit, consumidor final", async () => {
    const { fake, factus } = await setup();
    const buyers: InvoiceBuyer[] = [
      finalConsumer('anonimo@correo.co'),
      { documentType: 'CC', documentNumber: '1037600123', name: 'Ana María Restrepo', email: 'ana@correo.co' },
      { documentType: 'CE', documentNumber: '458712', name: 'Luis Pérez', email: 'luis@correo.co' },
      { documentType: 'PP', documentNumber: 'AB123456', name: 'John Smith', email: 'john@mail.com' },
      { documentType: 'NIT', documentNumber: '900123456', checkDigit: '8', name: 'Soluciones Andinas S.A.S.', email: 'compras@andinas.co' },
    ];
    for (const [index, buyer] of buyers.entries()) await factus.issue(invoice(`pedido-b${index}`, [laptop()], buyer));
    const customers = fake.documents.map((document) => document.body.customer);
    expect(customers).toEqual([
      {
        identification_document_id: 3,
        identification: '222222222222',
        names: 'Consumidor final',
        email: 'anonimo@correo.co',
        legal_organization_id: 2,
        tribute_id: 21,
      },
      {
        identification_document_id: 3,
        identification: '1037600123',
        names: 'Ana María Restrepo',
        email: 'ana@correo.co',
        legal_organization_id: 2,
        tribute_id: 21,
      },
      {
        identification_document_id: 5,
        identification: '458712',
        names: 'Luis Pérez',
        email: 'luis@correo.co',
        legal_organization_id: 2,
        tribute_id: 21,
      },
      {
        identification_document_id: 7,
        identification: 'AB123456',
        names: 'John Smith',
        email: 'john@mail.com',
        legal_organization_id: 2,
        tribute_id: 21,
      },
      {
        identification_document_id: 6,
        identification: '900123456',
        dv: '8',
        company: 'Soluciones Andinas S.A.S.',
        email: 'compras@andinas.co',
        legal_organization_id: 1,
        tribute_id: 21,
      },
    ]);
  });

  it('maps each line with its treatment: 19 %, 5 %, exento at 0 %, excluido outside IVA', async () => {
    const { fake, factus } = await setup();
    await factus.issue(
      invoice('pedido-t', [
        line('Portátil', 1, 2_499_900, 'iva19'),
        line('Café', 3, 18_500, 'iva5'),
        line('Cuaderno', 2, 7_900, 'exento'),
        line('Libro', 1, 45_000, 'excluido'),
      ]),
    );
    const items = fake.documents[0]?.body.items as Record<string, unknown>[];
    expect(
      items.map(({ name, quantity, price, tax_rate, is_excluded, discount_rate }) => ({
        name,
        quantity,
        price,
        tax_rate,
        is_excluded,
        discount_rate,
      })),
    ).toEqual([
      { name: 'Portátil', quantity: 1, price: 2_499_900, tax_rate: '19.00', is_excluded: 0, discount_rate: 0 },
      { name: 'Café', quantity: 3, price: 18_500, tax_rate: '5.00', is_excluded: 0, discount_rate: 0 },
      { name: 'Cuaderno', quantity: 2, price: 7_900, tax_rate: '0.00', is_excluded: 0, discount_rate: 0 },
      { name: 'Libro', quantity: 1, price: 45_000, tax_rate: '0.00', is_excluded: 1, discount_rate: 0 },
    ]);
    expect(items[0]).toMatchObject({ code_reference: 'portátil', unit_measure_id: 70, standard_code_id: 1, tribute_id: 1 });
  });

  it("Factus' totals equal the shop's in whole pesos, for every treatment, with and without discounts", async () => {
    const { fake, factus } = await setup();
    const amounts = [1, 99, 119, 1_000, 45_900, 59_999, 2_499_900, 7_654_321];
    const requests = taxTreatments.map((treatment, index) =>
      invoice(`pedido-total-${treatment}`, [
        ...amounts.map((amount) => line(`Artículo ${amount}`, 1 + (amount % 4), amount, treatment)),
        // A discount's share that divides by the quantity, and one that does not.
        line('Con descuento', 3, 100_000, treatment, 30_000),
        line('Descuento impar', 3, 100_000, treatment, 10_001 + index),
      ]),
    );
    for (const request of requests) await factus.issue(request);
    for (const [index, request] of requests.entries()) {
      const document = fake.documents[index];
      expect(Number(document?.total)).toBe(request.total);
      for (const [lineIndex, shop] of request.lines.entries()) {
        const theirs = document?.lines[lineIndex];
        expect(theirs?.total).toBe(shop.total);
        // Factus' base and IVA carry cents; to the peso they are the shop's, a peso apart at most.
        expect(Math.abs((theirs?.base ?? 0) - shop.tax.base)).toBeLessThanOrEqual(1);
        expect(Math.abs((theirs?.tax ?? 0) - shop.tax.tax)).toBeLessThanOrEqual(1);
      }
    }
    const odd = (fake.documents[0]?.body.items as Record<string, unknown>[]).at(-1);
    expect(odd).toMatchObject({ name: 'Descuento impar (× 3)', quantity: 1, price: 289_999 });
  });
});
