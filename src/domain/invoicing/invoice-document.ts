/**
 * An issued document's graphic representation (a printable HTML page) and its UBL-like XML, as the
 * shop serves them: the seller's legal data and numbering resolution, the buyer, each line with its
 * base and IVA, the totals per treatment, the CUFE and the QR's text, and on every test document
 * TEST_DOCUMENT_NOTICE. Pure: the invoicing capability hands it the stored document and the configuration.
 */
import { formatCop } from '../money/money.ts';
import { escapeHtml } from '../mail/render.ts';
import { buyerDocumentLabels } from './buyer.ts';
import { TEST_DOCUMENT_NOTICE, type InvoiceRequest, type IssuedDocument } from './invoices.ts';
import { invoicingMessages as t } from './messages-invoicing.ts';
import { taxTotals, taxTreatmentLabels } from './tax.ts';

export interface DocumentIssuer {
  name: string;
  nit: string;
  checkDigit: string;
  regime: string;
  address: string;
  city: string;
  email: string;
  phone: string;
}

export interface DocumentResolution {
  number: string;
  prefix: string;
  from: number;
  to: number;
  validFrom: string;
  validTo: string;
}

export interface InvoiceDocumentFacts {
  request: InvoiceRequest;
  issued: IssuedDocument;
  issuer: DocumentIssuer;
  resolution: DocumentResolution;
}

const e = escapeHtml;
const cell = (text: string) => `<td>${e(text)}</td>`;
const row = (cells: string[]) => `<tr>${cells.map(cell).join('')}</tr>`;

function buyerText(request: InvoiceRequest): string {
  const { buyer } = request;
  const number = buyer.checkDigit ? `${buyer.documentNumber}-${buyer.checkDigit}` : buyer.documentNumber;
  return `${buyer.name} · ${buyerDocumentLabels[buyer.documentType]} ${number} · ${buyer.email}`;
}

