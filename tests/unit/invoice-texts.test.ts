/**
 * Where an invoice shows, as pure texts: the receipt e-mail's line (it comes, or its link), the
 * buyer's "Tu factura electrónica", the link to the shop's own document, and the document itself
 * (its number, the buyer, base and IVA per line, the CUFE, and the test notice).
 */
import { describe, expect, it } from 'vitest';
import { finalConsumer } from '../../src/domain/invoicing/buyer.ts';
import { invoiceDocumentHtml, invoiceDocumentXml } from '../../src/domain/invoicing/invoice-document.ts';
import { orderInvoiceLines } from '../../src/domain/invoicing/invoice-lines.ts';
import { invoiceDocumentHref } from '../../src/domain/invoicing/invoice-links.ts';
import { TEST_DOCUMENT_NOTICE, type IssuedDocument } from '../../src/domain/invoicing/invoices.ts';
import { invoiceMail } from '../../src/domain/mail/invoice-mail.ts';
import { receiptMail, type MailRecord } from '../../src/domain/mail/order-mails.ts';
import { sandboxInvoicingConfig } from '../../functions/invoicing-config.ts';

const site = 'https://tienda.example';
const sale: MailRecord = {
  reference: 'TM-ABC123',
  kind: 'venta',
  reservationDetails: [
    {
      kind: 'product',
      productId: 'p1',
      productName: 'Mouse <inalámbrico>',
      productImage: '',
      category: 'Accesorios',
      description: '',
      brandName: '',
      quantity: 1,
      unitPrice: 119_000,
      lineTotal: 119_000,
      payNow: 119_000,
    },
  ],
  shippingInfo: {
    name: 'Sara',
    email: 'sara@correo.co',
    phone: '3001234567',
    address: '',
    deliveryTime: '',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
  },
  amounts: { lines: 119_000, payNow: 119_000, shipping: 0, totalNowUsdCents: 3000 },
};
const links = { receiptUrl: `${site}/payment-success?reference=TM-ABC123`, manageUrl: `${site}/mi-reserva?ref=TM-ABC123` };
const issued: IssuedDocument = {
  number: 'SETP990000007',
  prefix: 'SETP',
  consecutive: 990000007,
  cufe: 'a'.repeat(96),
  issuedAt: '2026-03-04T15:00:00.000Z',
  pdfUrl: `${site}/api/invoices/factura%3ATM-ABC123/documento`,
  xmlUrl: `${site}/api/invoices/factura%3ATM-ABC123/xml`,
  qr: 'https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=aaa',
  test: true,
};

describe('the receipt e-mail', () => {
  it('says nothing of an invoice before invoices, that it comes while queued, and links it once issued', () => {
    expect(receiptMail([sale], links, site).text).not.toContain('factura');
    expect(receiptMail([{ ...sale, invoice: { status: 'pendiente' } }], links, site).text).toContain(
      'Tu factura electrónica llegará a tu correo en unos minutos.',
    );
    const withLink = receiptMail(
      [{ ...sale, invoice: { status: 'emitida', number: issued.number, pdfUrl: issued.pdfUrl } }],
      { ...links, invoiceUrl: `${issued.pdfUrl}?access=t0k` },
      site,
    );
    expect(withLink.text).toContain(`Factura electrónica SETP990000007: ${issued.pdfUrl}?access=t0k`);
  });
});

describe('the buyer’s mail and the links', () => {
  it('"Tu factura electrónica" names the number and CUFE, links the document and its XML, and says a test is one', () => {
    const mail = invoiceMail(
      { reference: 'TM-ABC123', number: issued.number, cufe: issued.cufe, documentUrl: issued.pdfUrl, xmlUrl: issued.xmlUrl, test: true },
      site,
    );
    expect(mail.subject).toBe('Tu factura electrónica SETP990000007');
    expect(mail.text).toContain(issued.cufe);
    expect(mail.text).toContain(TEST_DOCUMENT_NOTICE);
    expect(mail.html).toContain(issued.xmlUrl);
  });

  it('opens the shop’s own document on this site with a guest’s token, and a provider’s link as it is', () => {
    expect(invoiceDocumentHref(issued.pdfUrl, 't0k en')).toBe('/api/invoices/factura%3ATM-ABC123/documento?access=t0k%20en');
    expect(invoiceDocumentHref(issued.pdfUrl, null)).toBe('/api/invoices/factura%3ATM-ABC123/documento');
    expect(invoiceDocumentHref('https://proveedor.test/f/1.pdf', 't0k')).toBe('https://proveedor.test/f/1.pdf');
  });
});

describe('the document', () => {
  const lines = orderInvoiceLines(sale.reservationDetails, 0);
  const config = sandboxInvoicingConfig();
  const facts = {
    request: {
      kind: 'factura' as const,
      key: 'factura:TM-ABC123',
      buyer: finalConsumer('sara@correo.co'),
      lines,
      total: 119_000,
      paymentMethod: 'tarjeta' as const,
      note: 'Pedido TM-ABC123',
    },
    issued,
    issuer: config.issuer,
    resolution: config.resolution,
  };

  it('prints the seller, the buyer, each line’s base and IVA, the totals, the CUFE and the test notice, escaped', () => {
    const html = invoiceDocumentHtml(facts);
    expect(html).toContain('Factura electrónica de venta SETP990000007');
    expect(html).toContain(config.issuer.name);
    expect(html).toContain('Consumidor final · Cédula de ciudadanía 222222222222');
    expect(html).toContain('Mouse &lt;inalámbrico&gt;');
    expect(html).toContain('100.000');
    expect(html).toContain('19.000');
    expect(html).toContain(issued.cufe);
    expect(html.split(TEST_DOCUMENT_NOTICE)).toHaveLength(3);
  });

  it('as UBL-like XML: its number, CUFE, bases and IVA, and the test notice', () => {
    const xml = invoiceDocumentXml(facts);
    expect(xml).toContain('<cbc:ID>SETP990000007</cbc:ID>');
    expect(xml).toContain(`<cbc:UUID schemeName="CUFE-SHA384">${issued.cufe}</cbc:UUID>`);
    expect(xml).toContain('<cbc:TaxableAmount currencyID="COP">100000.00</cbc:TaxableAmount>');
    expect(xml).toContain('<cbc:TaxAmount currencyID="COP">19000.00</cbc:TaxAmount>');
    expect(xml).toContain(TEST_DOCUMENT_NOTICE);
    expect(xml).toContain('Mouse &lt;inalámbrico&gt;');
  });
});
