/**
 * The owner's "Facturas": a page of electronic invoices and credit notes, filtered by status and
 * date, and "Reintentar" on a failed one.
 */
import type { z } from 'zod';
import type { adminInvoicesQuerySchema } from '~/domain/invoicing/invoice-schemas.ts';
import { apiRequest, type Matching } from '~/lib/api/core.ts';

export type InvoicesQuery = z.output<typeof adminInvoicesQuerySchema>;
type InvoicesPage = Matching<'GET /admin/invoices', { meta: unknown }>;
export type InvoicesPageMeta = InvoicesPage['meta'];

/** One page of documents, newest first (GET /api/admin/invoices). */
export const getInvoicesPage = (query: InvoicesQuery) =>
  apiRequest<'GET /admin/invoices', InvoicesPage>('GET', 'admin/invoices', { query });

/** Makes a failed document due now and issues it (POST /api/admin/invoices/:key/retry). */
export const retryInvoice = (key: string) =>
  apiRequest<'POST /admin/invoices/:key/retry'>('POST', `admin/invoices/${encodeURIComponent(key)}/retry`);
