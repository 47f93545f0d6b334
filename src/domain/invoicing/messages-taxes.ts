/**
 * The Spanish texts of IVA on the catalogue and wherever a price shows (src/domain/invoicing/tax.ts):
 * the owner's default and product form, the receipts, the records and their CSV.
 */
import { formatCop } from '../money/money.ts';

export const taxMessages = {
  /** The owner's control on the products page, and the product form's select. */
  defaultTreatmentLabel: 'IVA por defecto',
  defaultTreatmentHint: 'Se aplica a los productos y servicios sin un tratamiento de IVA propio.',
  treatmentLabel: 'Tratamiento de IVA',
  treatmentInvalid: 'Elige un tratamiento de IVA válido: IVA 19 %, IVA 5 %, exento o excluido.',
  defaultTreatmentSaved: 'IVA por defecto guardado.',
  defaultTreatmentLoadError: 'No se pudo cargar el IVA por defecto.',
  /** Receipts: the IVA the total includes, per rate. */
  taxIncluded: 'IVA incluido',
  taxIncludedOf: (label: string) => `IVA incluido (${label})`,
  taxIncludedLine: (label: string, tax: number, base: number) =>
    `IVA incluido (${label}): ${formatCop(tax)} sobre una base de ${formatCop(base)}`,
  /** Records' CSV columns. */
  csvBase: 'Base sin IVA',
  csvTax: 'IVA incluido',
} as const;
