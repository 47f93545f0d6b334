/**
 * Electronic invoices (facturas electrónicas de venta) and credit notes (notas crédito) as the shop
 * keeps them: what it sends a provider (proveedor tecnológico) to issue, and what the provider gives
 * back. Pure: the invoicing capability (functions/services/invoicing) builds them from the records.
 */
import type { InvoiceBuyer } from './buyer.ts';
import type { TaxSplit, TaxTreatment } from './tax.ts';

export type InvoiceDocumentKind = 'factura' | 'nota-credito';

/** Where an invoice stands, as the owner reads it: waiting its turn, issued, or given up with the provider's error. */
export const invoiceStatuses = ['pendiente', 'emitida', 'fallida'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** One line of an invoice: what was charged for it, IVA included, and its base and IVA. */
export interface InvoiceLine {
  /** The product's or service's id (the provider's code_reference). */
  code: string;
  description: string;
  quantity: number;
  /** The unit price, IVA included, before the discount. */
  unitPrice: number;
  /** Pesos taken off the line (a discount code's share); 0 when none. */
  discount: number;
  /** quantity × unitPrice − discount: what was charged, IVA included. */
  total: number;
  tax: TaxSplit;
}

/** What the provider answered for an issued document. */
export interface IssuedDocument {
  /** "SETP990000123": the prefix and the consecutive. */
  number: string;
  prefix: string;
  consecutive: number;
  /** The CUFE of an invoice, the CUDE of a credit note. */
  cufe: string;
  /** When DIAN validated it (ISO). */
  issuedAt: string;
  /** The provider's links to the graphic representation and the signed XML. */
  pdfUrl: string;
  xmlUrl: string;
  /** The DIAN QR's content (a link to DIAN's document search). */
  qr: string;
  /** Issued by the sandbox or a provider's test environment: "Documento de prueba, sin validez ante la DIAN". */
  test: boolean;
}

/** What a provider needs to issue an invoice or a credit note. */
export interface InvoiceRequest {
  kind: InvoiceDocumentKind;
  /** The shop's own key of the document: the provider's idempotency reference (reference_code). */
  key: string;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  total: number;
  /** The payment's way, for DIAN's payment means. */
  paymentMethod: 'tarjeta' | 'transferencia' | 'efectivo' | 'otro';
  /** A text printed on the document (the order's reference, an anticipo's note). */
  note: string;
  /** A credit note's invoice: what it corrects. */
  correcting?: { number: string; cufe: string; issuedAt: string; providerId?: string };
}

/** What a record keeps of its invoice (and the API shows). */
export interface InvoiceSummary {
  status: InvoiceStatus;
  number?: string;
  cufe?: string;
  issuedAt?: string;
  pdfUrl?: string;
  xmlUrl?: string;
  test?: boolean;
}

/** Printed on every document of the sandbox and of a provider's test environment. */
export const TEST_DOCUMENT_NOTICE = 'Documento de prueba, sin validez ante la DIAN';

/** The treatment a line had when it was sold, or the one given for older lines. */
export type TreatmentOf = (line: { taxTreatment?: TaxTreatment }) => TaxTreatment;

/** One document of the owner's "Facturas" list. */
export interface InvoiceListItem {
  key: string;
  kind: InvoiceDocumentKind;
  reference: string;
  status: InvoiceStatus;
  buyer: string;
  total: number;
  number: string | null;
  cufe: string | null;
  /** The provider's last error (kept while it is retried, and once given up). */
  error: string | null;
  attempts: number;
  pdfUrl: string | null;
  xmlUrl: string | null;
  test: boolean;
  createdAt: string;
}
