/**
 * The admin's reservations and sales: paged lists, CSV, status changes, deletions and phone
 * reservations.
 */
import type { z } from 'zod';
import type { manualReservationBodySchema } from '~/domain/bookings/booking-schemas.ts';
import type { adminRecordsQuerySchema, transactionStatusBodySchema } from '~/domain/records/record-schemas.ts';
import { apiRequest, apiUrl, type Matching } from '~/lib/api/core.ts';

/** The filters and the page, as the server reads them (numbers travel as text). */
export type RecordsQuery = z.output<typeof adminRecordsQuerySchema>;
/** The admin's answer of GET /api/transactions: a page of records, and `meta` to page it. */
type RecordsPage = Matching<'GET /transactions', { meta: unknown }>;
export type RecordsPageMeta = RecordsPage['meta'];
export type RecordStatus = z.input<typeof transactionStatusBodySchema>['status'];
/** The carrier and guide that send a sale ("enviada"). */
export type ShipmentInput = NonNullable<z.input<typeof transactionStatusBodySchema>['shipment']>;

const recordPath = (recordId: string): `transactions/${string}` => `transactions/${encodeURIComponent(recordId)}`;

/** One page of records, newest first; `meta` says how many there are (GET /api/transactions?type=…). */
export const getRecordsPage = (query: RecordsQuery) => apiRequest<'GET /transactions', RecordsPage>('GET', 'transactions', { query });

/** The CSV of every record that matches the filters (GET /api/transactions/export.csv). */
export const recordsCsvUrl = (query: Omit<RecordsQuery, 'page' | 'pageSize'>) => apiUrl('transactions/export.csv', query);

/** Cancelling a reservation frees its hour; sending a sale takes its carrier and guide (PATCH /api/transactions/:id). */
export const updateRecordStatus = (recordId: string, status: RecordStatus, shipment?: ShipmentInput) =>
  apiRequest<'PATCH /transactions/:id'>('PATCH', recordPath(recordId), { body: shipment ? { status, shipment } : { status } });

export const deleteRecord = (recordId: string) => apiRequest<'DELETE /transactions/:id'>('DELETE', recordPath(recordId));

/** A reservation taken by phone, through the same availability rules (POST /api/reservations/manual). */
export const createManualReservation = (body: z.input<typeof manualReservationBodySchema>) =>
  apiRequest<'POST /reservations/manual'>('POST', 'reservations/manual', { body });
