/**
 * The admin's reservations and sales: paged lists, CSV, status changes, deletions and phone
 * reservations.
 */
import type { z } from 'zod';
import type { pageOfRecords } from '../../../../functions/services/records/records-admin.ts';
import type { PublicRecord } from '~/domain/records.ts';
import type { manualReservationBodySchema } from '~/domain/booking-schemas.ts';
import type { adminRecordsQuerySchema, transactionStatusBodySchema } from '~/domain/record-schemas.ts';
import { apiRequest, apiUrl, type ServiceResult } from '~/lib/api/core.ts';

/** The filters and the page, as the server reads them (numbers travel as text). */
export type RecordsQuery = z.output<typeof adminRecordsQuerySchema>;
export type RecordsPageMeta = Omit<ServiceResult<typeof pageOfRecords>, 'items'>;
export type RecordStatus = z.input<typeof transactionStatusBodySchema>['status'];

const recordPath = (recordId: string) => `transactions/${encodeURIComponent(recordId)}`;

/** One page of records, newest first; `meta` says how many there are (GET /api/transactions?type=…). */
export const getRecordsPage = (query: RecordsQuery) => apiRequest<PublicRecord[], RecordsPageMeta>('GET', 'transactions', { query });

/** The CSV of every record that matches the filters (GET /api/transactions/export.csv). */
export const recordsCsvUrl = (query: Omit<RecordsQuery, 'page' | 'pageSize'>) => apiUrl('transactions/export.csv', query);

/** Cancelling a reservation frees its hour (PATCH /api/transactions/:id). */
export const updateRecordStatus = (recordId: string, status: RecordStatus) =>
  apiRequest<PublicRecord>('PATCH', recordPath(recordId), { body: { status } });

export const deleteRecord = (recordId: string) => apiRequest<undefined>('DELETE', recordPath(recordId));

/** A reservation taken by phone, through the same availability rules (POST /api/reservations/manual). */
export const createManualReservation = (body: z.input<typeof manualReservationBodySchema>) =>
  apiRequest<PublicRecord>('POST', 'reservations/manual', { body });
