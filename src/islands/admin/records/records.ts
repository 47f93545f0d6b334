/**
 * Reservations and sales lists: the query of a page, the CSV export address for the same
 * filters, and the statuses each kind of record can take.
 */
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { goesToAddress, reservationStatuses, saleStatuses, type PublicRecord } from '~/domain/records/records.ts';
import { recordsCsvUrl, type RecordsQuery, type RecordStatus } from '~/lib/api/admin/records.ts';

export type RecordsType = 'reservas' | 'ventas';

export interface RecordsFilters {
  /** YYYY-MM-DD (Bogotá day) or empty. */
  from: string;
  to: string;
  status: string;
  /** One payment's records, from the `?ref=` of the owner's notice e-mail; empty for all. */
  reference: string;
}

export const RECORDS_PAGE_SIZE = 20;
export const noFilters: RecordsFilters = { from: '', to: '', status: '', reference: '' };

/** The `?ref=` the owner's notice e-mail opens the list with. */
export function referenceFromAddress(search: string): string {
  return (new URLSearchParams(search).get('ref') ?? '').trim().slice(0, 40);
}

export function statusesOf(type: RecordsType): readonly RecordStatus[] {
  return type === 'reservas' ? reservationStatuses : saleStatuses;
}

/** The filters as query parameters; empty ones are left out. */
function filterQuery(type: RecordsType, filters: RecordsFilters) {
  return {
    type,
    from: filters.from || undefined,
    to: filters.to || undefined,
    status: filters.status || undefined,
    reference: filters.reference || undefined,
  };
}

export function recordsQuery(type: RecordsType, filters: RecordsFilters, page: number, pageSize = RECORDS_PAGE_SIZE): RecordsQuery {
  return { ...filterQuery(type, filters), page, pageSize };
}

/** The CSV of every record that matches the filters (not only the page on screen). */
export function exportCsvUrl(type: RecordsType, filters: RecordsFilters): string {
  return recordsCsvUrl(filterQuery(type, filters));
}

export function pageCount(total: number, pageSize = RECORDS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Null when the filters can be sent, else the message to show beside them. */
export function filtersError(filters: RecordsFilters): string | null {
  if (filters.from && filters.to && filters.from > filters.to) return adminMessages.adminDateRangeInvalid;
  return null;
}

/** The customer of a record: the account when there is one, else the checkout's contact details. */
export function customerOf(record: PublicRecord): { name: string; email: string; tel: string } {
  return record.user
    ? { name: record.user.name, email: record.user.email, tel: record.user.tel }
    : { name: record.shippingInfo.name, email: record.shippingInfo.email, tel: record.shippingInfo.phone };
}

export function shippingSummary(record: PublicRecord): string {
  const info = record.shippingInfo;
  if (!goesToAddress(record)) return adminMessages.adminPickup;
  const place = [info.neighborhood, info.city].filter(Boolean).join(', ');
  return [adminMessages.adminDelivery, info.address, place].filter(Boolean).join(' · ');
}
