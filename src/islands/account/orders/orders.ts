/**
 * The signed-in user's own records (GET /api/transactions?mine=1): one record per kind of a
 * payment, 'reserva' for the services and 'venta' for the products. /orders shows one card per
 * payment, so a payment that bought both is one order with one total, not two.
 */
import type { PublicRecord, RecordLine } from '~/domain/records/records.ts';

export type OwnRecordLine = RecordLine;
export type OwnRecord = PublicRecord;

/** One payment: its records by kind (either may be missing), as /orders shows it. */
export interface OwnOrder {
  reference: string;
  /** When it was paid (the earliest of its records). */
  createdAt: string;
  sale: OwnRecord | null;
  reservation: OwnRecord | null;
  /** Its records, the sale first. */
  records: OwnRecord[];
}

const time = (record: Pick<OwnRecord, 'createdAt'>) => Date.parse(record.createdAt) || 0;

/** The records grouped by their payment reference, newest payment first. */
export function ordersOf(records: readonly OwnRecord[]): OwnOrder[] {
  const byReference = new Map<string, OwnRecord[]>();
  for (const record of records) {
    const group = byReference.get(record.reference);
    if (group) group.push(record);
    else byReference.set(record.reference, [record]);
  }
  const orders = [...byReference].map(([reference, group]): OwnOrder => {
    const sale = group.find((record) => record.kind === 'venta') ?? null;
    const reservation = group.find((record) => record.kind === 'reserva') ?? null;
    const first = group.reduce((earliest, record) => (time(record) < time(earliest) ? record : earliest));
    return { reference, createdAt: first.createdAt, sale, reservation, records: [sale, reservation].filter((record) => record !== null) };
  });
  return orders.sort((a, b) => time(b) - time(a) || b.reference.localeCompare(a.reference));
}

/** "Confirmada", "No asistió": the stored status with a capital letter. */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toLocaleUpperCase('es') + status.slice(1) : '';
}
