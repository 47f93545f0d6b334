/**
 * The shop's default IVA treatment: one `settings` document (`_id: 'tax-default'`) the owner sets,
 * used for every product and service without a treatment of its own (src/domain/invoicing/tax.ts),
 * and for the record lines sold before treatments existed. Until the owner sets it, the general rate
 * (`DEFAULT_TAX_TREATMENT`).
 */
import { DEFAULT_TAX_TREATMENT, isTaxTreatment, type TaxTreatment } from '../../../src/domain/invoicing/tax.ts';
import type { PublicRecord } from '../../../src/domain/records/records.ts';
import type { AppDeps } from '../../deps.ts';
import type { Store } from '../../store/contract.ts';
import type { ProductDoc } from '../../store/documents.ts';

const SETTING_ID = 'tax-default';

export async function defaultTaxTreatment(store: Store): Promise<TaxTreatment> {
  const setting = await store.collection('settings').findOne({ _id: SETTING_ID });
  return isTaxTreatment(setting?.taxTreatment) ? setting.taxTreatment : DEFAULT_TAX_TREATMENT;
}

export async function setDefaultTaxTreatment(
  deps: Pick<AppDeps, 'store'>,
  taxTreatment: TaxTreatment,
): Promise<{ taxTreatment: TaxTreatment }> {
  await deps.store.collection('settings').updateOne({ _id: SETTING_ID }, { $set: { taxTreatment } }, { upsert: true });
  return { taxTreatment };
}

/** A product's or service's treatment: its own, or the shop's default. */
export function taxTreatmentOf(product: Pick<ProductDoc, 'taxTreatment'>, shopDefault: TaxTreatment): TaxTreatment {
  return isTaxTreatment(product.taxTreatment) ? product.taxTreatment : shopDefault;
}

/** Records as the receipts and the owner read them: every line with its treatment (an older one, the default's). */
export async function withDefaultTaxTreatment(store: Store, records: readonly PublicRecord[]): Promise<PublicRecord[]> {
  if (records.every((record) => record.reservationDetails.every((line) => line.taxTreatment))) return [...records];
  const fallback = await defaultTaxTreatment(store);
  return records.map((record) => ({
    ...record,
    reservationDetails: record.reservationDetails.map((line) => (line.taxTreatment ? line : { ...line, taxTreatment: fallback })),
  }));
}

/** One record as the owner reads it, every line with its treatment (see `withDefaultTaxTreatment`). */
export async function recordWithDefaultTaxTreatment(store: Store, record: PublicRecord): Promise<PublicRecord> {
  const [read] = await withDefaultTaxTreatment(store, [record]);
  return read ?? record;
}
