/**
 * The owner's "Facturas" list: its filters (status, the Bogotá days it was queued) and its pages.
 */
import * as z from 'zod';
import { dateSchema } from '../shared/schema-basics.ts';
import { invoiceStatuses } from './invoices.ts';

export const adminInvoicesQuerySchema = z.object({
  status: z.enum(invoiceStatuses).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  page: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(100_000)).optional(),
  pageSize: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(200)).optional(),
});

export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuerySchema>;
