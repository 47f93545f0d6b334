/** The records capability's front door: all that other capabilities may import from it. */
export { lineIdFor, mayRead, recordsOfUser, toPublicRecord, withLineIds, writeRecords } from './record-view.ts';
export { ensureAppointmentFields, recordFilter, recordSort } from './records-query.ts';
export type { RecordQuery } from './records-query.ts';
export {
  defaultTaxTreatment,
  recordWithDefaultTaxTreatment,
  setDefaultTaxTreatment,
  taxTreatmentOf,
  withDefaultTaxTreatment,
} from './tax-default.ts';
