/**
 * The shop's invoices as Factus' API takes them (`POST /v1/bills/validate`, `POST
 * /v1/credit-notes/validate`) and Factus' answers as the shop keeps them. Pure: factus.ts sends them.
 *
 * Totals, in whole pesos. Factus takes each item's `price` with its IVA included (as every price of
 * the shop is) and charges `price × quantity × (1 − discount_rate / 100)` for it. So each item is
 * sent so that product is the line's total exactly, with no percentage that would round it:
 * - a line without a discount goes as it is: its quantity at its unit price;
 * - a line with a discount goes at the unit price net of its share of the discount, when the total
 *   divides by the quantity; otherwise as one item at the line's total, the quantity in its name.
 * Every item's charge is then a whole number of pesos equal to the line's total, and the document's
 * total equals the shop's to the peso. Factus derives each item's base and IVA from that charge with
 * cents (base = charge ÷ (1 + rate), to the cent); rounded to the peso, each line's base and IVA
 * differ from the shop's (base rounded half-up to the peso, IVA the rest) by a peso at most, and
 * their sum is always the same total.
 */
import { FINAL_CONSUMER_NUMBER, type BuyerDocumentType, type InvoiceBuyer } from '../../src/domain/invoicing/buyer.ts';
import type { InvoiceLine, InvoiceRequest, IssuedDocument } from '../../src/domain/invoicing/invoices.ts';

/** Factus' identification document ids (its table "Tipos de documentos de identidad"). */
export const FACTUS_DOCUMENT_IDS: Record<BuyerDocumentType, number> = { CC: 3, CE: 5, NIT: 6, PP: 7 };
/** Factus' legal organization ids: 1 persona jurídica, 2 persona natural. */
const LEGAL_ENTITY = 1;
const NATURAL_PERSON = 2;
/** Factus' customer tribute id 21: "No aplica" (DIAN's ZZ); the shop does not know the buyer's tax responsibilities. */
const TRIBUTE_NOT_APPLICABLE = 21;
/** Factus' item tribute id 1: IVA. */
const TRIBUTE_IVA = 1;
/** Factus' unit measure id 70: unidad (DIAN's 94). */
const UNIT = 70;
/** Factus' standard code id 1: the taxpayer's own product code (code_reference). */
const OWN_CODE = 1;
/** DIAN's payment means as Factus takes them: 48 tarjeta crédito, 47 transferencia débito bancaria, 10 efectivo (a sale collected on delivery), ZZZ otro. */
const PAYMENT_METHOD_CODES: Record<InvoiceRequest['paymentMethod'], string> = {
  tarjeta: '48',
  transferencia: '47',
  efectivo: '10',
  otro: 'ZZZ',
};
/** Factus' payment form 1: de contado (every sale of the shop is paid when it is invoiced). */
const CASH_SALE = '1';
/** Factus' credit note operation type 20: nota crédito que referencia una factura electrónica. */
const REFERENCES_AN_INVOICE = 20;
/** DIAN's correction concepts: 1 devolución parcial, 2 anulación de la factura. */
export const PARTIAL_RETURN = 1;
export const VOIDS_THE_INVOICE = 2;
/** Factus keeps an observation of 250 characters at most. */
const OBSERVATION_LIMIT = 250;

export interface FactusCustomer {
  identification_document_id: number;
  identification: string;
  dv?: string;
  company?: string;
  names?: string;
  email: string;
  legal_organization_id: number;
  tribute_id: number;
}

export interface FactusItem {
  code_reference: string;
  name: string;
  quantity: number;
  discount_rate: number;
  price: number;
  tax_rate: string;
  unit_measure_id: number;
  standard_code_id: number;
  is_excluded: 0 | 1;
  tribute_id: number;
  withholding_taxes: [];
}

/** The buyer as Factus' customer: a company by its razón social, a person by their names; consumidor final as DIAN allows it. */
export function factusCustomer(buyer: InvoiceBuyer): FactusCustomer {
  const company = buyer.documentType === 'NIT' && !buyer.finalConsumer;
  return {
    identification_document_id: FACTUS_DOCUMENT_IDS[buyer.finalConsumer ? 'CC' : buyer.documentType],
    identification: buyer.finalConsumer ? FINAL_CONSUMER_NUMBER : buyer.documentNumber,
    ...(company && buyer.checkDigit !== undefined ? { dv: buyer.checkDigit } : {}),
    ...(company ? { company: buyer.name } : { names: buyer.name }),
    email: buyer.email,
    legal_organization_id: company ? LEGAL_ENTITY : NATURAL_PERSON,
    tribute_id: TRIBUTE_NOT_APPLICABLE,
  };
}

