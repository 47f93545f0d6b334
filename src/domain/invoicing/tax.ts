/**
 * IVA (impuesto sobre las ventas) on what the shop sells. Colombian consumer law (Ley 1480, art. 26)
 * has prices shown with their taxes included, so every price of the shop is IVA included; the base
 * and the tax are derived from it, per line, in whole pesos:
 * - base = total × 100 / (100 + rate), rounded half-up to the peso;
 * - IVA  = total − base, so base and IVA always add up to the line's total exactly.
 * docs/features/taxes.md writes the rule down; tests/unit/tax.test.ts proves it for every treatment.
 */

/** A product's or service's tax treatment: IVA at 19 % or 5 %, exento (0 %, with IVA) or excluido (outside IVA). */
export const taxTreatments = ['iva19', 'iva5', 'exento', 'excluido'] as const;
export type TaxTreatment = (typeof taxTreatments)[number];

/** The treatment of a product saved before treatments existed, until the owner chooses another default. */
export const DEFAULT_TAX_TREATMENT: TaxTreatment = 'iva19';

/**
 * The treatment of the delivery fee: the shop's own delivery (domicilio) is a service it provides
 * and invoices at the general rate.
 */
export const SHIPPING_TAX_TREATMENT: TaxTreatment = 'iva19';

/** The rate in percent each treatment charges. */
export const taxRatePercent: Record<TaxTreatment, number> = { iva19: 19, iva5: 5, exento: 0, excluido: 0 };

/** The names the owner and the customer read. */
export const taxTreatmentLabels: Record<TaxTreatment, string> = {
  iva19: 'IVA 19 %',
  iva5: 'IVA 5 %',
  exento: 'Exento de IVA (0 %)',
  excluido: 'Excluido de IVA',
};

export function isTaxTreatment(value: unknown): value is TaxTreatment {
  return typeof value === 'string' && (taxTreatments as readonly string[]).includes(value);
}

/** What a line's IVA-included total holds: its base and its tax, in whole pesos (base + tax = total). */
export interface TaxSplit {
  treatment: TaxTreatment;
  rate: number;
  base: number;
  tax: number;
}

/** The base and the IVA of an IVA-included total in whole pesos, by the rule above. */
export function splitTax(total: number, treatment: TaxTreatment): TaxSplit {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Not an amount in whole pesos: ${total}`);
  const rate = taxRatePercent[treatment];
  // Integer half-up of total*100/(100+rate): floor((2*total*100 + (100+rate)) / (2*(100+rate))).
  const base = rate === 0 ? total : Math.floor((2 * total * 100 + (100 + rate)) / (2 * (100 + rate)));
  return { treatment, rate, base, tax: total - base };
}

/** The IVA of several lines, added per treatment (an invoice's tax summary), in the order of `taxTreatments`. */
export function taxTotals(splits: readonly TaxSplit[]): TaxSplit[] {
  return taxTreatments.flatMap((treatment) => {
    const mine = splits.filter((split) => split.treatment === treatment);
    if (mine.length === 0) return [];
    return [{ treatment, rate: taxRatePercent[treatment], base: sum(mine, 'base'), tax: sum(mine, 'tax') }];
  });
}

const sum = (splits: readonly TaxSplit[], field: 'base' | 'tax') => splits.reduce((total, split) => total + split[field], 0);
