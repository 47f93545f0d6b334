/**
 * The signed-in user's own records (GET /api/transactions?mine=1): one record per kind of a
 * payment, 'reserva' for the services and 'venta' for the products.
 */
import type { PublicRecord, RecordLine } from '~/domain/records.ts';

export type OwnRecordLine = RecordLine;
export type OwnRecord = PublicRecord;

/** Newest first; the server already sorts, this keeps the order whatever the store returns. */
export function newestFirst(records: readonly OwnRecord[]): OwnRecord[] {
  return [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** "Confirmada", "No asistió": the stored status with a capital letter. */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toLocaleUpperCase('es') + status.slice(1) : '';
}
