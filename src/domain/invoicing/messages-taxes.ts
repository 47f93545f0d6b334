/**
 * The Spanish texts of IVA on the catalogue and wherever a price shows (src/domain/invoicing/tax.ts):
 * the owner's default and product form, and the receipts' "IVA incluido" (the CSV's columns are in
 * src/domain/records/messages-csv.ts, the cart's in src/domain/cart/messages-cart.ts).
 */
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
} as const;
