/**
 * The invoice buyer's fields as a form holds them (every one a string), from and to what the
 * server keeps. The schema (buyer-schemas.ts) checks and normalises them when they are sent.
 */
import type { BuyerDocumentType, InvoiceBuyer } from '~/domain/invoicing/buyer.ts';
import type { InvoiceBuyerField, InvoiceBuyerInput } from '~/domain/invoicing/buyer-schemas.ts';

export interface BuyerValues {
  documentType: BuyerDocumentType;
  documentNumber: string;
  checkDigit: string;
  name: string;
  email: string;
}

export const emptyBuyerValues: BuyerValues = { documentType: 'CC', documentNumber: '', checkDigit: '', name: '', email: '' };

/** The fields of a kept buyer, to fill the form with. */
export function buyerValuesOf(buyer: InvoiceBuyer): BuyerValues {
  return {
    documentType: buyer.documentType,
    documentNumber: buyer.documentNumber,
    checkDigit: buyer.checkDigit ?? '',
    name: buyer.name,
    email: buyer.email,
  };
}

/** What is sent: the check digit only with a NIT, and only when written (it may come after a dash in the number). */
export function buyerInputOf(values: BuyerValues): InvoiceBuyerInput {
  const { checkDigit, ...rest } = values;
  return values.documentType === 'NIT' && checkDigit.trim() !== '' ? { ...rest, checkDigit } : rest;
}

/** The form's fields in their order, for the errors and the focus (the check digit shows with a NIT only). */
export function buyerFieldsShown(values: BuyerValues): InvoiceBuyerField[] {
  return values.documentType === 'NIT'
    ? ['documentType', 'documentNumber', 'checkDigit', 'name', 'email']
    : ['documentType', 'documentNumber', 'name', 'email'];
}