/** The quantity and IVA-included unit price whose product is the line's total exactly (see the top of this file). */
function chargedAs(line: InvoiceLine): { quantity: number; price: number; name: string } {
  if (line.discount === 0 && line.quantity * line.unitPrice === line.total) {
    return { quantity: line.quantity, price: line.unitPrice, name: line.description };
  }
  if (line.total % line.quantity === 0) return { quantity: line.quantity, price: line.total / line.quantity, name: line.description };
  return { quantity: 1, price: line.total, name: `${line.description} (× ${line.quantity})` };
}

/** One line as Factus' item: IVA at its rate, exento at 0 %, excluido outside IVA (is_excluded). */
export function factusItem(line: InvoiceLine): FactusItem {
  const { quantity, price, name } = chargedAs(line);
  return {
    code_reference: line.code,
    name,
    quantity,
    discount_rate: 0,
    price,
    tax_rate: line.tax.rate.toFixed(2),
    unit_measure_id: UNIT,
    standard_code_id: OWN_CODE,
    is_excluded: line.tax.treatment === 'excluido' ? 1 : 0,
    tribute_id: TRIBUTE_IVA,
    withholding_taxes: [],
  };
}

/** The body of `POST /v1/bills/validate`: the request's key is Factus' reference_code, so a retry finds what was issued. */
export function billBody(request: InvoiceRequest, numberingRangeId: number) {
  return {
    numbering_range_id: numberingRangeId,
    reference_code: request.key,
    document: '01',
    operation_type: 10,
    observation: request.note.slice(0, OBSERVATION_LIMIT),
    payment_form: CASH_SALE,
    payment_method_code: PAYMENT_METHOD_CODES[request.paymentMethod],
    customer: factusCustomer(request.buyer),
    items: request.lines.map(factusItem),
  };
}

/** The body of `POST /v1/credit-notes/validate`: for the whole invoice it voids it, for part of it a partial return. */
export function creditNoteBody(request: InvoiceRequest, options: { numberingRangeId: number; billId: number; voidsTheInvoice: boolean }) {
  return {
    numbering_range_id: options.numberingRangeId,
    correction_concept_code: options.voidsTheInvoice ? VOIDS_THE_INVOICE : PARTIAL_RETURN,
    customization_id: REFERENCES_AN_INVOICE,
    bill_id: options.billId,
    reference_code: request.key,
    observation: request.note.slice(0, OBSERVATION_LIMIT),
    payment_method_code: PAYMENT_METHOD_CODES[request.paymentMethod],
    customer: factusCustomer(request.buyer),
    items: request.lines.map(factusItem),
  };
}

/** A bill or credit note as Factus describes it (`data.bill`, `data.credit_note`). */
export interface FactusDocument {
  id?: unknown;
  number?: unknown;
  cufe?: unknown;
  cude?: unknown;
  qr?: unknown;
  validated?: unknown;
  status?: unknown;
  total?: unknown;
  public_url?: unknown;
}

/**
 * Factus' "validated" date, "17-07-2024 03:12:31 PM", in Colombia's time (UTC−5), as ISO; an ISO
 * date as it is; undefined otherwise.
 */
export function validatedAt(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{2})-(\d{2})-(\d{4}) (\d{1,2}):(\d{2}):(\d{2})(?: ?([AP]M))?$/i.exec(value.trim());
  if (match) {
    const [, day, month, year, hours = '0', minutes, seconds, half] = match;
    let hour = Number(hours) % (half ? 12 : 24);
    if (half?.toUpperCase() === 'PM') hour += 12;
    const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), hour + 5, Number(minutes), Number(seconds));
    return new Date(utc).toISOString();
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}

/** What the shop keeps of an issued document: its number split into prefix and consecutive, CUFE (CUDE), QR, links. */
export function issuedDocument(
  document: FactusDocument,
  links: { pdfUrl: string; xmlUrl: string },
  context: { prefix?: unknown; test: boolean; now: Date },
): IssuedDocument | undefined {
  const number = typeof document.number === 'string' ? document.number : undefined;
  const cufe = typeof document.cufe === 'string' ? document.cufe : typeof document.cude === 'string' ? document.cude : undefined;
  if (!number || !cufe) return undefined;
  const prefix =
    typeof context.prefix === 'string' && number.startsWith(context.prefix) ? context.prefix : (/^\D*/.exec(number)?.[0] ?? '');
  return {
    number,
    prefix,
    consecutive: Number(number.slice(prefix.length)),
    cufe,
    issuedAt: validatedAt(document.validated) ?? context.now.toISOString(),
    pdfUrl: links.pdfUrl,
    xmlUrl: links.xmlUrl,
    qr: typeof document.qr === 'string' ? document.qr : '',
    test: context.test,
  };
}
