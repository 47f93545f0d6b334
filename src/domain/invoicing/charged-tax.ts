/**
 * The IVA a charge includes, line by line: each line's split is `splitTax(what it charged, its
 * treatment)`, the delivery fee's at `SHIPPING_TAX_TREATMENT`, and the receipt adds them per
 * treatment (`taxTotals`). A line sold before treatments existed (or priced without one) takes the
 * shop's default. What a line charged is its `payNow`: a product in full, a service's deposit, an
 * appointment paid with a pack credit nothing.
 */
import {
  DEFAULT_TAX_TREATMENT,
  SHIPPING_TAX_TREATMENT,
  splitTax,
  taxTotals,
  taxTreatmentLabels,
  type TaxSplit,
  type TaxTreatment,
} from './tax.ts';
import { taxMessages } from './messages-taxes.ts';

/** What a charged line needs: the pesos it charged and its treatment, when it has one. */
export interface ChargedLine {
  payNow: number;
  taxTreatment?: TaxTreatment | undefined;
}

/** Each line's split, and the delivery fee's when there is one. */
export function chargedTaxSplits(lines: readonly ChargedLine[], shipping: number, fallback: TaxTreatment): TaxSplit[] {
  const splits = lines.map((line) => splitTax(line.payNow, line.taxTreatment ?? fallback));
  return shipping > 0 ? [...splits, splitTax(shipping, SHIPPING_TAX_TREATMENT)] : splits;
}

/** The IVA a charge includes per treatment (an invoice's tax summary), without the treatments that charged none. */
export function chargedTaxTotals(lines: readonly ChargedLine[], shipping: number, fallback: TaxTreatment): TaxSplit[] {
  return taxTotals(chargedTaxSplits(lines, shipping, fallback)).filter((total) => total.base + total.tax > 0);
}

/** The pesos of IVA a charge includes, all treatments together. */
export function chargedTax(lines: readonly ChargedLine[], shipping: number, fallback: TaxTreatment): number {
  return chargedTaxSplits(lines, shipping, fallback).reduce((sum, split) => sum + split.tax, 0);
}

/** What a charged record reads: its lines and the delivery fee it charged. */
export interface ChargedRecord {
  reservationDetails: readonly ChargedLine[];
  amounts: { shipping: number };
}

/** The IVA a payment's records include, per treatment (the receipt's, the orders' and the admin's "IVA incluido"). */
export function recordsTaxTotals(records: readonly ChargedRecord[], fallback: TaxTreatment = DEFAULT_TAX_TREATMENT): TaxSplit[] {
  const lines = records.flatMap((record) => record.reservationDetails);
  const shipping = records.reduce((sum, record) => sum + record.amounts.shipping, 0);
  return chargedTaxTotals(lines, shipping, fallback);
}

/**
 * The receipt's "IVA incluido" rows: one per rate that charged IVA ("IVA incluido (IVA 19 %)"), or a
 * single "IVA incluido" of $ 0 when nothing charged any (all excluded or exempt, or nothing paid).
 */
export function taxIncludedRows(totals: readonly TaxSplit[]): { label: string; tax: number }[] {
  const taxed = totals.filter((total) => total.rate > 0);
  if (taxed.length === 0) return [{ label: taxMessages.taxIncluded, tax: 0 }];
  return taxed.map((total) => ({ label: taxMessages.taxIncludedOf(taxTreatmentLabels[total.treatment]), tax: total.tax }));
}
