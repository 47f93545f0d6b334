/**
 * The owner's "Facturas": every document of the invoices' queue, newest first, filtered by status
 * (pendiente: waiting or being retried; emitida; fallida: given up) and by the Bogotá days it was
 * queued, paged; and "Reintentar" on a failed one, which makes it due now with one conditional
 * update (two clicks retry once) and issues it at once.
 */
import type { AdminInvoicesQuery } from '../../../src/domain/invoicing/invoice-schemas.ts';
import type { InvoiceListItem, InvoiceStatus } from '../../../src/domain/invoicing/invoices.ts';
import { invoicingMessages as t } from '../../../src/domain/invoicing/messages-invoicing.ts';
import type { AppDeps } from '../../deps.ts';
import type { Filter } from '../../store/contract.ts';
import type { InvoiceDoc } from '../../store/documents.ts';
import { ServiceError } from '../errors.ts';
import { deliverInvoice } from './invoice-queue.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Bogotá day starts at 05:00 UTC. */
const bogotaDayStart = (day: string) => new Date(`${day}T05:00:00.000Z`);

const statusFilters: Record<InvoiceStatus, Filter> = {
  emitida: { state: 'sent' },
  fallida: { state: 'failed', nextAttemptAt: null },
  pendiente: { $or: [{ state: { $in: ['pending', 'sending'] } }, { state: 'failed', nextAttemptAt: { $ne: null } }] },
};

export function statusOf(entry: Pick<InvoiceDoc, 'state' | 'nextAttemptAt'>): InvoiceStatus {
  if (entry.state === 'sent') return 'emitida';
  return entry.state === 'failed' && entry.nextAttemptAt === null ? 'fallida' : 'pendiente';
}

function listItem(entry: InvoiceDoc): InvoiceListItem {
  const { buyer } = entry.request;
  return {
    key: entry._id,
    kind: entry.kind,
    reference: entry.reference,
    status: statusOf(entry),
    buyer: `${buyer.name} · ${buyer.documentNumber}`,
    total: entry.request.total,
    number: entry.issued?.number ?? null,
    cufe: entry.issued?.cufe ?? null,
    error: entry.state === 'sent' ? null : (entry.lastError ?? null),
    attempts: entry.attempts,
    pdfUrl: entry.issued?.pdfUrl ?? null,
    xmlUrl: entry.issued?.xmlUrl ?? null,
    test: entry.issued?.test ?? false,
    createdAt: new Date(entry.createdAt).toISOString(),
  };
}

export async function listInvoices(
  deps: AppDeps,
  query: AdminInvoicesQuery,
): Promise<{ items: InvoiceListItem[]; total: number; page: number; pageSize: number }> {
  const created: Record<string, Date> = {};
  if (query.from) created.$gte = bogotaDayStart(query.from);
  if (query.to) created.$lt = new Date(bogotaDayStart(query.to).getTime() + DAY_MS);
  const filter: Filter = {
    ...(query.status ? statusFilters[query.status] : {}),
    ...(Object.keys(created).length > 0 ? { createdAt: created } : {}),
  };
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const entries = deps.store.collection('invoices');
  const [items, total] = await Promise.all([
    entries.find(filter, { sort: { createdAt: -1, _id: -1 }, skip: (page - 1) * pageSize, limit: pageSize }),
    entries.countDocuments(filter),
  ]);
  return { items: items.map(listItem), total, page, pageSize };
}

/** Makes a failed document due now (once, however many clicks) and issues it. Returns it as it stands after. */
export async function retryInvoice(deps: AppDeps, key: string): Promise<InvoiceListItem> {
  const entries = deps.store.collection('invoices');
  const reset = await entries.findOneAndUpdate({ _id: key, state: 'failed' }, { $set: { nextAttemptAt: deps.clock() } });
  if (!reset) {
    const exists = await entries.findOne({ _id: key }, { projection: { _id: 1 } });
    throw new ServiceError(exists ? 409 : 404, exists ? t.invoiceNotFailed : t.invoiceNotFound);
  }
  if (reset.kind === 'factura')
    await deps.store
      .collection('transactions')
      .updateMany({ reference: reset.reference, 'invoice.status': 'fallida' }, { $set: { invoice: { status: 'pendiente' } } });
  await deliverInvoice(deps, key);
  const after = await entries.findOne({ _id: key });
  return listItem(after ?? reset);
}