export function invoiceDocumentHtml({ request, issued, issuer, resolution }: InvoiceDocumentFacts): string {
  const title = t.documentTitle[request.kind];
  const taxes = taxTotals(request.lines.map((line) => line.tax));
  const base = taxes.reduce((sum, split) => sum + split.base, 0);
  const lines = request.lines.map((line) =>
    row([
      line.description,
      String(line.quantity),
      formatCop(line.unitPrice),
      formatCop(line.discount),
      formatCop(line.tax.base),
      `${formatCop(line.tax.tax)} (${taxTreatmentLabels[line.tax.treatment]})`,
      formatCop(line.total),
    ]),
  );
  const notice = issued.test ? `<p class="notice"><strong>${e(TEST_DOCUMENT_NOTICE)}</strong></p>` : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${e(title)} ${e(issued.number)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;color:#1c1b29;max-width:60rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #e2e1ec;padding:.4rem;text-align:left}
.notice{border:2px solid #b42318;color:#b42318;padding:.5rem;text-align:center}@media print{button{display:none}}</style></head>
<body>
${notice}
<h1>${e(title)} ${e(issued.number)}</h1>
<p>${e(t.issuedAt)}: ${e(issued.issuedAt)}</p>
<h2>${e(t.seller)}</h2>
<p>${e(issuer.name)} · ${e(t.nit)} ${e(issuer.nit)}-${e(issuer.checkDigit)} · ${e(t.regime)}: ${e(issuer.regime)}<br>
${e(issuer.address)}, ${e(issuer.city)} · ${e(issuer.email)} · ${e(issuer.phone)}<br>
${e(t.resolution(resolution.number, resolution.prefix, resolution.from, resolution.to, resolution.validFrom, resolution.validTo))}</p>
<h2>${e(t.buyer)}</h2>
<p>${e(buyerText(request))}</p>
${request.correcting ? `<p>${e(t.corrects)} ${e(request.correcting.number)} · ${e(t.cufe)} ${e(request.correcting.cufe)}</p>` : ''}
<table><thead>${row([t.description, t.quantity, t.unitPrice, t.discount, t.base, t.tax, t.lineTotal]).replaceAll('td>', 'th>')}</thead>
<tbody>${lines.join('\n')}</tbody></table>
<table>${taxes.map((split) => row([taxTreatmentLabels[split.treatment], formatCop(split.base), formatCop(split.tax)])).join('')}
${row([t.subtotal, formatCop(base), ''])}${row([t.taxTotal, formatCop(request.total - base), ''])}${row([t.total, formatCop(request.total), ''])}</table>
<p>${e(t.paymentMethod)}: ${e(t.paymentMethods[request.paymentMethod])} · ${e(request.note)}</p>
<p>${e(request.kind === 'factura' ? t.cufe : t.cude)}: <code>${e(issued.cufe)}</code></p>
<p>${e(t.qr)}: <code>${e(issued.qr)}</code></p>
${notice}
<button onclick="print()">${e(t.print)}</button>
</body></html>`;
}

const x = (text: string | number) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
const amount = (pesos: number) => pesos.toFixed(2);

/** The document as UBL-like XML (the provider's signed XML stands in its place with a real provider). */
export function invoiceDocumentXml({ request, issued, issuer }: InvoiceDocumentFacts): string {
  const root = request.kind === 'factura' ? 'Invoice' : 'CreditNote';
  const taxes = taxTotals(request.lines.map((line) => line.tax));
  const base = taxes.reduce((sum, split) => sum + split.base, 0);
  const lines = request.lines
    .map(
      (line, index) => `  <cac:${root}Line>
    <cbc:ID>${index + 1}</cbc:ID>
    <cbc:${request.kind === 'factura' ? 'InvoicedQuantity' : 'CreditedQuantity'}>${line.quantity}</cbc:${request.kind === 'factura' ? 'InvoicedQuantity' : 'CreditedQuantity'}>
    <cbc:LineExtensionAmount currencyID="COP">${amount(line.tax.base)}</cbc:LineExtensionAmount>
    <cac:TaxTotal><cbc:TaxAmount currencyID="COP">${amount(line.tax.tax)}</cbc:TaxAmount><cbc:Percent>${line.tax.rate}</cbc:Percent></cac:TaxTotal>
    <cac:Item><cbc:Description>${x(line.description)}</cbc:Description><cbc:ID>${x(line.code)}</cbc:ID></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="COP">${amount(line.unitPrice)}</cbc:PriceAmount></cac:Price>
  </cac:${root}Line>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">
  ${issued.test ? `<cbc:Note>${x(TEST_DOCUMENT_NOTICE)}</cbc:Note>` : ''}
  <cbc:ProfileExecutionID>${issued.test ? 2 : 1}</cbc:ProfileExecutionID>
  <cbc:ID>${x(issued.number)}</cbc:ID>
  <cbc:UUID schemeName="${request.kind === 'factura' ? 'CUFE-SHA384' : 'CUDE-SHA384'}">${x(issued.cufe)}</cbc:UUID>
  <cbc:IssueDate>${x(issued.issuedAt)}</cbc:IssueDate>
  <cbc:Note>${x(request.note)}</cbc:Note>
  <cbc:DocumentCurrencyCode>COP</cbc:DocumentCurrencyCode>
  ${request.correcting ? `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${x(request.correcting.number)}</cbc:ID><cbc:UUID>${x(request.correcting.cufe)}</cbc:UUID></cac:InvoiceDocumentReference></cac:BillingReference>` : ''}
  <cac:AccountingSupplierParty><cac:Party><cac:PartyTaxScheme><cbc:RegistrationName>${x(issuer.name)}</cbc:RegistrationName><cbc:CompanyID schemeID="${x(issuer.checkDigit)}" schemeName="31">${x(issuer.nit)}</cbc:CompanyID></cac:PartyTaxScheme></cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party><cac:PartyTaxScheme><cbc:RegistrationName>${x(request.buyer.name)}</cbc:RegistrationName><cbc:CompanyID>${x(request.buyer.documentNumber)}</cbc:CompanyID></cac:PartyTaxScheme></cac:Party></cac:AccountingCustomerParty>
  ${taxes.map((split) => `<cac:TaxTotal><cbc:TaxAmount currencyID="COP">${amount(split.tax)}</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount currencyID="COP">${amount(split.base)}</cbc:TaxableAmount><cbc:Percent>${split.rate}</cbc:Percent></cac:TaxSubtotal></cac:TaxTotal>`).join('\n  ')}
  <cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="COP">${amount(base)}</cbc:LineExtensionAmount><cbc:PayableAmount currencyID="COP">${amount(request.total)}</cbc:PayableAmount></cac:LegalMonetaryTotal>
${lines}
</${root}>
`;
}
